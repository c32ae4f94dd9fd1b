import { readFileSync } from 'node:fs';
import { createReferenceOdds } from '@dicetable/engine';
import { expect, type Page, test } from '@playwright/test';
import { savesKept } from './saved-games.ts';
import { startJambGame } from './start-game.ts';

const soloLog = readFileSync(
  new URL('../../../packages/rules/src/jamb/fixtures/solo-real-dice.log.json', import.meta.url),
  'utf8',
);

// The throws of a solo game, one per category, with their scores worked out by hand:
const THROWS: Record<string, number[]> = {
  ones: [1, 1, 1, 2, 3], // 3
  twos: [2, 2, 2, 2, 5], // 8
  threes: [3, 3, 3, 3, 1], // 12
  fours: [4, 4, 4, 4, 2], // 16
  fives: [5, 5, 5, 5, 3], // 20
  sixes: [6, 6, 6, 6, 1], // 24  → upper 83, bonus 30
  max: [6, 6, 6, 5, 5], // 28
  min: [1, 1, 2, 1, 2], // 7    → middle 3 × (28 − 7) = 63
  trips: [4, 4, 4, 1, 2], // 3 × 4 + 10 = 22
  straight: [2, 3, 4, 5, 6], // 45
  full: [3, 3, 3, 5, 5], // 19 + 30 = 49
  carre: [6, 6, 6, 6, 2], // 24 + 40 = 64
  jamb: [5, 5, 5, 5, 5], // 25 + 50 = 75 → lower 255
};
const CATEGORIES = Object.keys(THROWS);
// Each full column: 83 + 30 + 63 + 255 = 431. Free writes jamb with no jamb (0): 431 − 75 = 356.
const COLUMN_TOTAL = 431;
const FREE_TOTAL = 356;
const GRAND_TOTAL = COLUMN_TOTAL * 3 + FREE_TOTAL; // 1649

/** Taps the keypad's value buttons in sequence. */
async function tapDice(page: Page, values: number[]) {
  const keypad = page.locator('.dice-keypad');
  for (const value of values) await keypad.locator(`[data-key="${value}"]`).click();
}

/** The keypad also takes the digits 1–6 from a keyboard: the fastest way through 52 turns. */
async function typeDice(page: Page, values: number[]) {
  await expect(page.locator('.dice-keypad-slot')).toHaveCount(values.length);
  await page.keyboard.type(values.join(''));
}

const cell = (page: Page, column: string, category: string) =>
  page.locator(`.jamb-table [data-cell="${column}-${category}"]`);

interface Turn {
  dice: number[];
  column: string;
  category: string;
}

/**
 * Plays turns through the real controls — keypad keys, the Announce control, the cell button — with
 * DOM clicks inside the page, so 52 turns take no round trip per tap. Each click is checked to exist,
 * so a control the screen does not offer fails the test.
 */
async function playTurnsInPage(page: Page, turns: Turn[]) {
  await page.evaluate((list) => {
    const click = (selector: string) => {
      const element = document.querySelector<HTMLButtonElement>(selector);
      if (!element || element.disabled) throw new Error(`not offered: ${selector}`);
      element.click();
    };
    for (const { dice, column, category } of list) {
      for (const value of dice) click(`.dice-keypad [data-key="${value}"]`);
      if (column === 'announced') {
        click('.jamb-announce');
        click(`[data-announce="${category}"]`);
      }
      click(`.jamb-table [data-cell="${column}-${category}"] button`);
    }
  }, turns);
}

