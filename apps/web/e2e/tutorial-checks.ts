// What every guided first game's browser test checks the same way: the lobby's offer and its answer,
// the ways in (the lobby, How to play), and a step with no serious axe finding in either theme.
import { expect, type Locator, type Page } from '@playwright/test';
import { savedPreference } from './saved-settings.ts';
import { COLOUR_RULES, seriousViolations } from './serious-violations.ts';
import { settled } from './settled.ts';

export const TUTORIAL_SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
];

/** The lobby offers the guided game until "No thanks", and the answer outlives a reload. */
export async function skipOffer(
  page: Page,
  lobby: string,
  game: string,
  lobbyReady: (page: Page) => Locator,
) {
  await page.goto(lobby);
  const offer = page.getByTestId('tutorial-offer');
  await expect(offer.getByRole('heading', { name: `New to ${game}?` })).toBeVisible();
  await offer.getByRole('button', { name: 'No thanks' }).click();
  await expect(offer).toHaveCount(0);
  // The answer is kept in the app's database before the page is loaded again.
  const gameId = lobby.split('/')[1]!;
  await expect
    .poll(
      async () => ((await savedPreference(page, 'tutorial.offered')) as Record<string, boolean>)?.[gameId],
    )
    .toBe(false);
  await page.reload();
  await expect(lobbyReady(page)).toBeVisible();
  await expect(page.getByTestId('tutorial-offer')).toHaveCount(0);
}

/** Into the guided game from `from` (the lobby or How to play): its link, then its own address. */
export async function openTutorial(page: Page, from: string, game: string) {
  await page.goto(from);
  await page.getByRole('link', { name: 'Play a guided first game' }).click();
  await expect(page).toHaveURL(new RegExp(`/${game}/tutorial$`));
}

export async function expectAxeClean(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await settled(page);
    const only = colorScheme === 'dark' ? COLOUR_RULES : undefined;
    expect(await seriousViolations(page, only), `the ${colorScheme} theme`).toEqual([]);
  }
}

/**
 * The card leaves the control of the step uncovered (wherever the control and the card fit on the
 * screen together), and its "Leave the guided game" is on screen, not cut off.
 */
export async function expectCardClear(page: Page) {
  const card = page.getByTestId('coach-card');
  const leave = card.getByRole('link', { name: 'Leave the guided game' });
  await expect(async () => {
    const viewport = page.viewportSize()!;
    const cardBox = (await card.boundingBox())!;
    const leaveBox = (await leave.boundingBox())!;
    expect(leaveBox.y).toBeGreaterThanOrEqual(Math.max(0, cardBox.y));
    expect(leaveBox.y + leaveBox.height).toBeLessThanOrEqual(
      Math.min(viewport.height, cardBox.y + cardBox.height),
    );
    const ring = page.getByTestId('coach-ring');
    if ((await ring.count()) === 0) return;
    const ringBox = (await ring.boundingBox())!;
    if (ringBox.height + cardBox.height + 48 > viewport.height) return;
    const apart =
      ringBox.y + ringBox.height <= cardBox.y ||
      cardBox.y + cardBox.height <= ringBox.y ||
      ringBox.x + ringBox.width <= cardBox.x ||
      cardBox.x + cardBox.width <= ringBox.x;
    expect(apart, `the card ${JSON.stringify(cardBox)} covers the ring ${JSON.stringify(ringBox)}`).toBe(
      true,
    );
  }).toPass({ timeout: 15_000 });
}
