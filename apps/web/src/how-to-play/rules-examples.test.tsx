// @vitest-environment jsdom
// Every worked example on the rules pages agrees with @dicetable/rules, and every category, column,
// figure and mode id has its own section (the deep links of /jamb/rules#full and the like).
import {
  JAMB_CATEGORIES,
  JAMB_COLUMNS,
  type JambCategory,
  type JambOptions,
  scoreCategory,
} from '@dicetable/rules/jamb';
import { MODES, type RoundKind, rankingAfter, roundPips } from '@dicetable/rules/jamsumo';
import { type FigureContext, figuresOf, LABELS, type Owner, pointsOf } from '@dicetable/rules/yam-master';
import { render } from '@solidjs/testing-library';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jambSections } from '../games/jamb/rules-page/jamb-rules.tsx';
import { CategoryExample, JAMB_EXAMPLES } from '../games/jamb/rules-page/rules-examples.tsx';
import { jamSumoSections } from '../games/jamsumo/rules-page/jamsumo-rules.tsx';
import { GAME_EXAMPLE, ROUND_EXAMPLES } from '../games/jamsumo/rules-page/rules-examples.tsx';
import { LINE_BOARD, POINTS_BOARD, YAM_EXAMPLES } from '../games/yam-master/rules-page/rules-examples.tsx';
import { yamMasterSections } from '../games/yam-master/rules-page/yam-master-rules.tsx';
import { RulesDocument, type RulesSection } from './rules-document.tsx';

const diceOf = (element: Element) => (element.getAttribute('data-dice') ?? '').split(',').map(Number);

function renderRules(game: 'jamb' | 'yam-master' | 'jamsumo', sections: RulesSection[]) {
  return render(() => <RulesDocument game={game} sections={sections} />).container;
}

const dieArb = fc.integer({ min: 1, max: 6 });
const diceArb = fc.array(dieArb, { minLength: 5, maxLength: 5 });

