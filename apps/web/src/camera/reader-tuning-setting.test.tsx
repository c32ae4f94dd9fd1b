// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/i18n.ts';
import '../i18n/languages/hr.ts';
import { DEFAULT_SETTINGS, updateSettings } from '../store/settings.ts';
import { keepConfirmedThrow, refreshTuningStatus } from './reader-tuning.ts';
import { ReaderTuningSetting } from './reader-tuning-setting.tsx';
import { closeTuningStore, TUNE_EVERY, TUNING_DB_NAME } from './tuning-store.ts';

const worker = {
  tune: async (examples: { value: number }[]) => ({
    trained: 'net',
    dice: examples.length,
    faces: new Float32Array(1),
  }),
};
const throwOf = (count: number) => ({
  crops: Array.from({ length: count }, (_, i) => Uint8Array.of(i)),
  values: Array.from({ length: count }, () => 4 as const),
});

beforeEach(async () => {
  await closeTuningStore();
  await deleteDB(TUNING_DB_NAME);
  await refreshTuningStatus();
  await updateSettings({ cameraDice: true, readerTuning: false });
});
afterEach(async () => {
  cleanup();
  setLanguage('en');
  await updateSettings({
    cameraDice: DEFAULT_SETTINGS.cameraDice,
    readerTuning: DEFAULT_SETTINGS.readerTuning,
  });
});

describe('Settings’ “Learn my dice”', () => {
  it('says how many dice are kept, then how many the reader is tuned on, and forgets them', async () => {
    render(() => <ReaderTuningSetting />);
    const learn = screen.getByRole('switch', { name: /^Learn my dice/ });
    expect((learn as HTMLInputElement).checked).toBe(false);
    fireEvent.click(learn);
    await vi.waitFor(() => expect((learn as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByTestId('reader-tuned')).toBeNull();

    const { crops, values } = throwOf(5);
    await keepConfirmedThrow(crops, values, worker);
    expect(
      await screen.findByText(`5 of your dice kept; the reader is tuned once ${TUNE_EVERY} are kept.`),
    ).toBeTruthy();
    await keepConfirmedThrow(crops, values, worker);
    expect(await screen.findByText('Reader tuned on 10 of your dice')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Forget my dice' }));
    await vi.waitFor(() => expect(screen.queryByTestId('reader-tuned')).toBeNull());
  });

  it('counts the dice in the language’s plural forms', async () => {
    setLanguage('hr');
    render(() => <ReaderTuningSetting />);
    const { crops, values } = throwOf(2);
    await keepConfirmedThrow(crops, values, worker);
    expect(
      await screen.findByText(
        `Spremljene su 2 vaše kockice; čitač se prilagođava kad ih bude ${TUNE_EVERY}.`,
      ),
    ).toBeTruthy();
    await keepConfirmedThrow(throwOf(3).crops, throwOf(3).values, worker);
    expect(
      await screen.findByText(
        `Spremljeno je 5 vaših kockica; čitač se prilagođava kad ih bude ${TUNE_EVERY}.`,
      ),
    ).toBeTruthy();
  });

  it('says so when the disk is full, and keeps what was kept before', async () => {
    render(() => <ReaderTuningSetting />);
    await keepConfirmedThrow(throwOf(3).crops, throwOf(3).values, worker);
    const full = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    const add = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw full;
    });
    try {
      expect(await keepConfirmedThrow(throwOf(5).crops, throwOf(5).values, worker)).toBe('full');
    } finally {
      add.mockRestore();
    }
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This device’s storage is full: the dice of your last throw were not kept. Nothing else was lost.',
    );
    expect(screen.getByTestId('reader-tuned').textContent).toBe(
      `3 of your dice kept; the reader is tuned once ${TUNE_EVERY} are kept.`,
    );
  });

  it('is not shown while the camera is not offered and no dice are kept', async () => {
    await updateSettings({ cameraDice: false });
    render(() => <ReaderTuningSetting />);
    expect(screen.queryByTestId('reader-tuning')).toBeNull();
  });
});
