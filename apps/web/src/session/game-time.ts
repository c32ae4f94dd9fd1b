// A game's time on every screen: when it was last played (its record's last save), in the same words
// wherever a list names it.
import { formatDateTime } from '../i18n/format.ts';
import type { SavedGame } from '../store/games.ts';
import { t } from './messages.ts';

export const lastPlayed = (saved: Pick<SavedGame, 'updatedAt'>): string =>
  t('lastPlayed', { when: formatDateTime(saved.updatedAt) });
