// @vitest-environment jsdom
// The manifest as the browser reads it: what the install sheet, the launcher and the file manager get.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../app-routes.ts';
import { jambGame } from '../games/jamb/jamb-game.ts';
import { jamSumoGame } from '../games/jamsumo/jamsumo-game.ts';
import { yamGame } from '../games/yam-master/yam-game.ts';
import { LANGUAGES } from '../i18n/i18n.ts';
import { GAME_FILE } from '../store/download-file.ts';
import { manifest } from './manifest.ts';

/** A file of apps/web/public, where the manifest's paths point. */
const publicFile = (src: string) =>
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../public', src));

/** A PNG's width and height: big-endian at bytes 16 and 20. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

const otherLanguages = LANGUAGES.filter((lang) => lang !== 'en').sort();

const topLevelPaths = appRoutes.map((route) => `${route.path}`);

describe('the web app manifest', () => {
  it('names and describes Dicetable in English, and in every other language the app speaks', () => {
    expect(manifest).toMatchObject({ name: 'Dicetable', short_name: 'Dicetable', lang: 'en', dir: 'ltr' });
    expect(Object.keys(manifest.description_localized ?? {})).toEqual(expect.arrayContaining(otherLanguages));
    for (const text of Object.values(manifest.description_localized ?? {})) {
      expect(text).not.toBe(manifest.description);
      expect(text).toMatch(/(Jamb|Јамб), Yam Master .* JamSumo/);
    }
  });

  it('has shortcuts to a new Jamb game, a new Yam Master game, JamSumo and History, each named in every language', () => {
    const shortcuts = manifest.shortcuts ?? [];
    expect(shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/jamb/new',
      '/yam-master',
      '/jamsumo',
      '/history',
    ]);
    for (const shortcut of shortcuts) {
      expect(topLevelPaths).toContain(`/${shortcut.url.split('/')[1]}`);
      const localized = (shortcut as { name_localized?: Record<string, string> }).name_localized ?? {};
      expect(Object.keys(localized)).toEqual(expect.arrayContaining(otherLanguages));
      for (const icon of shortcut.icons ?? []) expect(pngSize(publicFile(icon.src))).toBe(icon.sizes);
    }
  });

  it('shows wide and narrow screenshots that exist at the sizes it states', () => {
    const screenshots = manifest.screenshots ?? [];
    expect(new Set(screenshots.map((shot) => shot.form_factor))).toEqual(new Set(['wide', 'narrow']));
    for (const shot of screenshots) {
      const png = publicFile(shot.src);
      expect(pngSize(png)).toBe(shot.sizes);
      const [width, height] = shot.sizes.split('x').map(Number);
      expect(width! > height!).toBe(shot.form_factor === 'wide');
      expect(shot.label?.length).toBeGreaterThan(10);
      // The install sheet downloads them: each stays small.
      expect(png.length).toBeLessThan(100_000);
    }
  });

  it('brings the open window forward on a launch instead of opening a second one', () => {
    expect(manifest.launch_handler?.client_mode).toEqual(['navigate-existing', 'auto']);
    expect(manifest.display).toBe('standalone');
    expect(manifest.display_override).toContain('standalone');
  });

  it('handles the files the games export, in a screen of the app', () => {
    const [handler] = manifest.file_handlers ?? [];
    expect(topLevelPaths).toContain(handler?.action);
    const log = {
      createdAt: '2026-12-01T10:00:00.000Z',
      setup: { players: [{ name: 'Ana' }, { name: 'Ben' }] },
    };
    for (const game of [jambGame, yamGame, jamSumoGame]) {
      const extension = game.fileName(log as never).replace(/^.*(\.[^.]+)$/, '$1');
      expect(handler?.accept[GAME_FILE.type]).toContain(extension);
    }
  });
});
