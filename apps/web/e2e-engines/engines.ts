// Starts Firefox ESR (WebDriver BiDi, through puppeteer-core) or WebKitGTK's MiniBrowser (through
// WebKitWebDriver on a virtual display) and drives both through one small interface.
import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
// @ts-expect-error -- a plain ES module of the tooling, without type declarations
import { findBrowsers } from '../../../tooling/browsers.mjs';
import { type ElementRef, isElementRef, WebDriverSession } from './webdriver-client.ts';

export type EngineName = 'firefox' | 'webkit';

export const viewport = { width: 1180, height: 820 };

/** An element in the page, as the engine's client refers to it. */
export type Handle = ElementRef | ElementHandle<Element>;

export interface EngineSession {
  readonly name: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Evaluates `expression` (which may use `args` and return a promise) in the page; JSON-able result. */
  evaluate<T>(expression: string, args?: unknown[]): Promise<T>;
  /** Evaluates an expression that yields an element or null. */
  element(expression: string, args?: unknown[]): Promise<Handle | null>;
  click(element: Handle): Promise<void>;
  /** Replaces the text of an input the way typing does. */
  fill(element: Handle, text: string): Promise<void>;
  upload(element: Handle, file: string): Promise<void>;
  close(): Promise<void>;
}

interface Browsers {
  firefox?: string;
  webkitDriver?: string;
  miniBrowser?: string;
  xvfbRun?: string;
}

export async function launch(name: EngineName, driverPort: number): Promise<EngineSession> {
  const found = findBrowsers() as Browsers;
  if (name === 'firefox') {
    if (!found.firefox) throw new Error('Firefox is not installed (npm test installs firefox-esr).');
    return FirefoxSession.launch(found.firefox);
  }
  if (!found.webkitDriver || !found.miniBrowser || !found.xvfbRun) {
    throw new Error('WebKitGTK is not installed (npm test installs webkit2gtk-driver and xvfb).');
  }
  return WebKitSession.launch(found as Required<Browsers>, driverPort);
}

class FirefoxSession implements EngineSession {
  readonly name = 'firefox';
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async launch(executablePath: string) {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      extraPrefsFirefox: { 'intl.accept_languages': 'en-GB', 'intl.locale.requested': 'en-GB' },
    });
    const page = await browser.newPage();
    await page.setViewport(viewport);
    return new FirefoxSession(browser, page);
  }

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async reload() {
    await this.page.reload({ waitUntil: 'load' });
  }

  evaluate<T>(expression: string, args: unknown[] = []) {
    return this.page.evaluate(`(async (args) => (${expression}))(${JSON.stringify(args)})`) as Promise<T>;
  }

  async element(expression: string, args: unknown[] = []) {
    const handle = await this.page.evaluateHandle(`((args) => (${expression}))(${JSON.stringify(args)})`);
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) await handle.dispose();
    return element;
  }

  async click(element: Handle) {
    await (element as ElementHandle<Element>).click();
  }

  async fill(element: Handle, text: string) {
    const input = element as ElementHandle<HTMLInputElement>;
    await input.click({ count: 3 });
    await input.press('Backspace');
    await input.type(text);
  }

  async upload(element: Handle, file: string) {
    await (element as ElementHandle<HTMLInputElement>).uploadFile(file);
  }

  async close() {
    await this.browser.close();
  }
}

class WebKitSession implements EngineSession {
  readonly name = 'webkit';
  private constructor(
    private readonly session: WebDriverSession,
    private readonly driver: ChildProcess,
  ) {}

  static async launch(found: Required<Browsers>, port: number) {
    // xvfb-run gives the driver (and the MiniBrowser it starts) a display of their own; -a picks a free one.
    const driver = spawn(
      found.xvfbRun,
      ['-a', '-s', '-screen 0 1600x1200x24', found.webkitDriver, `--port=${port}`],
      { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LANG: 'en_GB.UTF-8' } },
    );
    // The driver runs in a process group of its own: end it (and its display and browser) with the tests.
    process.once('exit', () => killGroup(driver));
    let stderr = '';
    driver.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const base = `http://127.0.0.1:${port}`;
    const ready = Date.now() + 30_000;
    for (;;) {
      try {
        const status = (await (await fetch(`${base}/status`)).json()) as { value: { ready: boolean } };
        if (status.value.ready) break;
      } catch {
        // not listening yet
      }
      if (driver.exitCode !== null || Date.now() > ready) {
        killGroup(driver);
        throw new Error(`WebKitWebDriver did not start on port ${port}: ${stderr}`);
      }
      await sleep(200);
    }
    const session = await WebDriverSession.create(base, {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: found.miniBrowser, args: ['--automation'] },
    });
    await session.setTimeouts({ script: 60_000, pageLoad: 60_000 });
    await session.setWindowRect(viewport);
    return new WebKitSession(session, driver);
  }

  async goto(url: string) {
    await this.session.navigate(url);
  }

  async reload() {
    await this.session.refresh();
  }

  async evaluate<T>(expression: string, args: unknown[] = []) {
    const outcome = await this.session.executeAsync<{ value?: T; error?: string }>(
      `const done = arguments[arguments.length - 1];
       const args = Array.prototype.slice.call(arguments, 0, -1);
       Promise.resolve().then(() => (${expression}))
         .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
      args,
    );
    if (outcome.error !== undefined) throw new Error(outcome.error);
    return outcome.value as T;
  }

  async element(expression: string, args: unknown[] = []) {
    const value = await this.evaluate<unknown>(expression, args);
    return isElementRef(value) ? value : null;
  }

  async click(element: Handle) {
    await this.session.click(element as ElementRef);
  }

  async fill(element: Handle, text: string) {
    await this.session.clear(element as ElementRef);
    await this.session.sendKeys(element as ElementRef, text);
  }

  async upload(element: Handle, file: string) {
    await this.session.sendKeys(element as ElementRef, file);
  }

  async close() {
    try {
      await this.session.delete();
    } finally {
      killGroup(this.driver);
    }
  }
}

function killGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
