import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { panelFlick, restingDiePoint } from './jamsumo-hand.ts';
import { savesKept } from './saved-games.ts';
import { startJamSumo } from './start-game.ts';

// These tests see the game as a player does: the words, the buttons and the board's pixels. Only the
// test build's probe on the canvas says where a die is drawn, so a swipe can start on it.

/** The board as drawn once it stops changing (the words laid over it left out). */
async function stillBoard(canvas: Locator): Promise<Buffer> {
  const shot = () =>
    canvas.screenshot({ style: '.js-news, .board-turn-buttons, .board-aim { visibility: hidden; }' });
  let previous = await shot();
  let still = false;
  await expect
    .poll(
      async () => {
        const next = await shot();
        still = next.equals(previous);
        previous = next;
        return still;
      },
      { message: 'the board never came to rest on screen', intervals: [250], timeout: 30_000 },
    )
    .toBe(true);
  return previous;
}

async function placeSupplyDie(page: Page, platform: number) {
  await page.getByTestId('supply-die').first().click();
  await page.getByRole('button', { name: `Put the die on platform ${platform}` }).click();
}

test('a swipe on an own die flicks it, the turn passes, and a reload restores the board', async ({
  page,
}) => {
  await startJamSumo(page, 'Sumo', ['Ann', 'Bram'], { hand: 0 });
  const canvas = page.locator('canvas.board-canvas');
  const box = (await canvas.boundingBox())!;
  // Let the board finish turning towards Ann: her first die stops moving on screen.
  const point = await restingDiePoint(canvas, 0);
  const before = await stillBoard(canvas);
  const start = { x: box.x + point.x, y: box.y + point.y + 3 };
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) {
    const f = step / 8;
    await page.mouse.move(start.x + (centre.x - start.x) * f * 0.2, start.y + (centre.y - start.y) * f * 0.2);
  }
  await page.mouse.up();
  // A short swipe: the die slides a hand's width, touches no rival and is removed (a miss).
  await expect(page.getByTestId('turn')).toHaveText('Bram’s turn', { timeout: 45_000 });
  await expect(page.getByTestId('news')).toContainText('Ann’s die');
  await expect(page.getByTestId('in-play-0')).toHaveText('4 in play');
  const after = await stillBoard(canvas);
  expect(after.equals(before)).toBe(false);

  // The board after a reload is the board the flick left, pixel for pixel.
  await savesKept(page);
  await page.reload();
  await expect(page.getByTestId('turn')).toHaveText('Bram’s turn', { timeout: 30_000 });
  expect((await stillBoard(canvas)).equals(after)).toBe(true);
});

