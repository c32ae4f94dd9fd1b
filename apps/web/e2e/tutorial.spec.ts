// The guided first game: offered on a game's lobby until taken or skipped, replayed from How to play,
// played end to end on the real game screen (a wrong tap gets "Try: …", the keyboard reaches every
// control), ending in a real game against the computer; and closed controls that say why. Jamb's and
// Yam Master's guided games are played here.
import { expect, type Page, test } from '@playwright/test';
import { keepScreenshot } from './keep-screenshot.ts';
import { savesKept } from './saved-games.ts';
import { settled } from './settled.ts';
import { startJambGame, startYamMaster } from './start-game.ts';
import {
  expectAxeClean,
  expectCardClear,
  openTutorial,
  TUTORIAL_SIZES as SIZES,
  skipOffer,
} from './tutorial-checks.ts';

// The guided games are judged by what each step asks and allows, not by the dice as they roll: with less
// motion asked for, each roll shows at its end at once, as it does for a player who asks so.
test.use({ reducedMotion: 'reduce' });

const card = (page: Page) => page.getByTestId('coach-card');
const stepIs = (page: Page, step: string) => expect(card(page)).toHaveAttribute('data-step', step);
const die = (page: Page, index: number) => page.getByTestId(`die-${index}`);

/** The ring comes to rest around the control the card names: the two boxes share their centre. */
async function ringAround(page: Page, selector: string) {
  await expect(async () => {
    const ring = await page.getByTestId('coach-ring').boundingBox();
    const target = await page.locator(selector).first().boundingBox();
    expect(ring && target).toBeTruthy();
    expect(Math.abs(ring!.x + ring!.width / 2 - (target!.x + target!.width / 2))).toBeLessThan(3);
    expect(Math.abs(ring!.y + ring!.height / 2 - (target!.y + target!.height / 2))).toBeLessThan(3);
  }).toPass({ timeout: 5_000 });
}

/**
 * A step at each size the tablet or phone can be held at (turning it resizes the open game): the ring
 * around the control the card names, if any, and the card clear of it. The game is played on at the first
 * size, so that one comes last.
 */
async function atEverySize(page: Page, game: string, step: string, ringed?: string) {
  for (const size of [...SIZES.slice(1), SIZES[0]!]) {
    await page.setViewportSize(size);
    await settled(page);
    if (ringed) await ringAround(page, ringed);
    await expectCardClear(page);
    await keepScreenshot(page, `tutorial-${game}-${size.width}x${size.height}-${step}`);
  }
}

/** The whole guided game of Jamb, through the real controls, each step checked at every size. */
async function playJambTutorial(page: Page) {
  await stepIs(page, 'roll');
  await expect(card(page).getByRole('heading')).toBeFocused();
  await expect(page.getByTestId('coach-live')).toHaveText('Tap Roll: the app throws all five dice.');
  await atEverySize(page, 'jamb', '1-roll', '.dice-roll');
  // From the card, the keyboard: "Show me" puts the focus on the control, Enter uses it.
  await card(page).getByRole('button', { name: 'Show me' }).click();
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  await stepIs(page, 'hold');
  await expect(page.getByTestId('coach-explained')).toHaveText('You rolled 5 2 6 1 5.');
  await atEverySize(page, 'jamb', '2-hold', '[data-testid="die-0"]');
  // A wrong tap: the two is not held, and the guide says what to try.
  await die(page, 1).click();
  await expect(page.getByTestId('coach-try')).toHaveText('Try: tap a die showing 5.');
  await expect(die(page, 1)).toHaveAttribute('aria-pressed', 'false');
  await atEverySize(page, 'jamb', '2-hold-try');
  await die(page, 0).click();
  await expect(die(page, 0)).toHaveAttribute('aria-pressed', 'true');
  await ringAround(page, '[data-testid="die-4"]');
  await die(page, 4).click();

  await stepIs(page, 'roll-again');
  await expect(page.getByTestId('coach-try')).toHaveCount(0);
  await atEverySize(page, 'jamb', '3-roll-again');
  await page.getByRole('button', { name: 'Roll again' }).click();

  await stepIs(page, 'write-free');
  await expect(page.getByTestId('coach-explained')).toHaveText('Now the dice show 5 5 3 2 5.');
  await expect(page.getByTestId('coach-say')).toContainText('tap 15 in the Fives row of the Free column');
  await atEverySize(page, 'jamb', '4-write-free', '[data-cell="free-fives"] button');
  // Another open cell is refused by the story, and the sheet keeps it empty.
  await page.locator('.jamb-table [data-cell="free-threes"] button').click();
  await expect(page.getByTestId('coach-try')).toHaveText('Try: tap 15 in the Fives row of the Free column.');
  await expect(page.locator('.jamb-table [data-cell="free-threes"] button')).toHaveText('3');
  await page.locator('.jamb-table [data-cell="free-fives"] button').click();

  await stepIs(page, 'roll-turn-2');
  await expect(page.getByTestId('coach-explained')).toHaveText(
    'You wrote 15 in Free, Fives: 3 × 5. Writing a cell ends the turn.',
  );
  await expect(page.locator('.jamb-table [data-cell="free-fives"]')).toHaveText('15');
  await atEverySize(page, 'jamb', '5-roll-turn-2');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();

  await stepIs(page, 'announce');
  await expect(page.getByTestId('coach-explained')).toHaveText('You rolled 6 3 6 5 6.');
  await atEverySize(page, 'jamb', '6-announce', '.jamb-announce');
  await page.getByRole('button', { name: 'Announce', exact: true }).click();
  await ringAround(page, '[data-announce="trips"]');
  await page.locator('[data-announce="trips"]').click();

  await stepIs(page, 'write-announced');
  await expect(page.getByTestId('coach-explained')).toHaveText('You announced Three of a kind.');
  await atEverySize(page, 'jamb', '7-write-announced', '[data-cell="announced-trips"] button');
  await page.locator('.jamb-table [data-cell="announced-trips"] button').click();

  await stepIs(page, 'done');
  await expect(page.getByTestId('coach-explained')).toHaveText(
    'You wrote 28 in Announced, Three of a kind: 3 × 6 + 10.',
  );
  await expect(page.locator('.jamb-table [data-cell="announced-trips"]')).toHaveText('28');
  await expect(page.getByTestId('coach-ring')).toHaveCount(0);
  await atEverySize(page, 'jamb', '8-done');
}

