// The flicks a player considers, as a person would think of them: "this die, at the hole, about this
// hard", "that die, at their die, a bit off-centre", each with a few strengths and heights. Directions
// come from aiming at points (the hole, a die) with our own deterministic atan2.
import { deterministicMath, POSE_STRIDE } from '@dicetable/engine';
import { type FlickMove, placedDie, platformOfSeat, type Table } from '@dicetable/engine/jamsumo-table';
import {
  currentKind,
  type JamSumoState,
  legalActions,
  ownerOf,
  type Placement,
} from '@dicetable/rules/jamsumo';
import { SLIDE_HEIGHT, strengthFor } from './reach.ts';

const { atan2 } = deterministicMath;

/** How widely a level looks. */
export interface Breadth {
  /** Jam: places along the ledge to put a supply die (−1…1). */
  readonly offsets: readonly number[];
  /** Aims beside a target, in radii of the target (the hole) or die widths (a die). */
  readonly aimShifts: readonly number[];
  /** Strengths as multiples of the strength that slides the die to the target. */
  readonly reachFactors: readonly number[];
  readonly heights: readonly number[];
  /** Sumo: how many (own die, rival die) pairs, nearest first. */
  readonly pairs: number;
  /** Jam: also aim at rival dice (to knock them off) and at own dice (to push them in). */
  readonly aimAtDice: boolean;
  /**
   * Jam: distances from the hole's centre at which to leave a supply die on a rival's line (put down
   * on the rival's platform and slid towards the hole), where the rival's next straight flick stops on it.
   */
  readonly blockAt: readonly number[];
}

interface Source {
  readonly die: number;
  readonly place?: Placement;
  readonly x: number;
  readonly z: number;
}

export interface Aiming {
  readonly table: Table;
  readonly state: JamSumoState;
  /** Metres a slide travels per unit of strength. */
  readonly perStrength: number;
}

function poseXZ(table: Table, die: number): { x: number; z: number } {
  const p = table.world.poses;
  return { x: p[die * POSE_STRIDE]!, z: p[die * POSE_STRIDE + 2]! };
}

/** The own dice the current player may flick, with where each would start. */
export function sources(aiming: Aiming, offsets: readonly number[]): Source[] {
  const { table, state } = aiming;
  const players = state.setup.players.length;
  const platform = platformOfSeat(state.current, players);
  const result: Source[] = [];
  let supplyDone = false;
  for (const action of legalActions(state)) {
    if (action.type === 'flick') {
      result.push({ die: action.die, ...poseXZ(table, action.die) });
    } else if (!supplyDone) {
      // Supply dice are all alike: one stands for all of them.
      supplyDone = true;
      for (const offset of offsets) {
        const place = { platform, offset, yaw: 0 };
        const [x, , z] = placedDie(table, place).position;
        result.push({ die: action.die, place, x, z });
      }
    }
  }
  return result;
}

function aimsAt(
  aiming: Aiming,
  source: Source,
  tx: number,
  tz: number,
  width: number,
  breadth: Breadth,
  reachFactors: readonly number[],
  ideas: FlickMove[][],
): void {
  const out: FlickMove[] = [];
  ideas.push(out);
  const dx = tx - source.x;
  const dz = tz - source.z;
  const distance = Math.sqrt(dx * dx + dz * dz);
  if (distance < 1e-6) return;
  const straight = atan2(dz, dx);
  const reach = strengthFor(distance, aiming.perStrength);
  for (const shift of breadth.aimShifts) {
    // Aiming `shift` widths beside the target's centre: a small turn of the direction.
    const direction = straight + (shift * width) / distance;
    for (const factor of reachFactors) {
      const strength = Math.min(1, reach * factor);
      for (const height of breadth.heights) {
        out.push({
          die: source.die,
          ...(source.place ? { place: source.place } : {}),
          direction,
          strength,
          height,
        });
      }
    }
  }
}

/** A supply die slid from a rival's platform to stop on their line in front of the hole. */
function blocks(aiming: Aiming, breadth: Breadth, out: FlickMove[][]): void {
  const { table, state } = aiming;
  const players = state.setup.players.length;
  const supply = legalActions(state).find((a) => a.type === 'place-and-flick');
  if (!supply || breadth.blockAt.length === 0) return;
  const own = platformOfSeat(state.current, players);
  for (let platform = 0; platform < players; platform++) {
    if (platform === own) continue;
    const place = { platform, offset: 0, yaw: 0 };
    const [x, , z] = placedDie(table, place).position;
    const r = Math.sqrt(x * x + z * z);
    const source = { die: supply.die, place, x, z };
    for (const stop of breadth.blockAt) {
      const k = stop / r;
      const narrow = { ...breadth, aimShifts: [0], heights: [SLIDE_HEIGHT] };
      aimsAt(aiming, source, x * k, z * k, 0, narrow, [1], out);
    }
  }
}

const distance2 = (a: { x: number; z: number }, b: { x: number; z: number }) =>
  (a.x - b.x) * (a.x - b.x) + (a.z - b.z) * (a.z - b.z);

/**
 * Every flick a level weighs in the current position, grouped by idea (one die aimed at one target),
 * never empty while the game runs.
 */
export function candidates(aiming: Aiming, breadth: Breadth): FlickMove[][] {
  const { table, state } = aiming;
  const { board } = table;
  const out: FlickMove[][] = [];
  const inPlay = (die: number) => {
    const d = state.dice[die]!;
    return d.status === 'play' && d.at === 'board';
  };
  const all = Array.from({ length: state.dice.length }, (_, i) => i);
  if (currentKind(state) === 'jam') {
    blocks(aiming, breadth, out);
    for (const source of sources(aiming, breadth.offsets)) {
      aimsAt(aiming, source, 0, 0, board.holeRadius, breadth, breadth.reachFactors, out);
      if (!breadth.aimAtDice) continue;
      for (const die of all) {
        if (die === source.die || !inPlay(die)) continue;
        const target = poseXZ(table, die);
        // A rival die is sent off the edge (back to its supply); an own die is pushed on into the hole.
        const rival = ownerOf(die) !== state.current;
        const factors = rival ? [2.5, 4] : [1.4, 2];
        const narrow = { ...breadth, aimShifts: [0] };
        aimsAt(aiming, source, target.x, target.z, board.dieSize, narrow, factors, out);
      }
    }
  } else {
    const own = sources(aiming, []);
    const rivals = all
      .filter((die) => inPlay(die) && ownerOf(die) !== state.current)
      .map((die) => ({ die, ...poseXZ(table, die) }));
    const pairs = own
      .flatMap((source) => rivals.map((target) => ({ source, target, d2: distance2(source, target) })))
      .sort((a, b) => a.d2 - b.d2 || a.source.die - b.source.die || a.target.die - b.target.die)
      .slice(0, breadth.pairs);
    for (const { source, target } of pairs) {
      aimsAt(aiming, source, target.x, target.z, board.dieSize, breadth, breadth.reachFactors, out);
    }
  }
  if (out.every((idea) => idea.length === 0)) {
    // Nothing to aim at (cannot happen in a running game, but never leave a player without a move).
    const first = sources(aiming, [0])[0];
    if (first) {
      out.push([
        {
          die: first.die,
          ...(first.place ? { place: first.place } : {}),
          direction: atan2(-first.z, -first.x),
          strength: 0.3,
          height: SLIDE_HEIGHT,
        },
      ]);
    }
  }
  return out;
}
