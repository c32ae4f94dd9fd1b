// A file tells the past, never the future, and one gate decides what enters a device: over random games
// of Jamb and Yam Master with the app's dice, an exported log holds no seed, replays to the dice the game
// showed, and whatever seed a file names, the game that enters goes on with the device's own secret.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import groupApp from '../jamb/fixtures/three-players-house-rules.log.json' with { type: 'json' };
import type { GameLog } from '../log/game-log.ts';
import pointsApp from '../yam-master/fixtures/points-app-dice.json' with { type: 'json' };
import { admitGame, GATE_REFUSAL_CODES } from './gate.ts';
import { GAME_LOG_REFUSAL_CODES, replayGameLog } from './replay.ts';
import { withoutSecret, withSecret } from './secret.ts';
import { throwsSeen } from './throws.ts';

const cut = (log: unknown, keep: number): GameLog => ({
  ...(log as GameLog),
  actions: (log as GameLog).actions.slice(0, keep),
});
const FIXTURES = [groupApp, pointsApp] as unknown as GameLog[];
const KNOWN = new Set<string>([...GAME_LOG_REFUSAL_CODES, ...GATE_REFUSAL_CODES]);

/** The next roll's dice of a log, as the rules roll them. */
function nextRoll(log: GameLog): unknown {
  const played = replayGameLog({ ...log, actions: [...log.actions, { type: 'roll' }] });
  return played.ok ? (played.state as { turn: { dice: unknown } }).turn.dice : null;
}

describe('a file tells the past, never the future', () => {
  it('an exported log has no seed, replays to the same throws, and its future is the secret it is given', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FIXTURES),
        fc.nat({ max: 120 }),
        fc.nat(),
        fc.nat(),
        (fixture, keep, a, b) => {
          const log = cut(fixture, keep);
          const file = withoutSecret(log);
          expect(JSON.stringify(file)).not.toContain('"seed"');
          expect(throwsSeen(file)).toEqual(throwsSeen(log));
          // The file is the same whichever secret the game had: it cannot decide what comes next.
          expect(withoutSecret(withSecret(file, a))).toEqual(file);
          const [withA, withB] = [withSecret(file, a), withSecret(file, b)];
          expect(throwsSeen(withA)).toEqual(throwsSeen(log));
          // The future depends on the secret alone, not on any seed the file named.
          const crafted = { ...file, setup: { ...(file.setup as object), seed: b } };
          expect(nextRoll(withSecret(crafted, a))).toEqual(nextRoll(withA));
          if (a !== b) expect(withB.setup).not.toEqual(withA.setup);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('old fixtures with a seed replay bit for bit, with or without it', () => {
    for (const fixture of FIXTURES) {
      const old = replayGameLog(fixture);
      const file = replayGameLog(withoutSecret(fixture));
      expect(old.ok && file.ok).toBe(true);
      expect(throwsSeen(withoutSecret(fixture))).toEqual(throwsSeen(fixture));
    }
  });
});

describe('the one gate', () => {
  const damaged = (log: GameLog) =>
    fc.oneof(
      fc.nat({ max: log.actions.length }).map((at) => ({ ...log, actions: log.actions.slice(0, at) })),
      fc.tuple(fc.nat({ max: log.actions.length }), fc.anything()).map(([at, junk]) => ({
        ...log,
        actions: [...log.actions.slice(0, at), junk, ...log.actions.slice(at)],
      })),
      fc
        .tuple(
          fc.nat({ max: Math.max(0, log.actions.length - 1) }),
          fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 6 }),
        )
        .map(([at, dice]) => ({
          ...log,
          actions: log.actions.map((action, n) => (n === at ? { ...(action as object), dice } : action)),
        })),
      fc.anything(),
    );

  it('admits a game that replays, with the given secret and the same throws, or refuses it with a known code', () => {
    for (const fixture of FIXTURES) {
      const log = withoutSecret(cut(fixture, 60));
      fc.assert(
        fc.property(damaged(log), fc.nat(), (data, secret) => {
          const here = [withSecret(cut(fixture, 30), 1)];
          const entry = admitGame(data, here, secret);
          if (entry.ok) {
            expect((entry.log.setup as { seed?: number }).seed).toBe(secret);
            expect(replayGameLog(entry.log).ok).toBe(true);
            expect(throwsSeen(entry.log)).toEqual(throwsSeen(data as GameLog));
          } else {
            expect(KNOWN.has(entry.error.code)).toBe(true);
            expect(entry.error.message.length).toBeGreaterThan(0);
          }
        }),
        { numRuns: 150 },
      );
    }
  });
});