const LOBBIES = [
  { id: 'jamb', game: 'Jamb', form: (page: Page) => page.getByRole('link', { name: 'New game' }) },
  {
    id: 'yam-master',
    game: 'Yam Master',
    form: (page: Page) => page.getByRole('button', { name: 'Start game' }),
  },
];

for (const lobby of LOBBIES) {
  test(`${lobby.game}: the guided first game is offered on the lobby until skipped, and the answer is remembered`, async ({
    page,
  }) => {
    await skipOffer(page, `/${lobby.id}`, lobby.game, lobby.form);
  });
}

test.describe('the guided first game of Jamb', () => {
  test('taken from the lobby, played to the end, starts a real game against the computer', async ({
    page,
  }) => {
    test.slow();
    await openTutorial(page, '/jamb', 'jamb');
    await playJambTutorial(page);
    // Nothing of the guided game is kept, and the lobby no longer offers it.
    await page.getByRole('button', { name: 'Play a real game against the computer' }).click();
    await expect(page).toHaveURL(/\/jamb\/play\//);
    await expect(page.getByTestId('jamb-current-player')).toHaveText('Player 1’s turn');
    await expect(page.getByTestId('coach-card')).toHaveCount(0);
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await page.locator('.jamb-table [data-cell="free-max"] button').click();
    await expect(page.getByTestId('jamb-current-player')).toHaveText('Computer (beginner)’s turn');
    await savesKept(page);
    await page.goto('/jamb');
    await expect(page.getByTestId('jamb-saved-game')).toHaveCount(1);
    await expect(page.getByTestId('jamb-saved-game')).toContainText('Player 1, Computer');
    await expect(page.getByTestId('tutorial-offer')).toHaveCount(0);
  });

  test('reached from How to play, at its first step', async ({ page }) => {
    await openTutorial(page, '/jamb/rules', 'jamb');
    await stepIs(page, 'roll');
    await ringAround(page, '.dice-roll');
    await expectCardClear(page);
  });

  test('a step is axe-clean in both themes', async ({ page }) => {
    test.slow();
    await page.goto('/jamb/tutorial');
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await stepIs(page, 'hold');
    await die(page, 1).click();
    await expect(page.getByTestId('coach-try')).toBeVisible();
    await expectAxeClean(page);
    // Undo takes nothing back in the guided game, and says so when tapped.
    const undo = page.getByTestId('jamb-undo');
    await expect(undo).toHaveAccessibleDescription(/Nothing is taken back in the guided game/);
    await undo.click({ force: true });
    await expect(page.getByTestId('jamb-undo-why')).toHaveText(
      'Nothing is taken back in the guided game: its dice come in the order its story needs.',
    );
    await stepIs(page, 'hold');
  });
});

const square = (page: Page, index: number) => page.locator(`.ym-board [data-square="${index}"]`);
const explained = (page: Page) => page.getByTestId('coach-explained');

/** The whole guided game of Yam Master (seeded: its dice are known), each step checked at every size. */
async function playYamTutorial(page: Page) {
  const shot = (step: string, ringed?: string) => atEverySize(page, 'yam-master', step, ringed);
  await stepIs(page, 'roll');
  await expect(card(page).getByRole('heading')).toBeFocused();
  await expect(page.getByTestId('coach-say')).toContainText('a race to put five of your tokens in a line');
  await shot('01-roll', '.dice-roll');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();

  await stepIs(page, 'hold');
  await expect(explained(page)).toHaveText('You rolled 1 2 3 6 3.');
  await shot('02-hold', '[data-testid="die-2"]');
  // A wrong tap: the 1 is not held, and the guide says what to try.
  await die(page, 0).click();
  await expect(page.getByTestId('coach-try')).toHaveText('Try: tap a die showing 3.');
  await expect(die(page, 0)).toHaveAttribute('aria-pressed', 'false');
  await shot('02-hold-try');
  await die(page, 2).click();
  await ringAround(page, '[data-testid="die-4"]');
  await die(page, 4).click();

  await stepIs(page, 'roll-again');
  await shot('03-roll-again');
  await page.getByRole('button', { name: 'Roll again' }).click();

  await stepIs(page, 'place-brelan');
  await expect(explained(page)).toHaveText('Now the dice show 3 2 3 5 3: three 3s, a brelan.');
  await shot('04-place-brelan', '.ym-board [data-square="1"]');
  // The other lit 3 is refused by the story, and stays free.
  await square(page, 20).click();
  await expect(page.getByTestId('coach-try')).toHaveText(
    'Try: tap the lit square marked 3 in row 1, column 2.',
  );
  await expect(square(page, 20)).toHaveAttribute('data-owner', '');
  await square(page, 1).click();

  await stepIs(page, 'computer-1');
  await expect(explained(page)).toContainText('Your token is on Three 3s, row 1, column 2.');
  await expect(square(page, 1)).toHaveAttribute('data-owner', '0');
  await expect(square(page, 1)).toHaveAccessibleDescription('Taken by Player 1.');
  await shot('05-computer', '.ym-status');
  // The computer's turn is the guide's: the player's Roll waits.
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('coach-try')).toHaveText('Try: tap Watch Computer’s turn.');
  await page.getByRole('button', { name: 'Watch Computer’s turn' }).click();

  await stepIs(page, 'roll-sec');
  await expect(explained(page)).toHaveText('Computer placed a token on Three 4s.');
  await expect(page.locator('.ym-board [data-owner="1"]')).toHaveCount(1);
  await shot('06-roll-sec');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();

  await stepIs(page, 'place-sec');
  await expect(explained(page)).toHaveText(
    'You rolled 2 3 1 5 4: Suite in the very first roll. A real figure in the first roll is a Sec!',
  );
  await shot('07-place-sec', '.ym-board [data-square="7"]');
  await square(page, 7).click();

  await stepIs(page, 'computer-2');
  await page.getByRole('button', { name: 'Watch Computer’s turn' }).click();

  await stepIs(page, 'roll-defi');
  await expect(explained(page)).toHaveText('Computer placed a token on Three 5s.');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();

  await stepIs(page, 'defi');
  await expect(explained(page)).toHaveText('You rolled 6 3 1 5 1: no figure, nothing to place.');
  await shot('08-defi', '.ym-defi');
  await page.getByRole('button', { name: 'Défi! — declare a challenge' }).click();

  await stepIs(page, 'roll-defi-again');
  await expect(explained(page)).toHaveText('You declared a Défi.');
  await shot('09-roll-defi-again');
  await page.getByRole('button', { name: 'Roll again' }).click();

  await stepIs(page, 'place-defi');
  await expect(explained(page)).toHaveText('You rolled 3 2 3 2 3: Full, a real figure. The Défi succeeded!');
  await shot('10-place-defi', '.ym-board [data-square="13"]');
  await square(page, 13).click();

  await stepIs(page, 'done');
  await expect(page.getByTestId('coach-say')).toContainText('Your three tokens stand in one diagonal line');
  await expect(page.locator('.ym-board [data-owner="0"]')).toHaveCount(3);
  await expect(page.getByTestId('coach-ring')).toHaveCount(0);
  await shot('11-done');
}

