// Pointer gestures on the board canvas: a swipe that starts on a selectable die aims and flicks it;
// a drag elsewhere turns the board about its centre; two fingers twist it.
import type { Flick } from '@dicetable/engine';
import { angleDelta, boardLength, directionOf, heightFromOffset, strengthFromPull } from './flick-math.ts';
import type { Aim, ScreenPoint } from './types.ts';

/** What the gestures need from the view, in CSS pixels relative to the canvas and board coordinates. */
export interface GestureHost {
  readonly canvas: HTMLCanvasElement;
  /** The selectable die under the point, or −1. */
  pickSelectable(x: number, y: number): number;
  dieScreenPoint(die: number): ScreenPoint | null;
  /** Finger-sized reach of a die on screen: within it the swipe is "on the die". */
  dieReach(die: number): number;
  /** The board-plane point under a screen point at the given height (board coordinates), or null. */
  boardPoint(x: number, y: number, height: number): { x: number; z: number } | null;
  /** A die's centre in board coordinates. */
  dieCentre(die: number): { x: number; y: number; z: number };
  /** Board length of the pull beyond the die's touch zone that gives the hardest flick. */
  fullStrengthDistance(): number;
  getTurn(): number;
  setTurn(angle: number): void;
  showAim(aim: Aim | null): void;
  flick(flick: Flick): void;
  /** A one-finger swipe started on no selectable die, at this point. */
  missed(x: number, y: number): void;
  interactive(): boolean;
}

/** Flicks weaker than this (a pull of 3% of the full one) are a slip of the finger, not a flick. */
const MIN_STRENGTH = 0.001;

interface FlickGesture {
  kind: 'flick';
  pointer: number;
  die: number;
  height: number;
  /** The board length of the die's touch zone: the pull is measured from its edge. */
  reach: number;
  aim: Aim | null;
}

interface TurnGesture {
  kind: 'turn';
}

export function attachGestures(host: GestureHost): () => void {
  const canvas = host.canvas;
  const pointers = new Map<number, ScreenPoint>();
  let gesture: FlickGesture | TurnGesture | null = null;
  /** Board angle of the dragging finger (one pointer) or screen angle between two fingers. */
  let lastAngle: number | null = null;

  const local = (event: PointerEvent): ScreenPoint => {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const gestureAngle = (): number | null => {
    const points = [...pointers.values()];
    if (points.length >= 2) {
      const [a, b] = points as [ScreenPoint, ScreenPoint];
      // Screen y grows downwards, and seen from above that matches board +z: the same sense as board angles.
      return Math.atan2(b.y - a.y, b.x - a.x);
    }
    const [p] = points;
    if (!p) return null;
    const q = host.boardPoint(p.x, p.y, 0);
    // Near the centre the angle is unstable; wait until the finger is farther out.
    if (!q || Math.hypot(q.x, q.z) < 0.03) return null;
    // The angle on the screen's fixed frame (the board turns under the finger): board angle − turn.
    return Math.atan2(q.z, q.x) - host.getTurn();
  };

  /** How long the die's touch zone (its screen reach) is on the board, at the height of its centre. */
  const boardReach = (die: number): number => {
    const screen = host.dieScreenPoint(die);
    if (!screen) return 0;
    const y = host.dieCentre(die).y;
    const middle = host.boardPoint(screen.x, screen.y, y);
    const edge = host.boardPoint(screen.x + host.dieReach(die), screen.y, y);
    return middle && edge ? boardLength(edge.x - middle.x, edge.z - middle.z) : 0;
  };

  const aimFor = (g: FlickGesture, point: ScreenPoint): Aim | null => {
    const centre = host.dieCentre(g.die);
    const screen = host.dieScreenPoint(g.die);
    if (!screen) return null;
    const onDie = Math.hypot(point.x - screen.x, point.y - screen.y) <= host.dieReach(g.die);
    const target = host.boardPoint(point.x, point.y, centre.y);
    if (!target) return null;
    const dx = target.x - centre.x;
    const dz = target.z - centre.z;
    const strength = strengthFromPull(boardLength(dx, dz) - g.reach, host.fullStrengthDistance());
    return {
      die: g.die,
      direction: directionOf(dx, dz),
      strength,
      height: g.height,
      // Letting go on the die, or before the pull is a flick at all, flicks nothing.
      cancelling: onDie || strength < MIN_STRENGTH,
    };
  };

  const onDown = (event: PointerEvent) => {
    if (!host.interactive()) return;
    const point = local(event);
    pointers.set(event.pointerId, point);
    if (gesture?.kind === 'flick') return;
    if (pointers.size === 1) {
      const die = host.pickSelectable(point.x, point.y);
      if (die >= 0) {
        const screen = host.dieScreenPoint(die);
        const reach = host.dieReach(die);
        const height = screen ? heightFromOffset(point.y - screen.y, reach * 0.8) : 0.5;
        gesture = { kind: 'flick', pointer: event.pointerId, die, height, reach: boardReach(die), aim: null };
        canvas.setPointerCapture?.(event.pointerId);
        event.preventDefault();
        return;
      }
    }
    if (pointers.size === 1) host.missed(point.x, point.y);
    gesture = { kind: 'turn' };
    canvas.setPointerCapture?.(event.pointerId);
    lastAngle = gestureAngle();
  };

  const onMove = (event: PointerEvent) => {
    if (!pointers.has(event.pointerId)) return;
    const point = local(event);
    pointers.set(event.pointerId, point);
    if (!gesture) return;
    if (gesture.kind === 'flick') {
      if (event.pointerId !== gesture.pointer) return;
      gesture.aim = aimFor(gesture, point);
      host.showAim(gesture.aim);
      return;
    }
    const angle = gestureAngle();
    if (angle !== null && lastAngle !== null) {
      host.setTurn(host.getTurn() - angleDelta(lastAngle, angle));
    }
    lastAngle = angle;
  };

  const end = (event: PointerEvent, cancelled: boolean) => {
    if (!pointers.delete(event.pointerId)) return;
    if (gesture?.kind === 'flick') {
      if (event.pointerId !== gesture.pointer) return;
      const aim = cancelled ? null : aimFor(gesture, local(event));
      gesture = null;
      host.showAim(null);
      if (aim && !aim.cancelling) {
        host.flick({ die: aim.die, direction: aim.direction, strength: aim.strength, height: aim.height });
      }
      return;
    }
    // One finger of a twist lifted: continue as a one-finger drag from here.
    lastAngle = gestureAngle();
    if (pointers.size === 0) gesture = null;
  };

  const onUp = (event: PointerEvent) => end(event, false);
  const onCancel = (event: PointerEvent) => end(event, true);

  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onCancel);
  return () => {
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointercancel', onCancel);
  };
}
