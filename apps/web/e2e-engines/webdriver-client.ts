// The few W3C WebDriver (classic) commands the smoke suite needs, spoken over HTTP to WebKitWebDriver.
// WebKitGTK has no BiDi; a general client would bring driver downloads with it that a closed network refuses.

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementRef {
  [ELEMENT_KEY]: string;
}

export const isElementRef = (value: unknown): value is ElementRef =>
  typeof value === 'object' && value !== null && ELEMENT_KEY in value;

export class WebDriverError extends Error {}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(base: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = await command<{ sessionId: string }>(`${base}/session`, 'POST', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(base, value.sessionId);
  }

  private send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return command<T>(`${this.base}/session/${this.id}${path}`, method, body);
  }

  navigate(url: string) {
    return this.send<null>('POST', '/url', { url });
  }

  refresh() {
    return this.send<null>('POST', '/refresh', {});
  }

  /** Runs `script` (a function body that gets `arguments`, its last one the callback for the result). */
  executeAsync<T>(script: string, args: unknown[]) {
    return this.send<T>('POST', '/execute/async', { script, args });
  }

  setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }) {
    return this.send<null>('POST', '/timeouts', timeouts);
  }

  setWindowRect(rect: { width: number; height: number }) {
    return this.send<null>('POST', '/window/rect', rect);
  }

  click(element: ElementRef) {
    return this.send<null>('POST', `/element/${element[ELEMENT_KEY]}/click`, {});
  }

  clear(element: ElementRef) {
    return this.send<null>('POST', `/element/${element[ELEMENT_KEY]}/clear`, {});
  }

  sendKeys(element: ElementRef, text: string) {
    return this.send<null>('POST', `/element/${element[ELEMENT_KEY]}/value`, { text });
  }

  delete() {
    return this.send<null>('DELETE', '');
  }
}

async function command<T>(url: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) {
    const { error, message } = payload.value ?? {};
    throw new WebDriverError(`${method} ${url}: ${error ?? response.status}: ${message ?? ''}`);
  }
  return payload.value;
}
