// The planning computer player: it tries candidate flicks in its head (restore the snapshot, flick,
// settle), each several times with its own hand's scatter, judges every settled board, refines around
// the best, and aims the flick whose results are best on average. Levels differ in how many flicks
// they weigh, how often they try each, and how steady their hand is.

import { type BoardConfig, seededRandom } from '@dicetable/engine';
import {
  afterAction,
  type FlickMove,
  outcomeFromReport,
  startFlick,
  type Table,
} from '@dicetable/engine/jamsumo-table';
import { currentKind, type JamSumoState, jamSumoRules } from '@dicetable/rules/jamsumo';
import { aimerAim } from './baselines.ts';
import { type Breadth, candidates } from './candidates.ts';
import { evaluate } from './evaluate.ts';
import { handFlick, PERSON_SPREAD } from './hand.ts';
import { type PlannerWorld, settleQuickly } from './quick-settle.ts';
import { SLIDE_HEIGHT, slideMetresPerStrength } from './reach.ts';

export const LEVELS = ['beginner', 'good', 'expert'] as const;
export type Level = (typeof LEVELS)[number];

export interface LevelSpec {
  readonly jam: Breadth;
  readonly sumo: Breadth;
  /** Candidates that go on from the first look (one try each, without scatter) to be tried with scatter. */
  readonly finalists: number;
  /** Tries of each finalist and refinement, each with another draw of the hand's scatter. */
  readonly tries: number;
  /** Variations tried around each of the best finalists. */
  readonly refinements: number;
  /** How shaky the hand is, as a multiple of a person's usual spread. */
  readonly shakiness: number;
  /**
   * Judge a finalist by the board after the next player's natural reply as well (the aimer's flick:
   * straight at the hole in Jam, at the nearest die in Sumo), so blocks and exposed dice count.
   */
  readonly foresight: boolean;
}

export const LEVEL_SPECS: Record<Level, LevelSpec> = {
  beginner: {
    jam: {
      offsets: [0],
      aimShifts: [0],
      reachFactors: [0.9, 1.1, 1.4],
      heights: [SLIDE_HEIGHT],
      pairs: 0,
      aimAtDice: false,
      blockAt: [],
    },
    sumo: {
      offsets: [],
      aimShifts: [0],
      reachFactors: [1.5, 3],
      heights: [SLIDE_HEIGHT],
      pairs: 3,
      aimAtDice: false,
      blockAt: [],
    },
    finalists: 3,
    tries: 1,
    refinements: 0,
    shakiness: 2,
    foresight: false,
  },
  good: {
    jam: {
      offsets: [0],
      aimShifts: [-0.3, 0, 0.3],
      reachFactors: [0.9, 1, 1.15, 1.4],
      heights: [SLIDE_HEIGHT],
      pairs: 0,
      aimAtDice: true,
      blockAt: [],
    },
    sumo: {
      offsets: [],
      aimShifts: [-0.35, 0, 0.35],
      reachFactors: [1.3, 2, 3, 5],
      heights: [SLIDE_HEIGHT],
      pairs: 6,
      aimAtDice: false,
      blockAt: [],
    },
    finalists: 8,
    tries: 3,
    refinements: 6,
    shakiness: 1,
    foresight: false,
  },
  expert: {
    jam: {
      offsets: [-0.5, 0, 0.5],
      aimShifts: [-0.4, -0.15, 0, 0.15, 0.4],
      reachFactors: [0.85, 0.95, 1.05, 1.2, 1.5],
      heights: [SLIDE_HEIGHT, 0.5],
      pairs: 0,
      aimAtDice: true,
      blockAt: [0.035, 0.045, 0.055],
    },
    sumo: {
      offsets: [],
      aimShifts: [-0.6, -0.3, 0, 0.3, 0.6],
      reachFactors: [1.2, 1.6, 2.2, 3, 4.5, 8],
      heights: [SLIDE_HEIGHT, 0.5],
      pairs: 8,
      aimAtDice: false,
      blockAt: [],
    },
    finalists: 14,
    tries: 5,
    refinements: 10,
    shakiness: 0.6,
    foresight: true,
  },
};

export interface Plan {
  /** The flick the player means. */
  readonly aim: FlickMove;
  /** Flicks simulated to rest to find it. */
  readonly simulations: number;
  /** The average judgement of the aim's tries (for tests and tuning). */
  readonly value: number;
}

/** What a player needs to see: the world in the position for this turn, its board, and the rules' state. */
export interface PlannerTable extends Table {
  readonly world: PlannerWorld;
  readonly board: BoardConfig;
}

interface Judged {
  readonly move: FlickMove;
  readonly value: number;
}

