// Yam Master behind the one game interface (game/game-rules.ts).
import { drawsBetween, skipDraws } from '../dice/prng.ts';
import { DICE_TURN_REFUSALS } from '../dice/turn.ts';
import type { GameResult, GameRules } from '../game/game-rules.ts';
import { rankByScore, summarize } from '../game/summary.ts';
import { fail, ok, type Result } from '../result.ts';
import type { YamAction } from './actions.ts';
import { applyAction, initialState, legalActions, type YamErrorCode, type YamState } from './game.ts';
import { pointsOf } from './lines.ts';
import { initialRng, type SetupErrorCode, validateSetup, type YamSetup } from './setup.ts';

export type YamRefusalCode = SetupErrorCode | YamErrorCode;

// A record, so that the compiler insists every code is listed.
const REFUSALS: Record<YamRefusalCode, true> = {
  'bad-setup': true,
  'bad-layout': true,
  ...DICE_TURN_REFUSALS,
  'game-over': true,
  'wrong-dice-mode': true,
  'bad-action': true,
  'defi-not-now': true,
  'defi-needs-roll': true,
  'defi-failed': true,
  'bad-square': true,
  'square-taken': true,
  'label-not-made': true,
  'not-a-yam': true,
  'not-opponent-token': true,
};

/**
 * The reducer checks every field of an action itself (with the codes saved games and the CLI have
 * always shown), so reading one from a file only makes sure it is an object.
 */
function parseYamAction(data: unknown): Result<YamAction, YamRefusalCode> {
  if (typeof data !== 'object' || data === null) {
    return fail('bad-action', 'This is not a Yam Master action.');
  }
  return ok(data as YamAction);
}

const namesOf = (state: YamState) => state.setup.players.map((player) => player.name);

function yamResult(state: YamState): GameResult | null {
  const { result } = state;
  if (!result) return null;
  if (result.kind === 'points') return rankByScore(namesOf(state), result.points);
  // A line wins whatever the points say.
  const loser = result.winner === 0 ? 1 : 0;
  const place = (player: 0 | 1) => ({
    player,
    name: namesOf(state)[player]!,
    place: player === result.winner ? 1 : 2,
    score: result.points[player],
  });
  return { ranking: [place(result.winner), place(loser)], winners: [result.winner] };
}

function drawsOf(state: YamState): number {
  const start = initialRng(state.setup);
  return start && state.rng ? drawsBetween(start, state.rng) : 0;
}

export const yamMasterRules: GameRules<YamSetup, YamState, YamAction, YamAction, YamRefusalCode> = {
  id: 'yam-master',
  name: 'Yam Master',
  refusalCodes: Object.keys(REFUSALS) as YamRefusalCode[],
  validateSetup,
  initialState,
  parseAction: parseYamAction,
  apply: applyAction,
  legalActions,
  currentPlayer: (state) => (state.result ? null : state.current),
  isOver: (state) => state.result !== null,
  result: yamResult,
  standing: (state) => yamResult(state) ?? rankByScore(namesOf(state), pointsOf(state.board)),
  summary: (state, moves) =>
    summarize(
      'yam-master',
      'Yam Master',
      namesOf(state),
      pointsOf(state.board),
      moves,
      state.result ? null : state.current,
    ),
  isThrow: (action) => action.type === 'roll' || action.type === 'dice',
  shownDice: (state) => state.turn.dice,
  madeByApp: (_, before, after) => drawsOf(after) > drawsOf(before),
  recorded: (action, after) =>
    action.type === 'roll' && after.turn.dice ? { type: 'roll', dice: [...after.turn.dice] } : action,
  draws: drawsOf,
  burn: (state, count) => (state.rng && count > 0 ? { ...state, rng: skipDraws(state.rng, count) } : state),
};
