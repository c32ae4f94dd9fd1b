import type { BoardConfig, Flick } from '@dicetable/engine';
import type { PlatformStyle } from './board-mesh.ts';
import type { DieStyle } from './dice-style.ts';
import type { FlickPlan } from './flick-plan.ts';

/** What the view draws from: the physics world (a PhysicsWorld satisfies this). */
export interface PoseSource {
  readonly board: BoardConfig;
  readonly dieCount: number;
  /** POSE_STRIDE floats per die; re-read every frame (the view may be replaced after reset/restore). */
  readonly poses: Float32Array;
}

/** A flick being aimed: by a finger on the board, or by the keyboard panel. */
export interface Aim extends Flick {
  /** True while a swipe is back on the die: letting go now cancels the flick. */
  readonly cancelling?: boolean;
}

/** Where an aimed flick would leave its die on an empty board (board coordinates, metres). */
export interface LandingPoint {
  readonly x: number;
  readonly z: number;
  /** Rests on the board or a ledge, or leaves the board here for the hole or over the edge. */
  readonly location: 'board' | 'platform' | 'hole' | 'off';
  /** How far from where the die stands. */
  readonly distance: number;
}

export interface BoardViewOptions {
  readonly world: PoseSource;
  /** Style per die index; missing entries use the plain ivory die. */
  readonly dieStyles?: readonly (DieStyle | undefined)[];
  /** Style per platform index (colour, label); missing entries are wood with the platform number. */
  readonly platformStyles?: readonly PlatformStyle[];
  /** Which dice the player may flick now (default: every die still on the board or a platform). */
  readonly selectable?: (die: number) => boolean;
  /** A swipe on a die ended in a flick. The view does not touch the world: the screen decides. */
  readonly onFlick?: (flick: Flick) => void;
  /**
   * A one-finger swipe started on none of the dice that may be flicked (it turns the board instead):
   * on die `die`, which may not be flicked now, or beside every die (−1).
   */
  readonly onMissedDie?: (die: number) => void;
  /** A one-finger touch on a die while no die may be flicked (the screen says why). */
  readonly onClosedDie?: () => void;
  /** The aim while a swipe is in progress (null when it ends or is cancelled). */
  readonly onAim?: (aim: Aim | null) => void;
  /**
   * Where a flick would leave its die on an empty board, worked out by the physics off the page. With it,
   * every aim (a finger's, the panel's, the computer's) shows a landing mark once the answer comes.
   */
  readonly predictLanding?: (flick: Flick) => Promise<LandingPoint | null>;
  /** The planned flick changed: the aim drawn now with, once known, where it lands (null: no aim). */
  readonly onPlan?: (plan: FlickPlan | null) => void;
  /** The board was turned (by gesture or by setTurn); radians. */
  readonly onTurn?: (angle: number) => void;
  /** Board length of a pull beyond a die's touch zone that gives the hardest flick (default 0.6 × board radius). */
  readonly fullStrengthDistance?: number;
  /** Skip camera and turning animations (prefers-reduced-motion). */
  readonly reducedMotion?: boolean;
  /** The initial turn of the board in radians. */
  readonly turn?: number;
}

export interface ScreenPoint {
  readonly x: number;
  readonly y: number;
}

export interface BoardView {
  readonly canvas: HTMLCanvasElement;
  /** Call after world.reset()/restore(): rebuilds the board if its config changed, re-reads the dice. */
  sync(): void;
  /** Draws the current poses now (call once per simulated frame). */
  renderNow(): void;
  /** Draws on the next animation frame (for changes outside the simulation loop). */
  requestRender(): void;
  setDieStyles(styles: readonly (DieStyle | undefined)[]): void;
  setPlatformStyles(styles: readonly PlatformStyle[]): void;
  /** Which dice may be flicked; null restores the default (dice still in play). */
  setSelectable(filter: ((die: number) => boolean) | null): void;
  /** Turns gestures on or off (e.g. off while the dice are moving). */
  setInteractive(interactive: boolean): void;
  /** Dice not drawn at all (e.g. dice waiting in a supply beside the board). */
  setHidden(dice: readonly number[]): void;
  /** Draws the picture `zoom` times larger, showing the board's near side (1: the whole board). */
  setZoom(zoom: number): void;
  /** Rings under these dice (the selected die, the dice that were hit…). */
  setHighlight(dice: readonly number[]): void;
  /** Shows the aim guide for a keyboard-aimed flick, or hides it. */
  setAim(aim: Aim | null): void;
  /** The aim drawn now (a finger's, the panel's or the computer's), or null. */
  getAim(): Aim | null;
  /** The planned flick the arrow, the ring and the words show now, or null. */
  getPlan(): FlickPlan | null;
  setTurn(angle: number, options?: { animate?: boolean }): void;
  turnBy(delta: number): void;
  getTurn(): number;
  /** Screen position (CSS pixels, relative to the canvas) of a die's centre, or null if hidden. */
  dieScreenPoint(die: number): ScreenPoint | null;
  /** A die's centre as drawn, in board coordinates (metres). */
  dieCentre(die: number): { x: number; y: number; z: number };
  /** How far from a die's centre (CSS px) a finger still takes it: half its touch zone. */
  dieReach(die: number): number;
  /** The landing mark shown now and where it is on screen (CSS px relative to the canvas), or null. */
  landingMark(): (LandingPoint & { readonly screen: ScreenPoint }) | null;
  /** The point of the board surface (y = 0, board coordinates) under a screen point, or null. */
  boardPointAt(x: number, y: number): { x: number; z: number } | null;
  /** The die under a screen point (CSS pixels relative to the canvas), with a finger-sized margin; −1 if none. */
  pickDie(x: number, y: number): number;
  dispose(): void;
}

/** Thrown by createBoardView when the browser cannot draw WebGL. */
export class WebGLUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('WebGL is not available');
    this.name = 'WebGLUnavailableError';
    this.cause = cause;
  }
}