/** A finalist's score: mostly its average, with some weight on its worst try (a knife-edge plan is poor). */
function robust(values: readonly number[]): number {
  let sum = 0;
  let worst = Number.POSITIVE_INFINITY;
  for (const v of values) {
    sum += v;
    if (v < worst) worst = v;
  }
  return 0.8 * (sum / values.length) + 0.2 * worst;
}

/** The spread of the hand a level flicks with (see flick-noise.ts). */
export function levelSpread(level: Level): number {
  return Math.min(1, LEVEL_SPECS[level].shakiness * PERSON_SPREAD);
}

/**
 * Plans the current player's flick. The world must be in the position for `state`'s turn; it is left
 * exactly as it was found.
 */
export function plan(table: PlannerTable, state: JamSumoState, level: Level, seed: number): Plan {
  const spec = LEVEL_SPECS[level];
  const { world, board } = table;
  const start = world.snapshot();
  const perStrength = slideMetresPerStrength(world, board);
  world.restore(start);
  const seat = state.current;
  const spread = levelSpread(level);
  const random = seededRandom(seed);
  // The same hand draws for every candidate, so candidates are compared on equal luck.
  const draws = Array.from({ length: spec.tries }, () => Math.floor(random() * 4294967296));
  const xz = new Float64Array(state.dice.length * 2);
  let simulations = 0;

  /** Makes `move` in the world as it is and reads the rules' next state (and the dice's places into xz). */
  const simulate = (from: JamSumoState, move: FlickMove): JamSumoState | undefined => {
    startFlick(table, from, { type: 'flick', ...move });
    settleQuickly(world);
    simulations++;
    const outcomes = world.outcomes();
    const outcome = outcomeFromReport(from, move.die, { outcomes, contacts: world.contacts() });
    const next = jamSumoRules.apply(from, { type: 'flick', ...move, outcome });
    if (!next.ok) return undefined;
    for (const o of outcomes) {
      xz[2 * o.die] = o.position[0];
      xz[2 * o.die + 1] = o.position[2];
    }
    return next.value;
  };
  const judge = (move: FlickMove, foresee = false): number => {
    world.restore(start);
    const next = simulate(state, move);
    if (!next) return Number.NEGATIVE_INFINITY;
    const now = evaluate(state, next, seat, xz, board);
    if (!foresee || next.round !== state.round || next.finished || next.current === seat) return now;
    afterAction(table, state, next);
    const later = simulate(next, aimerAim(table, next, perStrength));
    if (!later) return now;
    return 0.25 * now + 0.75 * evaluate(next, later, seat, xz, board);
  };
  const judgeWithHand = (move: FlickMove): Judged => ({
    move,
    value: robust(draws.map((draw) => judge(handFlick(move, spread, draw), spec.foresight))),
  });

  const breadth = currentKind(state) === 'jam' ? spec.jam : spec.sumo;
  const ideas = candidates({ table, state, perStrength }, breadth).map((idea) =>
    idea.map((move) => ({ move, value: judge(move) })).sort(byValue),
  );
  let finalists = pickFinalists(ideas, spec.finalists).map((j) => judgeWithHand(j.move));
  finalists.sort(byValue);
  if (spec.refinements > 0) {
    const refined: Judged[] = [];
    for (const best of finalists.slice(0, 2)) {
      for (const move of variations(best.move, spec.refinements, random)) refined.push(judgeWithHand(move));
    }
    finalists = [...finalists, ...refined].sort(byValue);
  }
  world.restore(start);
  const best = finalists[0]!;
  return { aim: best.move, simulations, value: best.value };
}

/**
 * Half the finalists are the best flick of each idea (so a plan that only pays off after the rival's
 * reply, like a block, gets its chance), the rest the best flicks overall.
 */
function pickFinalists(ideas: readonly Judged[][], count: number): Judged[] {
  const chosen = new Set<Judged>();
  const heads = ideas.flatMap((idea) => idea.slice(0, 1)).sort(byValue);
  for (const head of heads.slice(0, Math.ceil(count / 2))) chosen.add(head);
  for (const judged of ideas.flat().sort(byValue)) {
    if (chosen.size >= count) break;
    chosen.add(judged);
  }
  return [...chosen];
}

/** Best first; equal values keep their order (sorting is stable), so plans are reproducible. */
const byValue = (a: Judged, b: Judged) => (a.value === b.value ? 0 : a.value > b.value ? -1 : 1);

/** Small changes of direction, strength and height around a good flick. */
function variations(move: FlickMove, count: number, random: () => number): FlickMove[] {
  const clamp = (v: number) => (v < 0 ? 0 : Math.min(v, 1));
  return Array.from({ length: count }, () => ({
    ...move,
    direction: move.direction + (random() - 0.5) * 0.06,
    strength: clamp(move.strength * (0.88 + random() * 0.24)),
    height: clamp(move.height + (random() - 0.5) * 0.2),
  }));
}
