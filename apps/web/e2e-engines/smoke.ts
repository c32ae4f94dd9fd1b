// The smoke suite every engine runs against the production build: each game's core flow, hints, a game
// log out and back in, the physics record bit for bit, and an offline start. It drives the app only
// through what a player sees: roles, labels and text.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReferenceOdds } from '@dicetable/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineName, type EngineSession, launch } from './engines.ts';
import {
  browserLayoutsExpression,
  browserRecordExpression,
  nodeRecord,
  summariseBrowserRecord,
  tableLayouts,
} from './physics-harness.ts';
import { label, Player, role, text } from './player.ts';
import { serveApp, serveHarness } from './servers.ts';

export interface SmokePorts {
  app: number;
  harness: number;
  driver: number;
}

// A module of one function returning a v128 constant: valid only where WebAssembly SIMD is supported.
const simdModule = [
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 22, 1, 20, 0, 253, 12, 1, 0, 0, 0, 2,
  0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0, 11,
];

const hintText = (odds: { probability: number; expected?: number }) =>
  `${Math.round(odds.probability * 100)}% · ${odds.expected!.toFixed(1)}`;

const dieValues = async (player: Player) =>
  (await player.names(role('button', /^Die \d: /))).map((name) => name.replace(/^Die \d: /, ''));

