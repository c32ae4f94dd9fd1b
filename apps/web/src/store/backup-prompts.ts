// Saves that last: a browser may clear a site's data when the device runs short of space, unless the site's
// storage is persistent. After the first saved game the app explains this and offers to ask the browser;
// while storage is not persistent it reminds the player to back up after every tenth finished game.
// The prompts wait for a screen outside a game in play (backup/backup-prompts.tsx), so they never cover
// the dice; what is due lives in the database, so a reload keeps it.
import { createSignal } from 'solid-js';
import type { SavedGame } from './db.ts';
import { preference, storedFields } from './preferences.ts';

export const BACKUP_REMINDER_EVERY = 10;

/** The settings record of the prompts; it describes this device, so a backup never carries it. */
export const BACKUP_PROMPTS_KEY = 'backup-prompts';

export interface PromptState {
  /** A game has been saved on this device. */
  readonly savedAny: boolean;
  /** The player has answered the offer to keep the games (either way): it is not offered again by itself. */
  readonly persistAnswered: boolean;
  /** Games finished here since the last backup (ids, so a game undone and finished again counts once). */
  readonly finishedSinceBackup: readonly string[];
  /** A reminder to back up waits for the player. */
  readonly remindPending: boolean;
}

export type BackupPrompt = 'persist' | 'backup';

/** Whether the browser keeps the data for good: undefined where it cannot say (no Storage API). */
export async function isPersisted(): Promise<boolean | undefined> {
  const storage = globalThis.navigator?.storage;
  if (typeof storage?.persisted !== 'function') return undefined;
  try {
    return await storage.persisted();
  } catch {
    return undefined;
  }
}

/** A reminder is due at every tenth finished game since the last backup. */
export function reminderDue(finishedSinceBackup: number): boolean {
  return finishedSinceBackup > 0 && finishedSinceBackup % BACKUP_REMINDER_EVERY === 0;
}

/**
 * The prompt to show, if any: the offer to keep the games once a game is saved and the browser has not
 * promised to keep them (and can be asked); else a pending reminder, unless storage is persistent.
 */
export function promptDue(state: PromptState, persisted: boolean | undefined): BackupPrompt | undefined {
  if (state.savedAny && !state.persistAnswered && persisted === false) return 'persist';
  if (state.remindPending && persisted !== true) return 'backup';
  return undefined;
}

function sanitize(raw: unknown): PromptState {
  const value = storedFields<PromptState>(raw);
  return {
    savedAny: value.savedAny === true,
    persistAnswered: value.persistAnswered === true,
    finishedSinceBackup: Array.isArray(value.finishedSinceBackup)
      ? value.finishedSinceBackup.filter((id): id is string => typeof id === 'string')
      : [],
    remindPending: value.remindPending === true,
  };
}

const stored = preference(BACKUP_PROMPTS_KEY, sanitize);
let state: PromptState | undefined;
const [due, setDue] = createSignal<BackupPrompt | undefined>();
const [finished, setFinished] = createSignal(0);
const [seen, setSeen] = createSignal(false);
const [persisted, setPersisted] = createSignal<boolean | undefined>();

/**
 * The prompt waiting for the player, if any; how many games were finished since the last backup; and
 * whether a prompt was due since the page opened (its answer stays on screen after it is no longer due).
 */
/**
 * Whether the browser keeps the games for good, as last asked: one state that the prompt and Settings
 * both show, so an answer given in either is seen in both at once.
 */
export {
  due as backupPromptDue,
  finished as finishedSinceBackup,
  persisted as storagePersisted,
  seen as backupPromptSeen,
};

/** Asks the browser again whether it keeps the games for good. */
export async function refreshPersisted(): Promise<boolean | undefined> {
  const answer = await isPersisted();
  setPersisted(answer);
  return answer;
}

async function current(): Promise<PromptState> {
  state ??= await stored.load();
  return state;
}

async function update(patch: Partial<PromptState>): Promise<void> {
  state = { ...(await current()), ...patch };
  await stored.save(state);
  await refreshBackupPrompt();
}

/** Reads what is due (at start, and after the browser's answer may have changed). */
export async function refreshBackupPrompt(): Promise<void> {
  const known = await current();
  const prompt = promptDue(known, await refreshPersisted());
  setFinished(known.finishedSinceBackup.length);
  setDue(prompt);
  if (prompt) setSeen(true);
}

/** Called after every successful save with the game's status before it. */
export async function noteGameSaved(
  before: SavedGame['status'] | undefined,
  saved: SavedGame,
): Promise<void> {
  const known = await current();
  const patch: { -readonly [K in keyof PromptState]?: PromptState[K] } = {};
  if (!known.savedAny) patch.savedAny = true;
  if (before === 'playing' && saved.status === 'finished' && !known.finishedSinceBackup.includes(saved.id)) {
    patch.finishedSinceBackup = [...known.finishedSinceBackup, saved.id];
    if (reminderDue(patch.finishedSinceBackup.length)) patch.remindPending = true;
  }
  if (Object.keys(patch).length > 0) await update(patch);
}

/** The player answered the offer to keep the games. */
export function answerPersistOffer(): Promise<void> {
  return update({ persistAnswered: true });
}

/** A backup was written: the count of games to back up starts again. */
export function noteBackupWritten(): Promise<void> {
  return update({ finishedSinceBackup: [], remindPending: false });
}

export function dismissBackupReminder(): Promise<void> {
  return update({ remindPending: false });
}

/** For tests: forget what was read, so the next call reads the database afresh. */
export function forgetBackupPrompts(): void {
  state = undefined;
  setDue(undefined);
  setSeen(false);
}
