// JamSumo's guided first game: offered on the lobby until taken or skipped, replayed from How to play,
// played on the real table with the flick panel (Rival opens, a die into the hole, a miss explained and
// tried again, Rival's die pushed off), ending in a real game against the computer; the guided Sumo
// round beside it (a die of Rival's knocked out, Rival's miss); and a closed Flick that says why.
import { expect, type Page, test } from '@playwright/test';
import { panelFlick, restingDiePoint } from './jamsumo-hand.ts';
import { keepScreenshot } from './keep-screenshot.ts';
import { savesKept } from './saved-games.ts';
import { settled } from './settled.ts';
import { startJamSumo } from './start-game.ts';
import {
  expectAxeClean,
  expectCardClear,
  openTutorial,
  TUTORIAL_SIZES as SIZES,
  skipOffer,
} from './tutorial-checks.ts';

// The guided games' steps are judged once the dice are still: with less motion asked for, each flick shows at
// its end at once, as it does for a player who asks so. 'a closed Flick says why' watches dice as they move.
test.use({ reducedMotion: 'reduce' });

// The suggested flicks of the cards (apps/web/src/games/jamsumo/tutorial/jamsumo-script.ts).
const HOLE = { degrees: 0, strength: 75 };
const PUSH = { degrees: 45, strength: 85 };
// The Sumo round's (apps/web/src/games/jamsumo/tutorial/sumo-script.ts).
const SUMO = { die: 'Player 1, die 2', degrees: 0, strength: 85 };

const card = (page: Page) => page.getByTestId('coach-card');
const stepIs = (page: Page, step: string) =>
  expect(card(page)).toHaveAttribute('data-step', step, { timeout: 45_000 });
const explained = (page: Page) => page.getByTestId('coach-explained');

/** The card clear at this size, and a picture when asked. */
async function shoot(page: Page, size: { width: number; height: number }, step: string) {
  await settled(page);
  await expectCardClear(page);
  await keepScreenshot(page, `tutorial-jamsumo-${size.width}x${size.height}-${step}`);
}

/**
 * A step at each size the tablet or phone can be held at (turning it resizes the open game). The game is
 * played on at the first size, so that one comes last.
 */
async function atEverySize(page: Page, step: string) {
  for (const size of [...SIZES.slice(1), SIZES[0]!]) {
    await page.setViewportSize(size);
    await shoot(page, size, step);
  }
}

/** Waits for the player's turn (after Rival's), then puts a die from the supply on platform 1. */
async function placeDie(page: Page) {
  await expect(page.getByTestId('turn')).toHaveText('Player 1’s turn', { timeout: 45_000 });
  await page.getByTestId('player-0').getByTestId('supply-die').first().click();
  await page.getByRole('button', { name: 'Put the die on platform 1' }).click();
}

/** Straight to the first flick: Rival opens, a die is put down. */
async function toHoleStep(page: Page) {
  await page.goto('/jamsumo/tutorial');
  await page.getByTestId('tutorial-watch').click();
  await stepIs(page, 'place');
  await placeDie(page);
  await stepIs(page, 'hole');
}

/** A flick on the panel once the board has turned to the player. */
async function flick(page: Page, aim: { degrees: number; strength: number }) {
  // Rival's die by the edge stops moving on screen once the board has turned to the player.
  await restingDiePoint(page.locator('canvas.board-canvas'), 5);
  await panelFlick(page, aim.degrees, aim.strength, 20);
}

