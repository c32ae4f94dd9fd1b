// The longer languages on every screen and in each game's core flow: the screens open in the language
// the device asks for, no English is left on them (in Serbian Cyrillic no Latin word either, but names),
// nothing is cut off, covered or out of reach at the tablet's two sizes and the phone's, a game's main
// action is on screen and its text at least 12 px; `npm run screenshots` keeps a picture of each.
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Lang } from '../src/i18n/i18n.ts';
import { type Texts, textsIn } from './catalogue-texts.ts';
import { keepScreenshot } from './keep-screenshot.ts';
import { layoutProblems, MIN_TARGET, MIN_TEXT_PX } from './layout-problems.ts';
import { playedAtOnce, type Screen } from './screens.ts';
import { settled } from './settled.ts';

// Words and layout are judged on still screens: with less motion asked for, rolls and flicks show at their end
// at once, as they do for a player who asks so, and no check waits for an animation to end.
test.use({ reducedMotion: 'reduce' });

// Every language but English, which every-screen.spec.ts sweeps over every screen and size.
const LANGUAGES: readonly { lang: Lang; locale: string }[] = [
  { lang: 'sr-Cyrl', locale: 'sr-RS' },
  { lang: 'fr', locale: 'fr-FR' },
  { lang: 'de', locale: 'de-DE' },
  { lang: 'nl', locale: 'nl-NL' },
  { lang: 'pt', locale: 'pt-PT' },
  { lang: 'hr', locale: 'hr-HR' },
  { lang: 'sr-Latn', locale: 'sr-Latn-RS' },
];
const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
];
const NAMES = ['Ana', 'Bram'];
/** Eight names of 20 characters each: the most a Jamb sheet and its turn lines must hold. */
const LONG_NAMES = [
  'Aleksandra Kovačević',
  'Margarethe Schröders',
  'Bartholomeus Jansens',
  'Mariana Albuquerques',
  'Jean-Baptiste Moreau',
  'Dragoslava Milošević',
  'Franziska Oberhauser',
  'Krešimir Radovanović',
];
/** Names the rules' worked examples give their players. */
const EXAMPLE_NAMES = ['Ann', 'Bea'];

const SCREENS = [
  '/',
  '/settings',
  '/about',
  '/install',
  '/open',
  '/jamb',
  '/jamb/new',
  '/jamb/rules',
  '/yam-master',
  '/yam-master/rules',
  '/jamsumo',
  '/jamsumo/new/flick',
  '/jamsumo/new/pad',
  '/jamsumo/rules',
  '/history',
  '/history/players',
  '/history/statistics',
  '/history/dice-check',
  '/lab',
];

/**
 * Every word a player sees or hears on the page in its language: its text and the names given to its
 * controls, less what is marked as another language (the chooser's language names).
 */
function shownWords(): string[] {
  const words = (text: string) => text.match(/\p{L}{3,}/gu) ?? [];
  const otherLanguage = new Set(
    [...document.querySelectorAll(`body [lang]:not([lang="${document.documentElement.lang}"])`)].flatMap(
      (element) => words(element.textContent ?? ''),
    ),
  );
  // biome-ignore lint/performance/useDomNodeTextContent: only the text a player can see counts, as laid out.
  const parts = [document.body.innerText];
  for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    if (element.closest('[hidden], [aria-hidden="true"]')) continue;
    for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
      parts.push(element.getAttribute(attribute) ?? '');
    }
  }
  return words(parts.join(' ')).filter((word) => !otherLanguage.has(word));
}

/** Words on screen that belong to English and not to the language shown (in Cyrillic: any Latin word). */
async function foreignWords(page: Page, texts: Texts, lang: Lang): Promise<string[]> {
  const names = new Set(
    [...NAMES, ...EXAMPLE_NAMES, ...LONG_NAMES.flatMap((name) => name.split(/[ -]/))].map((name) =>
      name.toLowerCase(),
    ),
  );
  const words = (await page.evaluate(shownWords)).filter((word) => !names.has(word.toLowerCase()));
  return [
    ...new Set(
      words.filter(
        (word) =>
          texts.englishOnly.has(word.toLowerCase()) ||
          (lang === 'sr-Cyrl' && /[a-z]/i.test(word) && !texts.ownLatin.has(word.toLowerCase())),
      ),
    ),
  ];
}

