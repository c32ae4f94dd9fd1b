import { expect, type Locator, type Page, test } from '@playwright/test';
import { AIM_WORDS_MARGIN_PX } from '../src/board-view/aim-words-place.ts';
import { panelFlick, restingDiePoint } from './jamsumo-hand.ts';
import { keepScreenshot } from './keep-screenshot.ts';
import type { Mark } from './landing-mark.ts';
import { savesKept } from './saved-games.ts';
import { startJamSumo } from './start-game.ts';

// What is said is judged once the dice are still: with less motion asked for, the app shows each flick at its
// end at once, as it does for a player who asks so. jamsumo-durable and jamsumo-computer watch flicks play back.
test.use({ reducedMotion: 'reduce' });

// JamSumo says what it does: the aim's words, arrow and ring tell one flick on every platform, a refused
// swipe says what it met, messages never lie on top of each other, and a die put on a platform stays
// there across a reload. Seen as a player does, with the test build's probe saying where things are drawn.

test.describe.configure({ timeout: 180_000 });

interface PlanProbe {
  boardView: {
    getPlan(): { aim: { die: number; direction: number; strength: number }; landing: unknown } | null;
    landingMark(): Mark | null;
  };
}

/** The plan on the board once its landing is known and stays the same (the finger has stopped). */
async function settledPlan(canvas: Locator) {
  let previous = '';
  await expect
    .poll(async () => {
      const now = await canvas.evaluate((c) => {
        const view = (c as unknown as PlanProbe).boardView;
        const plan = view.getPlan();
        return plan?.landing ? JSON.stringify({ plan, mark: view.landingMark() }) : '';
      });
      const same = now !== '' && now === previous;
      previous = now;
      return same;
    })
    .toBe(true);
  return JSON.parse(previous) as {
    plan: NonNullable<ReturnType<PlanProbe['boardView']['getPlan']>>;
    mark: Mark;
  };
}

async function dragTo(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  for (let step = 1; step <= 6; step++) {
    const f = step / 6;
    await page.mouse.move(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f);
  }
}

/** The words over the board for a mark: what the ring's place is called. */
function wordsFor(mark: Mark): RegExp {
  if (mark.location === 'hole') return /drops into the hole$/;
  if (mark.location === 'platform') return /stops on a platform$/;
  if (mark.location === 'board') return /stops [\d.]+ cm away$/;
  return /goes over the (far )?edge$/;
}

