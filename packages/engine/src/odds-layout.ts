// What the WASM odds engine and the TypeScript reference share: the targets and their lanes, the
// validation of a query, and the flat result layout that both fill and that becomes an OddsAnswer.
import type {
  GivenHoldOdds,
  JambTargetId,
  OddsAnswer,
  OddsCalculator,
  OddsQuery,
  TargetOdds,
  YamTargetId,
} from './odds-types.ts';

/**
 * Jamb targets: the 13 categories. A category is made when it scores more than 0 (Max and Min always
 * are); `expected` is the best expected score, for Min the lowest (see JAMB_MIN_EXPECTED_LANE).
 */
export const JAMB_TARGETS: readonly JambTargetId[] = [
  'ones',
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'max',
  'min',
  'trips',
  'straight',
  'full',
  'carre',
  'jamb',
];

/**
 * Yam Master targets. `1`…`6`, `full` (a Yam counts), `carre`, `yam`, `suite`, `le8`: the figure is
 * made by the final dice. `sec`: made only by stopping on the first roll with a figure other than a
 * brelan (so 0 from the second roll on). `defi`: the chance that a Défi declared now succeeds (a
 * figure other than a brelan after roll 2 or 3); before the first roll, that chance for a Défi to be
 * declared after it; 0 once it can no longer be declared. With a Défi declared (`defi: true`) the
 * first roll cannot be kept, and every target also needs the Défi to succeed (a failed Défi places
 * nothing).
 */
export const YAM_TARGETS: readonly YamTargetId[] = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  'full',
  'carre',
  'yam',
  'suite',
  'le8',
  'sec',
  'defi',
];

/** Game codes across the WASM boundary. */
export const GAME_JAMB = 0;
export const GAME_YAM = 1;

/**
 * Lanes of one table: Jamb has a probability lane per category (0…12) and an expected-score lane per
 * category (13…25); Yam Master a probability lane per target plus one unused lane, so that lanes come
 * in pairs for the engine's two-wide SIMD.
 */
export const JAMB_LANES = 26;
export const YAM_LANES = 14;
export const YAM_SEC_LANE = 11;
/**
 * Min scores the sum of the dice but a low Min is what a player wants (the column's middle part is
 * ones × (Max − Min)), so the best expectation for Min is the lowest: its lane holds the negated sum,
 * which the common maximisation then minimises, and the answer turns it back.
 */
export const JAMB_MIN_EXPECTED_LANE = 20;
export const YAM_DEFI_LANE = 12;

export function laneCount(game: number): number {
  return game === GAME_JAMB ? JAMB_LANES : YAM_LANES;
}

/** Bits of OddsSituation.jambRules (and of the engine's `rules` argument). */
export const RULE_STRAIGHT_BY_ROLL = 1;
export const RULE_TRIPS_BONUS_20 = 2;
export const JAMB_TRIPS_EXPECTED_LANE = 21;
export const JAMB_STRAIGHT_EXPECTED_LANE = 22;

/** A validated query: dice and hold sorted, the game as its code. */
export interface OddsSituation {
  readonly game: number;
  /** Sorted dice, or undefined before the first roll. */
  readonly dice: readonly number[] | undefined;
  readonly rollsLeft: number;
  readonly defi: boolean;
  /** Sorted hold, or undefined without one. */
  readonly hold: readonly number[] | undefined;
  /** Jamb house rules as RULE_* bits (0 = default scoring). */
  readonly jambRules: number;
}

/**
 * The flat result of one table, filled by the engine or the reference. Per lane: the best value,
 * the hold that reaches it (five slots of dice values, 0 = empty slot) and the value of the given hold.
 */
export interface RawOdds {
  readonly values: Float64Array;
  readonly holds: Int32Array;
  readonly given: Float64Array;
}

export function createRawOdds(): RawOdds {
  return {
    values: new Float64Array(JAMB_LANES),
    holds: new Int32Array(JAMB_LANES * 5),
    given: new Float64Array(JAMB_LANES),
  };
}

/** A calculator that also exposes its flat result (the benchmark and the cross-checks use it). */
export interface OddsTableCalculator extends OddsCalculator {
  /** Computes the whole table of a validated situation; the result is overwritten by the next call. */
  compute(situation: OddsSituation): RawOdds;
}

