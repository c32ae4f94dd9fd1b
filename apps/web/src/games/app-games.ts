// Every game's app descriptor by its id, for what lists games of all three (History): its links and
// the records it writes come from each game's own description.
import type { GameId } from '@dicetable/rules';
import type { AnyAppGame } from '../session/app-game.ts';
import type { SavedGame } from '../store/games.ts';
import { jambGame } from './jamb/jamb-game.ts';
import { jamSumoGame } from './jamsumo/jamsumo-game.ts';
import { yamGame } from './yam-master/yam-game.ts';

export const APP_GAMES: { readonly [Id in GameId]: AnyAppGame } = {
  jamb: jambGame,
  'yam-master': yamGame,
  jamsumo: jamSumoGame,
};

/** The screen that plays a saved game, or shows its final sheet or board once it is over. */
export function gamePath(saved: Pick<SavedGame, 'id' | 'game' | 'log'>): string {
  return APP_GAMES[saved.game].href(saved.id, saved.log.setup);
}
