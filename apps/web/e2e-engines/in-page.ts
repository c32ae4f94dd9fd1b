// Runs inside the browser under test (bundled by esbuild and injected after each load): finds what a
// player sees by role, label or text with Testing Library's queries, and catches a file the app hands
// to the browser's download so the test can read it.
import { queryAllByLabelText, queryAllByRole, queryAllByText } from '@testing-library/dom';
import { savesKeptInPage } from '../e2e/saves-kept-in-page.ts';

export type Name = string | { pattern: string; flags?: string };

export type Query =
  | { role: string; name?: Name; nth?: number; checked?: boolean }
  | { label: Name; nth?: number }
  | { text: Name; nth?: number };

const matcher = (name: Name) =>
  typeof name === 'string' ? name : new RegExp(name.pattern, name.flags ?? '');

function all(query: Query): HTMLElement[] {
  const body = document.body;
  if ('role' in query) {
    return queryAllByRole(body, query.role, {
      ...(query.name === undefined ? {} : { name: matcher(query.name) }),
      ...(query.checked === undefined ? {} : { checked: query.checked }),
    });
  }
  if ('label' in query) return queryAllByLabelText(body, matcher(query.label));
  return queryAllByText(body, matcher(query.text));
}

/** The one element the query means (or its nth match); null while there is none. */
function find(query: Query): HTMLElement | null {
  const found = all(query);
  if (query.nth !== undefined) return found[query.nth] ?? null;
  if (found.length > 1) throw new Error(`${found.length} elements match ${JSON.stringify(query)}`);
  return found[0] ?? null;
}

const count = (query: Query) => all(query).length;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Resolves once the element the query finds has kept its box for two frames in a row (true), or false when
 * it is gone or still moving after about a second. A click goes to a point on the screen: aimed at a button
 * that a panel appearing above is still pushing down, it would land on whatever moves in under it.
 */
async function settled(query: Query): Promise<boolean> {
  let last = '';
  let same = 0;
  for (let frame = 0; frame < 60; frame++) {
    await nextFrame();
    const element = find(query);
    if (!element) return false;
    const { x, y, width, height } = element.getBoundingClientRect();
    const box = `${x},${y},${width},${height}`;
    same = box === last ? same + 1 : 0;
    if (same === 2) return true;
    last = box;
  }
  return false;
}

const names = (query: Query) =>
  all(query).map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '');

const downloads: string[] = [];
let catching = false;

/** From now on a click on a download link is kept from the browser and its file read here. */
function catchDownloads() {
  if (catching) return;
  catching = true;
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[download]') as HTMLAnchorElement | null;
      if (!link) return;
      event.preventDefault();
      const href = link.href;
      downloads.push('');
      const slot = downloads.length - 1;
      void fetch(href)
        .then((response) => response.text())
        .then((text) => {
          downloads[slot] = text;
        });
    },
    true,
  );
}

const lastDownload = () => downloads.at(-1) || null;

/** Resolves once a service worker controls this page. */
async function serviceWorkerControls(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return true;
  await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  return true;
}

async function cachedUrls(): Promise<string[]> {
  const urls: string[] = [];
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
  }
  return urls;
}

(globalThis as unknown as { dicetableTest: unknown }).dicetableTest = {
  find,
  count,
  settled,
  names,
  catchDownloads,
  lastDownload,
  serviceWorkerControls,
  cachedUrls,
  savesKept: savesKeptInPage,
};
