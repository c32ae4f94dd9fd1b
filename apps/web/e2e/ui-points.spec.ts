import { expect, type Page, test } from '@playwright/test';
import { restingDiePoint } from './jamsumo-hand.ts';
import { startJambGame, startJamSumo, startYamMaster } from './start-game.ts';

// How the screens fit and read on a tablet or a phone: nothing covered, nothing off the edge, and the
// words that say what a control or a mark means.

/** The page's own horizontal overflow: 0 when nothing runs off the side. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('the ready-to-work-offline notice waits for the game to be left, then shows in sight and moves nothing', async ({
    page,
    context,
  }) => {
    // The service worker may only install once the sheet is open: its script is held back until then.
    let release = () => {};
    const opened = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route('**/sw.js', async (route) => {
      await opened;
      await route.continue();
    });
    await startJambGame(page, { players: ['Ana', 'Ben'], roll: false });
    release();
    // The service worker precaches the whole app first: on a busy machine that takes a while.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const notice = page.getByTestId('offline-ready');
    // The news came while the game was played: the game's screen is left alone.
    await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeVisible();
    await expect(notice).toHaveCount(0);

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jamb' })).toBeVisible();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Ready to work offline');
    const box = (await notice.boundingBox())!;
    const viewport = page.viewportSize()!;
    // In sight, at the foot of the screen, without pushing the screen down.
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    const headerY = async () => (await page.locator('.page-header').boundingBox())!.y;
    const headerWithNotice = await headerY();
    // It goes by itself after a few seconds, and the screen stays where it was.
    await expect(notice).toHaveCount(0, { timeout: 15_000 });
    expect(await headerY()).toBe(headerWithNotice);
  });
});

/** WCAG contrast of an element's text against the first opaque background behind it. */
const textContrast = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r, g, b]: number[]) => {
        const channel = (v: number) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
      };
      let behind: Element | null = element;
      let background = 'rgba(0, 0, 0, 0)';
      while (behind) {
        const colour = getComputedStyle(behind).backgroundColor;
        const parts = rgb(colour);
        if (parts.length === 3 || (parts[3] ?? 0) === 1) {
          background = colour;
          break;
        }
        behind = behind.parentElement;
      }
      if (!behind) background = getComputedStyle(document.body).backgroundColor;
      const a = luminance(rgb(getComputedStyle(element).color));
      const b = luminance(rgb(background));
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });

