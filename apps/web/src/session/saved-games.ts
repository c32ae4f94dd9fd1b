// Opening, starting, importing and exporting games: the same path for every game, through the game's
// rules. A damaged, foreign or newer game is explained in words and left exactly as it was.
import { createGameLog, type GameId, parseGameLog } from '@dicetable/rules';
import { replayWith, throwsAgree, throwsSeen } from '@dicetable/rules/game';
import { shareJson } from '../store/download-file.ts';
import { listGames, loadGame, newGameId, saveGame } from '../store/games.ts';
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
  const saved = await loadGame(id);
  if (!saved) return { ok: false, message: t('notFound') };
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

/** Saves a new game and gives its id; undefined when storage failed (the shell has said so). */
export async function startGame<Setup, State, Action>(
  game: AppGame<Setup, State, Action>,
  setup: Setup,
): Promise<string | undefined> {
  const log = createGameLog<Setup, Action>(game.rules.id, setup);
  const id = newGameId();
  const saved = await saveGame(
    savedGameOf(game, { id, createdAt: log.createdAt, log, state: game.rules.initialState(setup) }),
  );
  return saved ? id : undefined;
}

/**
 * Imports a game file as a new saved game and gives its id and screen, or the translated reason it is
 * refused. Nothing is written unless the whole log replays.
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
  const read = readGameFile(game, text);
  if (!read.ok) return read;
  const { log, state } = read.value;
  if (!(await agreesWithThisDevice(game, log))) {
    return { ok: false, message: t('importRefused', { reason: t('otherThrows') }) };
  }
  const id = newGameId();
  const saved = await saveGame(savedGameOf(game, { id, createdAt: log.createdAt, log, state }));
  if (!saved) return { ok: false, message: t('notSaved') };
  return { ok: true, value: { id, href: game.href(id, log.setup) } };
}

/**
 * Whether every copy of the same game saved here (same start and setup) showed the same throws of the
 * app's dice as the file, and no more: a file edited to drop a throw or change its dice (or an older
 * export of a game played on here) would otherwise let a roll be thrown again.
 */
async function agreesWithThisDevice<Setup, State, Action>(
  game: AppGame<Setup, State, Action>,
  log: LogOf<Setup, Action>,
): Promise<boolean> {
  const incoming = throwsSeen(log, game.rules);
  if (!incoming) return false;
  const setup = JSON.stringify(log.setup);
  const same = (await listGames(game.rules.id)).filter(
    (saved) => saved.log.createdAt === log.createdAt && JSON.stringify(saved.log.setup) === setup,
  );
  return same.every((saved) => {
    const known = throwsSeen(saved.log, game.rules);
    return known === null || throwsAgree(known, incoming);
  });
}

/** Hands the player the game's log file: the same JSON the app saves and `dicetable replay` reads. */
export function exportGame<Setup, State, Action>(
  game: AppGame<Setup, State, Action>,
  log: LogOf<Setup, Action>,
): void {
  void shareJson(log, game.fileName(log));
}
