// Refusals in words: why a move is not allowed, and why a file or a saved game cannot be opened. One
// explanation for the three games; each game only adds its own words for its rules' codes.
import type { GameId } from '@dicetable/rules';
import type { GameLogRefusal } from '@dicetable/rules/game';
import { t as shellT } from '../shell/messages.ts';
import type { AnyAppGame } from './app-game.ts';
import { t } from './messages.ts';

const GAME_NAMES = {
  jamb: 'jambName',
  'yam-master': 'yamMasterName',
  jamsumo: 'jamsumoName',
} as const satisfies Record<GameId, string>;

/** A game's name in the player's language. */
export const gameName = (id: GameId): string => shellT(GAME_NAMES[id]);

/** Codes of an entry that is no action of the game at all (rather than one the rules forbid now). */
const SHAPE_CODES = new Set(['bad-action', 'action-malformed']);

const SHARED_REFUSALS = new Set([
  'game-over',
  'wrong-dice-mode',
  'no-rolls-left',
  'all-dice-held',
  'not-rolled-yet',
  'bad-dice-values',
  'held-die-changed',
  'roll-without-dice',
]);

/** The words for a refusal: the game's own, else those of the dice turn every dice game shares. */
function wordsFor(game: AnyAppGame, code: string): string | undefined {
  return game.refusal?.(code) ?? (SHARED_REFUSALS.has(code) ? t(code as 'game-over') : undefined);
}

/** Why a move was refused, in words: the game's or the shared ones, else a plain "not now". */
export function refusalText(game: AnyAppGame, code: string): string {
  return wordsFor(game, code) ?? t('moveRefused');
}

/** Where a damaged game was met: a file being imported, or a game saved on this device. */
export type DamageSource = 'file' | 'saved';

/** The reason a log is refused, as a sentence (without "Import refused" or the like around it). */
export function damageReason(
  game: AnyAppGame,
  refusal: Pick<GameLogRefusal<string>, 'code' | 'actionIndex'>,
  source: DamageSource,
  /** The game the log says it is, when it is another one. */
  other?: GameId,
): string {
  const what = source === 'file' ? t('theFile') : t('theSavedLog');
  switch (refusal.code) {
    case 'log-not-json':
      return t('notJson', { what });
    case 'log-foreign':
      return t('foreign', { what });
    case 'log-newer-version':
      return t('newer', { what });
    case 'log-bad-version':
      return t('badVersion', { what });
    case 'log-unknown-game':
      return t('unknownGame', { what });
    case 'log-wrong-game':
      return other
        ? t('wrongGame', { what, game: gameName(other), expected: game.name() })
        : t('unknownGame', { what });
    case 'log-malformed':
      return t('malformed', { what });
    case 'throws-differ':
      return t('otherThrows');
    case 'seats-differ':
      return t('otherSeats');
  }
  if (refusal.actionIndex < 0) return t('badSetup', { what });
  const n = refusal.actionIndex + 1;
  const why = SHAPE_CODES.has(refusal.code) ? t('notAMove') : wordsFor(game, refusal.code);
  return why ? t('badMove', { what, n, why: why.replace(/\.$/, '') }) : t('badMoveBare', { what, n });
}

/** The whole message shown when a file is not imported or a saved game cannot be opened. */
export function damageMessage(
  game: AnyAppGame,
  refusal: Pick<GameLogRefusal<string>, 'code' | 'actionIndex'>,
  source: DamageSource,
  other?: GameId,
): string {
  const reason = damageReason(game, refusal, source, other);
  return source === 'file' ? t('importRefused', { reason }) : t('openRefused', { reason });
}
