import { expect, type Locator, type Page, test } from '@playwright/test';
import { restingDiePoint } from './jamsumo-hand.ts';
import { keepScreenshot } from './keep-screenshot.ts';
import { landingMark, type Mark, type BoardProbe as Probe, settledLandingMark } from './landing-mark.ts';
import { startJamSumo } from './start-game.ts';

test.describe.configure({ timeout: 240_000 });

// Aiming a JamSumo flick: the landing mark while a finger drags, the dice's touch zones, the flick
// panel's aim on the board, and what the screen says while the computer plays. The test build's probe on
// the canvas tells where the dice and the mark are drawn, as a player sees them.

const aimedDie = (canvas: Locator) =>
  canvas.evaluate((c) => (c as unknown as Probe).boardView.getAim()?.die ?? -1);

/** A Sumo game of Ann and Bram with a steady hand, the board turned to Ann and the flick panel open. */
async function openFlickPanel(page: Page) {
  await startJamSumo(page, 'Sumo', ['Ann', 'Bram'], { hand: 0 });
  const canvas = page.locator('canvas.board-canvas');
  await restingDiePoint(canvas, 0);
  const panel = page.locator('.js-keyboard-flick');
  await panel.locator('summary').click();
  return { canvas, panel };
}

/** Moves the held mouse in small steps, as a finger drags. */
async function dragTo(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  for (let step = 1; step <= 6; step++) {
    const f = step / 6;
    await page.mouse.move(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f);
  }
}

/** A point `length` px from `start` towards `towards`. */
function along(start: { x: number; y: number }, towards: { x: number; y: number }, length: number) {
  const dx = towards.x - start.x;
  const dy = towards.y - start.y;
  const d = Math.hypot(dx, dy);
  return { x: start.x + (dx / d) * length, y: start.y + (dy / d) * length };
}

