// How to play: every game's rules reached from the home card, the lobby and the "?" of a game screen,
// deep links, a rule explained with the dice on the table (every Jamb category, every Yam Master figure,
// a JamSumo round), the rules in every language, and (npm run screenshots) pictures of the pages at the
// three screen sizes.
import { JAMB_CATEGORIES, type JambCategory, scoreCategory } from '@dicetable/rules/jamb';
import { figuresOf, LABELS, type Label } from '@dicetable/rules/yam-master';
import { expect, type Page, test } from '@playwright/test';
import { panelFlick } from './jamsumo-hand.ts';
import { keepingScreenshots, keepScreenshot } from './keep-screenshot.ts';
import { chooseLanguage } from './saved-settings.ts';
import { startJambGame, startJamSumo, startYamMaster } from './start-game.ts';

// The rules are explained with the dice where they came to rest: with less motion asked for, the app shows
// each roll and flick at its end at once, as it does for a player who asks so, and these pages wait for no
// animation. Rolls and flicks as they move are seen in the games' own tests.
test.use({ reducedMotion: 'reduce' });

const GAMES = [
  { id: 'jamb', name: 'Jamb' },
  { id: 'yam-master', name: 'Yam Master' },
  { id: 'jamsumo', name: 'JamSumo' },
] as const;

const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
];

const CATEGORY_NAMES: Record<JambCategory, string> = {
  ones: 'Ones',
  twos: 'Twos',
  threes: 'Threes',
  fours: 'Fours',
  fives: 'Fives',
  sixes: 'Sixes',
  max: 'Max',
  min: 'Min',
  trips: 'Three of a kind',
  straight: 'Straight',
  full: 'Full house',
  carre: 'Four of a kind',
  jamb: 'Jamb',
};

const FIGURE_NAMES: Record<Label, string> = {
  '1': 'Three 1s',
  '2': 'Three 2s',
  '3': 'Three 3s',
  '4': 'Three 4s',
  '5': 'Three 5s',
  '6': 'Three 6s',
  full: 'Full',
  carre: 'Carré',
  yam: 'Yam',
  suite: 'Suite',
  le8: '≤ 8',
  sec: 'Sec',
  defi: 'Défi',
};

const rulesHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name: `How to play ${name}` });

async function openRules(page: Page, game: string, name: string) {
  await page.goto(`/${game}/rules`);
  await expect(rulesHeading(page, name)).toBeVisible();
  await expect(page.locator('.rules-section').first()).toBeVisible();
}

/** The dice on the tray, in order, read from their buttons ("Die 1: 5"). */
async function trayDice(page: Page): Promise<number[]> {
  const names = await page
    .getByRole('button', { name: /^Die \d: [1-6]/ })
    .evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
    );
  return names.map((name) => Number(/^Die \d: ([1-6])/.exec(name)?.[1]));
}

async function closeRules(page: Page) {
  const dialog = page.getByTestId('rules-dialog');
  await dialog.getByRole('button', { name: 'Back to the game' }).click();
  await expect(dialog).toHaveCount(0);
}

