import { describe, expect, it } from 'vitest';
import { cos, sin } from './deterministic-math.ts';
import { defaultBoard, diePositionOnPlatform, platformAngle, towardsCentre } from './physics-board.ts';

describe('platform directions', () => {
  it('point from each platform towards the centre, as the host trigonometry says to the last bits', () => {
    for (let platforms = 2; platforms <= 8; platforms++) {
      const board = { ...defaultBoard(2), platforms };
      for (let i = 0; i < platforms; i++) {
        const angle = platformAngle(board, i);
        const inward = Math.atan2(-Math.cos(angle), -Math.sin(angle));
        const turn = Math.abs(towardsCentre(board, i) - inward);
        expect(Math.min(turn, Math.abs(turn - 2 * Math.PI))).toBeLessThan(1e-14);
      }
    }
  });

  it('place the dice with our own trigonometry, not the host’s', () => {
    const board = defaultBoard(3);
    const angle = platformAngle(board, 2);
    const radius = board.boardRadius + board.platformDepth / 2;
    expect(diePositionOnPlatform(board, 2)).toEqual([
      sin(angle) * radius,
      board.dieSize / 2,
      cos(angle) * radius,
    ]);
  });
});