for (const theme of ['light', 'dark'] as const) {
  test(`player-coloured text reads at 4.5:1 or more in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    const names = ['Ana', 'Ben', 'Cas', 'Dan', 'Eva', 'Fay', 'Gus', 'Hal'];
    await startJambGame(page, { players: names, roll: false });
    expect(await textContrast(page, '.jamb-sheet caption')).toBeGreaterThanOrEqual(4.5);
    expect(await textContrast(page, '[data-testid="jamb-current-player"]')).toBeGreaterThanOrEqual(4.5);
    const chips = page.locator('.jamb-score-chip');
    await expect(chips).toHaveCount(8);
    for (let i = 0; i < 8; i++) {
      // Each player's chip, and that player's sheet with its caption, as the table shows them.
      await chips.nth(i).click();
      expect(
        await textContrast(page, `.jamb-scoreboard li:nth-child(${i + 1}) .jamb-score-chip`),
      ).toBeGreaterThanOrEqual(4.5);
      expect(await textContrast(page, '.jamb-sheet caption')).toBeGreaterThanOrEqual(4.5);
    }
    // The current player's chip: the colour is behind the text there.
    expect(await textContrast(page, '.jamb-scoreboard li.current .jamb-score-chip')).toBeGreaterThanOrEqual(
      4.5,
    );
  });
}

/**
 * WCAG contrast of a Yam Master square's name on the plate it has over a token: the plate's colour laid over
 * the token's at the plate's opacity, as the screen composes them.
 */
const nameOnTokenContrast = (page: Page, square: number) =>
  page.locator(`[data-square="${square}"]`).evaluate((cell) => {
    // rgb(…)/rgba(…) in 0–255, or color(srgb …) in 0–1 (what color-mix() computes to).
    const rgba = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      const scale = css.startsWith('color(srgb') ? 255 : 1;
      return { rgb: [r * scale, g * scale, b * scale], a };
    };
    const luminance = (rgb: number[]) => {
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(rgb[0]!) + 0.7152 * channel(rgb[1]!) + 0.0722 * channel(rgb[2]!);
    };
    const label = cell.querySelector('.ym-label')!;
    const plate = rgba(getComputedStyle(label).backgroundColor);
    const token = rgba(getComputedStyle(cell.querySelector('.ym-token-body')!).fill);
    const behind = plate.rgb.map((v, i) => v * plate.a + token.rgb[i]! * (1 - plate.a));
    const text = luminance(rgba(getComputedStyle(label).color).rgb);
    const back = luminance(behind);
    return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
  });

for (const theme of ['light', 'dark'] as const) {
  test(`Yam Master: a square's name under a token reads at 4.5:1 or more in the ${theme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await startYamMaster(page, { dice: 'Real dice at the table' });
    for (const value of [1, 1, 1, 2, 3]) await page.getByTestId(`key-${value}`).click();
    await page.locator('[data-square="0"]').click();
    await expect(page.locator('[data-square="0"] .ym-cell-token')).toHaveCount(1);
    const ratio = await nameOnTokenContrast(page, 0);
    console.log(`Yam Master square name on a token, ${theme} theme: ${ratio.toFixed(2)}:1`);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
}

test('the hints toggle shows on and off, and a legend reads the numbers in the cells', async ({ page }) => {
  await startJambGame(page, { players: ['Ana'], roll: false });
  const toggle = page.getByTestId('jamb-hints-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toContainText('off');
  await expect(page.getByTestId('jamb-hints-legend')).toHaveCount(0);
  const offLook = await toggle.evaluate((b) => getComputedStyle(b).backgroundColor);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toContainText('on');
  expect(await toggle.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe(offLook);
  const legend = page.getByTestId('jamb-hints-legend');
  await expect(legend).toBeVisible();
  await expect(legend).toContainText('12 = what it scores now');
  await expect(legend).toContainText(
    '84% · 1.5 = with the rolls left, keeping the dice that help it: chance of scoring more than 0 · points on average',
  );
  // The cells carry numbers of that form.
  await expect(page.locator('.jamb-hint').first()).toHaveAttribute('data-hint', /^\d+% · \d+\.\d$/);
});

test('suggested dice are dashed and say "Keep?", held dice are solid and say "Held"; one tap holds the suggestion', async ({
  page,
}) => {
  await startJambGame(page, { players: ['Ana'], roll: false });
  await page.getByTestId('jamb-hints-toggle').click();
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await page.locator('tr[data-category="jamb"] .jamb-hint-choice').click();
  const suggested = page.locator('.dice-die.suggested');
  await expect(suggested.first()).toBeVisible();
  const count = await suggested.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const die = suggested.nth(i);
    await expect(die).toHaveAttribute('aria-pressed', 'false');
    await expect(die.locator('.dice-tag')).toHaveText('Keep?');
    expect(await die.evaluate((d) => getComputedStyle(d).outlineStyle)).toBe('dashed');
  }
  await expect(page.locator('.dice-die.held')).toHaveCount(0);
  await page.getByRole('button', { name: 'Hold these' }).click();
  await expect(page.locator('.dice-die.held')).toHaveCount(count);
  const held = page.locator('.dice-die.held');
  for (let i = 0; i < count; i++) {
    await expect(held.nth(i)).toHaveAttribute('aria-pressed', 'true');
    await expect(held.nth(i).locator('.dice-tag')).toHaveText('Held');
    expect(await held.nth(i).evaluate((d) => getComputedStyle(d).borderStyle)).toBe('solid');
  }
  // Held as suggested: nothing left to follow.
  await expect(page.getByRole('button', { name: 'Hold these' })).toHaveCount(0);
});

test('the pass-the-tablet card says what was written and takes it back', async ({ page }) => {
  await startJambGame(page, { players: ['Ana', 'Ben'], roll: false });
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const max = page.locator('[data-cell="free-max"] button');
  const score = (await max.locator('.jamb-preview').textContent())!.trim();
  await max.click();
  const card = page.getByRole('dialog', { name: 'Pass the tablet to Ben' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('jamb-pass-written')).toHaveText(`Written: ${score} in Max, Free column`);
  await card.getByRole('button', { name: /Undo: not that cell/ }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('jamb-current-player')).toHaveText('Ana’s turn');
  await expect(page.locator('[data-cell="free-max"] button .jamb-preview')).toHaveText(score);
});

test('Yam Master: "Don’t place" asks before it ends the turn, and can be taken back', async ({ page }) => {
  await startYamMaster(page);
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: 'to play' });
  await expect(status).toContainText('Ana to play');
  await page.getByRole('button', { name: 'Don’t place' }).click();
  await expect(page.getByText('End your turn without placing a token?')).toBeVisible();
  await page.getByRole('button', { name: 'No, go back' }).click();
  await expect(status).toContainText('Ana to play');
  await expect(page.getByRole('button', { name: 'Roll again' })).toBeEnabled();
  await page.getByRole('button', { name: 'Don’t place' }).click();
  await page.getByRole('button', { name: 'Yes, end my turn' }).click();
  await expect(status).toContainText('Ben to play');
  // Taken back: Ana's turn with her dice again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(status).toContainText('Ana to play');
});

test('JamSumo: the headline names the mode once, platforms follow the seats, sections show a marker', async ({
  page,
}) => {
  await startJamSumo(page, 'Jam', ['Ann', 'Bram', 'Cor']);
  await expect(page.locator('.js-headline')).toHaveText('Jam · Round 1 of 3');
  // Ann (player 1) puts a die on her own platform, which is platform 1; player 2's platform is number 2.
  await page.getByTestId('supply-die').first().click();
  for (const number of [1, 2, 3]) {
    await expect(page.getByRole('button', { name: `Put the die on platform ${number}` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Put the die on platform 1' }).click();
  await expect(page.getByText('The die is on platform 1. Now swipe it.').first()).toBeVisible();
  for (const summary of await page.locator('.js-side details > summary').all()) {
    const marker = await summary.evaluate((s) => getComputedStyle(s, '::before').content);
    expect(marker).toContain('▸');
  }
});

test.describe('swipes on the board', () => {
  test('JamSumo: a swipe 30 px beside an own die flicks that die; one that starts on nothing says so', async ({
    page,
  }) => {
    await startJamSumo(page, 'Sumo', ['Ann', 'Bram']);
    const canvas = page.locator('canvas.board-canvas');
    const box = (await canvas.boundingBox())!;
    // A touch far from every die turns the board, and the screen says why.
    await page.mouse.move(box.x + 12, box.y + 12);
    await page.mouse.down();
    await page.mouse.up();
    await expect(page.getByTestId('board-missed')).toHaveText(
      'That swipe started beside your dice, so it turns the board. Start on one of your dice to flick it.',
    );
    const point = await restingDiePoint(canvas, 2);
    // 30 px below the middle die's centre (towards the player), then past the die towards the board's centre.
    const die = { x: box.x + point.x, y: box.y + point.y };
    const start = { x: die.x, y: die.y + 30 };
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const toCentre = Math.hypot(centre.x - die.x, centre.y - die.y);
    const end = {
      x: die.x + ((centre.x - die.x) / toCentre) * 80,
      y: die.y + ((centre.y - die.y) / toCentre) * 80,
    };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      const f = step / 10;
      await page.mouse.move(start.x + (end.x - start.x) * f, start.y + (end.y - start.y) * f);
    }
    await expect(page.getByTestId('board-missed')).toHaveText('');
    await page.mouse.up();
    await expect(page.getByTestId('turn')).toHaveText('Bram’s turn', { timeout: 45_000 });
    await expect(page.getByTestId('news')).toContainText('Ann’s die');
  });
});

/** True when the middle of the element is the element itself on screen (in the viewport, not covered). */
const onScreen = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const r = element.getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && (element.contains(hit) || hit.contains(element));
    });

for (const [width, height] of [
  [1180, 820],
  [1024, 768],
] as const) {
  test.describe(`landscape tablet ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test('Jamb: after the first roll the only open Up cell is on screen', async ({ page }) => {
      await startJambGame(page, { players: ['Ana', 'Ben'], roll: false });
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      await expect.poll(() => onScreen(page, '[data-cell="up-jamb"]')).toBe(true);
      if (width === 1180) {
        // There the whole sheet fits: the open Down cell at the top shows too.
        expect(await onScreen(page, '[data-cell="down-ones"]')).toBe(true);
        expect(await onScreen(page, '[data-cell="free-jamb"]')).toBe(true);
      }
    });

    test('Yam Master: board, dice, figures and odds at once', async ({ page }) => {
      await startYamMaster(page);
      await page.getByRole('switch', { name: 'Show odds for Ana' }).check();
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      await expect(page.getByTestId('odds-panel')).toContainText('Défi now:');
      for (const part of [
        '.ym-board',
        '.ym-tray',
        '[data-testid="ym-turn-message"]',
        '[data-testid="figures"]',
        '[data-testid="odds-panel"]',
      ]) {
        await expect(page.locator(part)).toBeInViewport({ ratio: 1 });
      }
      expect(await page.evaluate(() => scrollY)).toBe(0);
    });
  });
}

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Every button and link of the screen lies within the width of the screen. */
  const controlsOffSide = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, a[href], input, summary')]
        .filter((c) => c.offsetParent !== null && !c.closest('.visually-hidden'))
        .filter((c) => {
          const r = c.getBoundingClientRect();
          return r.left < -0.5 || r.right > document.documentElement.clientWidth + 0.5;
        })
        .map((c) => c.textContent?.trim() || c.getAttribute('aria-label') || c.tagName),
    );

  test('the home screen does not scroll sideways and its Settings link is on screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Settings/ })).toBeInViewport({ ratio: 1 });
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await controlsOffSide(page)).toEqual([]);
  });

  test('Jamb: the sheet fits the width and the header buttons take at most two rows', async ({ page }) => {
    await startJambGame(page, { players: ['Ana', 'Ben'], roll: false });
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await page.getByTestId('jamb-hints-toggle').click();
    await expect(page.locator('.jamb-hint').first()).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await controlsOffSide(page)).toEqual([]);
    const rows = await page
      .locator('.page-actions .button')
      .evaluateAll((buttons) => new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size);
    expect(rows).toBeLessThanOrEqual(2);
    // Five dice in one row.
    const diceRows = await page
      .locator('.dice-die')
      .evaluateAll((dice) => new Set(dice.map((d) => Math.round(d.getBoundingClientRect().top))).size);
    expect(diceRows).toBe(1);
  });

  test('Yam Master fits the width', async ({ page }) => {
    await startYamMaster(page);
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await controlsOffSide(page)).toEqual([]);
  });

  test('JamSumo: a board as wide as the screen, its turn buttons off its rim, nothing off the side', async ({
    page,
  }) => {
    await startJamSumo(page, 'Sumo', ['Ann', 'Bram']);
    const canvas = (await page.locator('canvas.board-canvas').boundingBox())!;
    expect(canvas.width).toBeGreaterThanOrEqual(350);
    for (const button of await page.locator('.board-turn-buttons .button').all()) {
      const b = (await button.boundingBox())!;
      const overlaps =
        b.x < canvas.x + canvas.width &&
        b.x + b.width > canvas.x &&
        b.y < canvas.y + canvas.height &&
        b.y + b.height > canvas.y;
      expect(overlaps).toBe(false);
    }
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await controlsOffSide(page)).toEqual([]);
  });
});
