// One die mesh = one draw: a rounded cube whose six faces map into a single 3 × 2 texture atlas,
// so each die needs one material and one texture (shared by every die of the same style).
import { DIE_CORNER_RATIO, DIE_FACE_AXES, type Face, type Vec3 } from '@dicetable/engine';
import {
  type BufferGeometry,
  CanvasTexture,
  type Material,
  MeshLambertMaterial,
  SRGBColorSpace,
} from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { contrastingPipColour, type DieStyle, PIP_LAYOUT, pipPath, styleKey } from './dice-style.ts';

/** The box's sides in three's BoxGeometry order: +x, −x, +y, −y, +z, −z. */
const SIDE_NORMALS: readonly Vec3[] = [
  [1, 0, 0],
  [-1, 0, 0],
  [0, 1, 0],
  [0, -1, 0],
  [0, 0, 1],
  [0, 0, -1],
];

/** The face drawn on each side, from the engine's face layout (so outcomes match what is seen). */
export const FACE_ON_SIDE: readonly Face[] = SIDE_NORMALS.map((normal) => {
  const entry = (Object.entries(DIE_FACE_AXES) as [string, Vec3][]).find(([, axis]) =>
    axis.every((value, k) => value === normal[k]),
  );
  return Number(entry?.[0] ?? 1) as Face;
});

const ATLAS_COLUMNS = 3;
const ATLAS_ROWS = 2;
const TILE = 128;
/** Keeps each tile's texels from bleeding into its neighbours when mip-mapped. */
const TILE_PAD = 0.02;

/** A rounded cube of the given edge length with UVs into the face atlas. */
export function createDieGeometry(size: number): BufferGeometry {
  // Rounded as the engine's collision shape is.
  const geometry = new RoundedBoxGeometry(size, size, size, 2, size * DIE_CORNER_RATIO);
  const uv = geometry.getAttribute('uv');
  const perSide = uv.count / 6;
  for (let i = 0; i < uv.count; i++) {
    const side = Math.floor(i / perSide);
    const face = FACE_ON_SIDE[side] ?? 1;
    const column = (face - 1) % ATLAS_COLUMNS;
    const row = Math.floor((face - 1) / ATLAS_COLUMNS);
    const u = TILE_PAD + uv.getX(i) * (1 - 2 * TILE_PAD);
    const v = TILE_PAD + uv.getY(i) * (1 - 2 * TILE_PAD);
    uv.setXY(i, (column + u) / ATLAS_COLUMNS, 1 - (row + 1 - v) / ATLAS_ROWS);
  }
  uv.needsUpdate = true;
  geometry.clearGroups();
  return geometry;
}

/** Draws the six faces of a die in the given style into one canvas. */
function drawAtlas(style: DieStyle): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = TILE * ATLAS_COLUMNS;
  canvas.height = TILE * ATLAS_ROWS;
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.fillStyle = style.colour;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const pip = style.pipColour ?? contrastingPipColour(style.colour);
  const scale = TILE / 100;
  for (let face = 1; face <= 6; face++) {
    const x0 = ((face - 1) % ATLAS_COLUMNS) * TILE;
    const y0 = Math.floor((face - 1) / ATLAS_COLUMNS) * TILE;
    // A faint grain so a face reads as a surface, not a flat sticker.
    ctx.fillStyle = 'rgba(255,255,255,0.06)';
    ctx.fillRect(x0 + TILE * 0.08, y0 + TILE * 0.08, TILE * 0.84, TILE * 0.84);
    for (const [px, py] of PIP_LAYOUT[face] ?? []) {
      const path = new Path2D(pipPath(style.mark ?? 'round', x0 + px * scale, y0 + py * scale, 9.5 * scale));
      // Drilled pips: a darker rim on the upper left suggests the hollow.
      ctx.save();
      ctx.translate(-1, -1);
      ctx.fillStyle = 'rgba(0,0,0,0.35)';
      ctx.fill(path);
      ctx.restore();
      ctx.fillStyle = pip;
      ctx.fill(path);
    }
  }
  return canvas;
}

/** Materials shared by every die that looks the same. */
export class DieMaterials {
  private readonly cache = new Map<string, MeshLambertMaterial>();

  get(style: DieStyle): Material {
    const key = styleKey(style);
    let material = this.cache.get(key);
    if (!material) {
      const texture = new CanvasTexture(drawAtlas(style));
      texture.colorSpace = SRGBColorSpace;
      texture.anisotropy = 4;
      // Matte like wooden dice; Lambert is also the cheapest lit shader, shared with the board.
      material = new MeshLambertMaterial({ map: texture });
      this.cache.set(key, material);
    }
    return material;
  }

  dispose(): void {
    for (const material of this.cache.values()) {
      material.map?.dispose();
      material.dispose();
    }
    this.cache.clear();
  }
}