/** A game's screen: its main action on screen at every size, its text at least 12 px (screens.ts). */
type InPlay = Required<Pick<Screen, 'mainActions' | 'playedAtOnce'>>;

/** At every size no layout problem, and no English left. */
async function check(page: Page, texts: Texts, lang: Lang, name: string, game?: InPlay) {
  const found: Record<string, unknown> = {};
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settled(page);
    const label = `${size.width}x${size.height}`;
    await keepScreenshot(page, `languages-${lang}-${name}-${label}`, { fullPage: true });
    const problems = await page.evaluate(layoutProblems, {
      minTarget: MIN_TARGET,
      atOnce: playedAtOnce(game?.playedAtOnce, size),
      mainActions: game?.mainActions ?? [],
      minTextPx: game ? MIN_TEXT_PX : 0,
      covered: true,
    });
    if (problems.length > 0) found[`layout at ${label}`] = problems;
  }
  const foreign = await foreignWords(page, texts, lang);
  if (foreign.length > 0) found['English left'] = foreign;
  expect.soft(found, `${name} in ${lang}`).toEqual({});
}

const JAMB: InPlay = { mainActions: ['.dice-roll'], playedAtOnce: 'landscape' };
const YAM_MASTER: InPlay = { mainActions: ['.ym-board'], playedAtOnce: true };
// A Sumo game: every die starts on the board, so no supply.
const JAMSUMO: InPlay = { mainActions: ['.board-canvas'], playedAtOnce: true };

