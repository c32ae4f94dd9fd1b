// The compact rest state a recorded flick keeps: where every die in play lay once it was over. A game
// saved under an older physics engine resumes from it when its flicks no longer re-simulate.
//
// Layout (little-endian, base64): per die in play, in die order, 21 bytes: the die's number (u8), its
// centre in hundredths of a millimetre (3 × i32) and its orientation quaternion × 32767 (4 × i16).
import type { JamSumoState } from '@dicetable/rules/jamsumo';
import { POSE_STRIDE } from '../physics-types.ts';
import type { TableDie, TableWorld } from './table.ts';

const BYTES_PER_DIE = 21;
/** Units per metre of a stored position: 1/100 mm, far below what a player can see. */
const POSITION_SCALE = 100_000;
const QUATERNION_SCALE = 32_767;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** The rest state of the world for the dice the rules hold in play in `state`. */
export function encodeRest(world: TableWorld, state: JamSumoState): string {
  const dice = state.dice.flatMap((d, i) => (d.status === 'play' ? [i] : []));
  const bytes = new Uint8Array(dice.length * BYTES_PER_DIE);
  const view = new DataView(bytes.buffer);
  const poses = world.poses;
  dice.forEach((die, k) => {
    const at = k * BYTES_PER_DIE;
    const p = die * POSE_STRIDE;
    view.setUint8(at, die);
    for (let j = 0; j < 3; j++)
      view.setInt32(at + 1 + 4 * j, Math.round(poses[p + j]! * POSITION_SCALE), true);
    for (let j = 0; j < 4; j++) {
      const q = Math.max(-1, Math.min(1, poses[p + 3 + j]!));
      view.setInt16(at + 13 + 2 * j, Math.round(q * QUATERNION_SCALE), true);
    }
  });
  return toBase64(bytes);
}

/**
 * The dice poses a rest state records, by die; undefined when it is not one (damaged, or naming a die
 * twice or one the game does not have).
 */
export function decodeRest(rest: unknown, dieCount: number): Map<number, TableDie> | undefined {
  if (typeof rest !== 'string') return undefined;
  const bytes = fromBase64(rest);
  if (!bytes || bytes.length % BYTES_PER_DIE !== 0) return undefined;
  const view = new DataView(bytes.buffer);
  const poses = new Map<number, TableDie>();
  for (let at = 0; at < bytes.length; at += BYTES_PER_DIE) {
    const die = view.getUint8(at);
    if (die >= dieCount || poses.has(die)) return undefined;
    const position = [0, 1, 2].map((j) => view.getInt32(at + 1 + 4 * j, true) / POSITION_SCALE);
    const q = [0, 1, 2, 3].map((j) => view.getInt16(at + 13 + 2 * j, true) / QUATERNION_SCALE);
    const length = Math.sqrt(q[0]! * q[0]! + q[1]! * q[1]! + q[2]! * q[2]! + q[3]! * q[3]!);
    if (length < 0.5) return undefined;
    poses.set(die, {
      position: [position[0]!, position[1]!, position[2]!],
      orientation: [q[0]! / length, q[1]! / length, q[2]! / length, q[3]! / length],
    });
  }
  return poses;
}
