// The arrow, the landing ring and the words of an aimed flick come from one plan: for any platform a die
// starts on and any aim, the ring lies on the arrow's ray and the words name where the ring is; an answer
// the physics gave for another aim is never shown as this aim's.
import { defaultBoard } from '@dicetable/engine';
import { platformOfSeat, TableSession } from '@dicetable/engine/jamsumo-table';
import { createJamSumoLog } from '@dicetable/rules/jamsumo';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type FlickPlan,
  type LandingAnswer,
  planArrow,
  planOf,
  planOutcome,
  planRing,
  planSummary,
  planWords,
} from './flick-plan.ts';
import { t } from './messages.ts';
import type { Aim, LandingPoint } from './types.ts';

const engine = () => import('@dicetable/engine/node');

function jamLog(players: number) {
  const names = ['Ann', 'Bram', 'Cas', 'Dee'].slice(0, players);
  return createJamSumoLog(
    {
      players: names.map((name, colour) => ({ name, colour })),
      mode: 'jam',
      table: 'flick',
      firstMarker: 0,
      board: { ...defaultBoard(players) },
    },
    new Date('2026-12-05T12:00:00Z'),
  );
}

const aims = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  platformShift: fc.nat({ max: 3 }),
  offset: fc.double({ min: -1, max: 1, noNaN: true }),
  direction: fc.double({ min: 0, max: 2 * Math.PI, maxExcluded: true, noNaN: true }),
  strength: fc.double({ min: 0.01, max: 1, noNaN: true }),
  height: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe('one plan for the arrow, the ring and the words', () => {
  let session: TableSession;
  beforeAll(async () => {
    const { loadPhysicsWorld } = await engine();
    session = new TableSession(await loadPhysicsWorld());
  });

  it('on every platform, near or far, the ring lies on the arrow and the words say where the ring is', () => {
    fc.assert(
      fc.property(aims, (a) => {
        const log = jamLog(a.players);
        const board = log.setup.board!;
        // Ann's supply die, put on any platform: her own, a neighbour's or the one across the board.
        const platform = (platformOfSeat(0, a.players) + a.platformShift) % a.players;
        const place = { platform, offset: a.offset, yaw: 0 };
        const preview = session.preview(log, 0, place);
        if (!preview.ok) throw new Error(preview.error.message);
        const start = { x: preview.value.poses[0]!, z: preview.value.poses[2]! };
        const aim: Aim = { die: 0, direction: a.direction, strength: a.strength, height: a.height };
        const answered = session.landing(log, { ...aim, place });
        if (!answered.ok) throw new Error(answered.error.message);
        const plan = planOf(aim, { asked: { ...aim }, landing: answered.value })!;

        const arrow = planArrow(plan, start, board.boardRadius * 0.6, board.dieSize);
        const ring = planRing(plan)!;
        expect(ring).toEqual(answered.value);
        // The ring ahead of the die along the arrow, never behind it, and within 45° of the arrow's ray
        // (plus a die's size). Not closer: the board slopes to the hole, so a slide that passes beside it
        // curves towards it, and a tumbling die bounces aside; over 30,000 random aims the ring lay up to
        // 31° off the ray. An arrow that lies (pointing into the board while the die goes over the far
        // edge) is 90° or more off and fails here.
        const ux = Math.cos(arrow.direction);
        const uz = Math.sin(arrow.direction);
        const along = (ring.x - arrow.x) * ux + (ring.z - arrow.z) * uz;
        const aside = Math.abs(-(ring.x - arrow.x) * uz + (ring.z - arrow.z) * ux);
        expect(along).toBeGreaterThanOrEqual(-board.dieSize / 2);
        expect(aside).toBeLessThanOrEqual(board.dieSize + along);

        // The words name the ring's place.
        const outcome = planOutcome(plan, board.boardRadius);
        const expected = {
          board: ['stops'],
          platform: ['platform'],
          hole: ['hole'],
          off: ['edge', 'far-edge'],
        }[ring.location];
        expect(expected).toContain(outcome);
        const words = planWords(plan, board.boardRadius);
        expect(planSummary(plan, board.boardRadius).endsWith(words)).toBe(true);
        if (outcome === 'far-edge') {
          // Over the far edge: the ring is across the board's middle from where the die stood.
          expect(ring.x * start.x + ring.z * start.z).toBeLessThan(0);
          expect(words).toBe(t('landsOffFarEdge'));
        }
        if (outcome === 'edge') expect(words).toBe(t('landsOffEdge'));
        if (outcome === 'hole') expect(words).toBe(t('landsInHole'));
      }),
      { numRuns: 100 },
    );
  });
});

const flicks = fc.record({
  die: fc.nat({ max: 19 }),
  direction: fc.double({ min: 0, max: 6.28, noNaN: true }),
  strength: fc.double({ min: 0, max: 1, noNaN: true }),
  height: fc.double({ min: 0, max: 1, noNaN: true }),
});
const landings: fc.Arbitrary<LandingPoint> = fc.record({
  x: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
  z: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
  location: fc.constantFrom('board', 'platform', 'hole', 'off'),
  distance: fc.double({ min: 0, max: 0.6, noNaN: true }),
});

describe('an answer for another aim', () => {
  it('shows no ring and claims no landing until the answer for this very aim comes', () => {
    fc.assert(
      fc.property(flicks, flicks, landings, (aim, other, landing) => {
        fc.pre(JSON.stringify(aim) !== JSON.stringify(other));
        const stale: LandingAnswer = { asked: other, landing };
        const plan = planOf(aim, stale)!;
        expect(plan.landing).toBeNull();
        expect(planRing(plan)).toBeNull();
        expect(planWords(plan, 0.25)).toBe('');
        const fresh = planOf(aim, { asked: { ...aim }, landing })!;
        expect(planRing(fresh)).toEqual(landing);
        expect(planWords(fresh, 0.25)).not.toBe('');
      }),
    );
  });

  it('while letting go would cancel, the plan says so and shows no ring', () => {
    fc.assert(
      fc.property(flicks, landings, (aim, landing) => {
        const plan: FlickPlan = planOf({ ...aim, cancelling: true }, { asked: aim, landing })!;
        expect(planRing(plan)).toBeNull();
        expect(planSummary(plan, 0.25)).toBe(t('letGoToCancel'));
      }),
    );
  });
});
