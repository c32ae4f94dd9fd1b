// Every screen of the app, each opened the way a player reaches it (a game screen by starting a game
// through its form), for the checks that run on all of them: accessibility and layout.
import { expect, type Page } from '@playwright/test';
import { offerCamera } from './camera-setting.ts';
import { TABLET_WIDTH } from './layout-problems.ts';
import { startJambGame, startJamSumo, startYamMaster } from './start-game.ts';

export interface Screen {
  name: string;
  open(page: Page): Promise<void>;
  /**
   * A game in play: on a tablet every control the turn needs is on screen at once; 'landscape' where a
   * portrait tablet stacks the game as a phone does (Jamb's sheet under the dice, read by scrolling, with
   * Roll and the sheet's top on screen).
   */
  playedAtOnce?: true | 'landscape';
  /** A long page (the rules): its checks are given more time. */
  long?: boolean;
  /** The turn's main action (Roll, the board and the supply): on screen without scrolling at every size. */
  mainActions?: readonly string[];
  /** A game being played (or taught): its text is read at the table, none of it under 12 px. */
  inPlay?: boolean;
  /** What may lie over controls it does not point at (LayoutChecks.mayCover). */
  mayCover?: readonly string[];
}

/** Whether every enabled control of a screen must be on screen at once at this size. */
export function playedAtOnce(
  atOnce: Screen['playedAtOnce'],
  viewport: { width: number; height: number },
): boolean {
  if (!atOnce || viewport.width < TABLET_WIDTH) return false;
  return atOnce === true || viewport.width > viewport.height;
}

async function heading(page: Page, path: string, name: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The camera's first step, over Yam Master with real dice: it asks nothing of the camera yet. */
async function cameraStep(page: Page) {
  await offerCamera(page);
  await startYamMaster(page, { dice: 'Real dice at the table' });
  await page.getByRole('button', { name: 'Read the 5 dice thrown with the camera' }).click();
  await expect(page.getByRole('button', { name: 'Use the camera' })).toBeVisible();
}

async function jamsumoNew(page: Page) {
  await page.goto('/jamsumo');
  await page.getByRole('link', { name: /New game on this tablet/ }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
}

/** The rules opened over a game in play by the header's "?". */
async function jambRulesDialog(page: Page) {
  await startJambGame(page);
  await page.getByRole('button', { name: 'Rules of Jamb' }).click();
  await expect(page.getByRole('heading', { name: 'How to play Jamb' })).toBeVisible();
}

/** A guided first game at its second step: the dice rolled, the guide pointing at a die to hold. */
async function tutorialHoldStep(page: Page, game: 'jamb' | 'yam-master') {
  await page.goto(`/${game}/tutorial`);
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('coach-card')).toHaveAttribute('data-step', 'hold');
}

/** The guided first game of JamSumo once Rival has opened: the guide points at the player's supply. */
async function jamsumoTutorialStep(page: Page) {
  await page.goto('/jamsumo/tutorial');
  await page.getByTestId('tutorial-watch').click();
  await expect(page.getByTestId('coach-card')).toHaveAttribute('data-step', 'place', { timeout: 45_000 });
}

/** The guided Sumo round at its first step: the player's dice on the board, the guide at the flick panel. */
async function sumoTutorialStep(page: Page) {
  await page.goto('/jamsumo/tutorial/sumo');
  await expect(page.getByTestId('coach-card')).toHaveAttribute('data-step', 'hit');
  await expect(page.getByTestId('in-play-0')).toHaveText('5 in play', { timeout: 45_000 });
}

export const screens: Screen[] = [
  { name: 'home', open: (page) => heading(page, '/', 'Dicetable') },
  { name: 'settings', open: (page) => heading(page, '/settings', 'Settings') },
  { name: 'about', open: (page) => heading(page, '/about', /About/) },
  { name: 'install-guide', open: (page) => heading(page, '/install', 'Add to Home Screen') },
  { name: 'open-file', open: (page) => heading(page, '/open', 'Open a game file') },
  { name: 'lab', open: (page) => heading(page, '/lab', /lab/i) },
  { name: 'jamb-lobby', open: (page) => heading(page, '/jamb', 'Jamb') },
  { name: 'jamb-new', open: (page) => heading(page, '/jamb/new', /./) },
  {
    name: 'jamb-play',
    open: startJambGame,
    playedAtOnce: 'landscape',
    inPlay: true,
    mainActions: ['.dice-roll'],
  },
  {
    // Real dice bring the keypad: seven keys that once widened a phone's page to 393 px.
    name: 'jamb-play-real-dice',
    open: (page) =>
      startJambGame(page, { players: ['Ana', 'Marija Jovanović'], dice: 'Real dice', roll: false }),
    inPlay: true,
    mainActions: ['.dice-keypad-keys'],
  },
  { name: 'yam-master-lobby', open: (page) => heading(page, '/yam-master', 'Yam Master') },
  {
    name: 'yam-master-play',
    open: (page) => startYamMaster(page, { roll: true }),
    playedAtOnce: true,
    inPlay: true,
    mainActions: ['.dice-roll'],
  },
  { name: 'camera', open: cameraStep },
  { name: 'jamsumo-lobby', open: (page) => heading(page, '/jamsumo', 'JamSumo') },
  { name: 'jamsumo-new', open: jamsumoNew },
  {
    name: 'jamsumo-play',
    open: (page) => startJamSumo(page, 'Jam Sumo', ['Ann', 'Bram']),
    playedAtOnce: true,
    inPlay: true,
    mainActions: ['.board-canvas', '.js-player.js-current .js-supply'],
  },
  { name: 'jamb-rules', open: (page) => heading(page, '/jamb/rules', 'How to play Jamb'), long: true },
  {
    name: 'yam-master-rules',
    open: (page) => heading(page, '/yam-master/rules', 'How to play Yam Master'),
    long: true,
  },
  {
    name: 'jamsumo-rules',
    open: (page) => heading(page, '/jamsumo/rules', 'How to play JamSumo'),
    long: true,
  },
  { name: 'jamb-rules-dialog', open: jambRulesDialog, long: true },
  {
    name: 'jamb-tutorial',
    open: (page) => tutorialHoldStep(page, 'jamb'),
    inPlay: true,
    mainActions: ['.dice-roll'],
    mayCover: ['.coach-card'],
  },
  {
    name: 'yam-master-tutorial',
    open: (page) => tutorialHoldStep(page, 'yam-master'),
    inPlay: true,
    mainActions: ['.dice-roll'],
    mayCover: ['.coach-card'],
  },
  {
    name: 'jamsumo-tutorial',
    open: jamsumoTutorialStep,
    inPlay: true,
    mainActions: ['.board-canvas'],
    mayCover: ['.coach-card'],
  },
  {
    name: 'jamsumo-sumo-tutorial',
    open: sumoTutorialStep,
    inPlay: true,
    mainActions: ['.board-canvas'],
    mayCover: ['.coach-card'],
  },
];