test('a full solo game of 52 turns with real dice ends on the hand-computed totals', async ({ page }) => {
  test.setTimeout(120_000);
  await startJambGame(page, { players: ['Ana'], dice: 'Real dice', roll: false });
  const turns = (column: string, categories: string[]) =>
    categories.map((category) => ({ dice: THROWS[category]!, column, category }));

  // The first turn by taps on the keypad, the rest of the column in the page.
  await tapDice(page, THROWS.ones!);
  await cell(page, 'down', 'ones').getByRole('button').click();
  await expect(cell(page, 'down', 'ones')).toHaveText('3');
  await playTurnsInPage(page, turns('down', CATEGORIES.slice(1)));
  await expect(cell(page, 'down', 'total')).toHaveText(String(COLUMN_TOTAL));

  await playTurnsInPage(page, turns('up', [...CATEGORIES].reverse().slice(0, -1)));
  // Up ends with a reroll: 1 2 3 4 5, keep the 1, throw four dice again → 1 1 1 2 3.
  await typeDice(page, [1, 2, 3, 4, 5]);
  await page.locator('[data-die="0"]').click();
  await typeDice(page, [1, 1, 2, 3]);
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Roll 2 of 3');
  await cell(page, 'up', 'ones').getByRole('button').click();
  await expect(cell(page, 'up', 'total')).toHaveText(String(COLUMN_TOTAL));

  await playTurnsInPage(page, turns('free', CATEGORIES.slice(0, -1)));
  // No jamb in free: writing a zero asks first.
  await typeDice(page, [1, 2, 3, 4, 6]);
  await cell(page, 'free', 'jamb').getByRole('button').click();
  await expect(page.getByRole('dialog')).toContainText('score 0');
  await page.getByRole('dialog').getByRole('button', { name: 'Write 0' }).click();
  await expect(cell(page, 'free', 'total')).toHaveText(String(FREE_TOTAL));

  // Announced: every turn announces after its throw.
  await playTurnsInPage(page, turns('announced', CATEGORIES.slice(0, -1)));
  await typeDice(page, THROWS.jamb!);
  await page.getByRole('button', { name: 'Announce', exact: true }).click();
  await page.locator('[data-announce="jamb"]').click();
  await cell(page, 'announced', 'jamb').getByRole('button').click();

  const end = page.locator('.jamb-finished');
  await expect(end.getByRole('heading', { name: 'Game over' })).toBeVisible();
  await expect(end.getByTestId('jamb-ranking')).toContainText(`Ana${GRAND_TOTAL} points`);
  const sheet = end.locator('.jamb-sheet');
  for (const column of ['down', 'up', 'announced']) {
    await expect(sheet.locator(`[data-cell="${column}-upper"]`)).toHaveText('83');
    await expect(sheet.locator(`[data-cell="${column}-bonus"]`)).toHaveText('30');
    await expect(sheet.locator(`[data-cell="${column}-middle"]`)).toHaveText('63');
    await expect(sheet.locator(`[data-cell="${column}-lower"]`)).toHaveText('255');
    await expect(sheet.locator(`[data-cell="${column}-total"]`)).toHaveText(String(COLUMN_TOTAL));
  }
  await expect(sheet.locator('[data-cell="free-jamb"]')).toHaveText('0');
  await expect(sheet.locator('[data-cell="free-total"]')).toHaveText(String(FREE_TOTAL));
  await expect(sheet.getByTestId('jamb-grand-total')).toHaveText(String(GRAND_TOTAL));

  await page.goto('/jamb');
  await expect(page.getByRole('list', { name: 'Finished games' })).toContainText(
    `Ana won with ${GRAND_TOTAL}`,
  );
});

