// History actions on the saved games: delete one or all finished games, export and import the history.
// An export carries what happened and no secret of this device; an import passes every game of the
// file through the one gate every file's game passes (session/admit.ts).
import { withoutSecret } from '@dicetable/rules/game';
import { withRecordedSeats } from '../computer/seats.ts';
import { admitToDevice, fileGameName, gamesHere } from '../session/admit.ts';
import type { RefusedEntry } from '../session/refused-games.tsx';
import { deleteGame, listGames, saveGame } from '../store/games.ts';
import { listPlayers, peopleOf, rememberPlayers } from '../store/players.ts';
import { loadHistory } from './finished-games.ts';
import { type HistoryFile, historyFile, readHistoryFile } from './history-file.ts';

/** Deletes every finished game (games still being played stay). */
export async function deleteHistory(): Promise<void> {
  for (const entry of await loadHistory()) await deleteGame(entry.saved.id);
}

export async function exportHistory(): Promise<HistoryFile> {
  const entries = await loadHistory();
  const logs = await Promise.all(
    entries.map(async (entry) => withoutSecret((await withRecordedSeats(entry.saved)).log)),
  );
  return historyFile(logs, await listPlayers());
}

export type ImportOutcome =
  | {
      readonly ok: true;
      readonly added: number;
      readonly duplicates: number;
      readonly skipped: number;
      /** The file's games the gate refused, each named and with its reason. */
      readonly refused: readonly RefusedEntry[];
    }
  | { readonly ok: false; readonly reason: 'not-json' | 'foreign' | 'newer' | 'storage' };

/** Adds the file's finished games that pass the gate and are not here yet, and remembers their players. */
export async function importHistory(text: string): Promise<ImportOutcome> {
  const read = readHistoryFile(text);
  if (!read.ok) return read;
  const here = gamesHere(await listGames());
  let added = 0;
  let duplicates = 0;
  let skipped = 0;
  const refused: RefusedEntry[] = [];
  for (const log of read.logs) {
    if (here.has(log)) {
      duplicates++;
      continue;
    }
    const entry = admitToDevice(log, here.all());
    if (!entry.ok) {
      refused.push({ name: fileGameName(log), reason: entry.reason });
      continue;
    }
    // The history holds finished games; one still being played is left to its game's Import button.
    if (entry.record.status !== 'finished') {
      skipped++;
      continue;
    }
    if (!(await saveGame(entry.record))) return { ok: false, reason: 'storage' };
    here.add(entry.record);
    await rememberPlayers(peopleOf(entry.record));
    added++;
  }
  await rememberPlayers(read.players);
  return { ok: true, added, duplicates, skipped, refused };
}