test('while a finger drags a die, a landing mark shows where it would stop; farther for a longer swipe, gone on letting go', async ({
  page,
}) => {
  await startJamSumo(page, 'Sumo', ['Ann', 'Bram'], { hand: 0 });
  const canvas = page.locator('canvas.board-canvas');
  const box = (await canvas.boundingBox())!;
  const point = await restingDiePoint(canvas, 0);
  const die = { x: box.x + point.x, y: box.y + point.y };
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const swipe = async (length: number) => {
    await dragTo(page, die, along(die, centre, length));
    return settledLandingMark(canvas);
  };

  await page.mouse.move(die.x, die.y);
  await page.mouse.down();
  expect(await landingMark(canvas)).toBeNull();
  const short = await swipe(60);
  const long = await swipe(120);
  expect(long.distance).toBeGreaterThan(short.distance * 2);
  // The mark lies ahead of the die, in the swipe's direction, and farther on screen for the longer swipe.
  const ahead = (m: Mark) =>
    ((m.screen.x + box.x - die.x) * (centre.x - die.x) + (m.screen.y + box.y - die.y) * (centre.y - die.y)) /
    Math.hypot(centre.x - die.x, centre.y - die.y);
  expect(ahead(short)).toBeGreaterThan(0);
  expect(ahead(long)).toBeGreaterThan(ahead(short) + 10);
  await expect(page.locator('.board-aim')).toContainText(/stops .* away|drops into the hole/);

  // Back on the die, letting go would cancel: no mark. Out again, it returns.
  await dragTo(page, along(die, centre, 120), die);
  await expect.poll(() => landingMark(canvas)).toBeNull();
  await swipe(60);
  // An interrupted touch: the mark goes and nothing is flicked.
  await canvas.dispatchEvent('pointercancel', { pointerId: 1 });
  await expect.poll(() => landingMark(canvas)).toBeNull();
  await page.mouse.up();
  await expect(page.getByTestId('turn')).toHaveText('Ann’s turn');

  // A swipe let go of: the mark goes and the flick is made.
  await page.mouse.move(die.x, die.y);
  await page.mouse.down();
  await swipe(60);
  await page.mouse.up();
  expect(await landingMark(canvas)).toBeNull();
  await expect(page.getByTestId('turn')).toHaveText('Bram’s turn', { timeout: 45_000 });
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1180, height: 820 },
]) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('every die takes a touch within 22 px of its centre (a 44 px zone), and the nearest die wins', async ({
      page,
    }) => {
      await startJamSumo(page, 'Sumo', ['Ann', 'Bram'], { hand: 0 });
      const canvas = page.locator('canvas.board-canvas');
      await canvas.scrollIntoViewIfNeeded();
      await restingDiePoint(canvas, 0);
      const box = (await canvas.boundingBox())!;
      const dice = await canvas.evaluate((c) =>
        [0, 1, 2, 3, 4].map((d) => (c as unknown as Probe).boardView.dieScreenPoint(d)!),
      );
      const nearest = (p: { x: number; y: number }) =>
        dice.reduce(
          (best, q, d) =>
            Math.hypot(q.x - p.x, q.y - p.y) < Math.hypot(dice[best]!.x - p.x, dice[best]!.y - p.y)
              ? d
              : best,
          0,
        );
      /** The die a touch at `p` (canvas px) takes; the touch ends back on it, so nothing is flicked. */
      const takes = async (p: { x: number; y: number }) => {
        await page.mouse.move(box.x + p.x, box.y + p.y);
        await page.mouse.down();
        await page.mouse.move(box.x + p.x + 1, box.y + p.y);
        const die = await aimedDie(canvas);
        await page.mouse.move(box.x + dice[Math.max(die, 0)]!.x, box.y + dice[Math.max(die, 0)]!.y);
        await page.mouse.up();
        return die;
      };
      for (const [d, centre] of dice.entries()) {
        expect(
          await canvas.evaluate((c, die) => (c as unknown as Probe).boardView.dieReach(die), d),
        ).toBeGreaterThanOrEqual(22);
        for (const [dx, dy] of [
          [21, 0],
          [-21, 0],
          [0, 21],
          [0, -21],
        ] as const) {
          const p = { x: centre.x + dx, y: centre.y + dy };
          expect(await takes(p)).toBe(nearest(p));
        }
      }
      // Between two neighbours, a little nearer the second: the second takes it.
      const [a, b] = [dice[1]!, dice[2]!];
      expect(await takes({ x: a.x + (b.x - a.x) * 0.6, y: a.y + (b.y - a.y) * 0.6 })).toBe(2);
      expect(await takes({ x: a.x + (b.x - a.x) * 0.4, y: a.y + (b.y - a.y) * 0.4 })).toBe(1);
      await expect(page.getByTestId('turn')).toHaveText('Ann’s turn');
    });
  });
}

