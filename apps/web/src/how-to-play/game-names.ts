import { t as shellT } from '../shell/messages.ts';
import type { RulesGame } from './help-context.ts';

const NAME_KEYS = { jamb: 'jambName', 'yam-master': 'yamMasterName', jamsumo: 'jamsumoName' } as const;

export const rulesGameName = (game: RulesGame): string => shellT(NAME_KEYS[game]);
