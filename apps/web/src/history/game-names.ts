import type { GameId } from '@dicetable/rules';
import { t } from './messages.ts';

export const GAME_IDS: readonly GameId[] = ['jamb', 'yam-master', 'jamsumo'];

export function gameName(game: GameId): string {
  return game === 'jamb' ? t('jamb') : game === 'yam-master' ? t('yamMaster') : t('jamsumo');
}
