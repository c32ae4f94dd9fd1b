// On a game's lobby, until answered: "New to Jamb? Play a guided first game" — or no thanks.
import { A } from '@solidjs/router';
import { createResource, createSignal, Show } from 'solid-js';
import { rulesGameName } from '../how-to-play/game-names.ts';
import type { RulesGame } from '../how-to-play/help-context.ts';
import { t } from './messages.ts';
import { answerOffer, loadOffers } from './offers.ts';
import './tutorial-offer.css';

export const tutorialHref = (game: RulesGame) => `/${game}/tutorial`;
/** JamSumo's second guided round: Sumo, beside the guided first game's Jam round. */
export const SUMO_TUTORIAL_HREF = '/jamsumo/tutorial/sumo';

/** The games that have a guided first game so far. */
export const TUTORIAL_GAMES: readonly RulesGame[] = ['jamb', 'yam-master', 'jamsumo'];

export function TutorialOffer(props: { game: RulesGame }) {
  const [offers] = createResource(loadOffers);
  const [answered, setAnswered] = createSignal(false);
  const skip = () => {
    setAnswered(true);
    void answerOffer(props.game);
  };
  return (
    <Show when={offers()?.[props.game] && !answered()}>
      <section class="tutorial-offer" aria-labelledby="tutorial-offer-title" data-testid="tutorial-offer">
        <h2 id="tutorial-offer-title">{t('offerTitle', { game: rulesGameName(props.game) })}</h2>
        <p>{t('offerText')}</p>
        <div class="tutorial-offer-actions">
          <A class="button primary" href={tutorialHref(props.game)}>
            {t('offerPlay')}
          </A>
          <button type="button" class="button" onClick={skip}>
            {t('offerSkip')}
          </button>
        </div>
      </section>
    </Show>
  );
}

/** The way back to a game's guided games, from its How to play page. */
export function TutorialLink(props: { game: RulesGame }) {
  return (
    <>
      <A class="button" href={tutorialHref(props.game)} data-testid="tutorial-link">
        {t('replay')}
      </A>
      <Show when={props.game === 'jamsumo'}>
        <A class="button" href={SUMO_TUTORIAL_HREF} data-testid="tutorial-sumo">
          {t('replaySumo')}
        </A>
      </Show>
    </>
  );
}
