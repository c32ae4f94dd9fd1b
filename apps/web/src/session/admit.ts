// The one gate on this device's side: every game from a file — a single import, a history file, a
// backup, a file opened from the system — enters through `admitToDevice`, with the rules' checks
// (`admitGame`: replays under the rules, throws agree with a copy here, seats kept) and the same words.
// A game that passes is kept with a fresh secret of this device, so no file decides what comes next.
import { GAME_IDS, type GameId, type GameLog, randomSeed, validateGameLog } from '@dicetable/rules';
import { admitGame, gameKey, pastOf, playedOn, replayGameLog } from '@dicetable/rules/game';
import { APP_GAMES } from '../games/app-games.ts';
import { formatDateTime } from '../i18n/format.ts';
import { language } from '../i18n/i18n.ts';
import { newGameId, type SavedGame } from '../store/games.ts';
import { damageReason, gameName } from './explain.ts';
import { savedGameOf } from './game-session.ts';
import { t } from './messages.ts';

export type Entry =
  | { readonly ok: true; readonly record: SavedGame }
  /** `reason`: why, in the player's language (a sentence without "Import refused" around it). */
  | { readonly ok: false; readonly code: string; readonly reason: string };

export interface EntryOptions {
  /** Only a game of this kind may enter (a game's own Import button). */
  readonly game?: GameId;
  /** The id the game is kept under (a new one by default). */
  readonly id?: string;
}

/** Whether a game (parsed JSON of its log) may enter this device, which holds `here`; never throws. */
export function admitToDevice(data: unknown, here: readonly SavedGame[], options: EntryOptions = {}): Entry {
  const named = validateGameLog(data);
  const said = named.ok ? named.value.game : undefined;
  const admitted = admitGame(
    data,
    here.map((saved) => saved.log),
    randomSeed(),
    options,
  );
  if (!admitted.ok) {
    const game = APP_GAMES[options.game ?? said ?? 'jamb'];
    const other = said !== undefined && said !== game.rules.id ? said : undefined;
    return {
      ok: false,
      code: admitted.error.code,
      reason: damageReason(game, admitted.error, 'file', other),
    };
  }
  const { log, state } = admitted;
  const id = options.id ?? newGameId();
  const record = savedGameOf(APP_GAMES[log.game], { id, createdAt: log.createdAt, log, state });
  return { ok: true, record };
}

/** What this device holds of one game, to recognise a file's copy of it. */
interface Known {
  readonly id: string;
  readonly key: string;
  readonly moves: readonly string[];
}

function knownOf(log: unknown): Omit<Known, 'id'> | null {
  try {
    return replayGameLog(log).ok ? { key: gameKey(log as GameLog), moves: pastOf(log as GameLog) } : null;
  } catch {
    return null;
  }
}

/**
 * The games this device holds, as a file's games are compared with them: a file's game is here already
 * when a game here has the same moves or was played on further here, whatever its id or secret.
 */
export function gamesHere(saved: readonly SavedGame[]) {
  const games = [...saved];
  const known: Known[] = saved.flatMap((game) => {
    const seen = knownOf(game.log);
    return seen ? [{ id: game.id, ...seen }] : [];
  });
  return {
    /** Every game here (the gate compares a file's throws and seats with them). */
    all: (): readonly SavedGame[] => games,
    has(log: unknown): boolean {
      const incoming = knownOf(log);
      return (
        incoming !== null &&
        known.some((here) => here.key === incoming.key && playedOn(here.moves, incoming.moves))
      );
    },
    idTaken: (id: string): boolean => games.some((game) => game.id === id),
    add(record: SavedGame): void {
      games.push(record);
      const seen = knownOf(record.log);
      if (seen) known.push({ id: record.id, ...seen });
    },
  };
}

/** A game of a file as a list of refusals names it: its game, when it began and who played. */
export function fileGameName(data: unknown): string {
  const log = data as { game?: unknown; createdAt?: unknown; setup?: { players?: unknown } } | null;
  const game = GAME_IDS.includes(log?.game as GameId) ? gameName(log!.game as GameId) : '';
  const started = typeof log?.createdAt === 'string' && !Number.isNaN(Date.parse(log.createdAt));
  const players = Array.isArray(log?.setup?.players)
    ? log.setup.players
        .map((player: { name?: unknown } | null) =>
          typeof player?.name === 'string' ? player.name.trim() : '',
        )
        .filter((name: string) => name !== '')
    : [];
  if (!game || !started) return t('unnamedGame');
  return t('namedGame', {
    game,
    date: formatDateTime(log!.createdAt as string),
    players: new Intl.ListFormat(language(), { type: 'conjunction' }).format(players),
  });
}
