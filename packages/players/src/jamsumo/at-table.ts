// A computer player's turn in a game kept by a table session (the app's table worker): the decision for
// the seat to play at the end of a log, seeded by the game and the turn, so asking again (after a
// reload) gives the same flick.

import { textSeed, turnSeed } from '@dicetable/engine';
import {
  boardOf,
  engineLayout,
  type SessionResult,
  type TableSession,
} from '@dicetable/engine/jamsumo-table';
import type { GameLog } from '@dicetable/rules';
import { type Decision, decide } from './players.ts';
import type { PlannerWorld } from './quick-settle.ts';

/** The flick of the computer seat whose turn it is at the end of `log`; `world` is the session's world. */
export function computerTurn(
  world: PlannerWorld,
  session: TableSession,
  log: GameLog,
): SessionResult<Decision> {
  const position = session.position(log);
  if (!position.ok) return position;
  const state = position.value.state;
  const level = state.setup.players[state.current]?.computer;
  if (state.finished || !level) {
    return { ok: false, error: { code: 'not-computer', message: 'It is not a computer player’s turn.' } };
  }
  const table = { world, board: boardOf(state), layout: engineLayout };
  const seed = turnSeed(textSeed(log.createdAt), log.actions.length);
  return { ok: true, value: decide(level, table, state, seed) };
}
