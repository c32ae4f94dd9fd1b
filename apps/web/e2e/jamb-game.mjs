// Starts a Jamb game of Ana and Bram with the app's dice and rolls once, the way a player does: for
// the browser tests and for the manifest's screenshots (tooling/make-screenshots.mjs), which run no TypeScript.
export async function startJambGame(page) {
  await page.goto('/jamb/new');
  await page.getByRole('button', { name: /Add player/ }).click();
  await page.getByRole('combobox', { name: 'Name of player 1' }).fill('Ana');
  await page.getByRole('combobox', { name: 'Name of player 2' }).fill('Bram');
  await page.getByLabel('App dice').check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await page.getByText('Roll 1 of 3').waitFor();
}
