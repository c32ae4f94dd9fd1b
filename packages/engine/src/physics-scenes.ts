// Fixed scenes shared by the tests, the benchmark and the browser determinism check.
import { hypot, PI } from './deterministic-math.ts';
import { defaultBoard } from './physics-board.ts';
import type { DieSetup, Face, Flick, PhysicsWorld, Quat } from './physics-types.ts';

const SIZE = 0.016;

/** A small deterministic generator (so that scenes are the same everywhere). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** 25 dice in three loose layers above one spot of the board, each turned its own way. */
export function heapScene(): DieSetup[] {
  const random = generator(25);
  const dice: DieSetup[] = [];
  for (let i = 0; i < 25; i++) {
    const layer = Math.floor(i / 9);
    const cell = i % 9;
    const q = [random() - 0.5, random() - 0.5, random() - 0.5, random() - 0.5];
    // Not Math.hypot: browser engines round it differently; this scene must start the same everywhere.
    const length = hypot(...q);
    dice.push({
      position: [
        0.1 + (cell % 3) * 0.021 + (random() - 0.5) * 0.004,
        0.015 + layer * 0.03 + cell * 0.002,
        -0.02 + Math.floor(cell / 3) * 0.021 + (random() - 0.5) * 0.004,
      ],
      orientation: q.map((v) => v / length) as unknown as Quat,
    });
  }
  return dice;
}

/** 25 dice resting flat in a 5 × 5 grid with small gaps (the "resting" benchmark scene). */
export function restingScene(): DieSetup[] {
  const dice: DieSetup[] = [];
  for (let i = 0; i < 25; i++) {
    dice.push({
      position: [0.06 + (i % 5) * (SIZE + 0.004), SIZE / 2, -0.04 + Math.floor(i / 5) * (SIZE + 0.004)],
      topFace: ((i % 6) + 1) as Face,
    });
  }
  return dice;
}

/**
 * A "break": a tight cluster of 24 dice and one die flicked as hard as possible straight into it.
 * `firstHit` is the cluster die in the flicked die's path.
 */
export function breakScene(): { dice: DieSetup[]; flick: Flick; firstHit: number } {
  const dice: DieSetup[] = [];
  const gap = 0.0005;
  const z0 = 0.1;
  for (let i = 0; i < 24; i++) {
    const column = i % 5;
    const row = Math.floor(i / 5);
    dice.push({
      position: [0.05 + column * (SIZE + gap), SIZE / 2, z0 + (row - 2) * (SIZE + gap)],
      topFace: ((i % 6) + 1) as Face,
      yaw: 0,
    });
  }
  dice.push({ position: [-0.15, SIZE / 2, z0], topFace: 1 });
  // Row 2 (z = z0), column 0 is the cluster die in line with the flicked die.
  return { dice, flick: { die: 24, direction: 0, strength: 1, height: 0 }, firstHit: 10 };
}

/**
 * The record compared between Node and browsers: a heap dropped and settled, a break, and a few
 * flicks of every kind (slide, tumble, into the hole, over the rim), with the world's exact state
 * after each, one after the other.
 */
export function determinismRecord(world: PhysicsWorld): Uint8Array {
  const parts: Uint8Array[] = [];
  const board = defaultBoard(5);
  world.reset(board, heapScene());
  world.advance(0.37);
  parts.push(world.snapshot());
  world.settle();
  parts.push(world.snapshot());
  const { dice, flick } = breakScene();
  world.reset(board, dice);
  world.settle();
  world.flick(flick);
  world.settle();
  parts.push(world.snapshot());
  const flicks: Flick[] = [
    { die: 3, direction: 2.5, strength: 0.35, height: 1 },
    { die: 7, direction: -1.2, strength: 0.2, height: 0.1 },
    { die: 12, direction: PI, strength: 0.45, height: 0.7 },
    { die: 20, direction: 0.3, strength: 1, height: 0.95 },
  ];
  for (const next of flicks) {
    world.flick(next);
    world.settle();
    parts.push(world.snapshot(), new Uint8Array(new Float64Array(world.contacts().flat()).buffer));
  }
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const record = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    record.set(part, at);
    at += part.length;
  }
  return record;
}
