// History actions on the saved games: delete one or all finished games, export and import the history.
import { deleteGame, listGames, newGameId, saveGame } from '../store/games.ts';
import { listPlayers, rememberPlayers } from '../store/players.ts';
import { loadHistory } from './finished-games.ts';
import { type HistoryFile, historyFile, importedRecord, readHistoryFile, sameLog } from './history-file.ts';

/** Deletes every finished game (games still being played stay). */
export async function deleteHistory(): Promise<void> {
  for (const entry of await loadHistory()) await deleteGame(entry.saved.id);
}

export async function exportHistory(): Promise<HistoryFile> {
  const entries = await loadHistory();
  return historyFile(
    entries.map((entry) => entry.saved.log),
    await listPlayers(),
  );
}

export type ImportOutcome =
  | { readonly ok: true; readonly added: number; readonly duplicates: number; readonly skipped: number }
  | { readonly ok: false; readonly reason: 'not-json' | 'foreign' | 'newer' | 'storage' };

/** Adds the file's finished games that are not saved yet, and remembers their players. */
export async function importHistory(text: string): Promise<ImportOutcome> {
  const read = readHistoryFile(text);
  if (!read.ok) return read;
  const existing = (await listGames()).map((saved) => saved.log);
  let added = 0;
  let duplicates = 0;
  for (const game of read.games) {
    if (existing.some((log) => sameLog(log, game.log))) {
      duplicates++;
      continue;
    }
    const record = importedRecord(newGameId(), game);
    if (!(await saveGame(record))) return { ok: false, reason: 'storage' };
    existing.push(game.log);
    await rememberPlayers(record.players);
    added++;
  }
  await rememberPlayers(read.players);
  return { ok: true, added, duplicates, skipped: read.skipped };
}
