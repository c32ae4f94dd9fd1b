// A game file from outside a game's own list (the file manager, a drop): the game it names, imported
// exactly as that game's Import button imports it — the same checks, refusals and words.
import { parseGameLog } from '@dicetable/rules';
import { APP_GAMES } from '../../games/app-games.ts';
import type { AnyAppGame } from '../../session/app-game.ts';
import { importGameFile, type Outcome } from '../../session/saved-games.ts';

/** The game a file says it records; any game will do to refuse a file that names none (the words are the same). */
async function gameOf(file: Blob): Promise<AnyAppGame> {
  try {
    const envelope = parseGameLog(await file.text());
    if (envelope.ok) return APP_GAMES[envelope.value.game];
  } catch {
    // Unreadable: the import says so in its own words.
  }
  return APP_GAMES.jamb;
}

export async function importAnyGameFile(file: Blob): Promise<Outcome<{ id: string; href: string }>> {
  return importGameFile(await gameOf(file), file);
}
