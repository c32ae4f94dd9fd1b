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

describe('the camera zoomed in on the near side', () => {
  const board = defaultBoard(2);
  const extent = boardExtent(board);
  const onScreen = (zoom: number, x: number, z: number) => {
    const camera = createCamera();
    fitCamera(camera, board, 380, 460, zoom);
    return new Vector3(x, 0, z).project(camera);
  };

  it('draws the near side 1.7 times larger, its rim at the foot and the hole still in sight', () => {
    const near = extent - 0.03;
    const size = (zoom: number) => onScreen(zoom, board.dieSize, near).x - onScreen(zoom, 0, near).x;
    expect(size(1.7) / size(1)).toBeCloseTo(1.7, 5);
    const rim = onScreen(1.7, 0, extent);
    expect(rim.y).toBeGreaterThan(-1);
    expect(rim.y).toBeLessThan(-0.9);
    const hole = onScreen(1.7, 0, 0);
    expect(Math.abs(hole.y)).toBeLessThan(0.9);
    // The far rim is what gives way.
    expect(onScreen(1.7, 0, -extent).y).toBeGreaterThan(1);
  });
});
