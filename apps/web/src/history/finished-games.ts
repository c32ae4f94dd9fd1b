// The history: every saved game that the rules replay to its end, across the three games, newest first.
import { type FinishedGame, readFinishedGame } from '@dicetable/stats';
import { listGames, type SavedGame } from '../store/games.ts';
import { seatKeys } from './seat-keys.ts';

export { gamePath } from '../games/app-games.ts';

export interface HistoryEntry {
  readonly saved: SavedGame;
  readonly game: FinishedGame;
}

export async function loadHistory(): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  for (const saved of await listGames()) {
    if (saved.status !== 'finished') continue;
    const game = readFinishedGame(saved.log);
    if (game) entries.push({ saved, game });
  }
  return entries.sort((a, b) => b.saved.log.createdAt.localeCompare(a.saved.log.createdAt));
}

export interface HistoryFilter {
  readonly game: FinishedGame['game'] | 'all';
  /** A seat's key (its shown name, a computer's marked: `seat-keys.ts`), or '' for everyone. */
  readonly player: string;
}

export function filterHistory(entries: readonly HistoryEntry[], filter: HistoryFilter): HistoryEntry[] {
  return entries.filter(
    (entry) =>
      (filter.game === 'all' || entry.game.game === filter.game) &&
      (filter.player === '' || seatKeys(entry.saved.log.setup).includes(filter.player)),
  );
}