function diceList(value: unknown, what: string, maxLength: number): number[] | string {
  if (!Array.isArray(value)) return `${what} must be a list of dice`;
  if (value.length > maxLength) return `${what} has ${value.length} dice; at most ${maxLength}`;
  for (const die of value) {
    if (!Number.isInteger(die) || die < 1 || die > 6)
      return `${what}: '${String(die)}' is not a die value 1-6`;
  }
  return [...(value as number[])].sort((a, b) => a - b);
}

function isSubMultiset(part: readonly number[], whole: readonly number[]): boolean {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const die of whole) counts[die]!++;
  for (const die of part) if (--counts[die]! < 0) return false;
  return true;
}

/** Checks a query; returns the situation, or an English message saying what is wrong. */
export function toSituation(query: OddsQuery): OddsSituation | string {
  const game = query.game === 'jamb' ? GAME_JAMB : query.game === 'yam' ? GAME_YAM : -1;
  if (game < 0) return `unknown game '${String(query.game)}'; use jamb or yam`;
  const defi = query.defi === true;
  if (defi && game !== GAME_YAM) return 'a Défi exists only in Yam Master';
  const rules = query.jambHouseRules;
  if (rules !== undefined && game !== GAME_JAMB) return 'Jamb house rules apply only to Jamb';
  const jambRules =
    (rules?.straightByRoll === true ? RULE_STRAIGHT_BY_ROLL : 0) |
    (rules?.tripsBonus20 === true ? RULE_TRIPS_BONUS_20 : 0);
  if (query.dice === undefined) {
    if (query.rollsLeft !== 3) return 'before the first roll (no dice) there are 3 rolls left';
    if (defi) return 'a Défi is declared after the first roll, so it needs dice';
    if (query.hold !== undefined) return 'a hold needs dice';
    return { game, dice: undefined, rollsLeft: 3, defi, hold: undefined, jambRules };
  }
  const dice = diceList(query.dice, 'dice', 5);
  if (typeof dice === 'string') return dice;
  if (dice.length !== 5) return `dice must be five values; got ${dice.length}`;
  if (![0, 1, 2].includes(query.rollsLeft)) return 'after a roll, rolls left must be 0, 1 or 2';
  let hold: number[] | undefined;
  if (query.hold !== undefined) {
    const parsed = diceList(query.hold, 'hold', 5);
    if (typeof parsed === 'string') return parsed;
    if (!isSubMultiset(parsed, dice)) return `hold ${parsed.join(',')} is not part of dice ${dice.join(',')}`;
    if (query.rollsLeft === 0 && parsed.length < 5) return 'no rolls left: the dice cannot be rerolled';
    hold = parsed;
  }
  return { game, dice, rollsLeft: query.rollsLeft, defi, hold, jambRules };
}

function holdAt(holds: Int32Array, lane: number): number[] {
  const hold: number[] = [];
  for (let slot = lane * 5; slot < lane * 5 + 5; slot++) {
    const die = holds[slot]!;
    if (die > 0) hold.push(die);
  }
  return hold;
}

/** Turns the flat result of a table into the public answer. */
export function toAnswer(situation: OddsSituation, raw: RawOdds): OddsAnswer {
  const targets: Record<string, TargetOdds> = {};
  const given: Record<string, GivenHoldOdds> = {};
  if (situation.game === GAME_JAMB) {
    JAMB_TARGETS.forEach((id, lane) => {
      const expectedLane = lane + JAMB_TARGETS.length;
      const sign = expectedLane === JAMB_MIN_EXPECTED_LANE ? -1 : 1;
      targets[id] = {
        probability: raw.values[lane]!,
        expected: sign * raw.values[expectedLane]!,
        hold: holdAt(raw.holds, lane),
        expectedHold: holdAt(raw.holds, expectedLane),
      };
      given[id] = { probability: raw.given[lane]!, expected: sign * raw.given[expectedLane]! };
    });
  } else {
    YAM_TARGETS.forEach((id, lane) => {
      targets[id] = { probability: raw.values[lane]!, hold: holdAt(raw.holds, lane) };
      given[id] = { probability: raw.given[lane]! };
    });
  }
  return situation.hold === undefined
    ? { targets }
    : { targets, given: { hold: situation.hold, targets: given } };
}

/** The error an OddsCalculator throws for a query it cannot answer. */
export class OddsQueryError extends RangeError {
  override name = 'OddsQueryError';
}

export function situationOrThrow(query: OddsQuery): OddsSituation {
  const situation = toSituation(query);
  if (typeof situation === 'string') throw new OddsQueryError(situation);
  return situation;
}