test.describe('the guided first game of Yam Master', () => {
  test('taken from the lobby, played to the end, starts a real game against the computer', async ({
    page,
  }) => {
    test.slow();
    await openTutorial(page, '/yam-master', 'yam-master');
    await playYamTutorial(page);
    await page.getByRole('button', { name: 'Play a real game against the computer' }).click();
    await expect(page).toHaveURL(/\/yam-master\/(?!tutorial)[^/]+$/);
    await expect(page.getByTestId('coach-card')).toHaveCount(0);
    await expect(page.locator('.ym-status')).toContainText('Player 1 to play');
    await expect(page.locator('.ym-board [data-owner]:not([data-owner=""])')).toHaveCount(0);
    // The computer takes its own turns once the player ends one.
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await page.getByRole('button', { name: 'Don’t place' }).click();
    await page.getByRole('button', { name: 'Yes, end my turn' }).click();
    await expect(page.locator('.ym-status')).toHaveText(
      /Player 1 to play\s*Last turn: Computer \(beginner\) (placed|did not place)/,
      {
        timeout: 30_000,
      },
    );
    await savesKept(page);
    await page.goto('/yam-master');
    await expect(page.getByText('Player 1 vs Computer')).toBeVisible();
    await expect(page.getByTestId('tutorial-offer')).toHaveCount(0);
  });

  test('reached from How to play, at its first step', async ({ page }) => {
    await openTutorial(page, '/yam-master/rules', 'yam-master');
    await stepIs(page, 'roll');
    await ringAround(page, '.dice-roll');
    await expectCardClear(page);
  });

  test('a step is axe-clean in both themes, and closed squares say why in their description', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/yam-master/tutorial');
    await expect(square(page, 12)).toHaveAccessibleDescription('Roll the dice first.');
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await stepIs(page, 'hold');
    await expect(square(page, 12)).toHaveAccessibleDescription('Yam — not with these dice.');
    await expect(square(page, 13)).toHaveAccessibleDescription(
      'Défi — only after declaring a Défi and making a figure.',
    );
    await die(page, 0).click();
    await expect(page.getByTestId('coach-try')).toBeVisible();
    await expectAxeClean(page);
  });
});

