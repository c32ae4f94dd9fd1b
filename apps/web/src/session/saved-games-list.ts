// The saved games of one game as its first screen lists them: read from this device, deleted once the
// player confirms, handed out as a file, and a file imported into a new game that opens at once. Each
// game's screen keeps only its own words and where it places the list.
import { createResource, createSignal } from 'solid-js';
import { deleteGame, listGames, type SavedGame } from '../store/games.ts';
import type { AnyAppGame } from './app-game.ts';
import { exportSavedGame, type Outcome } from './saved-games.ts';

/**
 * How a game asks before deleting a saved game: a dialog with its question, or the same button pressed
 * a second time (it then reads as the confirmation).
 */
export type DeleteConfirmation =
  | { ask: 'dialog'; question(game: SavedGame): string }
  | { ask: 'press-again' };

/** What an import left to say on the list's screen. */
export interface ImportNotice {
  text: string;
  error: boolean;
}

export interface SavedGamesListOptions {
  game: AnyAppGame;
  navigate(href: string): void;
  confirmation: DeleteConfirmation;
  /** Said when a file was imported, where the game says so; the imported game opens all the same. */
  importedText?(): string;
}

export type SavedGamesList = ReturnType<typeof createSavedGamesList>;

export function createSavedGamesList(options: SavedGamesListOptions) {
  const [games, { refetch }] = createResource(() => listGames(options.game.rules.id));
  /** The game whose delete button waits for its second press, with press-again confirmation. */
  const [confirming, setConfirming] = createSignal<string>();
  const [importNotice, setImportNotice] = createSignal<ImportNotice>();

  const confirmed = (saved: SavedGame): boolean => {
    const { confirmation } = options;
    if (confirmation.ask === 'dialog') return globalThis.confirm(confirmation.question(saved));
    if (confirming() === saved.id) return true;
    setConfirming(saved.id);
    return false;
  };

  return {
    games,
    unfinished: () => (games() ?? []).filter((saved) => saved.status === 'playing'),
    finished: () => (games() ?? []).filter((saved) => saved.status === 'finished'),
    isConfirming: (saved: SavedGame) => confirming() === saved.id,
    async remove(saved: SavedGame): Promise<void> {
      if (!confirmed(saved)) return;
      setConfirming(undefined);
      await deleteGame(saved.id);
      await refetch();
    },
    exportFile: (saved: SavedGame) => exportSavedGame(options.game, saved),
    importNotice,
    imported(outcome: Outcome<{ href: string }>): void {
      if (!outcome.ok) setImportNotice({ text: outcome.message, error: true });
      else setImportNotice(options.importedText ? { text: options.importedText(), error: false } : undefined);
      if (outcome.ok) options.navigate(outcome.value.href);
    },
  };
}
