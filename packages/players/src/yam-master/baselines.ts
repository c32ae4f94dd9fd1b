// The reference players of the strength goal, exactly as defined: greedy and random.
import { nextBelow, type RngState, seedRng } from '@dicetable/rules';
import { LABELS, type Label, pointsOf, type YamState } from '@dicetable/rules/yam-master';
import { bestKeep, firstRollValue, outcomeIndex, solveTurn, type TurnTables } from '../dice/keeps.ts';
import { openLabels, openLinesThrough, other, type Seat, withSquare } from './board.ts';
import { momentOf, OUTCOME_LABELS } from './figures.ts';
import { legalYam } from './game.ts';
import type { YamChoice, YamComputerPlayer, YamDecision } from './player.ts';

const chanceTables = new Map<string, TurnTables>();

/** The exact chance tables of making one label, playing for it alone without a Défi. */
export function labelTables(label: Label, rollsLeft: number): TurnTables {
  const key = `${label}:${rollsLeft}`;
  let tables = chanceTables.get(key);
  if (!tables) {
    tables = solveTurn(
      (roll) =>
        Float64Array.from(OUTCOME_LABELS[momentOf(roll, false)], (labels) =>
          labels.includes(label) ? 1 : 0,
        ),
      rollsLeft,
    );
    chanceTables.set(key, tables);
  }
  return tables;
}

/** The chance of making a label in a whole turn played for it (a declared Défi for `defi`). */
export const TURN_CHANCE: Readonly<Record<Label, number>> = Object.fromEntries(
  LABELS.map((label) => {
    if (label !== 'defi') return [label, firstRollValue(labelTables(label, 2).best[2]!)];
    const tables = solveTurn(
      (roll) =>
        Float64Array.from(OUTCOME_LABELS.defi, (labels) => (roll > 1 && labels.includes('defi') ? 1 : 0)),
      2,
    );
    return [label, firstRollValue(tables.best[2]!)];
  }),
) as Record<Label, number>;

const rollsLeftOf = (state: YamState) => 3 - state.turn.rollsUsed;
const mayThrow = (state: YamState) => legalYam(state).some((a) => a.type === 'roll' || a.type === 'dice');

function placeOptions(state: YamState) {
  const actions = legalYam(state);
  const squares = (type: 'place' | 'remove') =>
    actions.flatMap((action) => (action.type === type ? [action.row * 5 + action.column] : []));
  return { place: squares('place'), remove: squares('remove') };
}

/** Greedy's end of turn: most line points now, ties to most open lines; a Yam removes only when it cannot place. */
function greedyEnd(state: YamState): YamDecision {
  const seat = state.current as Seat;
  const { place, remove } = placeOptions(state);
  let best: { square: number; points: number; lines: number } | null = null;
  for (const square of place) {
    const points = pointsOf(withSquare(state.board, square, seat))[seat];
    const lines = openLinesThrough(state.board, square, seat);
    if (!best || points > best.points || (points === best.points && lines > best.lines)) {
      best = { square, points, lines };
    }
  }
  if (best) return { kind: 'place', square: best.square };
  if (remove.length > 0) {
    let target = remove[0]!;
    let lowest = Number.POSITIVE_INFINITY;
    for (const square of remove) {
      const left = pointsOf(withSquare(state.board, square, null))[other(seat)];
      if (left < lowest) {
        lowest = left;
        target = square;
      }
    }
    return { kind: 'remove', square: target };
  }
  return { kind: 'pass' };
}

/**
 * Greedy: hold for the figure with the best exact chance among figures that still have a free square;
 * place on the qualifying free square that scores the most line points now (ties to the square on most
 * open lines); remove with a Yam only when it cannot place; never Défi.
 */
export const greedyYamPlayer: YamComputerPlayer = {
  id: 'greedy',
  decide(state): YamChoice {
    const dice = state.turn.dice;
    if (dice === null) return { decision: { kind: 'keep', keep: [] } };
    const rollsLeft = rollsLeftOf(state);
    if (rollsLeft > 0 && mayThrow(state)) {
      const outcome = outcomeIndex(dice);
      let best: { label: Label; value: number; tables: TurnTables } | null = null;
      for (const label of LABELS) {
        if (label === 'defi' || !openLabels(state).has(label)) continue;
        const tables = labelTables(label, rollsLeft);
        const value = tables.best[rollsLeft]![outcome]!;
        if (!best || value > best.value + 1e-12) best = { label, value, tables };
      }
      if (best) {
        const madeNow = OUTCOME_LABELS[momentOf(state.turn.rollsUsed, false)][outcome]!.includes(best.label);
        const keep = bestKeep(best.tables, dice, rollsLeft, madeNow ? 1 : 0);
        if (keep.keep.length < 5) return { decision: { kind: 'keep', keep: keep.keep } };
      }
    }
    return { decision: greedyEnd(state) };
  },
};

/** Random legal holds and placements from its own seeded generator (never a Défi). */
export function randomYamPlayer(seed: number): YamComputerPlayer {
  let rng: RngState = seedRng(seed);
  const below = (bound: number) => {
    const step = nextBelow(rng, bound);
    rng = step.state;
    return step.value;
  };
  return {
    id: 'random',
    decide(state) {
      const dice = state.turn.dice;
      if (dice === null) return { decision: { kind: 'keep', keep: [] } };
      if (rollsLeftOf(state) > 0 && mayThrow(state) && below(2) === 1) {
        const keep = dice.filter(() => below(2) === 1);
        return { decision: { kind: 'keep', keep: keep.length < 5 ? keep : keep.slice(1) } };
      }
      const { place, remove } = placeOptions(state);
      const ends: YamDecision[] = [
        ...place.map((square): YamDecision => ({ kind: 'place', square })),
        ...remove.map((square): YamDecision => ({ kind: 'remove', square })),
      ];
      return { decision: ends.length > 0 ? ends[below(ends.length)]! : { kind: 'pass' } };
    },
  };
}
