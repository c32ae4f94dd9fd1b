// The turn's message never contradicts the rules: over random games, at every state the message claims
// only what the rules allow now. (Real dice list every possible throw as a legal action, so the random
// games use the app's dice; the message reads the same state either way.)
import { jambRules } from '@dicetable/rules/game';
import {
  createJambGame,
  DEFAULT_JAMB_OPTIONS,
  JAMB_CATEGORIES,
  type JambAction,
  type JambState,
  legalJambActions,
} from '@dicetable/rules/jamb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playAtRandom } from '../random-play.test-support.ts';
import { jambTurnMessage, jambTurnText } from './turn-message.ts';

const start = (seed: number, players: number, diceMode: 'app' | 'real' = 'app'): JambState =>
  createJambGame({
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })),
    diceMode,
    seed,
    options: DEFAULT_JAMB_OPTIONS,
  });

function checkMessage(state: JambState): string {
  const message = jambTurnMessage(state);
  const legal = legalJambActions(state);
  const throwNow = legal.roll || legal.enter.length > 0;
  // A throw is still to come when one is allowed now or after releasing a held die.
  const throwLeft = throwNow || legal.release.length > 0;
  switch (message.key) {
    case 'gameOver':
      expect(state.finished).toBe(true);
      break;
    case 'rollFirst':
    case 'throwFirst':
      expect(state.turn.dice).toBeNull();
      expect(legal.roll).toBe(message.key === 'rollFirst');
      expect(throwNow).toBe(true);
      break;
    case 'announceRequired':
      expect(throwNow).toBe(false);
      expect(legal.announce.length).toBeGreaterThan(0);
      break;
    case 'writeOrRoll':
      expect(legal.write.length).toBeGreaterThan(0);
      expect(throwLeft).toBe(true);
      break;
    case 'writeAnnouncedOrRoll':
      expect(throwLeft).toBe(true);
      expect(legal.write).toEqual([
        expect.objectContaining({ column: 'announced', category: message.category }),
      ]);
      break;
    case 'writeNow':
      expect(throwLeft).toBe(false);
      expect(legal.write.length).toBeGreaterThan(0);
      break;
    case 'writeAnnounced':
      expect(throwLeft).toBe(false);
      expect(legal.write).toEqual([
        expect.objectContaining({ column: 'announced', category: message.category }),
      ]);
      break;
  }
  expect(jambTurnText(message)).not.toBe('');
  return message.key;
}

describe('the Jamb turn message', () => {
  it('never says more or less than the rules allow, over random games', () => {
    const seen = new Set<string>();
    const games = fc.tuple(
      fc.nat(),
      fc.integer({ min: 1, max: 2 }),
      fc.array(fc.nat(), { minLength: 400, maxLength: 400 }),
    );
    // Fresh games each run after a fixed set of them that meets every message: the claim after the
    // property cannot fail by luck.
    const fixedGames = fc
      .sample(games, { seed: 20261202, numRuns: 40 })
      .map((game) => [game] as [typeof game]);
    fc.assert(
      fc.property(games, ([seed, players, picks]) => {
        // Announcements and writes are few among the choices (holds are many): give them a fair share.
        const rare = [(a: JambAction) => a.type === 'announce', (a: JambAction) => a.type === 'write'];
        playAtRandom(jambRules, start(seed, players), picks, rare, (state) => seen.add(checkMessage(state)));
      }),
      { examples: fixedGames, numRuns: fixedGames.length + 20 },
    );
    // The games met the messages of every part of a turn (the announcement that blocks a roll has
    // its own test below: random sheets rarely fill three columns).
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'rollFirst',
        'writeAnnounced',
        'writeAnnouncedOrRoll',
        'writeNow',
        'writeOrRoll',
      ]),
    );
  });

  it('asks for an announcement only when the rules block the next roll without one', () => {
    // Down, up and free full: after the first roll only an announcement opens the second.
    let state = start(3, 1);
    const full = Object.fromEntries(JAMB_CATEGORIES.map((category) => [category, 0]));
    state = { ...state, sheets: [{ down: full, up: full, free: full, announced: {} }] } as JambState;
    const rolled = jambRules.apply(state, { type: 'roll' });
    if (!rolled.ok) throw new Error(rolled.error.code);
    expect(jambTurnMessage(rolled.value).key).toBe('announceRequired');
    expect(legalJambActions(rolled.value).roll).toBe(false);
  });

  it('tells real dice to be thrown at the table and typed in', () => {
    expect(jambTurnText(jambTurnMessage(start(1, 1, 'real')))).toBe(
      'Throw the five dice at the table and type them in.',
    );
  });
});
