// The camera: tilted towards the viewer, as far away as needed for the whole board, platforms
// included, to just fit the canvas, and shifted so the board's outline is centred.
import type { BoardConfig } from '@dicetable/engine';
import { PerspectiveCamera, Vector3 } from 'three';
import { boardExtent } from './board-geometry.ts';
import { BOARD_THICKNESS } from './board-mesh.ts';

/** The camera looks down at the board, tilted this far from vertical towards the viewer. */
const CAMERA_TILT = (30 * Math.PI) / 180;
export const FIELD_OF_VIEW = 35;
/** Share of the canvas (in each direction) the board's outline may take. */
const MARGIN = 0.96;

export function createCamera(): PerspectiveCamera {
  return new PerspectiveCamera(FIELD_OF_VIEW, 1, 0.01, 10);
}

const projected = new Vector3();

/** Largest |x| and half the y span (NDC) of the board's outline seen from `distance`. */
function projectedExtent(
  camera: PerspectiveCamera,
  board: BoardConfig,
  extent: number,
  distance: number,
): { x: number; y: number; centre: number } {
  camera.position.set(0, distance * Math.cos(CAMERA_TILT), distance * Math.sin(CAMERA_TILT));
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  camera.updateProjectionMatrix();
  let maxX = 0;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < 24; k++) {
    const angle = (k * Math.PI) / 12;
    for (const y of [board.dieSize, -BOARD_THICKNESS]) {
      projected.set(Math.cos(angle) * extent, y, Math.sin(angle) * extent).project(camera);
      maxX = Math.max(maxX, Math.abs(projected.x));
      minY = Math.min(minY, projected.y);
      maxY = Math.max(maxY, projected.y);
    }
  }
  return { x: maxX, y: (maxY - minY) / 2, centre: (maxY + minY) / 2 };
}

/**
 * Places the camera so that the whole board just fits a canvas of width × height CSS pixels. With a zoom
 * above 1 the picture is that many times larger and the canvas shows its near side, where the player
 * whose turn it is flicks from (the board is turned towards them): their dice large enough to see on a
 * phone, and the hole in sight.
 */
export function fitCamera(
  camera: PerspectiveCamera,
  board: BoardConfig,
  width: number,
  height: number,
  zoom = 1,
): void {
  camera.aspect = width / height;
  camera.clearViewOffset();
  const extent = boardExtent(board) + board.dieSize * 0.5;
  let near = extent;
  let far = extent * 40;
  for (let i = 0; i < 18; i++) {
    const mid = (near + far) / 2;
    const seen = projectedExtent(camera, board, extent, mid);
    if (seen.x > MARGIN || seen.y > MARGIN) near = mid;
    else far = mid;
  }
  const fit = projectedExtent(camera, board, extent, far);
  camera.near = far * 0.3;
  camera.far = far * 3;
  const fullWidth = width * zoom;
  const fullHeight = height * zoom;
  // Shift the picture so the board's outline is centred vertically (the near side looks bigger)…
  const centred = (fullHeight - height) / 2 - (fit.centre * fullHeight) / 2;
  // …or, zoomed in, so the board's near edge sits at the canvas's foot with the usual margin.
  const nearEdge = ((1 - fit.centre + fit.y) / 2) * fullHeight + ((1 - MARGIN) / 2) * height - height;
  const top = zoom > 1 ? Math.max(centred, nearEdge) : centred;
  camera.setViewOffset(fullWidth, fullHeight, (fullWidth - width) / 2, top, width, height);
  camera.updateProjectionMatrix();
}