/**
 * Goes to a screen as a link in the app does, without loading the app again: what is checked here is the
 * screen in its language, and a load per screen would cost most of this sweep's time.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    if (location.pathname === to) return;
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** A Jamb game of these players with the app's dice, started and rolled once. */
async function startJambAndRoll(page: Page, t: Texts, names: readonly string[]) {
  await page.goto('/jamb/new');
  for (const [i, name] of names.entries()) {
    const box = page.getByRole('combobox', { name: t('jamb', 'playerName', { n: i + 1 }) });
    if ((await box.count()) === 0) await page.getByRole('button', { name: t('jamb', 'addPlayer') }).click();
    await box.fill(name);
  }
  await page.getByLabel(t('jamb', 'appDice')).check();
  await button(page, t('session', 'startGame')).click();
  await page.waitForURL(/\/jamb\/play\//);
  await button(page, t('dice-tray', 'roll')).click();
  await expect(page.getByTestId('jamb-roll-count')).toHaveText(t('jamb', 'rollCount', { used: 1 }));
}

async function showHints(page: Page) {
  await page.getByTestId('jamb-hints-toggle').click();
  await expect(page.locator('.jamb-hint').first()).toBeVisible();
}

for (const { lang, locale } of LANGUAGES) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale });
    let t: Texts;
    test.beforeAll(async () => {
      t = await textsIn(lang);
    });

    test('chosen on first start, every screen keeps its layout and shows no English; Settings lists each language in its own name', async ({
      page,
    }) => {
      test.setTimeout(15 * 60_000);
      // Said with a screen that never shows its heading, so a failure names its cause.
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(SCREENS[0]!);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByText(t('shell', 'tagline'))).toBeVisible();
      for (const path of SCREENS) {
        await openInApp(page, path);
        await expect(
          page.getByRole('heading', { level: 1 }),
          `the heading of ${path} (errors so far: ${errors.join(' | ') || 'none'})`,
        ).toBeVisible({ timeout: 20_000 });
        if (path === '/settings') {
          await expect(page.getByTestId('language-select').locator('option')).toContainText([
            'Hrvatski',
            'Srpski (latinica)',
            'Српски (ћирилица)',
            'Français',
          ]);
        }
        await check(page, t, lang, path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));
      }
    });

    test('Jamb: start a game, roll and write', async ({ page }) => {
      await startJambAndRoll(page, t, NAMES);
      await check(page, t, lang, 'jamb-play', JAMB);
      // With hints on, each open cell says its odds too: the sheet still fits.
      await showHints(page);
      await check(page, t, lang, 'jamb-hints', JAMB);
      // Max in the free column scores whatever the app's dice show (Ones would ask first to write 0).
      await page.locator('.jamb-table [data-cell="free-max"]').getByRole('button').click();
      // The tablet is passed on, or goes straight to the next player.
      await expect(
        page
          .getByText(t('jamb', 'passTo', { name: 'Bram' }))
          .or(page.getByTestId('jamb-current-player').getByText(t('jamb', 'turnOf', { name: 'Bram' })))
          .first(),
      ).toBeVisible();
      await check(page, t, lang, 'jamb-written', JAMB);
    });

    // The longest words and the other script stand for every language here.
    if (lang === 'de' || lang === 'sr-Cyrl') {
      test('Jamb with eight players of 20-character names, hints and advice on and off', async ({ page }) => {
        await startJambAndRoll(page, t, LONG_NAMES);
        await check(page, t, lang, 'jamb-eight', JAMB);
        await showHints(page);
        await check(page, t, lang, 'jamb-eight-hints', JAMB);
        // Advice open as well: it goes below the turn's decisions, so Roll stays where it was.
        await page.getByTestId('jamb-advice-toggle').click();
        await expect(page.getByTestId('jamb-advice-main')).toBeVisible({ timeout: 30_000 });
        await check(page, t, lang, 'jamb-eight-advice', JAMB);
      });
    }

    test('Yam Master: a throw, and a token placed', async ({ page }) => {
      await page.goto('/yam-master');
      for (const [i, name] of NAMES.entries()) {
        await page.getByRole('combobox', { name: t('yam-master', 'playerName', { n: i + 1 }) }).fill(name);
      }
      await page.getByLabel(t('yam-master', 'realDice')).check();
      await button(page, t('session', 'startGame')).click();
      await expect(page.getByRole('table', { name: t('yam-master', 'board') })).toBeVisible();
      for (const value of [1, 1, 1, 2, 3]) await page.getByTestId(`key-${value}`).click();
      await expect(page.getByTestId('figures')).toContainText(t('yam-master', 'brelan', { n: 1 }));
      await check(page, t, lang, 'yam-master-play', YAM_MASTER);
      await page.locator('[data-square="0"]').click();
      await expect(page.getByRole('status').first()).toContainText(
        t('yam-master', 'turnOf', { name: 'Bram' }),
      );
      await check(page, t, lang, 'yam-master-placed', YAM_MASTER);
    });

    test('JamSumo: start a game and flick with the controls panel', async ({ page }) => {
      test.slow();
      await page.goto('/jamsumo/new/flick');
      await page.getByRole('radio', { name: t('jamsumo', 'modeSumo'), exact: true }).check();
      for (const [i, name] of NAMES.entries()) {
        await page.getByRole('combobox', { name: t('jamsumo', 'playerName', { count: i + 1 }) }).fill(name);
      }
      await button(page, t('session', 'startGame')).click();
      const turn = page.getByTestId('turn');
      await expect(turn).toHaveText(t('jamsumo', 'turnOf', { name: 'Ana' }), { timeout: 30_000 });
      await check(page, t, lang, 'jamsumo-play', JAMSUMO);
      // The panel opens below the board; a flick with its default aim, then it is closed again.
      const panel = page.locator('.js-keyboard-flick');
      await panel.locator('summary').click();
      await button(panel, t('board-view', 'flick')).click();
      await expect(turn).toHaveText(t('jamsumo', 'turnOf', { name: 'Bram' }), { timeout: 45_000 });
      await expect(page.getByTestId('news')).toContainText('Ana');
      if (await panel.evaluate((details: HTMLDetailsElement) => details.open))
        await panel.locator('summary').click();
      await check(page, t, lang, 'jamsumo-flicked', JAMSUMO);
    });
  });
}
