// A JamSumo game recorded by the practice player on the physics engine, as the app would have saved it:
// the recorder of the command line's tests, run here in Node. The engine's maths are its own, so the app's
// table worker re-simulates the log bit for bit in the browser.
import type { JamSumoLog, JamSumoMode } from '@dicetable/rules/jamsumo';
import { recordJamSumoGame } from '../../../packages/cli/src/replay/jamsumo-recorder.ts';

export function recordedGame(players: number, mode: JamSumoMode, flicks: number): Promise<JamSumoLog> {
  return recordJamSumoGame({ players, mode, seed: 5, maxFlicks: flicks, createdAt: new Date() });
}
