// Whether a game's guided first game is still offered on its lobby: until the player takes it or says no.
import type { RulesGame } from '../how-to-play/help-context.ts';
import { preference, storedFields } from '../store/preferences.ts';

export type Offers = Readonly<Record<RulesGame, boolean>>;

const offers = preference('tutorial.offered', (stored): Offers => {
  const saved = storedFields<Offers>(stored);
  // Offered unless answered: only an explicit false hides the card.
  return {
    jamb: saved.jamb !== false,
    'yam-master': saved['yam-master'] !== false,
    jamsumo: saved.jamsumo !== false,
  };
});

export const loadOffers = () => offers.load();

/** The player took the guided game or skipped it: the lobby no longer offers it. */
export async function answerOffer(game: RulesGame): Promise<boolean> {
  const now = await offers.load();
  return offers.save({ ...now, [game]: false });
}
