// JamSumo behind the one game interface (game/game-rules.ts). The game has no random generator: the
// physics engine (or the wooden board) decides every flick, so there is nothing to draw or burn.
import type { GameResult, GameRules } from '../game/game-rules.ts';
import { rankByScore, summarize } from '../game/summary.ts';
import { fail, ok, type Result } from '../result.ts';
import { type ActionErrorCode, applyAction, type LegalAction, legalActions } from './reducer.ts';
import { lowestWins, totals } from './scoring.ts';
import { newGame, type SetupErrorCode, validateSetup } from './setup.ts';
import type { DieState, JamSumoAction, JamSumoSetup, JamSumoState, RoundResult } from './types.ts';

export type JamSumoRefusalCode = SetupErrorCode | ActionErrorCode;

// A record, so that the compiler insists every code is listed.
const REFUSALS: Record<JamSumoRefusalCode, true> = {
  'setup-malformed': true,
  'setup-player-count': true,
  'setup-player-name': true,
  'setup-colour': true,
  'setup-computer': true,
  'setup-mode': true,
  'setup-table': true,
  'setup-marker': true,
  'setup-board': true,
  'game-over': true,
  'action-unknown': true,
  'wrong-table': true,
  'unknown-die': true,
  'not-your-die': true,
  'die-out': true,
  'placement-required': true,
  'not-in-supply': true,
  'no-placement-in-sumo': true,
  'bad-platform': true,
  'bad-placement': true,
  'bad-flick': true,
  'bad-outcome': true,
  'wrong-round-kind': true,
  'bad-pips': true,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The reducer checks a flick's numbers and outcome itself; this makes sure it can read them. */
function parseJamSumoAction(data: unknown): Result<JamSumoAction, JamSumoRefusalCode> {
  if (!isObject(data) || (data.type !== 'flick' && data.type !== 'pad-round')) {
    return fail('action-unknown', 'Unknown JamSumo action.');
  }
  if (data.type === 'flick' && data.place !== undefined && !isObject(data.place)) {
    return fail('bad-placement', 'The die must be placed on the platform ledge.');
  }
  return ok(data as unknown as JamSumoAction);
}

/** The ranking after these rounds: equal totals share a place; Jam's lowest total leads (see scoring.ts). */
export function rankingAfter(setup: JamSumoSetup, results: readonly RoundResult[]): GameResult {
  const names = setup.players.map((player) => player.name);
  return rankByScore(names, totals(setup, results), lowestWins(setup));
}

const standingOf = (state: JamSumoState): GameResult => rankingAfter(state.setup, state.results);

/**
 * How a die lies after a flick, as one number, so that what a flick showed can be compared like dice:
 * 1–6 flat on the board with that face up (+10 on a platform ledge), 0 not flat, 7 in the supply, 8 out.
 */
function tableCode(die: DieState): number {
  if (die.status === 'supply') return 7;
  if (die.status === 'out') return 8;
  return (die.flat ? (die.top ?? 0) : 0) + (die.at === 'platform' ? 10 : 0);
}

export const jamSumoRules: GameRules<
  JamSumoSetup,
  JamSumoState,
  JamSumoAction,
  LegalAction,
  JamSumoRefusalCode
> = {
  id: 'jamsumo',
  name: 'JamSumo',
  refusalCodes: Object.keys(REFUSALS) as JamSumoRefusalCode[],
  validateSetup,
  initialState: newGame,
  parseAction: parseJamSumoAction,
  apply: applyAction,
  legalActions,
  currentPlayer: (state) => (state.finished ? null : state.current),
  isOver: (state) => state.finished,
  result: (state) => (state.finished ? standingOf(state) : null),
  standing: standingOf,
  summary: (state, moves) =>
    summarize(
      'jamsumo',
      'JamSumo',
      state.setup.players.map((player) => player.name),
      totals(state.setup, state.results),
      moves,
      state.finished ? null : state.current,
    ),
  // A flick is the table's throw: once the physics has worked out where the dice went, they lie there,
  // as on the wooden board, where dice may not be moved. A score-pad round is a decision, taken back to be
  // typed again.
  isThrow: (action) => action.type === 'flick',
  madeByApp: (action) => action.type === 'flick',
  shownDice: (state) => (state.lastFlick ? state.dice.map(tableCode) : null),
  recorded: (action) => action,
  draws: () => 0,
  burn: (state) => state,
};
