// How good a settled board is for one seat: the planner's judgement of a flick's result. Jam is a race
// to sink all five dice (the first to do it scores 0 and ends the round) with low faces as the
// tie-break; Sumo is about keeping own dice on the board, away from the rim and the hole, and
// putting rivals' dice out. A finished round is judged by its real score.
import {
  currentKind,
  DICE_PER_PLAYER,
  type DieState,
  dieScore,
  type JamSumoState,
  type RoundKind,
} from '@dicetable/rules/jamsumo';

/** Where each die rests in the board plane, by die index (x, z), for the dice in play. */
export type PlaneXZ = ArrayLike<number>;

export interface BoardShape {
  readonly boardRadius: number;
  readonly holeRadius: number;
}

/** A round won is worth this much more than any difference of pips or dice. */
const ROUND_WON = 40;

/** Jam: a die still to sink costs about one flick; far from the hole, on the rim side, a little more. */
function jamFlicksLeft(die: DieState, x: number, z: number, board: BoardShape): number {
  if (die.status === 'out') return 0;
  if (die.status === 'supply') return 1;
  const fromHole = Math.max(0, Math.sqrt(x * x + z * z) - board.holeRadius);
  return 0.95 + (0.5 * fromHole) / board.boardRadius;
}

const JAM_PIP_WEIGHT = 0.04;

function jamSeatValue(state: JamSumoState, seat: number, xz: PlaneXZ, board: BoardShape): number {
  let flicks = 0;
  let pips = 0;
  for (let k = 0; k < DICE_PER_PLAYER; k++) {
    const d = seat * DICE_PER_PLAYER + k;
    const die = state.dice[d]!;
    flicks += jamFlicksLeft(die, xz[2 * d] ?? 0, xz[2 * d + 1] ?? 0, board);
    pips += dieScore('jam', die);
  }
  // Fewer flicks to finish is better; fewer pips only matters to whoever does not finish first.
  return -flicks - JAM_PIP_WEIGHT * pips;
}

/** Sumo: a die near the rim or the hole is easily knocked out. */
function sumoDieValue(die: DieState, x: number, z: number, board: BoardShape): number {
  if (die.status !== 'play' || die.at !== 'board') return 0;
  const r = Math.sqrt(x * x + z * z);
  const toRim = board.boardRadius - r;
  const toHole = r - board.holeRadius;
  const danger = Math.max(0, 1 - toRim / 0.05) + 0.6 * Math.max(0, 1 - toHole / 0.03);
  return 4 + 0.25 * dieScore('sumo', die) - 1.5 * danger;
}

function sumoSeatValue(state: JamSumoState, seat: number, xz: PlaneXZ, board: BoardShape): number {
  let value = 0;
  for (let k = 0; k < DICE_PER_PLAYER; k++) {
    const d = seat * DICE_PER_PLAYER + k;
    value += sumoDieValue(state.dice[d]!, xz[2 * d] ?? 0, xz[2 * d + 1] ?? 0, board);
  }
  return value;
}

/** Rivals as one: half the strongest, half the average (the leader matters most, but everyone counts). */
function againstRivals(values: readonly number[], seat: number): number {
  const rivals = values.filter((_, s) => s !== seat);
  const best = Math.max(...rivals);
  const mean = rivals.reduce((a, b) => a + b, 0) / rivals.length;
  return values[seat]! - (0.5 * best + 0.5 * mean);
}

/**
 * The value for `seat` of `after`, the state a flick made in `before` led to; `xz` holds the dice's
 * resting places. Higher is better.
 */
export function evaluate(
  before: JamSumoState,
  after: JamSumoState,
  seat: number,
  xz: PlaneXZ,
  board: BoardShape,
): number {
  const kind: RoundKind = currentKind(before);
  const players = before.setup.players.length;
  if (after.round !== before.round || after.finished) {
    const pips = after.results[after.results.length - 1]!.pips;
    const signed = pips.map((p) => (kind === 'jam' ? -p : p));
    const margin = againstRivals(signed, seat);
    return (margin > 0 ? ROUND_WON : margin < 0 ? -ROUND_WON : 0) + margin;
  }
  const values = Array.from({ length: players }, (_, s) =>
    kind === 'jam' ? jamSeatValue(after, s, xz, board) : sumoSeatValue(after, s, xz, board),
  );
  return againstRivals(values, seat);
}
