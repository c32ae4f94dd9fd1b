// The JamSumo reducer: a flick's settled outcome (or a score-pad round) in, the next state out.
// The rules never simulate: the physics engine (or the players at a wooden board) decide where the
// dice went; the rules decide what that means.
import { fail, ok, type Result } from '../result.ts';
import { roundPips } from './scoring.ts';
import { markerOf, ownerOf, roundKindOf, roundPlan, startRound } from './setup.ts';
import {
  DICE_PER_PLAYER,
  type DieState,
  type FlickAction,
  type FlickEvent,
  type FlickOutcome,
  type JamSumoAction,
  type JamSumoState,
  type PadRoundAction,
  type RoundKind,
  type SettledDie,
} from './types.ts';

export type ActionErrorCode =
  | 'game-over'
  | 'action-unknown'
  | 'wrong-table'
  | 'unknown-die'
  | 'not-your-die'
  | 'die-out'
  | 'placement-required'
  | 'not-in-supply'
  | 'no-placement-in-sumo'
  | 'bad-platform'
  | 'bad-placement'
  | 'bad-flick'
  | 'bad-outcome'
  | 'wrong-round-kind'
  | 'bad-pips';

/** One legal choice of the current player; the flick's direction, strength and height are free. */
export type LegalAction =
  | { readonly type: 'flick'; readonly die: number }
  | { readonly type: 'place-and-flick'; readonly die: number; readonly platforms: readonly number[] };

export function currentKind(state: JamSumoState): RoundKind {
  return roundKindOf(state.setup, state.round);
}

export function currentMarker(state: JamSumoState): number {
  return markerOf(state.setup, state.round);
}

const playerCount = (state: JamSumoState) => state.setup.players.length;

export function legalActions(state: JamSumoState): LegalAction[] {
  if (state.finished || state.setup.table !== 'flick') return [];
  const platforms = Array.from({ length: playerCount(state) }, (_, i) => i);
  const kind = currentKind(state);
  const actions: LegalAction[] = [];
  for (let k = 0; k < DICE_PER_PLAYER; k++) {
    const die = state.current * DICE_PER_PLAYER + k;
    const status = state.dice[die]!.status;
    if (status === 'play') actions.push({ type: 'flick', die });
    else if (status === 'supply' && kind === 'jam') actions.push({ type: 'place-and-flick', die, platforms });
  }
  return actions;
}

/** The dice whose settled state a flick of `die` must report: all dice in play, and the flicked die. */
export function diceToSettle(state: JamSumoState, die: number): number[] {
  return state.dice.flatMap((d, i) => (d.status === 'play' || i === die ? [i] : []));
}

const inRange = (value: unknown, lo: number, hi: number) =>
  typeof value === 'number' && value >= lo && value <= hi;
const inUnit = (value: unknown) => inRange(value, 0, 1);
const isFace = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 6;

/** Whether the current player may make this flick now (everything but its outcome). */
export function checkMove(
  state: JamSumoState,
  action: Omit<FlickAction, 'outcome'>,
): Result<true, ActionErrorCode> {
  if (state.finished) return fail('game-over', 'The game is over.');
  if (state.setup.table !== 'flick') {
    return fail('wrong-table', 'This game is a score pad: its rounds are entered, not flicked.');
  }
  const { die } = action;
  if (!Number.isInteger(die) || die < 0 || die >= state.dice.length) {
    return fail('unknown-die', `There is no die ${String(die)} in this game.`);
  }
  if (ownerOf(die) !== state.current) {
    return fail('not-your-die', 'Only your own dice may be flicked.');
  }
  const kind = currentKind(state);
  const status = state.dice[die]!.status;
  if (status === 'out') return fail('die-out', 'That die is out of play for this round.');
  if (kind === 'sumo' && action.place !== undefined) {
    return fail('no-placement-in-sumo', 'In Sumo the dice start on the board; nothing is placed.');
  }
  if (status === 'supply' && action.place === undefined) {
    return fail('placement-required', 'A die from the supply is first placed on a platform, then flicked.');
  }
  if (status === 'play' && action.place !== undefined) {
    return fail('not-in-supply', 'Only a die from the supply is placed on a platform.');
  }
  if (action.place !== undefined) {
    const { platform, offset, yaw } = action.place;
    if (!Number.isInteger(platform) || platform < 0 || platform >= playerCount(state)) {
      return fail(
        'bad-platform',
        `There is no platform ${String(platform)} in a game of ${playerCount(state)}.`,
      );
    }
    if (!inRange(offset, -1, 1) || !Number.isFinite(yaw)) {
      return fail('bad-placement', 'The die must be placed on the platform ledge.');
    }
  }
  if (!Number.isFinite(action.direction) || !inUnit(action.strength) || !inUnit(action.height)) {
    return fail('bad-flick', 'A flick needs a direction, a strength from 0 to 1 and a height from 0 to 1.');
  }
  if (action.offset !== undefined && !inRange(action.offset, -1, 1)) {
    return fail('bad-flick', 'A flick’s sideways offset goes from −1 to 1.');
  }
  return ok(true);
}

