// @vitest-environment jsdom
import { jambRules } from '@dicetable/rules/game';
import { JAMB_CATEGORIES, JAMB_COLUMNS, type JambAction, type JambState } from '@dicetable/rules/jamb';
import { createRoot } from 'solid-js';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, setLanguage } from '../../../i18n/i18n.ts';
import '../../../i18n/languages/all.ts';
import { storyChecks } from '../../../tutorial/story-checks.ts';
import { createTutorialSession } from '../../../tutorial/tutorial-session.ts';
import { jambGame } from '../jamb-game.ts';
import { jambScript, jambTutorialSetup } from './jamb-script.ts';

afterEach(() => setLanguage('en'));

const guided = () => createRoot(() => createTutorialSession(jambGame, jambTutorialSetup('Ana'), jambScript));

/** Every action the rules would take now. */
const legalNow = (state: JambState): readonly JambAction[] => jambRules.legalActions(state);

/** Plays the story through: at each step, the first action the rules allow and the story takes. */
function playThrough() {
  const session = guided();
  const cards: string[] = [];
  while (session.step() < jambScript.steps.length) {
    const step = jambScript.steps[session.step()]!;
    const wanted = legalNow(session.state()).find((action) => step.allows(action, session.state()));
    if (!wanted) throw new Error(`step ${step.id}: the seed's dice give no action the story takes`);
    const at = session.step();
    expect(session.dispatch(wanted)).toBe(true);
    if (session.step() !== at && session.explained()) cards.push(session.explained());
  }
  return { session, cards };
}

describe('the guided first game of Jamb', () => {
  it('comes true on its seed: two fives, three fives written in Free, three alike announced', () => {
    const { session, cards } = playThrough();
    const sheet = session.state().sheets[0]!;
    expect(sheet.free.fives).toBe(15);
    expect(sheet.announced.trips).toBe(3 * 6 + 10);
    expect(cards).toEqual([
      'You rolled 5 2 6 1 5.',
      'Now the dice show 5 5 3 2 5.',
      'You wrote 15 in Free, Fives: 3 × 5. Writing a cell ends the turn.',
      'You rolled 6 3 6 5 6.',
      'You announced Three of a kind.',
      'You wrote 28 in Announced, Three of a kind: 3 × 6 + 10.',
    ]);
  });

  it('refuses every action the story does not take now with a "Try: …", and the game stays as it was', () => {
    storyChecks(jambScript, guided, legalNow).refusesOffStory(60);
  });

  it('points at a cell of the sheet the rules offer when it asks for a write', () => {
    const session = guided();
    const cells = new Set(JAMB_COLUMNS.flatMap((c) => JAMB_CATEGORIES.map((g) => `[data-cell="${c}-${g}"]`)));
    while (session.step() < jambScript.steps.length) {
      const step = jambScript.steps[session.step()]!;
      const target = step.target(session.state());
      const cell = target.match(/\[data-cell="[a-z]+-[a-z]+"\]/)?.[0];
      if (cell) expect(cells.has(cell)).toBe(true);
      session.dispatch(legalNow(session.state()).find((action) => step.allows(action, session.state()))!);
    }
  });

  it('keeps nothing: the guided game is not saved, and it cannot be undone out of its story', async () => {
    await storyChecks(jambScript, guided, legalNow).keepsNothing(playThrough().session);
  });

  it('tells its story in every language', () => {
    for (const lang of LANGUAGES) {
      setLanguage(lang);
      const { cards } = playThrough();
      expect(cards).toHaveLength(6);
      expect(cards.every((card) => card.length > 0)).toBe(true);
      if (lang !== 'en') expect(cards[0]).not.toContain('You rolled');
    }
  });
});
