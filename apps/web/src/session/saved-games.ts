// Opening, starting, importing and exporting games: the same path for every game, through the game's
// rules. A damaged, foreign or newer game is explained in words and left exactly as it was.
import { createGameLog, type GameId, parseGameLog, randomSeed } from '@dicetable/rules';
import { hasSecret, replayGameLog, replayWith, withoutSecret, withSecret } from '@dicetable/rules/game';
import { withRecordedSeats } from '../computer/seats.ts';
import { shareJson } from '../store/download-file.ts';
import { listGames, loadGame, newGameId, type SavedGame, saveGame } from '../store/games.ts';
import { admitToDevice } from './admit.ts';
import type { AppGame, LogOf } from './app-game.ts';
import { damageMessage } from './explain.ts';
import { createGameSession, type GameSession, savedGameOf } from './game-session.ts';
import { t } from './messages.ts';

export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

/** A game file read: its log and the game it records, or the translated reason it is refused. */
export function readGameFile<Setup, State, Action>(
  game: AppGame<Setup, State, Action>,
  text: string,
): Outcome<{ log: LogOf<Setup, Action>; state: State }> {
  const envelope = parseGameLog(text);
  if (!envelope.ok)
    return { ok: false, message: damageMessage(game, { ...envelope.error, actionIndex: -1 }, 'file') };
  const other: GameId | undefined = envelope.value.game !== game.rules.id ? envelope.value.game : undefined;
  const replay = replayWith(game.rules, envelope.value);
  if (!replay.ok) return { ok: false, message: damageMessage(game, replay.error, 'file', other) };
  return { ok: true, value: { log: replay.log, state: replay.state } };
}

/** Opens a saved game for play; a missing or damaged one gives the reason instead, and stays as it is. */
export async function openSavedGame<Setup, State, Action>(
  game: AppGame<Setup, State, Action>,
  id: string,
): Promise<Outcome<GameSession<Setup, State, Action>>> {
  const found = await loadGame(id);
  if (!found) return { ok: false, message: t('notFound') };
  const saved = await keptOnThisDevice(found);
  if (saved.game !== game.rules.id) {
    return {
      ok: false,
      message: damageMessage(game, { code: 'log-wrong-game', actionIndex: -1 }, 'saved', saved.game),
    };
  }
  try {
    const replay = replayWith(game.rules, saved.log);
    if (!replay.ok) return { ok: false, message: damageMessage(game, replay.error, 'saved') };
    const opened = { id, createdAt: saved.createdAt, log: replay.log, state: replay.state };
    return { ok: true, value: createGameSession(game, opened) };
  } catch {
    // The rules never throw on a log they accept; a record damaged in ways no check foresaw still
    // gets an answer, not a screen that waits for ever.
    return { ok: false, message: damageMessage(game, { code: 'log-malformed', actionIndex: -1 }, 'saved') };
  }
}

/**
 * A saved game as this device keeps it: its computer seats in its setup and a secret of this device
 * deciding its future (games saved before either was kept there get them now, saved at once so that a
 * reload keeps the same future). A record the rules cannot read is left exactly as it is.
 */
async function keptOnThisDevice(saved: SavedGame): Promise<SavedGame> {
  try {
    let kept = await withRecordedSeats(saved);
    if (!hasSecret(kept.log) && replayGameLog(kept.log).ok) {
      kept = { ...kept, log: withSecret(kept.log, randomSeed()) };
    }
    if (kept !== saved) await saveGame(kept);
    return kept;
  } catch {
    return saved;
  }
}

/** Saves a new game and gives its id; undefined when storage failed (the shell has said so). */
export async function startGame<Setup, State, Action>(
  game: AppGame<Setup, State, Action>,
  chosen: Setup,
): Promise<string | undefined> {
  // Every game gets this device's secret for its future (the dice, a hand's stray, the computer's slips).
  const setup = hasSecret({ setup: chosen } as never) ? chosen : { ...chosen, seed: randomSeed() };
  const log = createGameLog<Setup, Action>(game.rules.id, setup);
  const id = newGameId();
  const saved = await saveGame(
    savedGameOf(game, { id, createdAt: log.createdAt, log, state: game.rules.initialState(setup) }),
  );
  return saved ? id : undefined;
}

/**
 * Imports a game file as a new saved game and gives its id and screen, or the translated reason it is
 * refused. The file passes the one gate every file passes (`admitToDevice`); nothing is written unless
 * it does, and the game then goes on with this device's own secret.
 */
export async function importGameFile<Setup, State, Action>(
  game: AppGame<Setup, State, Action>,
  file: Pick<Blob, 'text'>,
): Promise<Outcome<{ id: string; href: string }>> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: t('importRefused', { reason: t('unreadable', { what: t('theFile') }) }) };
  }
  const envelope = parseGameLog(text);
  if (!envelope.ok)
    return { ok: false, message: damageMessage(game, { ...envelope.error, actionIndex: -1 }, 'file') };
  const entry = admitToDevice(envelope.value, await listGames(), { game: game.rules.id });
  if (!entry.ok) return { ok: false, message: t('importRefused', { reason: entry.reason }) };
  if (!(await saveGame(entry.record))) return { ok: false, message: t('notSaved') };
  return {
    ok: true,
    value: { id: entry.record.id, href: game.href(entry.record.id, entry.record.log.setup as Setup) },
  };
}

/**
 * Hands the player the game's log file, the JSON `dicetable replay` reads: what happened, each roll
 * with its dice, and not the secret that decides what comes next.
 */
export function exportGame<Setup, State, Action>(
  game: AppGame<Setup, State, Action>,
  log: LogOf<Setup, Action>,
): void {
  void shareJson(withoutSecret(log), game.fileName(log));
}

/**
 * Hands the player the file of a game from a list. A game saved before computer seats went into the
 * setup may keep them only beside it, until it is next opened: the file records them all the same.
 */
export async function exportSavedGame<Setup, State, Action>(
  game: AppGame<Setup, State, Action>,
  saved: SavedGame,
): Promise<void> {
  const recorded = await withRecordedSeats(saved);
  exportGame(game, recorded.log as LogOf<Setup, Action>);
}