test('on a phone, a die drawn small is a finger-sized target, and the near side zooms in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startJamSumo(page, 'Sumo', ['Ann', 'Bram'], { hand: 0 });
  const canvas = page.locator('canvas.board-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  // Ann's dice stand 1.8 die sizes apart on her Sumo line (engine: sumoStartPositions).
  const drawnSize = async () => {
    const left = await restingDiePoint(canvas, 1);
    const right = await restingDiePoint(canvas, 2);
    return Math.hypot(right.x - left.x, right.y - left.y) / 1.8;
  };
  const reach = () =>
    canvas.evaluate((c) =>
      (c as unknown as { boardView: { dieReach(d: number): number } }).boardView.dieReach(2),
    );
  const drawn = await drawnSize();
  const zoom = page.getByRole('button', { name: 'Zoom in on your side of the board' });
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  const zoomed = await drawnSize();
  console.log(
    `JamSumo die on a 390×844 phone: drawn ${drawn.toFixed(1)} px, zoomed in ${zoomed.toFixed(1)} px, touch target ${2 * (await reach())} px`,
  );
  expect(zoomed / drawn).toBeCloseTo(1.7, 1);
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  expect(2 * (await reach())).toBeGreaterThanOrEqual(44);
  // Below the middle die, well outside what is drawn of it: the swipe still takes that die.
  const middle = await restingDiePoint(canvas, 2);
  const offset = Math.max(drawn, 16);
  expect(offset).toBeGreaterThan(drawn / 2);
  const start = { x: box.x + middle.x, y: box.y + middle.y + offset };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(start.x, start.y - step * 10);
  await page.mouse.up();
  await expect(page.getByTestId('turn')).toHaveText('Bram’s turn', { timeout: 45_000 });
  await expect(page.getByTestId('news')).toContainText('Ann’s die');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a Sumo flick that touches no rival die removes the die', async ({ page }) => {
    await startJamSumo(page, 'Sumo', ['Ann', 'Bram'], { hand: 0 });
    await expect(page.getByTestId('in-play-0')).toHaveText('5 in play');
    await panelFlick(page, 0, 5, 0);
    await expect(page.getByTestId('news')).toContainText(
      'Miss: Ann’s die touched no rival die and is removed.',
    );
    await expect(page.getByTestId('in-play-0')).toHaveText('4 in play');
    await expect(page.getByTestId('turn')).toHaveText('Bram’s turn');
    // A flick stands, as a throw does: Undo takes nothing back and says why in words.
    const undo = page.getByTestId('js-undo');
    await expect(undo).toHaveAttribute('aria-disabled', 'true');
    await expect(undo).toHaveAccessibleDescription(
      'A flick stands: the dice stay where they came to rest, as on the wooden board.',
    );
    await undo.click({ force: true });
    await expect(page.getByTestId('js-undo-why')).toHaveText(
      'A flick stands: the dice stay where they came to rest, as on the wooden board.',
    );
    await expect(page.getByTestId('in-play-0')).toHaveText('4 in play');
    await expect(page.getByTestId('turn')).toHaveText('Bram’s turn');

    // A saved game whose flicks no longer give the recorded board (another physics engine) still
    // opens: every flick is kept and play goes on from where the dice lay, with a notice.
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('dicetable');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const store = db.transaction('games', 'readwrite').objectStore('games');
      const games = await new Promise<{ game: string; log: { actions: { strength: number }[] } }[]>(
        (resolve) => {
          const request = store.getAll();
          request.onsuccess = () => resolve(request.result);
        },
      );
      const game = games.find((g) => g.game === 'jamsumo')!;
      game.log.actions[0]!.strength = 0.9;
      await new Promise((resolve) => {
        store.put(game).onsuccess = resolve;
      });
    });
    await page.reload();
    await expect(page.getByTestId('notice')).toContainText('earlier version of the dice physics', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('turn')).toHaveText('Bram’s turn');
    await expect(page.getByTestId('in-play-0')).toHaveText('4 in play');
    await panelFlick(page, 0, 5, 0);
    await expect(page.getByTestId('turn')).toHaveText('Ann’s turn');
  });

  test('a supply die dragged onto the board lands on the nearest platform, and can be taken back', async ({
    page,
  }) => {
    await startJamSumo(page, 'Jam', ['Ann', 'Bram'], { hand: 0 });
    const die = (await page.getByTestId('supply-die').first().boundingBox())!;
    const box = (await page.locator('canvas.board-canvas').boundingBox())!;
    await page.mouse.move(die.x + die.width / 2, die.y + die.height / 2);
    await page.mouse.down();
    // Ann's platform is turned towards her: the lower edge of the board.
    for (let step = 1; step <= 6; step++) {
      const f = step / 6;
      await page.mouse.move(
        die.x + (box.x + box.width / 2 - die.x) * f,
        die.y + (box.y + box.height * 0.85 - die.y) * f,
      );
    }
    await page.mouse.up();
    await expect(page.getByText('The die is on platform 1. Now swipe it.').first()).toBeVisible();
    await expect(page.getByTestId('player-0').locator('.js-supply .die-face')).toHaveCount(4);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('supply-die')).toHaveCount(5);
  });

  test('a Jam round played to its end with fixed flicks gives the expected scores', async ({ page }) => {
    test.setTimeout(150_000);
    await startJamSumo(page, 'Jam', ['Ann', 'Bram'], { hand: 0 });
    for (let turn = 0; turn < 5; turn++) {
      // Ann puts a die on her platform and flicks it straight at the hole.
      await expect(page.getByTestId('turn')).toHaveText('Ann’s turn');
      await placeSupplyDie(page, 1);
      await panelFlick(page, 0, 48, 15);
      await expect(page.getByTestId('news')).toContainText('Ann’s die dropped into the hole.');
      if (turn === 4) break;
      // Bram only nudges his dice off his platform: they stay flat, showing 4.
      await expect(page.getByTestId('turn')).toHaveText('Bram’s turn');
      await placeSupplyDie(page, 2);
      await panelFlick(page, 0, 10, 0);
    }
    const result = page.getByTestId('round-result');
    await expect(result).toBeVisible();
    await expect(page.getByTestId('round-score-0')).toContainText('0');
    await expect(page.getByTestId('round-score-1').locator('.js-round-pips')).toHaveText('20');
    await expect(result).toContainText('The round marker passes to Bram.');
    // Jam: the fewest pips win the round.
    await expect(page.getByTestId('round-winner')).toHaveText('Ann won the round.');
    await result.getByRole('button', { name: 'Next round' }).click();
    await expect(page.getByTestId('turn')).toHaveText('Bram’s turn');
    await expect(page.getByTestId('total-0')).toHaveText('0');
    await expect(page.getByTestId('total-1')).toHaveText('20');
    // The saved log, placements included, re-simulates to the same game.
    await savesKept(page);
    await page.reload();
    await expect(page.getByTestId('turn')).toHaveText('Bram’s turn', { timeout: 30_000 });
    await expect(page.getByTestId('total-1')).toHaveText('20');
  });
});

test.describe('a real hand', () => {
  test.use({ reducedMotion: 'reduce' });

  /** The first flick as the exported log records it. */
  async function recordedFlick(page: Page): Promise<{ strength: number; offset?: number }> {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await (await download).path();
    const log = JSON.parse(readFileSync(file, 'utf8')) as {
      actions: { strength: number; offset?: number }[];
    };
    return log.actions[0]!;
  }

  test('a steady hand flicks as aimed; a real hand strays a little, and the log keeps the flick it made', async ({
    page,
  }) => {
    await startJamSumo(page, 'Sumo', ['Ann', 'Bram'], { hand: 0 });
    await panelFlick(page, 0, 40, 0);
    await expect(page.getByTestId('turn')).toHaveText('Bram’s turn');
    const aimed = await recordedFlick(page);
    expect(aimed.strength).toBe(0.4);
    expect(aimed.offset).toBeUndefined();

    await startJamSumo(page, 'Sumo', ['Ann', 'Bram'], { hand: 100 });
    await panelFlick(page, 0, 40, 0);
    await expect(page.getByTestId('turn')).toHaveText('Bram’s turn');
    const made = await recordedFlick(page);
    expect(made.strength).not.toBe(0.4);
    expect(Math.abs(made.strength - 0.4)).toBeLessThan(0.2);
    // The finger also meets the die a little off centre, and the log keeps where.
    expect(made.offset).toEqual(expect.any(Number));
    expect(made.offset).not.toBe(0);
    expect(Math.abs(made.offset!)).toBeLessThanOrEqual(1);
  });
});