function checkOutcome(
  state: JamSumoState,
  die: number,
  outcome: FlickOutcome,
): Result<true, ActionErrorCode> {
  const bad = (why: string) => fail('bad-outcome' as const, `The flick's outcome is incomplete: ${why}.`);
  if (typeof outcome !== 'object' || outcome === null || !Array.isArray(outcome.dice)) return bad('no dice');
  if (!Array.isArray(outcome.touched)) return bad('no contacts');
  const expected = diceToSettle(state, die);
  const seen = new Set<number>();
  for (const settled of outcome.dice as SettledDie[]) {
    if (!expected.includes(settled?.die) || seen.has(settled.die)) {
      return bad(`die ${String(settled?.die)} is not in play or listed twice`);
    }
    seen.add(settled.die);
    if (!['board', 'platform', 'hole', 'off'].includes(settled.location)) return bad('unknown location');
    if (
      settled.location === 'platform' &&
      (!Number.isInteger(settled.platform) ||
        settled.platform! < 0 ||
        settled.platform! >= playerCount(state))
    ) {
      return bad('unknown platform');
    }
    if (typeof settled.flat !== 'boolean') return bad('flatness missing');
    const resting = settled.location === 'board' || settled.location === 'platform';
    if (resting && settled.flat && !isFace(settled.top)) return bad('top face missing');
  }
  if (seen.size !== expected.length) return bad('a die in play is missing');
  if (!outcome.touched.every((d) => Number.isInteger(d) && d >= 0 && d < state.dice.length && d !== die)) {
    return bad('unknown die touched');
  }
  return ok(true);
}

function settleJam(settled: SettledDie): DieState {
  if (settled.location === 'hole') return { status: 'out', out: 'hole', flat: false };
  // Off the edge is not out in Jam: back to the owner's supply, showing 4.
  if (settled.location === 'off') return { status: 'supply', flat: true, top: 4 };
  return resting(settled);
}

function settleSumo(settled: SettledDie, missed: boolean): DieState {
  if (settled.location === 'hole') return { status: 'out', out: 'hole', flat: false };
  if (settled.location === 'off') return { status: 'out', out: 'off', flat: false };
  if (settled.location === 'platform')
    return { status: 'out', out: 'platform', flat: settled.flat, top: settled.top };
  if (missed) return { status: 'out', out: 'miss', flat: settled.flat, top: settled.top };
  return resting(settled);
}

function resting(settled: SettledDie): DieState {
  const place: DieState =
    settled.location === 'platform'
      ? { status: 'play', at: 'platform', platform: settled.platform, flat: settled.flat }
      : { status: 'play', at: 'board', flat: settled.flat };
  return settled.flat ? { ...place, top: settled.top } : place;
}

function eventOf(before: DieState, after: DieState, flicked: boolean): FlickEvent['kind'] {
  if (after.status === 'out' && before.status !== 'out') {
    if (after.out === 'miss') return 'miss';
    if (after.out === 'hole') return before.status === 'play' || flicked ? 'sunk' : 'out-hole';
    return after.out === 'off' ? 'out-off' : 'out-platform';
  }
  if (after.status === 'supply' && before.status !== 'supply') return 'returned';
  if (after.status === 'supply' && flicked) return 'returned';
  const same =
    before.status === after.status &&
    before.at === after.at &&
    before.platform === after.platform &&
    before.flat === after.flat &&
    before.top === after.top;
  return flicked || !same ? 'moved' : 'still';
}