describe('Jamb rules', () => {
  it('shows, for every example, the score the rules give its dice', () => {
    const page = renderRules('jamb', jambSections(undefined));
    const examples = [...page.querySelectorAll('[data-category]')];
    expect(examples).toHaveLength(Object.values(JAMB_EXAMPLES).flat().length);
    for (const example of examples) {
      const category = example.getAttribute('data-category') as JambCategory;
      const score = scoreCategory(category, diceOf(example));
      expect(example.querySelector('strong')?.textContent, `${category} ${diceOf(example)}`).toBe(
        String(score),
      );
    }
    // The Full house example of the issue: 5 2 5 5 2 is 49.
    expect(page.querySelector('[data-category="full"][data-dice="5,2,5,5,2"] strong')?.textContent).toBe(
      '49',
    );
  });

  it('has a section for every category and every column', () => {
    const page = renderRules('jamb', jambSections(undefined));
    for (const id of [...JAMB_CATEGORIES, ...JAMB_COLUMNS, 'goal', 'you-need', 'turn', 'categories'])
      expect(page.querySelector(`section[id="${id}"] h2, section[id="${id}"] h3`), id).not.toBeNull();
    for (const id of ['announcing', 'upper-bonus', 'middle', 'end', 'house-rules'])
      expect(page.querySelector(`section[id="${id}"]`), id).not.toBeNull();
  });

  it('follows the house rules of the game it was opened from', () => {
    const options: JambOptions = {
      straightByRoll: true,
      tripsBonus20: true,
      graduatedBonus: true,
      clampMiddle: true,
    };
    const page = renderRules('jamb', jambSections(options));
    expect(page.querySelector('[data-category="trips"][data-dice="4,4,4,2,6"] strong')?.textContent).toBe(
      '32',
    );
    expect(page.querySelector('#trips p')?.textContent).toContain('+ 20');
    expect(page.querySelector('#straight p')?.textContent).toContain('66');
    // Min above Max: the clamped middle is 0 where the signed one is negative.
    const middles = [...page.querySelectorAll('[data-sum="middle"]')].map((cell) => cell.textContent);
    expect(middles).toEqual(['57', '0']);
    expect(
      [...page.querySelectorAll('.rules-house-rule')].map((rule) => rule.getAttribute('data-on')),
    ).toEqual(['true', 'true', 'true', 'true']);
    const signed = renderRules('jamb', jambSections(undefined));
    expect([...signed.querySelectorAll('[data-sum="middle"]')].map((cell) => cell.textContent)).toEqual([
      '57',
      '-6',
    ]);
  });

  it('draws any dice with the score the rules give them, in every category and house rule', () => {
    fc.assert(
      fc.property(
        diceArb,
        fc.constantFrom(...JAMB_CATEGORIES),
        fc.record({
          straightByRoll: fc.boolean(),
          tripsBonus20: fc.boolean(),
          graduatedBonus: fc.boolean(),
          clampMiddle: fc.boolean(),
        }),
        (dice, category, options) => {
          const { container, unmount } = render(() => (
            <CategoryExample category={category} dice={dice} options={options} />
          ));
          const shown = container.querySelector('strong')?.textContent;
          unmount();
          return shown === String(scoreCategory(category, dice, options));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('Yam Master rules', () => {
  it('lists, for every example, exactly the squares the rules let its dice claim', () => {
    const page = renderRules('yam-master', yamMasterSections(undefined));
    const examples = [...page.querySelectorAll('[data-figures]')];
    expect(examples).toHaveLength(Object.values(YAM_EXAMPLES).flat().length);
    for (const example of examples) {
      const context = JSON.parse(example.getAttribute('data-context') ?? '{}') as FigureContext;
      expect(example.getAttribute('data-figures')).toBe(figuresOf(diceOf(example), context).join(' '));
    }
    // Every label is claimed by at least one of its own examples.
    for (const label of LABELS) {
      const claimed = [...page.querySelectorAll(`section[id="${label}"] [data-figures]`)].some((example) =>
        (example.getAttribute('data-figures') ?? '').split(' ').includes(label),
      );
      expect(claimed, label).toBe(true);
    }
  });

  it('has a section for every figure, and the boards score as the rules say', () => {
    const page = renderRules('yam-master', yamMasterSections(undefined));
    for (const id of [...LABELS, 'goal', 'you-need', 'turn', 'lines', 'end', 'points', 'house-rules'])
      expect(page.querySelector(`section[id="${id}"]`), id).not.toBeNull();
    const points = pointsOf(POINTS_BOARD as Owner[]);
    expect(page.querySelector('#points [data-points]')?.getAttribute('data-points')).toBe(points.join(' '));
    expect(page.querySelector('#points figcaption')?.textContent).toContain(String(points[0]));
    expect(page.querySelectorAll('#lines .ym-cell.winning')).toHaveLength(5);
    expect(LINE_BOARD.filter((owner) => owner === 0)).toHaveLength(5);
  });
});

describe('JamSumo rules', () => {
  it('counts each example round as the rules do, die by die', () => {
    const page = renderRules('jamsumo', jamSumoSections(undefined));
    for (const kind of ['jam', 'sumo'] as RoundKind[]) {
      const pips = roundPips(kind, ROUND_EXAMPLES[kind], 2);
      const players = [...page.querySelectorAll(`[data-round="${kind}"] [data-pips]`)];
      expect(players.map((player) => Number(player.getAttribute('data-pips')))).toEqual(pips);
      for (const [seat, player] of players.entries()) {
        const counted = [...player.querySelectorAll('[data-counts]')].map((die) =>
          Number(die.getAttribute('data-counts')),
        );
        expect(counted.reduce((a, b) => a + b, 0)).toBe(pips[seat]);
        expect(player.querySelector('strong')?.textContent).toContain(String(pips[seat]));
      }
    }
  });

  it('totals the example game with Jam as minus points, and names its winner', () => {
    const page = renderRules('jamsumo', jamSumoSections(undefined));
    const setup = {
      players: [
        { name: 'Ann', colour: 0 },
        { name: 'Bea', colour: 1 },
      ],
      mode: 'jamsumo' as const,
      table: 'pad' as const,
      firstMarker: 0,
    };
    const { ranking } = rankingAfter(
      setup,
      GAME_EXAMPLE.map((round) => ({ ...round, marker: 0 })),
    );
    const shown = [0, 1].map((seat) => Number(page.querySelector(`[data-total="${seat}"]`)?.textContent));
    expect(shown).toEqual([0, 1].map((seat) => ranking.find((entry) => entry.player === seat)!.score));
    const winner = ranking.find((entry) => entry.place === 1)!;
    expect(page.querySelector('#winner figure > figcaption')?.textContent).toContain(
      setup.players[winner.player]!.name,
    );
  });

  it('has a section for every part of the board, every mode and the scoring', () => {
    const page = renderRules('jamsumo', jamSumoSections(undefined));
    const ids = ['platforms', 'supply', 'placing', 'flicking', 'hole', 'sumo-line', 'falling-off'];
    for (const id of [...ids, 'round-score', 'winner', 'modes', ...MODES, 'house-rules'])
      expect(page.querySelector(`section[id="${id}"]`), id).not.toBeNull();
  });
});
