import { DEFAULT_JAMB_OPTIONS } from '@dicetable/rules/jamb';
import { deleteDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { withRecordedSeats } from '../computer/seats.ts';
import {
  loadGameView,
  loadNewGameDefaults,
  saveGameView,
  saveNewGameDefaults,
} from '../games/jamb/preferences.ts';
import { loadSeatHints, saveSeatHints } from '../games/yam-master/hints-preference.ts';
import { closeDatabase, DB_NAME } from './db.ts';
import type { SavedGame } from './games.ts';
import { preference } from './preferences.ts';
import { loadSettings, settings } from './settings.ts';

/** A remembered value exactly as the database holds it, as an earlier version of the app wrote it. */
const storedAs = (key: string) => preference(key, (stored) => stored);

afterEach(async () => {
  await closeDatabase();
  await deleteDB(DB_NAME);
  // Back to the settings of a fresh device (its language too) for the files that run after this one.
  await loadSettings();
  await closeDatabase();
});

describe('remembered choices written before the typed preferences', () => {
  it('still load under their old keys and shapes', async () => {
    await storedAs('jamb.new-game').save({
      names: ['Ann', 'Bo'],
      diceMode: 'real',
      options: { tripsBonus20: true },
      passScreen: false,
    });
    await storedAs('jamb.view.g1').save({ hints: [true, false, true], passScreen: false });
    await storedAs('jamb.computers.g1').save([null, 'expert']);
    await storedAs('yam-master.hints').save({ g2: [false, true] });
    await storedAs('app-settings').save({ language: 'nl', theme: 'dark', sound: false, handSpread: 0.25 });

    expect(await loadNewGameDefaults()).toEqual({
      names: ['Ann', 'Bo'],
      seats: [null, null],
      diceMode: 'real',
      options: { ...DEFAULT_JAMB_OPTIONS, tripsBonus20: true },
      passScreen: false,
    });
    expect(await loadGameView('g1', 3)).toEqual({ hints: [true, false, true], passScreen: false });
    // Seats kept beside a game before they went into its setup are written into the setup when read.
    const before = { id: 'g1', game: 'jamb', log: { setup: { players: [{ name: 'Ann' }, { name: 'Bo' }] } } };
    const seated = await withRecordedSeats(before as unknown as SavedGame);
    expect(seated.log.setup).toEqual({ players: [{ name: 'Ann' }, { name: 'Bo', computer: 'expert' }] });
    expect(await loadSeatHints('g2')).toEqual([false, true]);
    await loadSettings();
    expect(settings).toMatchObject({ language: 'nl', theme: 'dark', sound: false, handSpread: 0.25 });
  });

  it('are written back in the same shapes, so a backup or an earlier version reads them', async () => {
    await saveGameView('g1', { hints: [false, true], passScreen: true });
    await saveSeatHints('g1', [true, false]);
    await saveSeatHints('g2', [false, true]);

    expect(await storedAs('jamb.view.g1').load()).toEqual({ hints: [false, true], passScreen: true });
    expect(await storedAs('yam-master.hints').load()).toEqual({ g1: [true, false], g2: [false, true] });
  });

  it('keep the seats of the last Jamb game beside its names, a computer seat with its level', async () => {
    await saveNewGameDefaults({
      names: ['Ann', 'Computer', 'Bo'],
      seats: [null, 'expert', null],
      diceMode: 'real',
      options: DEFAULT_JAMB_OPTIONS,
      passScreen: true,
    });
    expect((await loadNewGameDefaults()).seats).toEqual([null, 'expert', null]);
    await storedAs('jamb.new-game').save({
      names: ['Ann', 'Bo'],
      seats: ['grandmaster', 'good', 'beginner'],
    });
    expect((await loadNewGameDefaults()).seats).toEqual([null, 'good']);
  });

  it('fall back to the defaults when a record is missing or damaged', async () => {
    await storedAs('jamb.new-game').save('not a record');
    await storedAs('jamb.view.g1').save({ hints: 'yes', passScreen: 3 });
    await storedAs('jamb.computers.g1').save({ 0: 'expert' });
    await storedAs('yam-master.hints').save({ g2: [1, 0], g3: [true, true] });

    expect(await loadNewGameDefaults()).toEqual({
      names: [],
      seats: [],
      diceMode: 'app',
      options: DEFAULT_JAMB_OPTIONS,
      passScreen: true,
    });
    expect(await loadGameView('g1', 2)).toEqual({ hints: [false, false], passScreen: true });
    const before = { id: 'g1', game: 'jamb', log: { setup: { players: [{ name: 'Ann' }, { name: 'Bo' }] } } };
    expect(await withRecordedSeats(before as unknown as SavedGame)).toBe(before);
    expect(await loadSeatHints('g2')).toBeUndefined();
    expect(await loadSeatHints('g3')).toEqual([true, true]);
    expect(await loadSeatHints('missing')).toBeUndefined();
  });
});
