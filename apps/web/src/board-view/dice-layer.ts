// The dice as drawn: one mesh per die, placed from the physics world's poses each frame, each with a
// blob shadow on the surface below it. The frame loop allocates nothing.
import { type BoardConfig, POSE_STRIDE } from '@dicetable/engine';
import {
  type BufferGeometry,
  CanvasTexture,
  DynamicDrawUsage,
  type Group,
  InstancedMesh,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  Quaternion,
  Vector3,
} from 'three';
import { platformFrames } from './board-geometry.ts';
import { DEFAULT_DIE_STYLE, type DieStyle } from './dice-style.ts';
import { createDieGeometry, DieMaterials } from './die-geometry.ts';

/** Dice this far below the board surface have fallen through the hole or off the edge: not drawn. */
const HIDE_BELOW = -0.03;

function blobShadowTexture(): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    const gradient = ctx.createRadialGradient(32, 32, 4, 32, 32, 32);
    gradient.addColorStop(0, 'rgba(0,0,0,0.55)');
    gradient.addColorStop(0.6, 'rgba(0,0,0,0.22)');
    gradient.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 64, 64);
  }
  return new CanvasTexture(canvas);
}

export class DiceLayer {
  /** The dice's meshes by die index; a die's mesh is visible while it is drawn. */
  readonly meshes: Mesh[] = [];
  private readonly materials = new DieMaterials();
  private geometry: BufferGeometry;
  private readonly shadowTexture = blobShadowTexture();
  private readonly shadowGeometry = new PlaneGeometry(1, 1);
  private readonly shadowMaterial = new MeshBasicMaterial({
    map: this.shadowTexture,
    transparent: true,
    depthWrite: false,
  });
  private shadows: InstancedMesh | null = null;
  /** (dx, dz) of each platform's outward direction, flat, for the per-frame shadow test. */
  private ledgeDirections: number[] = [];
  private styles: readonly (DieStyle | undefined)[];
  private readonly matrix = new Matrix4();
  private readonly position = new Vector3();
  private readonly rotation = new Quaternion();
  private readonly scale = new Vector3();

  constructor(
    private readonly root: Group,
    private board: BoardConfig,
    styles: readonly (DieStyle | undefined)[],
  ) {
    this.geometry = createDieGeometry(board.dieSize);
    this.shadowGeometry.rotateX(-Math.PI / 2);
    this.styles = styles;
    this.ledgeDirections = platformFrames(board).flatMap((frame) => [frame.dx, frame.dz]);
  }

  private styleOf(die: number): DieStyle {
    return this.styles[die] ?? DEFAULT_DIE_STYLE;
  }

  /** A new board: its ledges for the shadows, and new dice when their size changed. */
  setBoard(board: BoardConfig, count: number): void {
    const sizeChanged = board.dieSize !== this.board.dieSize;
    this.board = board;
    this.ledgeDirections = platformFrames(board).flatMap((frame) => [frame.dx, frame.dz]);
    if (!sizeChanged) return;
    this.geometry.dispose();
    this.geometry = createDieGeometry(board.dieSize);
    this.rebuild(count);
  }

  /** One mesh and one shadow per die of the world. */
  rebuild(count: number): void {
    for (const mesh of this.meshes) this.root.remove(mesh);
    this.meshes.length = 0;
    for (let i = 0; i < count; i++) {
      const mesh = new Mesh(this.geometry, this.materials.get(this.styleOf(i)));
      mesh.matrixAutoUpdate = false;
      this.meshes.push(mesh);
      this.root.add(mesh);
    }
    if (this.shadows) {
      this.root.remove(this.shadows);
      this.shadows.dispose();
    }
    this.shadows = new InstancedMesh(this.shadowGeometry, this.shadowMaterial, Math.max(count, 1));
    this.shadows.instanceMatrix.setUsage(DynamicDrawUsage);
    this.shadows.frustumCulled = false;
    this.shadows.renderOrder = 1;
    this.root.add(this.shadows);
  }

  setStyles(styles: readonly (DieStyle | undefined)[]): void {
    this.styles = styles;
    for (let i = 0; i < this.meshes.length; i++)
      this.meshes[i]!.material = this.materials.get(this.styleOf(i));
  }

  /** Moves every die to its pose; dice hidden, fallen or off the board are not drawn. */
  place(poses: Float32Array, hidden: readonly boolean[]): void {
    const { board, matrix } = this;
    const s = board.dieSize;
    for (let i = 0; i < this.meshes.length; i++) {
      const mesh = this.meshes[i]!;
      const o = i * POSE_STRIDE;
      const x = poses[o]!;
      const y = poses[o + 1]!;
      const z = poses[o + 2]!;
      mesh.visible = y > HIDE_BELOW && !hidden[i];
      mesh.position.set(x, y, z);
      mesh.quaternion.set(poses[o + 3]!, poses[o + 4]!, poses[o + 5]!, poses[o + 6]!);
      mesh.updateMatrix();
      // Blob shadow on the surface below the die, wider and fainter as it flies; none over the hole or beyond.
      const r = Math.hypot(x, z);
      const overSurface =
        mesh.visible && y > -s * 0.25 && (r < board.boardRadius ? r > board.holeRadius : this.onLedge(x, z));
      const lift = Math.max(0, y - s / 2);
      const size = overSurface ? s * (1.9 + lift * 40) : 0;
      this.position.set(x + lift * 0.15, 0.0002, z + lift * 0.1);
      this.rotation.identity();
      this.scale.set(size, 1, size);
      matrix.compose(this.position, this.rotation, this.scale);
      this.shadows?.setMatrixAt(i, matrix);
    }
    if (this.shadows) this.shadows.instanceMatrix.needsUpdate = true;
  }

  /** Whether (x, z) outside the rim lies on a platform ledge (shadows fall only on something). */
  private onLedge(x: number, z: number): boolean {
    const { board, ledgeDirections } = this;
    const half = board.platformWidth / 2;
    const outer = board.boardRadius + board.platformDepth;
    for (let k = 0; k < ledgeDirections.length; k += 2) {
      const dx = ledgeDirections[k]!;
      const dz = ledgeDirections[k + 1]!;
      const along = x * dx + z * dz;
      const across = x * dz - z * dx;
      if (along <= outer && across >= -half && across <= half) return true;
    }
    return false;
  }

  dispose(): void {
    this.materials.dispose();
    this.geometry.dispose();
    this.shadowGeometry.dispose();
    this.shadowMaterial.dispose();
    this.shadowTexture.dispose();
    this.shadows?.dispose();
  }
}