test('each game’s rules open from its home card and its lobby, and deep links land on their section', async ({
  page,
}) => {
  for (const { id, name } of GAMES) {
    await page.goto('/');
    await page.getByRole('link', { name: `How to play ${name}` }).click();
    await expect(rulesHeading(page, name)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${id}/rules$`));
    await page.goto(`/${id}`);
    await page.getByTestId('rules-link').click();
    await expect(rulesHeading(page, name)).toBeVisible();
  }
  await page.goto('/jamb/rules#full');
  await expect(page.locator('#full')).toBeInViewport();
  await expect(page.locator('#full')).toContainText('Five equal dice are not a full house.');
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Announcing' }).click();
  await expect(page.locator('#announcing')).toBeInViewport();
  await expect(page).toHaveURL(/\/jamb\/rules#announcing$/);
  await page.goto('/yam-master/rules#sec');
  await expect(page.locator('[id="sec"]')).toBeInViewport();
  await page.goto('/jamsumo/rules#sumo-line');
  await expect(page.locator('#sumo-line')).toBeInViewport();
  // The board is drawn once, in "What you need", with the Sumo line in its legend.
  await expect(page.locator('#you-need svg[role="img"]')).toHaveCount(1);
  await expect(page.locator('#you-need .rules-legend')).toContainText('Sumo line');
});

test('Jamb: the ? opens the rules over the game, and every category and column is explained with the dice rolled', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await startJambGame(page, { players: ['Ana'], rules: ['Three of a kind: bonus 20 instead of 10'] });
  const dice = await trayDice(page);
  expect(dice).toHaveLength(5);

  // The rules open over the game with this game's house rules, and close back to the same turn.
  await page.getByRole('button', { name: 'Rules of Jamb' }).click();
  const dialog = page.getByTestId('rules-dialog');
  await expect(dialog.getByRole('heading', { name: 'How to play Jamb' })).toBeVisible();
  await expect(dialog.locator('#house-rules [data-on="true"]')).toContainText('bonus 20 instead of 10');
  await expect(dialog.locator('#trips')).toContainText('3 × that value + 20');
  await closeRules(page);
  await expect(page.getByText('Roll 1 of 3')).toBeVisible();
  expect(await trayDice(page)).toEqual(dice);

  const options = { straightByRoll: false, tripsBonus20: true, graduatedBonus: false, clampMiddle: false };
  for (const category of JAMB_CATEGORIES) {
    await page.getByTestId('explain-toggle').click();
    await page.getByRole('button', { name: `Explain: ${CATEGORY_NAMES[category]}` }).click();
    const now = dialog.getByTestId('rules-now');
    const score = scoreCategory(category, dice, options, 1);
    await expect(now).toContainText(
      `${dice.join(' ')} is worth ${score} in ${CATEGORY_NAMES[category]} here`,
    );
    await expect(dialog.locator(`[id="${category}"]`)).toBeInViewport();
    await closeRules(page);
  }
  await page.getByTestId('explain-toggle').click();
  await page.getByRole('button', { name: 'Explain: Up' }).click();
  await expect(dialog.getByTestId('rules-now')).toHaveText('Open for you now in this column: Jamb.');
  await expect(dialog.locator('#up')).toContainText('From bottom to top');
  await closeRules(page);
  await page.getByTestId('explain-toggle').click();
  await page.getByRole('button', { name: 'Explain: Announced' }).click();
  await expect(dialog.getByTestId('rules-now')).toContainText('until you announce a category');
  await closeRules(page);
  // Nothing was played while asking: the same turn, the same dice.
  await expect(page.getByText('Roll 1 of 3')).toBeVisible();
  expect(await trayDice(page)).toEqual(dice);
});

test('Yam Master: every figure’s square is explained with the dice of the first roll', async ({ page }) => {
  test.setTimeout(180_000);
  await startYamMaster(page, { roll: true });
  const dice = await trayDice(page);
  const claimed = figuresOf(dice, { firstRoll: true });
  const dialog = page.getByTestId('rules-dialog');
  for (const label of LABELS) {
    await page.getByTestId('explain-toggle').click();
    await page.locator(`.ym-cell[data-label="${label}"]`).first().click();
    const words = `${dice.join(' ')} may ${claimed.includes(label) ? '' : 'not '}claim a ${FIGURE_NAMES[label]} square now.`;
    await expect(dialog.getByTestId('rules-now')).toContainText(words);
    await expect(dialog.locator(`[id="${label}"]`)).toBeInViewport();
    await closeRules(page);
  }
  // Asking placed nothing.
  await expect(page.locator('.ym-cell[data-owner="0"]')).toHaveCount(0);
  expect(await trayDice(page)).toEqual(dice);
});

test('JamSumo: a round’s result is explained die by die', async ({ page }) => {
  test.setTimeout(300_000);
  await startJamSumo(page, 'Sumo', ['Ann', 'Bram'], { hand: 0 });
  const turn = page.getByTestId('turn');
  const result = page.getByTestId('round-result');
  await expect(turn).toHaveText('Ann’s turn', { timeout: 30_000 });
  // Sumo: every nudge touches no rival die, so the nudged die leaves the round; Ann runs out first.
  for (let flick = 0; flick < 12; flick++) {
    await expect(turn.filter({ hasText: /’s turn$/ }).or(result)).toBeVisible({ timeout: 60_000 });
    if (await result.isVisible()) break;
    await panelFlick(page, 0, 5, 0);
  }
  await expect(result).toBeVisible();
  const pips = await page.getByTestId('round-score-1').locator('.js-round-pips').textContent();
  await result.getByRole('button', { name: 'How was this counted?' }).click();
  const now = page.getByTestId('rules-dialog').getByTestId('rules-now');
  await expect(now).toContainText('This round, die by die:');
  await expect(now).toContainText(`Bram counts ${pips}`);
  await expect(now).toContainText('Ann counts 0');
  await expect(page.getByTestId('rules-dialog').locator('#round-score')).toBeInViewport();
  await closeRules(page);
  await expect(result).toBeVisible();
});

for (const [lang, title] of [
  ['nl', 'Zo speel je'],
  ['de', 'So spielt man'],
  ['pt', 'Como jogar'],
] as const) {
  test(`the rules pages leave no English in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    const english: Record<string, string[]> = {};
    for (const { id, name } of GAMES) {
      await openRules(page, id, name);
      english[id] = await page
        .locator('.rules')
        .evaluate((root) =>
          [...root.querySelectorAll('p, h2, h3, li, figcaption, caption, a')]
            .map((element) => element.textContent?.trim() ?? '')
            .filter((text) => text.length >= 20 && /\s/.test(text)),
        );
      expect(english[id]!.length).toBeGreaterThan(20);
    }
    await page.goto('/settings');
    await chooseLanguage(page, lang);
    for (const { id, name } of GAMES) {
      await page.goto(`/${id}/rules`);
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(`${title}.*${name}|${name}`) }),
      ).toBeVisible();
      await expect(page.locator('.rules-section').first()).toBeVisible();
      const text = (await page.locator('main').textContent()) ?? '';
      const left = english[id]!.filter((sentence) => text.includes(sentence));
      expect(left, `${id} in ${lang}`).toEqual([]);
    }
  });
}

// Pictures only, for a person to look at: the layout sweep (every-screen.spec.ts) checks these pages.
if (keepingScreenshots) {
  for (const { id, name } of GAMES) {
    test(`${name}: the rules page at the three screen sizes`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await openRules(page, id, name);
        await keepScreenshot(page, `rules-${id}-${size.width}x${size.height}`);
      }
    });
  }
}
