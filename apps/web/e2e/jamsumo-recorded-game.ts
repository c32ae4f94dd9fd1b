// A JamSumo game recorded by the practice player on the physics engine, as the app would have saved it:
// the recorder of @dicetable/players that the command line's tests use too, run here in Node. The engine's maths are its own, so the app's
// table worker re-simulates the log bit for bit in the browser.

import { recordJamSumoGame } from '@dicetable/players/jamsumo-recorder';
import type { JamSumoLog, JamSumoMode } from '@dicetable/rules/jamsumo';

export function recordedGame(players: number, mode: JamSumoMode, flicks: number): Promise<JamSumoLog> {
  return recordJamSumoGame({ players, mode, seed: 5, maxFlicks: flicks, createdAt: new Date() });
}
