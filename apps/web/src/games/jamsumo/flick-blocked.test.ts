// A closed Flick always says why, and says it exactly when the rules leave nobody at the tablet a flick:
// for any spread of the dice, a flick is offered only when the rules take one, and every refusal has words.
import { type DieStatus, type JamSumoSetup, legalActions, newGame, ownerOf } from '@dicetable/rules/jamsumo';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, setLanguage } from '../../i18n/i18n.ts';
import '../../i18n/languages/all.ts';
import {
  type FlickMoment,
  flickBlock,
  flickBlockText,
  refusedSwipe,
  refusedSwipeText,
} from './flick-blocked.ts';
import type { Phase } from './game-controller.ts';
import { annAndBram, withDice } from './state-fixtures.ts';

afterEach(() => setLanguage('en'));

const setup = (mode: JamSumoSetup['mode']) => annAndBram(mode, 'flick', { computer: 'good' });

const statuses = fc.array(fc.constantFrom<DieStatus>('supply', 'play', 'out'), {
  minLength: 10,
  maxLength: 10,
});

describe('why a JamSumo flick cannot be made', () => {
  it('offers a flick exactly when the rules take one from the player at the tablet', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<JamSumoSetup['mode']>('jam', 'sumo'),
        statuses,
        fc.boolean(),
        (mode, spread, placed) => {
          const state = withDice(newGame(setup(mode)), spread);
          const legal = legalActions(state);
          const rulesTake =
            legal.some((action) => action.type === 'flick') ||
            (placed && legal.some((action) => action.type === 'place-and-flick'));
          if (legal.length === 0) return;
          const block = flickBlock({ phase: 'ready', state, computer: false, placed });
          expect(block === null).toBe(rulesTake);
          if (block) expect(block.key).toBe('place-first');
        },
      ),
    );
  });

  it('never lets the tablet flick for a computer, while dice move, or between rounds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Phase>('loading', 'failed', 'moving', 'round-over', 'over', 'ready'),
        statuses,
        fc.boolean(),
        (phase, spread, placed) => {
          const state = withDice(newGame(setup('jam')), spread);
          const moment: FlickMoment = { phase, state, computer: phase === 'ready', placed };
          const block = flickBlock(moment);
          expect(block).not.toBeNull();
          expect(flickBlockText(block)).not.toBe('');
        },
      ),
    );
  });

  it('names the computer that is flicking, in every language', () => {
    const state = { ...newGame(setup('sumo')), current: 1 };
    for (const lang of LANGUAGES) {
      setLanguage(lang);
      const text = flickBlockText(flickBlock({ phase: 'ready', state, computer: true, placed: false }));
      expect(text).toContain('Bram');
    }
    setLanguage('en');
    expect(
      flickBlockText(
        flickBlock({ phase: 'ready', state: newGame(setup('jam')), computer: false, placed: false }),
      ),
    ).toBe('Place a die first: tap a die in your supply, then the platform to put it on.');
    expect(flickBlockText(null)).toBe('');
  });
});

describe('what a swipe that took no die says', () => {
  it('on a rival’s die, whose die it is; beside a placed die, which die to flick; else the board’s own words', () => {
    fc.assert(
      fc.property(
        statuses,
        fc.nat({ max: 1 }),
        fc.integer({ min: -1, max: 9 }),
        fc.option(fc.nat({ max: 9 })),
        (spread, current, die, placedDie) => {
          const state = { ...withDice(newGame(setup('jam')), spread), current };
          const placed = placedDie === null ? null : { die: placedDie, placement: { platform: current } };
          const refused = refusedSwipe(state, die, placed);
          const text = refusedSwipeText(refused);
          if (die < 0) expect(refused).toBeNull();
          else if (ownerOf(die) !== current) {
            expect(refused).toEqual({ key: 'rival', name: state.setup.players[ownerOf(die)]!.name });
            expect(text).toContain(state.setup.players[ownerOf(die)]!.name);
            expect(text).not.toContain('beside your dice');
          } else if (placed && placed.die !== die) {
            expect(refused?.key).toBe('placed');
            expect(text).toMatch(/platform \d/);
          } else expect(text).toBe('');
        },
      ),
    );
  });

  it('names the rival at display time, in every language', async () => {
    const state = newGame(setup('jam'));
    const refused = refusedSwipe(state, 7, null);
    const texts = new Set<string>();
    for (const lang of LANGUAGES) {
      await setLanguage(lang);
      const text = refusedSwipeText(refused);
      expect(text).toContain('Bram');
      texts.add(text);
    }
    expect(texts.size).toBe(LANGUAGES.length);
    await setLanguage('en');
    expect(refusedSwipeText(refused)).toBe(
      'That die is Bram’s, so the swipe turns the board. Start on one of your own dice to flick it.',
    );
    expect(
      refusedSwipeText(
        refusedSwipe(
          {
            ...state,
            setup: {
              ...state.setup,
              players: [state.setup.players[0]!, { ...state.setup.players[1]!, name: 'Eva' }],
            },
          },
          7,
          null,
        ),
      ),
    ).toContain('Eva');
  });
});
