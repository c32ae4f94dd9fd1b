import type { ManifestOptions } from 'vite-plugin-pwa';

export const manifest: Partial<ManifestOptions> = {
  name: 'Dicetable',
  short_name: 'Dicetable',
  description:
    'Jamb, Yam Master and JamSumo at the table: score sheets, exact odds and real dice physics, offline.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#1f5f4a',
  background_color: '#f4efe6',
  categories: ['games', 'entertainment', 'utilities'],
  lang: 'en',
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
