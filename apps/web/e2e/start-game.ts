// Starting a game as a player does, one helper per game for every browser test.
import { expect, type Page } from '@playwright/test';
import { setHand } from './jamsumo-hand.ts';

/**
 * A JamSumo game on this tablet, started and showing the first player's turn. `hand` (0 steady … 100 a
 * real hand) is set first when given: tests that expect where the dice go flick with a steady hand.
 */
export async function startJamSumo(
  page: Page,
  mode: 'Jam' | 'Sumo' | 'Jam Sumo',
  names: readonly string[],
  hand?: number,
) {
  if (hand !== undefined) await setHand(page, hand);
  await page.goto('/jamsumo');
  await page.getByRole('link', { name: /New game on this tablet/ }).click();
  await page.getByRole('radio', { name: mode, exact: true }).check();
  for (const [i, name] of names.entries()) {
    await page.getByRole('combobox', { name: `Name of player ${i + 1}` }).fill(name);
  }
  await page.getByRole('button', { name: 'Start' }).click();
  // Loading the physics engine can take a while on a busy machine.
  await expect(page.getByTestId('turn')).toHaveText(`${names[0]}’s turn`, { timeout: 30_000 });
}