for (const size of [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
]) {
  test.describe(`the flick panel at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('says what it is, draws the aim and its landing mark on the board, and keeps Flick in view', async ({
      page,
    }) => {
      const { canvas, panel } = await openFlickPanel(page);
      await expect(panel).toContainText('Flick without swiping');
      await page.getByTestId('flick-strength').focus();
      await expect.poll(() => aimedDie(canvas)).toBe(0);
      await expect.poll(async () => (await landingMark(canvas))?.distance ?? 0).toBeGreaterThan(0);
      const before = (await landingMark(canvas))!.distance;
      for (let k = 0; k < 10; k++) await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await landingMark(canvas))?.distance ?? 0).toBeGreaterThan(before);

      const inView = async (locator: Locator) => {
        const b = (await locator.boundingBox())!;
        return b.y >= 0 && b.y + b.height <= size.height && b.height > 0;
      };
      // The board with the aim and the Flick button are on screen together while a slider is in use.
      const flick = panel.getByRole('button', { name: 'Flick', exact: true });
      await expect.poll(() => inView(flick)).toBe(true);
      const board = (await canvas.boundingBox())!;
      const mark = (await landingMark(canvas))!;
      expect(board.y + mark.screen.y).toBeGreaterThan(0);
      expect(board.y + mark.screen.y).toBeLessThan(size.height);
      await keepScreenshot(page, `flick-aim-panel-${size.width}x${size.height}`);

      // A drag with the mark, for the eye.
      await panel.locator('summary').click();
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = (await canvas.boundingBox())!;
      const p = await restingDiePoint(canvas, 0);
      const die = { x: box.x + p.x, y: box.y + p.y };
      await page.mouse.move(die.x, die.y);
      await page.mouse.down();
      await dragTo(page, die, along(die, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, 90));
      await expect.poll(() => landingMark(canvas)).not.toBeNull();
      await keepScreenshot(page, `flick-aim-drag-${size.width}x${size.height}`);
      await dragTo(page, along(die, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, 90), die);
      await page.mouse.up();
    });
  });
}

test('the flick panel says where the die would stop, to a screen reader too, as the strength changes', async ({
  page,
}) => {
  const { canvas } = await openFlickPanel(page);
  const strength = page.getByTestId('flick-strength');
  const words = page.getByTestId('flick-landing');
  await expect(words).toHaveAttribute('aria-live', 'polite');
  /** The centimetres the words give, once they agree with the landing mark the physics drew. */
  const saidDistance = async () => {
    const mark = await landingMark(canvas);
    if (mark?.location !== 'board') return -1;
    const text = (await words.textContent()) ?? '';
    const said = /^The die stops ([\d.]+) cm away \(on an empty board\)\.$/.exec(text);
    if (!said || Math.abs(Number(said[1]) - mark.distance * 100) > 0.5) return -1;
    return Number(said[1]);
  };
  await strength.focus();
  // Each slider is described by the words, so a screen reader hears them with the value.
  await expect.poll(saidDistance).toBeGreaterThan(0);
  const gentle = await saidDistance();
  for (const slider of ['flick-direction', 'flick-strength', 'flick-height']) {
    await expect(page.getByTestId(slider)).toHaveAccessibleDescription((await words.textContent()) ?? '');
  }
  for (let k = 0; k < 8; k++) await page.keyboard.press('ArrowRight');
  await expect.poll(saidDistance).toBeGreaterThan(gentle);
  // Leaving the panel clears the words with the aim.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(words).toHaveText('');
});

test('while the computer plays, the turn line and the hint speak of the computer, named by its level', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await startJamSumo(page, 'Sumo', ['Ann'], { hand: 0, againstComputer: true });
  // Every text the turn line and the announcer show, however briefly (the computer's flick plays back fast).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const watch = (id: string) => {
      const node = document.querySelector(`[data-testid="${id}"]`)!;
      new MutationObserver(() => seen.push(`${id}: ${node.textContent}`)).observe(node, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    };
    watch('turn');
    watch('announce');
  });
  const panel = page.locator('.js-keyboard-flick');
  await panel.locator('summary').click();
  await panel.getByRole('button', { name: 'Flick', exact: true }).click();
  const turn = page.getByTestId('turn');
  await expect(turn).toHaveText(/^Computer \(good\) is (thinking|aiming)…$/, { timeout: 60_000 });
  await expect(page.getByTestId('turn-hint')).toHaveText(
    'Computer (good) is played by the computer: its aim shows on the board, then it flicks. Nobody needs to touch the tablet.',
  );
  await expect(turn).toHaveText('Ann’s turn', { timeout: 90_000 });
  await expect(page.getByTestId('turn-hint')).toContainText('Swipe one of your dice');
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  const computerTurn = seen.slice(seen.findIndex((line) => line.startsWith('turn: Computer (good)')));
  expect(computerTurn).toContain('turn: Computer (good) is flicking…');
  expect(computerTurn).toContain('announce: Computer (good) is flicking…');
  // Nothing during the computer's turn speaks of Ann as the one to flick.
  const flicking = computerTurn.indexOf('turn: Computer (good) is flicking…');
  expect(computerTurn.slice(0, flicking).filter((line) => line.includes('Ann'))).toEqual([]);
});
