// /jamsumo/tutorial: the guided first game, a Jam round against a scripted Rival; its last card leads on
// to a real game or to the guided Sumo round.
import { A } from '@solidjs/router';
import { onMount } from 'solid-js';
import { FinishButton } from '../../../tutorial/finish-button.tsx';
import { t as tutorialT } from '../../../tutorial/messages.ts';
import { answerOffer } from '../../../tutorial/offers.ts';
import { SUMO_TUTORIAL_HREF } from '../../../tutorial/tutorial-offer.tsx';
import { GuidedRound, type GuidedRoundPlan } from './guided-round.tsx';
import { jamSumoScript, jamSumoTutorialSetup, rivalMove } from './jamsumo-script.ts';
import { startJamSumoAgainstComputer } from './start-against-computer.ts';

const jamRound: GuidedRoundPlan = {
  kind: 'jam',
  setup: jamSumoTutorialSetup,
  script: (game, session) =>
    jamSumoScript({
      placed: () => !!game()?.pending(),
      lastFlick: () => {
        const last = session().log().actions.at(-1);
        return last?.type === 'flick' ? last : undefined;
      },
    }),
  rivalMove,
  watchEachTurn: false,
  finish: () => (
    <>
      <FinishButton start={() => startJamSumoAgainstComputer('jam')} />
      <A class="button" href={SUMO_TUTORIAL_HREF} data-testid="tutorial-sumo">
        {tutorialT('replaySumo')}
      </A>
    </>
  ),
};

export default function JamSumoTutorialScreen() {
  onMount(() => void answerOffer('jamsumo'));
  return <GuidedRound plan={jamRound} />;
}
