// What a player does and sees, in any engine: go to a page, tap a control found by its role and name
// (or label, or text), type, pick a file, and wait for what the screen says.

import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { EngineSession, Handle } from './engines.ts';
import type { Name, Query } from './in-page.ts';

const inPageSource = fileURLToPath(new URL('./in-page.ts', import.meta.url));
let inPageBundle: Promise<string> | undefined;

function bundleInPage() {
  inPageBundle ??= build({
    entryPoints: [inPageSource],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  }).then((result) => result.outputFiles[0]!.text);
  return inPageBundle;
}

const toName = (name: string | RegExp): Name =>
  typeof name === 'string' ? name : { pattern: name.source, flags: name.flags };

export const role = (roleName: string, name?: string | RegExp, nth?: number): Query => ({
  role: roleName,
  ...(name === undefined ? {} : { name: toName(name) }),
  ...(nth === undefined ? {} : { nth }),
});
export const label = (text: string | RegExp, nth?: number): Query => ({ label: toName(text), nth });
export const text = (value: string | RegExp, nth?: number): Query => ({ text: toName(value), nth });

const show = (query: Query) => JSON.stringify(query);

export class Player {
  constructor(
    readonly engine: EngineSession,
    readonly baseUrl: string,
    private readonly timeout = 20_000,
  ) {}

  async goto(path: string) {
    await this.savesKept();
    await this.engine.goto(new URL(path, this.baseUrl).href);
  }

  async reload() {
    await this.savesKept();
    await this.engine.reload();
  }

  /**
   * Waits until every save the app's page has begun is kept: the app saves each action as it shows it, and
   * a page left before the save is kept opens again one action back.
   */
  private async savesKept() {
    const origin = await this.engine.evaluate<string>('location.origin');
    if (origin === new URL(this.baseUrl).origin) await this.call('savesKept');
  }

  /** Calls one of the in-page helpers, injecting them first into a freshly loaded page. */
  async call<T>(helper: string, ...args: unknown[]): Promise<T> {
    const expression = `globalThis.dicetableTest ? globalThis.dicetableTest.${helper}(...args) : '__missing__'`;
    const value = await this.engine.evaluate<T | '__missing__'>(expression, args);
    if (value !== '__missing__') return value;
    await this.engine.evaluate(`(0, eval)(args[0]), true`, [await bundleInPage()]);
    return this.engine.evaluate<T>(expression, args);
  }

  private async locate(query: Query, timeout = this.timeout): Promise<Handle> {
    const deadline = Date.now() + timeout;
    let lastError = '';
    for (;;) {
      try {
        await this.call('find', query); // injects the helpers and throws on an ambiguous query
        const element = await this.engine.element('globalThis.dicetableTest.find(args[0])', [query]);
        if (element) return element;
      } catch (error) {
        lastError = String(error);
        if (/elements match/.test(lastError)) throw error;
      }
      if (Date.now() > deadline) throw new Error(`not on screen: ${show(query)} ${lastError}`);
      await sleep(150);
    }
  }

  /** Clicks where a player would tap, once the element has stopped moving (as Playwright waits for). */
  async click(query: Query) {
    await this.locate(query);
    await this.waitFor(`${show(query)} to stay in place`, () => this.call<boolean>('settled', query));
    await this.engine.click(await this.locate(query));
  }

  async fill(query: Query, value: string) {
    await this.engine.fill(await this.locate(query), value);
  }

  async upload(query: Query, file: string) {
    await this.engine.upload(await this.locate(query), file);
  }

  /** Waits until the query finds exactly `count` elements. */
  async expectCount(query: Query, count: number, timeout = this.timeout) {
    await this.waitFor(
      `${count} of ${show(query)}`,
      async () => (await this.call<number>('count', query)) === count,
      timeout,
    );
  }

  async see(query: Query, timeout = this.timeout) {
    await this.locate(query, timeout);
  }

  pageText(): Promise<string> {
    return this.engine.evaluate<string>('document.body.innerText');
  }

  /** Waits until the page's visible text contains `value` (or matches it). */
  async seeText(value: string | RegExp, timeout = this.timeout): Promise<string> {
    let last = '';
    await this.waitFor(
      `text ${value}`,
      async () => {
        last = await this.pageText();
        return typeof value === 'string' ? last.includes(value) : value.test(last);
      },
      timeout,
    );
    return last;
  }

  /** The label (or text) of every element the query finds, in document order. */
  names(query: Query): Promise<string[]> {
    return this.call<string[]>('names', query);
  }

  async waitFor(what: string, condition: () => Promise<boolean>, timeout = this.timeout) {
    const deadline = Date.now() + timeout;
    let lastError: unknown;
    for (;;) {
      try {
        if (await condition()) return;
      } catch (error) {
        lastError = error;
      }
      if (Date.now() > deadline) {
        throw new Error(`timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
      }
      await sleep(150);
    }
  }
}