for (const size of [
  { width: 1180, height: 820 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('on the far platform the arrow, the ring and the words tell one flick; the die stays put across a reload', async ({
      page,
    }) => {
      await startJamSumo(page, 'Jam', ['Ann', 'Bram'], { hand: 0 });
      await page.getByTestId('supply-die').first().click();
      // Platform 2 is Bram's, across the board from Ann.
      await page.getByRole('button', { name: 'Put the die on platform 2' }).click();
      await expect(page.getByText('The die is on platform 2. Now swipe it.').first()).toBeVisible();
      const canvas = page.locator('canvas.board-canvas');
      await canvas.scrollIntoViewIfNeeded();
      const box = (await canvas.boundingBox())!;
      const p = await restingDiePoint(canvas, 0);
      const die = { x: box.x + p.x, y: box.y + p.y };
      const aimWords = page.getByTestId('board-aim');

      // Into the board, towards Ann: a short swipe stops on the board, a long one crosses it.
      for (const share of [0.12, 0.75]) {
        const to = { x: die.x, y: die.y + box.height * share };
        await page.mouse.move(die.x, die.y);
        await page.mouse.down();
        await dragTo(page, die, to);
        const { plan, mark } = await settledPlan(canvas);
        // The ring lies ahead of the die along the swipe, as the arrow points: down the screen.
        expect(mark.screen.y + box.y).toBeGreaterThan(die.y + 5);
        expect(Math.abs(mark.screen.x + box.x - die.x)).toBeLessThan((mark.screen.y + box.y - die.y) * 0.15);
        expect(plan.aim.die).toBe(0);
        await expect(aimWords).toHaveText(wordsFor(mark));
        // The words lie over neither the die nor its ring (on a phone they take three lines), unless
        // the two lie at the board's two ends: then over one at most.
        const words = (await aimWords.boundingBox())!;
        const ring = { x: box.x + mark.screen.x, y: box.y + mark.screen.y };
        const under = (point: { x: number; y: number }) =>
          point.x >= words.x &&
          point.x <= words.x + words.width &&
          point.y >= words.y &&
          point.y <= words.y + words.height;
        const band = words.height + AIM_WORDS_MARGIN_PX;
        const atBothEnds = die.y - box.y < band && box.y + box.height - ring.y < band;
        const covered = [die, ring].filter(under).length;
        expect(
          covered,
          `the aim's words ${JSON.stringify(words)} over the die ${JSON.stringify(die)} or the ring ${JSON.stringify(ring)}`,
        ).toBeLessThanOrEqual(atBothEnds ? 1 : 0);
        if (share > 0.5) {
          expect(mark.location).toBe('off');
          await expect(aimWords).toContainText('crosses the board and goes over the far edge');
          await keepScreenshot(page, `jamsumo-far-platform-aim-${size.width}x${size.height}`);
        }
        await dragTo(page, to, die);
        await page.mouse.up();
      }
      await expect(page.getByTestId('turn')).toHaveText('Ann’s turn');

      // The die put down and not yet flicked is still on platform 2 after a reload.
      await expect(page.getByText('The die is on platform 2. Now swipe it.').first()).toBeVisible();
      await savesKept(page);
      await page.reload();
      await expect(page.getByTestId('turn')).toHaveText('Ann’s turn', { timeout: 30_000 });
      await expect(page.getByText('The die is on platform 2. Now swipe it.').first()).toBeVisible();
      await expect(page.getByTestId('player-0').locator('.js-supply .die-face')).toHaveCount(4);
      const again = await restingDiePoint(canvas, 0);
      expect(Math.hypot(again.x - p.x, again.y - p.y)).toBeLessThan(2);
      // It is flicked from there.
      await panelFlick(page, 0, 20, 20);
      await expect(page.getByTestId('turn')).toHaveText('Bram’s turn', { timeout: 45_000 });
      await page.reload();
      await expect(page.getByTestId('turn')).toHaveText('Bram’s turn', { timeout: 30_000 });
      await expect(page.getByText(/The die is on platform/)).toHaveCount(0);
    });

    test('a swipe on a rival’s die says whose die it is, below the news of the last flick, never over it', async ({
      page,
    }) => {
      await startJamSumo(page, 'Sumo', ['Ann', 'Bram'], { hand: 0 });
      const canvas = page.locator('canvas.board-canvas');
      await restingDiePoint(canvas, 0);
      await panelFlick(page, 0, 5, 0);
      await expect(page.getByTestId('turn')).toHaveText('Bram’s turn', { timeout: 45_000 });
      const news = page.getByTestId('news');
      await expect(news).toBeVisible();
      await page.locator('.js-keyboard-flick summary').click();
      await canvas.scrollIntoViewIfNeeded();
      const box = (await canvas.boundingBox())!;
      // Bram's turn: a swipe that starts on Ann's die 2.
      const p = await restingDiePoint(canvas, 2);
      await page.mouse.move(box.x + p.x, box.y + p.y);
      await page.mouse.down();
      await dragTo(page, { x: box.x + p.x, y: box.y + p.y }, { x: box.x + p.x + 40, y: box.y + p.y + 10 });
      await page.mouse.up();
      const missed = page.getByTestId('board-missed');
      await expect(missed).toHaveText(
        'That die is Ann’s, so the swipe turns the board. Start on one of your own dice to flick it.',
      );
      await expect(news).toBeVisible();
      const a = (await news.boundingBox())!;
      const b = (await missed.boundingBox())!;
      const apart =
        a.y + a.height <= b.y || b.y + b.height <= a.y || a.x + a.width <= b.x || b.x + b.width <= a.x;
      expect(apart).toBe(true);
      await keepScreenshot(page, `jamsumo-refused-swipe-${size.width}x${size.height}`);
      // A swipe beside every die still says so, in the same place.
      await page.mouse.move(box.x + 12, box.y + 12);
      await page.mouse.down();
      await page.mouse.up();
      await expect(missed).toHaveText(
        'That swipe started beside your dice, so it turns the board. Start on one of your dice to flick it.',
      );
      await expect(page.getByTestId('turn')).toHaveText('Bram’s turn');
    });
  });
}
