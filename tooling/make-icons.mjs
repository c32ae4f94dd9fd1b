// Renders the app icons (PNG) from the SVG artwork with the test Chromium. Run after changing the
// artwork: node tooling/make-icons.mjs — the PNGs are committed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './bootstrap.mjs';
import { chromiumArgs, findSystemChromium } from './chromium.mjs';

const pip = (x, y, r = 7.5) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#1e1b16"/>`;
const die = (x, y, size, angle, pips) => `
  <g transform="translate(${x} ${y}) rotate(${angle})">
    <rect x="${-size / 2 + 3}" y="${-size / 2 + 6}" width="${size}" height="${size}" rx="${size * 0.2}" fill="#0b2a20" opacity="0.35"/>
    <rect x="${-size / 2}" y="${-size / 2}" width="${size}" height="${size}" rx="${size * 0.2}" fill="#fffdf8"/>
    ${pips.map(([px, py]) => pip(px * size, py * size, size * 0.085)).join('')}
  </g>`;
const five = [
  [-0.25, -0.25],
  [0.25, -0.25],
  [0, 0],
  [-0.25, 0.25],
  [0.25, 0.25],
];
const three = [
  [-0.25, -0.25],
  [0, 0],
  [0.25, 0.25],
];

function artwork({ maskable }) {
  // Maskable icons may be cropped to a circle: keep the dice inside the central safe zone.
  const scale = maskable ? 0.72 : 1;
  const background = maskable
    ? '<rect width="512" height="512" fill="#1f5f4a"/>'
    : '<rect x="16" y="16" width="480" height="480" rx="108" fill="#1f5f4a"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512" role="img"><title>Dicetable</title>
    ${background}
    <circle cx="256" cy="256" r="${200 * scale}" fill="#2a7a5f"/>
    <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
      ${die(300, 290, 190, 12, five)}
      ${die(190, 190, 130, -14, three)}
    </g>
  </svg>`;
}

// The manifest's shortcuts: one die face per game, as on the home screen's cards, and a score list for History.
const FACES = {
  4: [
    [-0.25, -0.25],
    [0.25, -0.25],
    [-0.25, 0.25],
    [0.25, 0.25],
  ],
  5: five,
  6: [
    [-0.25, -0.28],
    [0.25, -0.28],
    [-0.25, 0],
    [0.25, 0],
    [-0.25, 0.28],
    [0.25, 0.28],
  ],
};
const list = [150, 230, 310].map(
  (y) =>
    `<circle cx="150" cy="${y + 15}" r="16" fill="#1e1b16"/><rect x="190" y="${y}" width="180" height="30" rx="15" fill="#1e1b16"/>`,
);
function shortcutArtwork(face) {
  const inner = face
    ? die(256, 256, 300, 0, FACES[face])
    : `<rect x="96" y="96" width="320" height="320" rx="64" fill="#fffdf8"/>${list.join('')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
    <rect x="16" y="16" width="480" height="480" rx="108" fill="#1f5f4a"/>${inner}</svg>`;
}

const favicon = artwork({ maskable: false });
writeFileSync(join(root, 'apps/web/public/icons/favicon.svg'), favicon);

const browser = await chromium.launch({ executablePath: findSystemChromium(), args: chromiumArgs });
const page = await browser.newPage();
const outputs = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
  { file: 'shortcut-jamb.png', size: 96, svg: shortcutArtwork(5) },
  { file: 'shortcut-yam-master.png', size: 96, svg: shortcutArtwork(6) },
  { file: 'shortcut-jamsumo.png', size: 96, svg: shortcutArtwork(4) },
  { file: 'shortcut-history.png', size: 96, svg: shortcutArtwork() },
];
for (const { file, size, maskable, svg } of outputs) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${svg ?? artwork({ maskable })}`,
  );
  await page.screenshot({ path: join(root, 'apps/web/public/icons', file), omitBackground: true });
}
await browser.close();
console.log('icons written to apps/web/public/icons');
