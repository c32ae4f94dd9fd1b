// What a reader of the rules pages alone can answer: the upper bonus's amount, what taking a Sec does to
// the turn, which diagonals score and which win, what every mark on the Yam Master board means, and that
// a JamSumo die may be put on any platform; and "Explain a rule" lands on its square before any roll.
import { columnTotals } from '@dicetable/rules/jamb';
import { expect, test } from '@playwright/test';
import { startYamMaster } from './start-game.ts';

test('Jamb: the upper bonus rule says its amount, and the whole contents is in view without a scroll box', async ({
  page,
}) => {
  await page.goto('/jamb/rules#upper-bonus');
  const bonus = columnTotals({ ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 15 }).bonus;
  await expect(page.locator('#upper-bonus [data-rule="upper-bonus"]')).toContainText(
    `at least 60, the column earns a bonus of ${bonus} points`,
  );
  const contents = page.locator('.rules-contents');
  // The contents never needs a scroll of its own: its last item comes into view with the page.
  expect(await contents.evaluate((nav) => nav.scrollHeight - nav.clientHeight)).toBeLessThanOrEqual(1);
  await page.locator('#house-rules').scrollIntoViewIfNeeded();
  await expect(contents.getByRole('link').last()).toBeInViewport();
});

test('Yam Master: Sec, the diagonals and every mark of the board are said in words', async ({ page }) => {
  await page.goto('/yam-master/rules');
  const sec = page.locator('[id="sec"]');
  await expect(sec).toContainText('your turn ends');
  await expect(sec).toContainText('you may roll again instead, and then the Sec is gone for this turn');
  await expect(sec).toContainText('A Sec square is one square like any other');
  await expect(page.locator('#lines')).toContainText('one of the two long diagonals from corner to corner');
  await expect(page.locator('#lines')).toContainText('the shorter diagonals have fewer than five squares');
  await expect(page.locator('#points')).toContainText('the shorter diagonals of four and of three squares');
  // Every sign the board draws on a square has a line of words in the legend.
  const onBoard = await page
    .locator('#you-need .ym-board .ym-label-glyph')
    .evaluateAll((glyphs) => [...new Set(glyphs.map((glyph) => glyph.textContent ?? ''))]);
  expect(onBoard.length).toBeGreaterThanOrEqual(7);
  const marks = page.getByTestId('board-marks');
  for (const glyph of onBoard) {
    const item = marks.locator('li').filter({ has: page.locator('.ym-label-glyph', { hasText: glyph }) });
    await expect(item, glyph).toHaveCount(1);
    expect((await item.textContent())!.length, glyph).toBeGreaterThan(glyph.length + 20);
  }
  // …and so has every frame, ring and dot a square can wear in play (board.tsx's classes).
  for (const [mark, words] of [
    ['brelan', 'at least three dice showing it'],
    ['tokens', 'A circle or a diamond'],
    ['lit', 'your token may go on this square now'],
    ['removable', 'with a Yam you may take this token off the board'],
    ['run', 'part of a run of three or four that scores'],
    ['winning', 'part of the line of five that won'],
    ['last-move', 'the square the last turn placed a token on or emptied'],
    ['hinted', 'a free square whose figure the dice can still make'],
  ] as const) {
    await expect(marks.locator(`[data-mark="${mark}"]`)).toContainText(words);
  }
  await expect(marks.locator('[data-mark="le8"]')).toContainText('Σ is the sign for a sum');
});

test('Yam Master: "Explain a rule" before the first roll opens the rules at the square asked about', async ({
  page,
}) => {
  await startYamMaster(page);
  await page.getByTestId('explain-toggle').click();
  await page.locator('.ym-cell[data-label="sec"]').first().click();
  const dialog = page.getByTestId('rules-dialog');
  await expect(dialog.getByTestId('rules-now')).toContainText('No dice rolled yet this turn.');
  await expect(dialog.locator('[id="sec"]')).toBeInViewport();
});

test('JamSumo: a die may be put on any platform, the round marker and the push height are explained', async ({
  page,
}) => {
  await page.goto('/jamsumo/rules');
  await expect(page.locator('#placing')).toContainText(
    'on any platform, showing 4 (not only the platform in front of you)',
  );
  await expect(page.locator('#platforms')).toContainText('In Jam every player may use any platform');
  await expect(page.locator('#winner')).toContainText(
    '◆ beside a player’s name shows who holds the round marker',
  );
  await expect(page.locator('#flicking')).toContainText('the slider “Where the finger pushes”');
  await expect(page.locator('#flicking')).toContainText('the die slides flat across the board (Slide)');
  // One drawing of the board, with its legend.
  await expect(page.locator('.rules-diagram')).toHaveCount(1);
});
