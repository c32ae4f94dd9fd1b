// Starting a game as a player does, one helper per game for every browser test. Jamb's lives in
// jamb-game.mjs, which the manifest's screenshots use too.
import { expect, type Page } from '@playwright/test';
import { setHand } from './jamsumo-hand.ts';

export { startJambGame } from './jamb-game.mjs';

export interface YamMasterStart {
  /** Names to fill in, one a seat; with none, the seats keep their given names. */
  players?: readonly string[];
  dice?: 'The app rolls' | 'Real dice at the table';
  /** Seats (from 1) played by the computer, with its level. */
  computers?: Readonly<Record<number, string>>;
  /** Rolls once after the start (only with the app's dice and a person to play). */
  roll?: boolean;
}

/** A Yam Master game, started and showing its board; by default Ana against Ben with the app's dice. */
export async function startYamMaster(
  page: Page,
  { players = ['Ana', 'Ben'], dice = 'The app rolls', computers = {}, roll = false }: YamMasterStart = {},
) {
  await page.goto('/yam-master');
  for (const [i, name] of players.entries()) {
    await page.getByRole('combobox', { name: `Name of player ${i + 1}` }).fill(name);
  }
  for (const [seat, level] of Object.entries(computers)) {
    await page.getByLabel(`Who plays seat ${seat}`).selectOption(level);
  }
  await page.getByLabel(dice).check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('table', { name: 'Board' })).toBeVisible();
  if (!roll) return;
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByText('Roll 1 of 3')).toBeVisible();
}

export interface JamSumoStart {
  /** 0 steady … 100 a real hand, set first: tests that expect where the dice go flick with a steady hand. */
  hand?: number;
  /** The computer takes the other seats ("Play against the computer"); the named players stay people. */
  againstComputer?: boolean;
}

/** A JamSumo game on this tablet, started and showing the first player's turn. */
export async function startJamSumo(
  page: Page,
  mode: 'Jam' | 'Sumo' | 'Jam Sumo',
  names: readonly string[],
  { hand, againstComputer = false }: JamSumoStart = {},
) {
  if (hand !== undefined) await setHand(page, hand);
  await page.goto('/jamsumo');
  await page.getByRole('link', { name: /New game on this tablet/ }).click();
  await page.getByRole('radio', { name: mode, exact: true }).check();
  for (const [i, name] of names.entries()) {
    const box = page.getByRole('combobox', { name: `Name of player ${i + 1}` });
    if ((await box.count()) === 0) await page.getByRole('button', { name: /Add player/ }).click();
    await box.fill(name);
  }
  if (againstComputer) {
    await page.getByRole('button', { name: 'Play against the computer' }).click();
    for (const name of names) {
      await page.getByRole('combobox', { name: `Who plays ${name}` }).selectOption('person');
    }
  }
  await page.getByRole('button', { name: 'Start' }).click();
  // Loading the physics engine can take a while on a busy machine.
  await expect(page.getByTestId('turn')).toHaveText(`${names[0]}’s turn`, { timeout: 30_000 });
}
