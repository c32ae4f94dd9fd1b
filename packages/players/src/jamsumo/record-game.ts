// A whole JamSumo game on the tablet's table, flicked by the practice player on the real physics
// engine: the log the app would have saved. Tests of the CLI's replay and of the app (its browser
// tests) record their games with it; the flicks go through the engine's deterministic maths, so the
// log re-simulates bit for bit in Node and in every browser.
import { engineLayout, playFlick, roundLayout, type Table } from '@dicetable/engine/jamsumo-table';
import { defaultBoard, loadPhysicsWorld } from '@dicetable/engine/node';
import { appendAction, seedRng } from '@dicetable/rules';
import { createJamSumoLog, type JamSumoLog, type JamSumoMode, newGame } from '@dicetable/rules/jamsumo';
import { botMove } from './practice-player.ts';

export interface RecordingOptions {
  readonly players: number;
  readonly mode: JamSumoMode;
  /** The practice player's scatter. */
  readonly seed: number;
  /** The game stops after this many flicks if it has not ended before. */
  readonly maxFlicks?: number;
  readonly createdAt?: Date;
}

export async function recordJamSumoGame(options: RecordingOptions): Promise<JamSumoLog> {
  const { players, mode, seed, maxFlicks = 600, createdAt = new Date('2026-11-29T12:00:00Z') } = options;
  const world = await loadPhysicsWorld();
  const board = defaultBoard(players);
  const setup = {
    players: ['Ann', 'Bram', 'Cas', 'Dee', 'Eli'].slice(0, players).map((name, colour) => ({ name, colour })),
    mode,
    table: 'flick' as const,
    firstMarker: 0,
    board: { ...board },
  };
  const table: Table = { world, board, layout: engineLayout };
  let state = newGame(setup);
  world.reset(board, roundLayout(table, state));
  let log = createJamSumoLog(setup, createdAt);
  let rng = seedRng(seed);
  for (let i = 0; i < maxFlicks && !state.finished; i++) {
    const next = botMove(table, state, rng);
    rng = next.rng;
    const played = playFlick(table, state, next.move);
    if (!played.ok) throw new Error(played.error.message);
    log = appendAction(log, played.value.action);
    state = played.value.state;
  }
  return log;
}
