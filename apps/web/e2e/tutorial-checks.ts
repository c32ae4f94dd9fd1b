// What every guided first game's browser test checks the same way: the lobby's offer and its answer,
// the ways in (the lobby, How to play), and a step with no serious axe finding in either theme.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { savedPreference } from './saved-settings.ts';
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
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}