export function smokeSuite(name: EngineName, ports: SmokePorts) {
  describe(name, () => {
    let engine: EngineSession | undefined;
    let player: Player;
    let app: Awaited<ReturnType<typeof serveApp>> | undefined;
    let harness: Awaited<ReturnType<typeof serveHarness>> | undefined;
    const files = mkdtempSync(join(tmpdir(), `dicetable-${name}-`));

    beforeAll(async () => {
      app = await serveApp(ports.app);
      harness = await serveHarness(ports.harness);
      engine = await launch(name, ports.driver);
      player = new Player(engine, app.url);
    }, 90_000);

    afterAll(async () => {
      await engine?.close();
      await app?.stop();
      await harness?.stop();
      rmSync(files, { recursive: true, force: true });
    });

    it('runs WASM SIMD, loads the odds engine, and simulates bit for bit what Node simulates', async () => {
      await engine!.goto(harness!.url);
      expect(await engine!.evaluate('WebAssembly.validate(new Uint8Array(args[0]))', [simdModule])).toBe(
        true,
      );
      await player.waitFor('the harness', () => engine!.evaluate<boolean>("'physicsRecord' in window"));
      const browser = summariseBrowserRecord(await engine!.evaluate(browserRecordExpression));
      const node = await nodeRecord();
      expect(node.length).toBeGreaterThan(10_000);
      expect(browser).toEqual(node);
      expect(await engine!.evaluate<string>(browserLayoutsExpression)).toBe(tableLayouts());
      // The app's odds engine is the WASM module that uses SIMD.
      await player.goto('/about');
      await player.seeText('Odds engine (WebAssembly): 252 dice outcomes ready.');
    });

    it('Jamb: start, hints, roll, hold, reload mid-turn, write, reload and go on', async () => {
      await player.goto('/jamb/new');
      await player.fill(role('combobox', 'Name of player 1'), 'Ana');
      await player.click(role('radio', 'App dice'));
      await player.click(role('button', 'Start game'));
      await player.seeText('Ana’s turn');
      // The hints come from the odds engine's WASM (SIMD): they match the TypeScript reference.
      await player.click(role('button', 'Hints for Ana'));
      await player.seeText(
        hintText(createReferenceOdds().query({ game: 'jamb', rollsLeft: 3 }).targets.sixes!),
      );
      await player.click(role('button', 'Roll'));
      await player.seeText('Roll 1 of 3');
      await player.click(role('button', /^Die 1: [1-6]$/));
      await player.see(role('button', /^Die 1: [1-6], held$/));
      const held = await dieValues(player);
      expect(held).toHaveLength(5);

      await player.reload();
      await player.seeText('Roll 1 of 3');
      await player.see(role('button', /^Die 1: [1-6], held$/));
      expect(await dieValues(player)).toEqual(held);

      await player.click(role('button', 'Roll again'));
      await player.seeText('Roll 2 of 3');
      expect((await dieValues(player))[0]).toBe(held[0]);
      await player.click(role('button', /^Write \d+ in Max, Free\b/));
      await player.seeText('Not rolled yet');

      await player.reload();
      await player.seeText('Not rolled yet');
      await player.click(role('button', 'Roll'));
      await player.see(role('button', /^Write \d+ in Min, Free\b/));
      await player.expectCount(role('button', /^Write \d+ in Max, Free\b/), 0);
    });

    it('Jamb: exports a game log and imports it again', async () => {
      await player.goto('/jamb');
      await player.see(role('heading', 'Unfinished games'));
      // The game the test before left unfinished is the newest: count the list, and take the first.
      const before = await player.call<number>('count', role('link', 'Resume'));
      await player.call('catchDownloads');
      await player.click(role('button', 'Export game file', 0));
      let exported = '';
      await player.waitFor('the exported file', async () => {
        exported = (await player.call<string | null>('lastDownload')) ?? '';
        return exported !== '';
      });
      const log = JSON.parse(exported) as { actions: { type: string }[] };
      expect(log.actions.map((action) => action.type)).toContain('write');
      const file = join(files, 'jamb-game.json');
      writeFileSync(file, exported);

      await player.upload(label('Import a game file'), file);
      await player.seeText('Ana’s turn');
      await player.goto('/jamb');
      await player.expectCount(role('link', 'Resume'), before + 1);
    });

    it('Jamb: the camera screen explains in words when there is no camera, and the keypad stays', async () => {
      // The camera is a trial, off until it is turned on in the settings.
      const cameraTrial = role('switch', /^Read dice with the camera/);
      await player.goto('/settings');
      await player.see({ ...cameraTrial, checked: false });
      await player.click(cameraTrial);
      await player.see({ ...cameraTrial, checked: true });
      // Saved, not only shown: the switch is still on after a reload.
      await player.reload();
      await player.see({ ...cameraTrial, checked: true });
      await player.goto('/jamb/new');
      await player.fill(role('combobox', 'Name of player 1'), 'Ana');
      await player.click(role('radio', 'Real dice'));
      await player.click(role('button', 'Start game'));
      await player.click(role('button', 'Read the 5 dice thrown with the camera'));
      await player.see(role('dialog', 'Read the dice with the camera'));
      await player.click(role('button', 'Use the camera'));
      // The test machine has no camera: the player reads that, and the keypad is still the way in.
      await player.see(text('No camera was found on this device. Enter the dice with the keypad.'));
      await player.click(role('button', 'Enter the dice by hand'));
      await player.expectCount(role('dialog', 'Read the dice with the camera'), 0);
      for (const value of [2, 2, 3, 5, 6]) await player.click(role('button', `Enter a ${value}`));
      await player.seeText('Roll 1 of 3');
    });

    it('Yam Master: start, odds, enter dice, place a token, reload', async () => {
      await player.goto('/yam-master');
      await player.fill(role('combobox', 'Name of player 1'), 'Ana');
      await player.fill(role('combobox', 'Name of player 2'), 'Ben');
      await player.click(role('radio', 'Real dice at the table'));
      await player.click(role('button', 'Start game'));
      await player.see(role('table', 'Board'));
      await player.click(role('switch', 'Show odds for Ana'));
      await player.seeText(/\d+\s?%/);
      for (const value of [1, 1, 1, 2, 3]) await player.click(role('button', `Enter a ${value}`));
      await player.seeText('Three 1s');
      const [square] = await player.names(role('button', /you can place here$/));
      expect(square).toBeTruthy();
      await player.click(role('button', square!));
      await player.seeText('Ben to play');
      // The square just taken is marked as the last move until the next throw, across a reload too.
      const placed = square!.replace('free, you can place here', 'Ana’s token, the last move');

      await player.reload();
      await player.see(role('button', placed));
      await player.seeText('Ben to play');
    });

    it('JamSumo: start a game and flick once', async () => {
      await player.goto('/jamsumo');
      await player.click(role('link', /New game on this tablet/));
      await player.click(role('radio', 'Sumo'));
      await player.fill(role('combobox', 'Name of player 1'), 'Ann');
      await player.fill(role('combobox', 'Name of player 2'), 'Bram');
      await player.click(role('button', 'Start game'));
      // Loading the physics engine can take a while on a busy machine.
      await player.seeText('Ann’s turn', 60_000);
      expect(await player.pageText()).not.toContain('Bram’s turn');
      await player.click(text('Flick with buttons'));
      await player.click(role('button', 'Flick'));
      await player.seeText('Bram’s turn', 60_000);
    });

    it('opens each game’s rules, from a home card and by a deep link', async () => {
      await player.goto('/');
      await player.click(role('link', 'How to play Jamb'));
      await player.see(role('heading', 'How to play Jamb'));
      await player.seeText('Five equal dice are not a full house.');
      await player.goto('/yam-master/rules#sec');
      await player.see(role('heading', 'How to play Yam Master'));
      await player.seeText('A Sec is taken straight after the first roll');
      await player.goto('/jamsumo/rules#round-score');
      await player.see(role('heading', 'How to play JamSumo'));
      await player.seeText('a die not lying flat counts 3.');
    });

    it('starts offline once its service worker is active', async () => {
      await player.goto('/');
      await player.seeText('Jamb');
      expect(await player.call<boolean>('serviceWorkerControls')).toBe(true);
      const cached = await player.call<string[]>('cachedUrls');
      expect(cached.some((url) => /\.wasm(\?|$)/.test(url))).toBe(true);

      const url = app!.url;
      await app!.stop();
      app = undefined;
      await expect(fetch(url)).rejects.toThrow();
      await player.reload();
      await player.see(role('link', /Roll figures to claim squares/));
      await player.goto('/jamb');
      await player.see(role('heading', 'Jamb'));
      await player.goto('/about');
      await player.seeText(/252 dice outcomes/);
    });
  });
}
