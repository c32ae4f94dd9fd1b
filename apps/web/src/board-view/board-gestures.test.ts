// @vitest-environment jsdom
import type { Flick } from '@dicetable/engine';
import { beforeEach, describe, expect, it } from 'vitest';
import { attachGestures, type GestureHost } from './board-gestures.ts';
import type { Aim } from './types.ts';

// A flat test board seen from straight above: 1 screen pixel = 1 mm, screen x = x, screen y = z before
// the board is turned (board coordinates turn with the board, as in the real view), and one die
// centred at screen (100, 100) whose finger reach is 20 px.
function setup() {
  const canvas = document.createElement('canvas');
  canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 400 }) as DOMRect;
  const flicks: Flick[] = [];
  const aims: (Aim | null)[] = [];
  let misses = 0;
  let turn = 0;
  const host: GestureHost = {
    canvas,
    pickSelectable: (x, y) => (Math.hypot(x - 100, y - 100) <= 20 ? 0 : -1),
    dieScreenPoint: () => ({ x: 100, y: 100 }),
    dieReach: () => 20,
    boardPoint: (x, y) => {
      const r = Math.hypot(x, y) / 1000;
      const angle = Math.atan2(y, x) + turn;
      return { x: r * Math.cos(angle), z: r * Math.sin(angle) };
    },
    dieCentre: () => ({ x: 0.1, y: 0.008, z: 0.1 }),
    fullStrengthDistance: () => 0.15,
    getTurn: () => turn,
    setTurn: (angle) => {
      turn = angle;
    },
    showAim: (aim) => aims.push(aim),
    flick: (flick) => flicks.push(flick),
    missed: () => {
      misses++;
    },
    interactive: () => true,
  };
  attachGestures(host);
  const send = (type: string, x: number, y: number, pointerId = 1) => {
    const event = new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'pointerId', { value: pointerId });
    canvas.dispatchEvent(event);
  };
  return { flicks, aims, send, turn: () => turn, misses: () => misses };
}

describe('board gestures', () => {
  let g: ReturnType<typeof setup>;
  beforeEach(() => {
    g = setup();
  });

  it('a swipe from the die flicks it in the swipe’s direction, as hard as the swipe is long', () => {
    g.send('pointerdown', 100, 110);
    g.send('pointermove', 140, 110);
    g.send('pointermove', 175, 110);
    g.send('pointerup', 175, 110);
    expect(g.flicks).toHaveLength(1);
    const [flick] = g.flicks;
    expect(flick?.die).toBe(0);
    expect(flick?.direction).toBeCloseTo(Math.atan2(0.01, 0.075), 5); // towards +x, a little towards +z
    // Pulled 0.0757 m from the die's centre, 0.0557 m beyond its 20 mm touch zone: (0.0557 / 0.15)².
    expect(flick?.strength).toBeCloseTo(((Math.hypot(0.075, 0.01) - 0.02) / 0.15) ** 2, 3);
    // Touched below the centre: a low push that slides the die.
    expect(flick?.height).toBeLessThan(0.34);
    expect(g.aims.at(-1)).toBeNull();
  });

  it('a swipe just past the die’s touch zone is a nudge; a longer one is stronger, never weaker', () => {
    const strengthAt = (x: number) => {
      const before = g.flicks.length;
      g.send('pointerdown', 100, 100);
      g.send('pointermove', x, 100);
      g.send('pointerup', x, 100);
      return g.flicks.length > before ? g.flicks.at(-1)!.strength : 0;
    };
    // Barely out of the zone the pull is no flick yet: letting go there cancels, as the aim says.
    g.send('pointerdown', 100, 100);
    g.send('pointermove', 121, 100);
    expect(g.aims.at(-1)?.cancelling).toBe(true);
    g.send('pointerup', 121, 100);
    expect(g.flicks).toEqual([]);
    // 6 px beyond the 20 px zone (6 mm on this board): a gentle push.
    const nudge = strengthAt(126);
    expect(nudge).toBeGreaterThan(0);
    expect(nudge).toBeLessThan(0.005);
    let previous = 0;
    for (let x = 126; x <= 300; x += 7) {
      const strength = strengthAt(x);
      expect(strength).toBeGreaterThanOrEqual(previous);
      previous = strength;
    }
    expect(previous).toBe(1);
  });

  it('touching high on the die tumbles it', () => {
    g.send('pointerdown', 100, 86);
    g.send('pointermove', 100, 20);
    g.send('pointerup', 100, 20);
    expect(g.flicks[0]?.height).toBeGreaterThan(0.67);
    expect(g.flicks[0]?.direction).toBeCloseTo((3 * Math.PI) / 2, 1);
  });

  it('sliding back onto the die cancels the flick', () => {
    g.send('pointerdown', 100, 100);
    g.send('pointermove', 180, 100);
    expect(g.aims.at(-1)?.cancelling).toBe(false);
    g.send('pointermove', 105, 102);
    expect(g.aims.at(-1)?.cancelling).toBe(true);
    g.send('pointerup', 105, 102);
    expect(g.flicks).toEqual([]);
  });

  it('an interrupted touch flicks nothing', () => {
    g.send('pointerdown', 100, 100);
    g.send('pointermove', 180, 100);
    g.send('pointercancel', 180, 100);
    expect(g.flicks).toEqual([]);
  });

  it('a swipe that starts beside the dice is said to have missed them; one on a die is not', () => {
    g.send('pointerdown', 300, 300);
    g.send('pointerup', 300, 300);
    expect(g.misses()).toBe(1);
    g.send('pointerdown', 100, 110);
    g.send('pointerup', 100, 110);
    expect(g.misses()).toBe(1);
  });

  it('a drag beside the dice turns the board with the finger; two fingers twist it', () => {
    // From the board point (0.3, 0) to (0, 0.3): the finger goes a quarter turn towards +z.
    g.send('pointerdown', 300, 0);
    g.send('pointermove', 212, 212);
    g.send('pointermove', 0, 300);
    g.send('pointerup', 0, 300);
    expect(g.flicks).toEqual([]);
    expect(g.turn()).toBeCloseTo(-Math.PI / 2, 1);

    const before = g.turn();
    g.send('pointerdown', 300, 300, 1);
    g.send('pointerdown', 380, 300, 2);
    g.send('pointermove', 300, 380, 2);
    g.send('pointerup', 300, 380, 2);
    g.send('pointerup', 300, 300, 1);
    expect(g.turn() - before).toBeCloseTo(-Math.PI / 2, 1);
  });
});