/** The whole guided game, through the real controls, each step checked at every size. */
async function playJamSumoTutorial(page: Page) {
  await stepIs(page, 'board');
  await expect(page.getByTestId('coach-say')).toContainText('yours is platform 1, Rival’s is platform 2');
  await atEverySize(page, '1-board');
  await card(page).getByRole('button', { name: 'Watch Rival’s flick' }).click();

  await stepIs(page, 'place');
  await expect(explained(page)).toHaveText(
    'Rival put a die on their platform and flicked it: it stopped near the edge, beside your platform.',
  );
  await expect(page.getByTestId('turn')).toHaveText('Player 1’s turn');
  await atEverySize(page, '2-place');
  await placeDie(page);

  await stepIs(page, 'hole');
  await expect(page.getByTestId('coach-say')).toContainText('Direction 0° and Strength 75%');
  await atEverySize(page, '3-hole');
  await flick(page, HOLE);

  await stepIs(page, 'push');
  await expect(explained(page)).toContainText('In the hole!');
  await expect(page.getByTestId('out-0')).toHaveText('1 in the hole');
  await atEverySize(page, '4-push');
  await placeDie(page);
  await expect(page.getByTestId('coach-say')).toContainText('Direction 45°, Strength 85%');
  await flick(page, PUSH);

  await stepIs(page, 'done');
  await expect(explained(page)).toContainText('Off the edge!');
  await expect(card(page)).toContainText('If the round ended now, die by die:');
  // Counted as the rules count a Jam round: the die in the hole counts 0.
  await expect(card(page).locator('.rules-round-player[data-seat="0"]')).toContainText(/counts \d+/);
  await expect(page.getByTestId('coach-ring')).toHaveCount(0);
  await atEverySize(page, '5-done');
}

