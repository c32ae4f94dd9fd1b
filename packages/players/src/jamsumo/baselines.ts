// The two yardsticks a computer player is measured against.
//   random — a random own die (a supply die at a random spot of its platform), direction, strength, height.
//   aimer  — Jam: a supply die from the middle of its platform, straight at the hole with the strength
//            that slides it there (with no supply die: its die nearest the hole, the same way);
//            Sumo: its die nearest a rival die, straight at that die at full strength.

import { deterministicMath, POSE_STRIDE } from '@dicetable/engine';
import { type FlickMove, placedDie, platformOfSeat } from '@dicetable/engine/jamsumo-table';
import { currentKind, type JamSumoState, legalActions, ownerOf } from '@dicetable/rules/jamsumo';
import type { PlannerTable } from './planner.ts';
import { SLIDE_HEIGHT, slideMetresPerStrength, strengthFor } from './reach.ts';

const { atan2, PI } = deterministicMath;

export function randomMove(state: JamSumoState, random: () => number): FlickMove {
  const choices = legalActions(state);
  const choice = choices[Math.floor(random() * choices.length)]!;
  const direction = random() * 2 * PI;
  const strength = random();
  const height = random();
  if (choice.type === 'flick') return { die: choice.die, direction, strength, height };
  const platform = platformOfSeat(state.current, state.setup.players.length);
  const place = { platform, offset: random() * 2 - 1, yaw: random() * 2 * PI };
  return { die: choice.die, place, direction, strength, height };
}

export function aimerMove(table: PlannerTable, state: JamSumoState): FlickMove {
  const { world, board } = table;
  const start = world.snapshot();
  const perStrength = slideMetresPerStrength(world, board);
  world.restore(start);
  return aimerAim(table, state, perStrength);
}

/** The aimer's flick, given how far a slide carries (`perStrength` metres per unit of strength). */
export function aimerAim(table: PlannerTable, state: JamSumoState, perStrength: number): FlickMove {
  const { world } = table;
  const at = (die: number) => {
    const p = world.poses;
    return { x: p[die * POSE_STRIDE]!, z: p[die * POSE_STRIDE + 2]! };
  };
  const choices = legalActions(state);
  if (currentKind(state) === 'jam') {
    const supply = choices.find((c) => c.type === 'place-and-flick');
    if (supply) {
      const place = {
        platform: platformOfSeat(state.current, state.setup.players.length),
        offset: 0,
        yaw: 0,
      };
      const [x, , z] = placedDie(table, place).position;
      return { die: supply.die, place, ...straightAt(x, z, 0, 0, perStrength) };
    }
    const nearest = choices
      .map((c) => ({ die: c.die, ...at(c.die) }))
      .sort((a, b) => a.x * a.x + a.z * a.z - (b.x * b.x + b.z * b.z) || a.die - b.die)[0]!;
    return { die: nearest.die, ...straightAt(nearest.x, nearest.z, 0, 0, perStrength) };
  }
  const rivals = state.dice.flatMap((d, i) =>
    d.status === 'play' && d.at === 'board' && ownerOf(i) !== state.current ? [i] : [],
  );
  let best = { die: choices[0]!.die, dx: 1, dz: 0, d2: Number.POSITIVE_INFINITY };
  for (const c of choices) {
    const a = at(c.die);
    for (const r of rivals) {
      const b = at(r);
      const d2 = (b.x - a.x) * (b.x - a.x) + (b.z - a.z) * (b.z - a.z);
      if (d2 < best.d2) best = { die: c.die, dx: b.x - a.x, dz: b.z - a.z, d2 };
    }
  }
  return { die: best.die, direction: atan2(best.dz, best.dx), strength: 1, height: SLIDE_HEIGHT };
}

function straightAt(x: number, z: number, tx: number, tz: number, perStrength: number) {
  const dx = tx - x;
  const dz = tz - z;
  return {
    direction: atan2(dz, dx),
    strength: strengthFor(Math.sqrt(dx * dx + dz * dz), perStrength),
    height: SLIDE_HEIGHT,
  };
}