function roundOver(kind: RoundKind, dice: readonly DieState[], players: number): boolean {
  for (let seat = 0; seat < players; seat++) {
    const own = dice.slice(seat * DICE_PER_PLAYER, (seat + 1) * DICE_PER_PLAYER);
    if (kind === 'jam' && own.every((d) => d.status === 'out' && d.out === 'hole')) return true;
    if (kind === 'sumo' && own.every((d) => !(d.status === 'play' && d.at === 'board'))) return true;
  }
  return false;
}

/** Closes the current round with its pips and opens the next one (or ends the game). */
function closeRound(state: JamSumoState, pips: number[], dice?: readonly DieState[]): JamSumoState {
  const result = { kind: currentKind(state), marker: currentMarker(state), pips, ...(dice ? { dice } : {}) };
  const next = state.round + 1;
  const results = [...state.results, result];
  if (next >= roundPlan(state.setup).length) {
    return { ...state, results, round: next, finished: true, flicks: 0, dice: dice ?? state.dice };
  }
  return { ...state, results, round: next, flicks: 0, ...startRound(state.setup, next) };
}

function applyFlick(state: JamSumoState, action: FlickAction): JamSumoState {
  const kind = currentKind(state);
  const seat = state.current;
  const hit = action.outcome.touched.some((d) => ownerOf(d) !== seat);
  const dice = [...state.dice];
  const events: FlickEvent[] = [];
  for (const settled of action.outcome.dice) {
    const flicked = settled.die === action.die;
    const before = state.dice[settled.die]!;
    const after = kind === 'jam' ? settleJam(settled) : settleSumo(settled, flicked && !hit);
    dice[settled.die] = after;
    const kindOfEvent = eventOf(before, after, flicked);
    if (kindOfEvent !== 'still') events.push({ die: settled.die, kind: kindOfEvent });
  }
  const players = playerCount(state);
  const flicked: JamSumoState = {
    ...state,
    dice,
    lastEvents: events,
    lastFlick: { seat, die: action.die, hit },
  };
  if (roundOver(kind, dice, players)) return closeRound(flicked, roundPips(kind, dice, players), dice);
  return { ...flicked, current: (seat + 1) % players, flicks: state.flicks + 1 };
}

function applyPadRound(state: JamSumoState, action: PadRoundAction): Result<JamSumoState, ActionErrorCode> {
  if (state.setup.table !== 'pad') {
    return fail('wrong-table', 'This game is played on the tablet: its rounds are flicked, not entered.');
  }
  if (action.kind !== currentKind(state)) {
    return fail('wrong-round-kind', `This round is a ${currentKind(state)} round.`);
  }
  const pips = action.pips;
  if (
    !Array.isArray(pips) ||
    pips.length !== playerCount(state) ||
    !pips.every((p) => Number.isInteger(p) && p >= 0 && p <= 6 * DICE_PER_PLAYER)
  ) {
    return fail(
      'bad-pips',
      `Each player scores a whole number from 0 to ${6 * DICE_PER_PLAYER} pips in a round.`,
    );
  }
  return ok({ ...closeRound(state, [...pips]), lastEvents: [], lastFlick: undefined });
}

export function applyAction(
  state: JamSumoState,
  action: JamSumoAction,
): Result<JamSumoState, ActionErrorCode> {
  if (state.finished) return fail('game-over', 'The game is over.');
  if (action?.type === 'pad-round') return applyPadRound(state, action);
  if (action?.type !== 'flick') return fail('action-unknown', 'Unknown JamSumo action.');
  const checked = checkMove(state, action);
  if (!checked.ok) return checked;
  const settled = checkOutcome(state, action.die, action.outcome);
  if (!settled.ok) return settled;
  return ok(applyFlick(state, action));
}