test('a reload in the middle of a turn restores the dice, the holds and the announcement', async ({
  page,
}) => {
  await startJambGame(page, { players: ['Ana', 'Bram'], roll: false });
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await page.locator('[data-die="0"]').click();
  await page.locator('[data-die="2"]').click();
  await page.getByRole('button', { name: 'Announce', exact: true }).click();
  await page.locator('[data-announce="full"]').click();
  await expect(page.getByTestId('jamb-announced')).toContainText('Announced: Full house');
  const dice = page.locator('.dice-die');
  const values = await dice.evaluateAll((all) => all.map((die) => die.getAttribute('data-value')));
  expect(values.every((value) => /^[1-6]$/.test(value ?? ''))).toBe(true);

  await savesKept(page);
  await page.reload();
  await expect(page.getByTestId('jamb-current-player')).toHaveText('Ana’s turn');
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Roll 1 of 3');
  await expect(page.getByTestId('jamb-announced')).toContainText('Announced: Full house');
  expect(await dice.evaluateAll((all) => all.map((die) => die.getAttribute('data-value')))).toEqual(values);
  expect(await dice.evaluateAll((all) => all.map((die) => die.getAttribute('aria-pressed')))).toEqual([
    'true',
    'false',
    'true',
    'false',
    'false',
  ]);
  // Only the announced cell can be written now, and the game goes on from here.
  await expect(page.locator('.jamb-table .jamb-cell-button')).toHaveCount(1);
  await expect(cell(page, 'announced', 'full').getByRole('button')).toBeVisible();
  await page.getByRole('button', { name: 'Roll again' }).click();
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Roll 2 of 3');
  expect(await dice.nth(0).getAttribute('data-value')).toBe(values[0]);
  expect(await dice.nth(2).getAttribute('data-value')).toBe(values[2]);
  // Writing ends the turn: the tablet goes to the next player.
  await cell(page, 'announced', 'full').getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Write a zero?' });
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Write 0' }).click();
  await expect(page.getByRole('heading', { name: 'Pass the tablet to Bram' })).toBeVisible();
  await page.getByRole('button', { name: 'I am Bram: start my turn' }).click();
  await expect(page.getByTestId('jamb-current-player')).toHaveText('Bram’s turn');
  // Bram can look at Ana's sheet (read-only) and come back to his own.
  await page.getByRole('button', { name: /^Ana: \d+\. Show this score sheet$/ }).click();
  await expect(page.locator('.jamb-table caption')).toHaveText('Score sheet of Ana');
  await expect(cell(page, 'announced', 'full')).toHaveText(/^\d+$/);
  await expect(page.locator('.jamb-table .jamb-cell-button')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to the sheet of Bram' }).click();
  await expect(page.locator('.jamb-table caption')).toHaveText('Score sheet of Bram');
});

test('the screen offers only legal actions', async ({ page }) => {
  await startJambGame(page, { players: ['Ana'], roll: false });
  const buttons = page.locator('.jamb-table .jamb-cell-button');
  const announce = page.getByRole('button', { name: 'Announce', exact: true });
  await expect(buttons).toHaveCount(0);
  await expect(announce).toHaveCount(0);
  await expect(page.locator('.dice-die').first()).toBeDisabled();
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  // Down: only ones; up: only jamb; free: all 13; announced: none without an announcement.
  await expect(buttons).toHaveCount(15);
  await expect(cell(page, 'down', 'ones').getByRole('button')).toBeVisible();
  await expect(cell(page, 'down', 'twos')).toHaveClass(/closed/);
  await expect(cell(page, 'up', 'jamb').getByRole('button')).toBeVisible();
  await expect(cell(page, 'announced', 'jamb')).toHaveClass(/closed/);
  await expect(announce).toBeVisible();
  await page.getByRole('button', { name: 'Roll again' }).click();
  await expect(announce).toHaveCount(0);
  // Holding every die leaves nothing to roll.
  for (let die = 0; die < 5; die++) await page.locator(`[data-die="${die}"]`).click();
  await expect(page.getByRole('button', { name: 'Roll again' })).toBeDisabled();
  await page.locator('[data-die="4"]').click();
  await page.getByRole('button', { name: 'Roll again' }).click();
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Roll 3 of 3');
  await expect(page.getByRole('button', { name: 'Roll again' })).toBeDisabled();
  await expect(page.locator('.dice-die').first()).toBeDisabled();
  // A throw stands: Undo does not take back the third roll, and a tap on it says why in words.
  await expect(page.getByTestId('jamb-undo')).toBeDisabled();
  await page.getByTestId('jamb-undo').click({ force: true });
  await expect(page.getByTestId('jamb-undo-why')).toHaveText(
    'A throw stands: dice once thrown can’t be taken back.',
  );
  await expect(page.getByTestId('jamb-roll-count')).toHaveText('Roll 3 of 3');
});

test('hints show the engine’s chance and expected points and follow a hold', async ({ page }) => {
  await startJambGame(page, { players: ['Ana'], dice: 'Real dice', roll: false });
  await page.getByTestId('jamb-hints-toggle').click();
  await expect(page.getByTestId('jamb-hints-toggle')).toHaveAttribute('aria-pressed', 'true');
  const reference = createReferenceOdds();
  const text = (odds: { probability: number; expected?: number }) =>
    `${Math.round(odds.probability * 100)}% · ${odds.expected!.toFixed(1)}`;
  const wholeTurn = reference.query({ game: 'jamb', rollsLeft: 3 }).targets.sixes!;
  const sixes = cell(page, 'free', 'sixes').locator('.jamb-hint');
  await expect(sixes).toHaveAttribute('data-hint', text(wholeTurn));

  await tapDice(page, [6, 6, 2, 3, 6]);
  const after = reference.query({ game: 'jamb', dice: [6, 6, 2, 3, 6], rollsLeft: 2 }).targets.sixes!;
  await expect(sixes).toHaveAttribute('data-hint', text(after));
  await page.locator('[data-die="2"]').click();
  const given = reference.query({ game: 'jamb', dice: [6, 6, 2, 3, 6], rollsLeft: 2, hold: [2] }).given!
    .targets.sixes!;
  expect(text(given)).not.toBe(text(after));
  await expect(sixes).toHaveAttribute('data-hint', text(given));
  // Choosing the hint of sixes lights up the three sixes.
  await page.getByRole('button', { name: 'Show which dice to keep for Sixes' }).click();
  await expect(page.locator('.dice-die.suggested')).toHaveCount(3);
  expect(
    await page
      .locator('.dice-die.suggested')
      .evaluateAll((all) => all.map((d) => d.getAttribute('data-value'))),
  ).toEqual(['6', '6', '6']);
});

const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

test('game files: corrupt, foreign and newer ones are refused, a valid one opens, export gives it back', async ({
  page,
}) => {
  await page.goto('/jamb');
  const importFile = (text: string) =>
    page
      .getByTestId('jamb-import')
      .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  const status = page.getByRole('status').filter({ hasText: /Import/ });
  await importFile('{ not json');
  await expect(status).toHaveText('Import refused: the file is not valid JSON. Nothing was changed.');
  await importFile(JSON.stringify({ format: 'something-else' }));
  await expect(status).toContainText('not a Dicetable game file');
  await importFile(JSON.stringify({ ...JSON.parse(soloLog), version: 2 }));
  await expect(status).toContainText('newer Dicetable');
  const broken = JSON.parse(soloLog);
  broken.actions[3] = { type: 'write', column: 'down', category: 'jamb' };
  await importFile(JSON.stringify(broken));
  await expect(status).toContainText('action 4 in the file breaks the rules');
  await expect(page.getByTestId('jamb-saved-game')).toHaveCount(0);

  await importFile(soloLog);
  await expect(page).toHaveURL(/\/jamb\/play\//);
  await expect(page.locator('.jamb-finished').getByTestId('jamb-grand-total')).toHaveText('1649');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export game file' }).click();
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  // The game comes back as it was played; a seed the file named never leaves again (a file tells the past).
  const { seed: _named, ...setup } = JSON.parse(soloLog).setup;
  expect(JSON.parse(soloLog).setup.seed).toBeDefined();
  expect(exported).toEqual({ ...JSON.parse(soloLog), setup });

  // The filled sheet prints on one A4 landscape page, and so does the blank one.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.jamb-print-area .jamb-sheet')).toBeVisible();
  await expect(page.locator('.page-header')).toBeHidden();
  expect(pdfPages(await page.pdf({ preferCSSPageSize: true }))).toBe(1);
  await page.goto('/jamb/print');
  await expect(page.locator('.jamb-sheet')).toBeVisible();
  expect(pdfPages(await page.pdf({ preferCSSPageSize: true }))).toBe(1);
});