test.describe('the guided first game of JamSumo', () => {
  test('is offered on the lobby until skipped, and the answer is remembered', async ({ page }) => {
    await skipOffer(page, '/jamsumo', 'JamSumo', (p) =>
      p.getByRole('link', { name: /New game on this tablet/ }),
    );
  });

  test('taken from the lobby, played to the end, starts a real game against the computer', async ({
    page,
  }) => {
    test.slow();
    await openTutorial(page, '/jamsumo', 'jamsumo');
    await playJamSumoTutorial(page);
    await page.getByRole('button', { name: 'Play a real game against the computer' }).click();
    await expect(page).toHaveURL(/\/jamsumo\/play\//);
    await expect(page.getByTestId('turn')).toHaveText('Player 1’s turn', { timeout: 30_000 });
    await expect(page.getByTestId('coach-card')).toHaveCount(0);
    await expect(page.getByTestId('player-1')).toContainText('Computer');
    await savesKept(page);
    await page.goto('/jamsumo');
    await expect(page.getByTestId('jamsumo-saved-game')).toHaveCount(1);
    await expect(page.getByTestId('tutorial-offer')).toHaveCount(0);
  });

  test('reached from How to play, at its first step', async ({ page }) => {
    await openTutorial(page, '/jamsumo/rules', 'jamsumo');
    await stepIs(page, 'board');
    await expectCardClear(page);
  });

  test('a missed flick is said (too short), stands, and is tried again with a fresh die', async ({
    page,
  }) => {
    test.slow();
    await toHoleStep(page);
    await flick(page, { degrees: 0, strength: 20 });
    await expect(explained(page)).toContainText('Too short: the die stopped before the hole.');
    await expect(page.getByTestId('in-play-0')).toHaveText('1 in play');
    await stepIs(page, 'hole');
    await expect(page.getByTestId('coach-say')).toContainText('Try again with a fresh die');
    await shoot(page, SIZES[0]!, '3-hole-missed');
    await placeDie(page);
    await flick(page, HOLE);
    await stepIs(page, 'push');
    await expect(explained(page)).toContainText('In the hole!');
  });

  test('a step is axe-clean in both themes', async ({ page }) => {
    test.slow();
    await toHoleStep(page);
    await expectAxeClean(page);
  });
});

/** Picks the die to flick on the button panel, opening it first. */
async function chooseDie(page: Page, label: string) {
  const panel = page.locator('.js-keyboard-flick');
  if (!(await panel.evaluate((d: HTMLDetailsElement) => d.open))) await panel.locator('summary').click();
  await page.getByTestId('flick-die').selectOption({ label });
}

/** The guided Sumo round, through the real controls, with a picture of every step. */
async function playSumoRound(page: Page, size: { width: number; height: number }) {
  await stepIs(page, 'hit');
  await expect(page.getByTestId('coach-say')).toContainText(
    'choose your die 2, set Direction 0° and Strength 85%',
  );
  await expect(page.getByTestId('in-play-0')).toHaveText('5 in play', { timeout: 45_000 });
  await expect(page.getByTestId('turn')).toHaveText('Player 1’s turn');
  await shoot(page, size, 'sumo-1-hit');
  await chooseDie(page, SUMO.die);
  await panelFlick(page, SUMO.degrees, SUMO.strength, 20);

  await stepIs(page, 'rival');
  await expect(explained(page)).toContainText('A hit! Rival’s die went off the edge');
  await expect(page.getByTestId('in-play-1')).toHaveText('4 in play');
  await shoot(page, size, 'sumo-2-rival');
  await card(page).getByRole('button', { name: 'Watch Rival’s flick' }).click();

  await stepIs(page, 'done');
  await expect(explained(page)).toHaveText(
    'Rival’s die touched none of yours: a miss, so it is out for the round.',
  );
  await expect(page.getByTestId('in-play-1')).toHaveText('3 in play');
  await expect(card(page)).toContainText('That is Sumo.');
  // Counted as the rules count a Sumo round: dice still on the board, the ones out count nothing.
  await expect(card(page).locator('.rules-round-player[data-seat="1"]')).toHaveAttribute('data-pips', '9');
  await shoot(page, size, 'sumo-3-done');
}

test.describe('the guided Sumo round', () => {
  test('follows the guided Jam round from its last card, and ends in a real Sumo game', async ({ page }) => {
    test.slow();
    await toHoleStep(page);
    await flick(page, HOLE);
    await stepIs(page, 'push');
    await placeDie(page);
    await flick(page, PUSH);
    await stepIs(page, 'done');
    await card(page).getByRole('link', { name: 'Play a guided Sumo round' }).click();
    await expect(page).toHaveURL(/\/jamsumo\/tutorial\/sumo$/);
    await playSumoRound(page, SIZES[0]!);
    await page.getByRole('button', { name: 'Play a real game against the computer' }).click();
    await expect(page).toHaveURL(/\/jamsumo\/play\//);
    await expect(page.getByTestId('turn')).toHaveText('Player 1’s turn', { timeout: 30_000 });
    // A Sumo round: every die starts on the board.
    await expect(page.getByTestId('in-play-0')).toHaveText('5 in play');
    await expect(page.getByTestId('player-1')).toContainText('Computer');
  });

  test('played from How to play on a phone, after a miss said and tried again', async ({ page }) => {
    test.slow();
    const phone = SIZES[2]!;
    await page.setViewportSize(phone);
    await page.goto('/jamsumo/rules');
    await page.getByRole('link', { name: 'Play a guided Sumo round' }).click();
    await stepIs(page, 'hit');
    await expect(page.getByTestId('turn')).toHaveText('Player 1’s turn', { timeout: 45_000 });
    // On a phone the card lies over the board: folded to its heading, it leaves the board in sight.
    const boardUnderCard = () =>
      page.evaluate(() => {
        const board = document.querySelector('canvas.board-canvas')!.getBoundingClientRect();
        const card = document.querySelector('.coach-card')!.getBoundingClientRect();
        const width = Math.min(board.right, card.right) - Math.max(board.left, card.left);
        const height = Math.min(board.bottom, card.bottom) - Math.max(board.top, card.top);
        return (Math.max(0, width) * Math.max(0, height)) / (board.width * board.height);
      });
    await expect.poll(boardUnderCard).toBeGreaterThan(0.1);
    const unfolded = await boardUnderCard();
    await page.getByRole('button', { name: 'Hide the guide' }).click();
    await expect(page.getByTestId('coach-say')).toBeHidden();
    await expect.poll(boardUnderCard).toBeLessThan(unfolded / 3);
    // The board's own buttons are free to tap: zoomed in, the player's dice are drawn larger.
    await page.getByRole('button', { name: 'Zoom in on your side of the board' }).click();
    await settled(page);
    await keepScreenshot(page, 'tutorial-jamsumo-390x844-sumo-0-folded');
    // The middle die, straight ahead: it drops into the hole and touches nothing of Rival's.
    await chooseDie(page, 'Player 1, die 3');
    await panelFlick(page, 0, 85, 20);
    // What the flick did opens the card again.
    await expect(explained(page)).toContainText('A miss: your die touched none of Rival’s');
    await expect(page.getByRole('button', { name: 'Hide the guide' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByTestId('in-play-0')).toHaveText('4 in play', { timeout: 45_000 });
    await card(page).getByRole('button', { name: 'Watch Rival’s flick' }).click();
    await expect(page.getByTestId('turn')).toHaveText('Player 1’s turn', { timeout: 45_000 });
    await expect(page.getByTestId('coach-say')).toContainText('Try again with your die 2');
    await shoot(page, phone, 'sumo-1-missed');
    await chooseDie(page, SUMO.die);
    await panelFlick(page, SUMO.degrees, SUMO.strength, 20);
    await stepIs(page, 'rival');
    await expectAxeClean(page);
  });
});

test.describe('a closed Flick says why', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('before a die is put down, and while the dice move; a tap on it says it again', async ({ page }) => {
    test.slow();
    await startJamSumo(page, 'Jam', ['Ann', 'Bram'], { hand: 0 });
    const panel = page.locator('.js-keyboard-flick');
    await panel.locator('summary').click();
    const button = panel.getByRole('button', { name: 'Flick', exact: true });
    const why = page.getByTestId('flick-why');
    const reason = 'Place a die first: tap a die in your supply, then the platform to put it on.';
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(reason);
    await expect(why).toHaveText(reason);
    // Closed yet tappable, as a finger finds it: the tap says the reason again, more strongly.
    await button.click({ force: true });
    await expect(why).toHaveClass(/flick-why-told/);
    await expect(page.getByTestId('turn')).toHaveText('Ann’s turn');

    await page.getByTestId('supply-die').first().click();
    await page.getByRole('button', { name: 'Put the die on platform 1' }).click();
    await expect(why).toHaveCount(0);
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await panelFlick(page, 0, 30, 20);
    await expect(page.getByTestId('turn')).toHaveText('Bram’s turn', { timeout: 45_000 });
    // Bram has no die in play yet: his Flick waits for a die too.
    await expect(why).toHaveText(reason);
    // A finger on Ann's die, in Bram's turn, hears the same on the board.
    await expect(page.getByTestId('in-play-0')).toHaveText('1 in play');
    const canvas = page.locator('canvas.board-canvas');
    const box = (await canvas.boundingBox())!;
    const point = await restingDiePoint(canvas, 0);
    await page.mouse.click(box.x + point.x, box.y + point.y);
    await expect(page.getByTestId('board-missed')).toHaveText(reason);
  });

  test('while the computer flicks, in words on the panel', async ({ page }) => {
    test.slow();
    await page.goto('/jamsumo/new/flick');
    await page.getByRole('radio', { name: 'Jam', exact: true }).check();
    await page.getByRole('combobox', { name: 'Name of player 1' }).fill('Ann');
    await page.getByRole('button', { name: 'Play against the computer' }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('turn')).toHaveText('Ann’s turn', { timeout: 30_000 });
    const panel = page.locator('.js-keyboard-flick');
    await panel.locator('summary').click();
    await page.getByTestId('supply-die').first().click();
    await page.getByRole('button', { name: 'Put the die on platform 1' }).click();
    await panelFlick(page, 0, 30, 20);
    await expect(page.getByTestId('flick-why')).toHaveText(
      /The computer is flicking for .+: wait for your turn\./,
      {
        timeout: 45_000,
      },
    );
  });
});