test.describe('closed controls say why', () => {
  test('Jamb: a closed cell, tapped, gives its column’s rule; a closed Roll says why beside it', async ({
    page,
  }) => {
    test.slow();
    await startJambGame(page, { players: ['Ana'] });
    const why = page.getByTestId('jamb-why').locator('p');
    await page.locator('.jamb-table [data-cell="down-fives"]').click();
    await expect(why).toHaveText('Down column: fill it from Ones downwards. Next here: Ones.');
    await page.locator('.jamb-table [data-cell="up-ones"]').click();
    await expect(why).toHaveText('Up column: fill it from Jamb upwards. Next here: Jamb.');
    await page.locator('.jamb-table [data-cell="announced-full"]').click();
    await expect(why).toHaveText(
      'Announced column: announce Full house right after the first roll, then write it here.',
    );
    // The same words are the cell's own text for a screen reader.
    await expect(page.locator('.jamb-table [data-cell="up-twos"]')).toHaveText(
      'Up column: fill it from Jamb upwards. Next here: Jamb.',
    );
    await page.getByTestId('jamb-why').getByRole('button', { name: 'Close' }).click();
    await expect(why).toHaveCount(0);

    // All five held: Roll is off, and says why; then the last roll: no rolls left.
    for (let i = 0; i < 5; i++) await die(page, i).click();
    const roll = page.getByRole('button', { name: 'Roll again' });
    await expect(roll).toBeDisabled();
    await expect(page.getByTestId('dice-roll-why')).toHaveText('Release at least one die to roll again.');
    await expect(roll).toHaveAccessibleDescription('Release at least one die to roll again.');
    await die(page, 0).click();
    await roll.click();
    await roll.click();
    await expect(roll).toBeDisabled();
    await expect(page.getByTestId('dice-roll-why')).toHaveText('All three rolls are used.');

    // An announced turn: every other cell says where the turn must go.
    await startJambGame(page, { players: ['Ana'] });
    await page.getByRole('button', { name: 'Announce', exact: true }).click();
    await page.locator('[data-announce="jamb"]').click();
    await page.locator('.jamb-table [data-cell="free-ones"]').click();
    await expect(why).toHaveText('This turn is announced: write it in Announced, Jamb.');
  });

  test('Yam Master: a square that cannot be taken says why when tapped; so does a closed Roll', async ({
    page,
  }) => {
    test.slow();
    await startYamMaster(page);
    const why = page.locator('.ym-error');
    // A closed square is aria-disabled yet takes a tap, as a person's finger does.
    await page.locator('.ym-cell').first().click({ force: true });
    await expect(why).toHaveText('Roll the dice first.');
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await page.locator('.ym-cell[aria-disabled="true"]').first().click({ force: true });
    await expect(why).toHaveText('The dice do not make that square’s figure.');
    const again = page.getByRole('button', { name: 'Roll again' });
    await again.click();
    await again.click();
    await expect(again).toBeDisabled();
    await expect(page.getByTestId('dice-roll-why')).toHaveText('All three rolls are used.');
  });
});
