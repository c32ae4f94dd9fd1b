import { describe, expect, it } from 'vitest';
import {
  defaultBoard,
  diePositionOnPlatform,
  PLATFORM_DIRECTIONS,
  platformAngle,
  towardsCentre,
} from './physics-board.ts';

/** How many representable doubles lie between a and b. */
function ulps(a: number, b: number): number {
  const bits = (x: number) => new BigInt64Array(new Float64Array([x]).buffer)[0]!;
  const distance = bits(a) - bits(b);
  return Number(distance < 0n ? -distance : distance);
}

describe('platform directions', () => {
  it('are the sine, cosine and inward direction of each platform angle, to the last bit or one off', () => {
    for (let platforms = 2; platforms <= 8; platforms++) {
      const board = { ...defaultBoard(2), platforms };
      for (let i = 0; i < platforms; i++) {
        const angle = platformAngle(board, i);
        const [sin, cos, inward] = PLATFORM_DIRECTIONS[platforms - 2]![i]!;
        const tiny = (x: number, y: number) => Math.abs(x - y) < 1e-15 || ulps(x, y) <= 1;
        expect(tiny(sin, Math.sin(angle)) && tiny(cos, Math.cos(angle))).toBe(true);
        expect(tiny(inward, Math.atan2(-Math.cos(angle), -Math.sin(angle)))).toBe(true);
        expect(towardsCentre(board, i)).toBe(inward);
      }
    }
  });

  it('place the dice from the table, not from the host’s trigonometry', () => {
    const board = defaultBoard(3);
    const [sin, cos] = PLATFORM_DIRECTIONS[1]![2]!;
    const radius = board.boardRadius + board.platformDepth / 2;
    expect(diePositionOnPlatform(board, 2)).toEqual([sin * radius, board.dieSize / 2, cos * radius]);
  });
});
