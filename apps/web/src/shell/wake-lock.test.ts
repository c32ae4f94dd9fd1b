// @vitest-environment jsdom
import { createRoot } from 'solid-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateSettings } from '../store/settings.ts';
import { useWakeLock } from './wake-lock.ts';

function fakeWakeLock() {
  const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
  return {
    sentinels,
    request: vi.fn(async () => {
      const sentinel = {
        released: false,
        release: async () => {
          sentinel.released = true;
        },
      };
      sentinels.push(sentinel);
      return sentinel;
    }),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('screen wake lock', () => {
  it('is taken while a game screen is open, taken again after the tab returns, released on leaving', async () => {
    await updateSettings({ keepAwake: true });
    const lock = fakeWakeLock();
    const dispose = createRoot((dispose) => {
      useWakeLock(lock);
      return dispose;
    });
    await flush();
    expect(lock.request).toHaveBeenCalledTimes(1);

    // The browser releases the lock when the page is hidden.
    lock.sentinels[0]!.released = true;
    setVisibility('hidden');
    setVisibility('visible');
    await flush();
    expect(lock.request).toHaveBeenCalledTimes(2);

    dispose();
    expect(lock.sentinels[1]!.released).toBe(true);
  });

  it('is not taken when the player turned it off, and is let go when they turn it off mid-game', async () => {
    await updateSettings({ keepAwake: false });
    const lock = fakeWakeLock();
    const dispose = createRoot((dispose) => {
      useWakeLock(lock);
      return dispose;
    });
    await flush();
    expect(lock.request).not.toHaveBeenCalled();
    await updateSettings({ keepAwake: true });
    await flush();
    expect(lock.request).toHaveBeenCalledTimes(1);
    await updateSettings({ keepAwake: false });
    await flush();
    expect(lock.sentinels[0]!.released).toBe(true);
    dispose();
  });
});
