// From the screen to the board and back: where a die is drawn, how far a finger may miss it, which die
// is under a finger, and the board point under a screen point.
import type { BoardConfig } from '@dicetable/engine';
import { type Group, type Mesh, type PerspectiveCamera, Plane, Raycaster, Vector2, Vector3 } from 'three';
import { FIELD_OF_VIEW } from './camera-fit.ts';
import type { ScreenPoint } from './types.ts';

/** Half-size of the finger target around a die, at least, in CSS pixels (a 44 px touch target). */
const MIN_REACH_PX = 22;
/**
 * A swipe that starts this close to a die's centre (CSS px) takes that die: a touch zone of 2 × 34 px,
 * so a finger that lands just beside a small die still flicks it instead of turning the board.
 */
const START_REACH_PX = 34;

export interface PickingScene {
  readonly canvas: HTMLCanvasElement;
  readonly camera: PerspectiveCamera;
  /** The turning group the dice are drawn in. */
  readonly root: Group;
  readonly dice: readonly Mesh[];
  board(): BoardConfig;
  /** How many times larger than the whole-board fit the picture is drawn (fitCamera's zoom). */
  zoom(): number;
}

export class DiePicking {
  private readonly projected = new Vector3();
  private readonly raycaster = new Raycaster();
  private readonly ndc = new Vector2();
  private readonly plane = new Plane(new Vector3(0, 1, 0), 0);
  private readonly hit = new Vector3();

  constructor(
    private readonly scene: PickingScene,
    /** Which dice may be flicked now. */
    private readonly isSelectable: (die: number) => boolean,
  ) {}

  /** Screen position (CSS pixels, relative to the canvas) of a die's centre, or null if not drawn. */
  dieScreenPoint(die: number): ScreenPoint | null {
    const { canvas, camera, root, dice } = this.scene;
    const mesh = dice[die];
    if (!mesh?.visible) return null;
    this.projected.copy(mesh.position).applyMatrix4(root.matrixWorld).project(camera);
    return {
      x: ((this.projected.x + 1) / 2) * canvas.clientWidth,
      y: ((1 - this.projected.y) / 2) * canvas.clientHeight,
    };
  }

  /** Screen position (CSS pixels, relative to the canvas) of a board point (board coordinates). */
  boardScreenPoint(x: number, y: number, z: number): ScreenPoint {
    const { canvas, camera, root } = this.scene;
    this.projected.set(x, y, z).applyMatrix4(root.matrixWorld).project(camera);
    return {
      x: ((this.projected.x + 1) / 2) * canvas.clientWidth,
      y: ((1 - this.projected.y) / 2) * canvas.clientHeight,
    };
  }

  /** How far from a die's centre (CSS px) a finger still touches it: its drawn size, at least 22 px. */
  dieReach(die: number): number {
    const { canvas, camera, root, dice } = this.scene;
    const mesh = dice[die];
    if (!mesh) return MIN_REACH_PX;
    this.projected.copy(mesh.position).applyMatrix4(root.matrixWorld);
    const distance = this.projected.distanceTo(camera.position);
    const pixelsPerMetre =
      (this.scene.zoom() * canvas.clientHeight) / 2 / (Math.tan((FIELD_OF_VIEW * Math.PI) / 360) * distance);
    return Math.max(this.scene.board().dieSize * 0.75 * pixelsPerMetre, MIN_REACH_PX);
  }

  /** The die nearest a screen point within its reach (wider for a swipe's start on a selectable die); −1 if none. */
  pick(x: number, y: number, onlySelectable: boolean): number {
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.scene.dice.length; i++) {
      if (onlySelectable && !this.isSelectable(i)) continue;
      const point = this.dieScreenPoint(i);
      if (!point) continue;
      const distance = Math.hypot(point.x - x, point.y - y);
      const reach = onlySelectable ? Math.max(this.dieReach(i), START_REACH_PX) : this.dieReach(i);
      if (distance <= reach && distance < bestDistance) {
        best = i;
        bestDistance = distance;
      }
    }
    return best;
  }

  /** The point at `height` above the board (board coordinates) under a screen point, or null. */
  boardPoint(x: number, y: number, height: number): { x: number; z: number } | null {
    const { canvas, camera, root } = this.scene;
    this.ndc.set((x / (canvas.clientWidth || 1)) * 2 - 1, 1 - (y / (canvas.clientHeight || 1)) * 2);
    this.raycaster.setFromCamera(this.ndc, camera);
    this.plane.constant = -height;
    if (!this.raycaster.ray.intersectPlane(this.plane, this.hit)) return null;
    root.worldToLocal(this.hit);
    return { x: this.hit.x, z: this.hit.z };
  }
}
