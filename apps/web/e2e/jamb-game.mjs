// Starts a Jamb game the way a player does, for the browser tests and for the manifest's screenshots
// (tooling/make-screenshots.mjs), which run no TypeScript. With no options: Ana and Bram with the app's
// dice, after the first roll.
export async function startJambGame(
  page,
  { players = ['Ana', 'Bram'], dice = 'App dice', computers = {}, rules = [], roll = true } = {},
) {
  await page.goto('/jamb/new');
  for (let i = 1; i < players.length; i++) await page.getByRole('button', { name: /Add player/ }).click();
  // Name fields offer the remembered players: each is a combobox.
  for (const [i, name] of players.entries()) {
    await page.getByRole('combobox', { name: `Name of player ${i + 1}` }).fill(name);
  }
  for (const [seat, level] of Object.entries(computers)) {
    await page.getByLabel(`Who plays seat ${seat}`).selectOption(level);
  }
  await page.getByLabel(dice).check();
  for (const rule of rules) await page.getByLabel(rule).check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/jamb\/play\//);
  if (!roll) return;
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await page.getByText('Roll 1 of 3').waitFor();
}
