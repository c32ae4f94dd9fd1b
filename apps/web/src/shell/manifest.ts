// The web app manifest: what the browser's install sheet, the launcher and the file manager know of
// Dicetable. Its words come from the install catalogue, so every language the app speaks is listed.
import type { ManifestOptions } from 'vite-plugin-pwa';
import { inEveryLanguage, type Lang } from '../i18n/i18n.ts';
import { deriveSerbianCyrillic } from '../i18n/serbian-cyrillic.ts';
import { GAME_FILE } from '../store/download-file.ts';
import './install/messages.ts';
import './install/messages.nl.ts';
import './install/messages.de.ts';
import './install/messages.pt.ts';
import './install/messages.hr.ts';
import './install/messages.sr-Latn.ts';
import './install/messages.fr.ts';

deriveSerbianCyrillic();

type Localized = Partial<Record<Lang, string>>;

/** The English text is the member; the other languages go to its `_localized` twin. */
function words(key: string): { text: string; localized: Localized } {
  const { en, ...others } = inEveryLanguage('install', key);
  return { text: en, localized: others };
}

function shortcut(key: string, url: string, icon: string) {
  const { text, localized } = words(key);
  return {
    name: text,
    name_localized: localized,
    url,
    icons: [{ src: `icons/shortcut-${icon}.png`, sizes: '96x96', type: 'image/png' }],
  };
}

function screenshot(file: string, key: string, formFactor: 'wide' | 'narrow') {
  const sizes = formFactor === 'wide' ? '1180x820' : '390x844';
  return {
    src: `screenshots/${file}-${formFactor}.png`,
    sizes,
    type: 'image/png',
    form_factor: formFactor,
    label: words(key).text,
  };
}

const description = words('description');

export const manifest: Partial<ManifestOptions> & Record<`${string}_localized`, Localized> = {
  name: 'Dicetable',
  short_name: 'Dicetable',
  description: description.text,
  description_localized: description.localized,
  lang: 'en',
  dir: 'ltr',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  // On a desktop the header takes the title bar's place (base.css keeps it clear of the window's buttons).
  display_override: ['window-controls-overlay', 'standalone'],
  orientation: 'any',
  theme_color: '#1f5f4a',
  background_color: '#f4efe6',
  categories: ['games', 'entertainment', 'utilities'],
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    shortcut('shortcutJamb', '/jamb/new', 'jamb'),
    shortcut('shortcutYamMaster', '/yam-master', 'yam-master'),
    shortcut('shortcutJamSumo', '/jamsumo', 'jamsumo'),
    shortcut('shortcutHistory', '/history', 'history'),
  ],
  screenshots: [
    screenshot('home', 'screenshotHome', 'wide'),
    screenshot('jamb', 'screenshotJamb', 'wide'),
    screenshot('home', 'screenshotHome', 'narrow'),
    screenshot('jamb', 'screenshotJamb', 'narrow'),
  ],
  // A launch (an icon, a shortcut, a file) brings the open window forward instead of opening another.
  launch_handler: { client_mode: ['navigate-existing', 'auto'] },
  // Exported games are JSON files; opening one from the file manager imports it (open-file/).
  file_handlers: [{ action: '/open', accept: { [GAME_FILE.type]: [GAME_FILE.extension] } }],
};
