import { defaultBoard } from '@dicetable/engine';
import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { boardExtent } from './board-geometry.ts';
import { createCamera, fitCamera } from './camera-fit.ts';

/** Where the rim's points land on the canvas, in normalised device coordinates. */
function rimOnScreen(width: number, height: number, players: number) {
  const board = defaultBoard(players);
  const camera = createCamera();
  fitCamera(camera, board, width, height);
  const extent = boardExtent(board);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let k = 0; k < 48; k++) {
    const angle = (k * Math.PI) / 24;
    const point = new Vector3(Math.cos(angle) * extent, 0, Math.sin(angle) * extent).project(camera);
    xs.push(point.x);
    ys.push(point.y);
  }
  return { xs, ys };
}

describe('the camera fit', () => {
  it.each([
    [1180, 820, 2],
    [820, 1180, 5],
    [390, 844, 3],
  ])('shows the whole board on a %i × %i canvas, filling it, centred', (width, height, players) => {
    const { xs, ys } = rimOnScreen(width, height, players);
    for (const v of [...xs, ...ys]) expect(Math.abs(v)).toBeLessThanOrEqual(0.96);
    const fill = Math.max(Math.max(...xs), (Math.max(...ys) - Math.min(...ys)) / 2);
    expect(fill).toBeGreaterThan(0.85);
    expect(Math.abs(Math.max(...ys) + Math.min(...ys))).toBeLessThan(0.1);
  });
});
