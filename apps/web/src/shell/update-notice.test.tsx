// @vitest-environment jsdom
import { fireEvent, render, screen } from '@solidjs/testing-library';
import { createSignal } from 'solid-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/i18n.ts';
import '../i18n/languages/de.ts';
import { createUpdateFlow, type UpdateSource } from './update-flow.ts';
import { OFFLINE_READY_MS, OfflineReadyNotice, UpdateNotice } from './update-notice.tsx';

function fakeRegistration() {
  const listeners = {
    waiting: [] as (() => void)[],
    offline: [] as (() => void)[],
    controlling: [] as (() => void)[],
  };
  const source: UpdateSource = {
    onWaiting: (listener) => listeners.waiting.push(listener),
    onOfflineReady: (listener) => listeners.offline.push(listener),
    onControlling: (listener) => listeners.controlling.push(listener),
    activateWaiting: vi.fn(() => listeners.controlling.forEach((listener) => listener())),
  };
  return { source, listeners };
}

describe('update prompt', () => {
  it('appears when a new worker is waiting, and reloads only after the player taps Reload', () => {
    setLanguage('en');
    const { source, listeners } = fakeRegistration();
    const reload = vi.fn();
    const flow = createUpdateFlow(source, reload);
    render(() => <UpdateNotice flow={flow} />);
    expect(screen.queryByTestId('update-notice')).toBeNull();

    listeners.waiting.forEach((listener) => listener());
    expect(screen.getByTestId('update-notice').textContent).toContain('Update available');
    expect(reload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(source.activateWaiting).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('update-notice')).toBeNull();
  });

  it('never reloads when another tab activates the new version', () => {
    const { source, listeners } = fakeRegistration();
    const reload = vi.fn();
    createUpdateFlow(source, reload);
    listeners.waiting.forEach((listener) => listener());
    listeners.controlling.forEach((listener) => listener());
    expect(reload).not.toHaveBeenCalled();
  });

  it('says when the app is ready offline, in the chosen language, and can be dismissed', () => {
    setLanguage('de');
    const { source, listeners } = fakeRegistration();
    const flow = createUpdateFlow(source, vi.fn());
    render(() => <OfflineReadyNotice flow={flow} path="/" />);
    listeners.offline.forEach((listener) => listener());
    expect(screen.getByTestId('offline-ready').textContent).toContain('Bereit für die Offline-Nutzung');
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByTestId('offline-ready')).toBeNull();
    setLanguage('en');
  });

  describe('while a game is played and after', () => {
    afterEach(() => vi.useRealTimers());

    function shownOn(first: string) {
      setLanguage('en');
      const { source, listeners } = fakeRegistration();
      const flow = createUpdateFlow(source, vi.fn());
      const [path, setPath] = createSignal(first);
      render(() => <OfflineReadyNotice flow={flow} path={path()} />);
      listeners.offline.forEach((listener) => listener());
      return { setPath, notice: () => screen.queryByTestId('offline-ready') };
    }

    it('leaves a game in play alone and says it on the next screen, which it leaves with', () => {
      const { setPath, notice } = shownOn('/jamb/play/g1');
      expect(notice()).toBeNull();
      setPath('/jamb');
      expect(notice()).not.toBeNull();
      setPath('/settings');
      expect(notice()).toBeNull();
    });

    it('goes by itself after a few seconds, and not before', () => {
      vi.useFakeTimers();
      const { notice } = shownOn('/');
      vi.advanceTimersByTime(OFFLINE_READY_MS - 1);
      expect(notice()).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(notice()).toBeNull();
    });

    it('counts its few seconds from when it is shown, not while it waits for the game to end', () => {
      vi.useFakeTimers();
      const { setPath, notice } = shownOn('/yam-master/g2');
      vi.advanceTimersByTime(OFFLINE_READY_MS * 3);
      setPath('/yam-master');
      expect(notice()).not.toBeNull();
      vi.advanceTimersByTime(OFFLINE_READY_MS);
      expect(notice()).toBeNull();
    });
  });
});
