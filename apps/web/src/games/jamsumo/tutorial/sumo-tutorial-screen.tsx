// /jamsumo/tutorial/sumo: the guided Sumo round against a scripted Rival, beside the guided Jam round.
import { onMount } from 'solid-js';
import { FinishButton } from '../../../tutorial/finish-button.tsx';
import { t } from '../../../tutorial/messages.ts';
import { answerOffer } from '../../../tutorial/offers.ts';
import { GuidedRound, type GuidedRoundPlan } from './guided-round.tsx';
import { startJamSumoAgainstComputer } from './start-against-computer.ts';
import { sumoRivalMove, sumoScript, sumoTutorialSetup } from './sumo-script.ts';

const sumoRound: GuidedRoundPlan = {
  kind: 'sumo',
  setup: sumoTutorialSetup,
  script: (_, session) =>
    sumoScript({
      flicked: () =>
        new Set(
          session()
            .log()
            .actions.flatMap((action) => (action.type === 'flick' ? [action.die] : [])),
        ),
    }),
  rivalMove: sumoRivalMove,
  watchEachTurn: true,
  title: () => t('sumoTitle'),
  finish: () => <FinishButton start={() => startJamSumoAgainstComputer('sumo')} />,
};

export default function SumoTutorialScreen() {
  onMount(() => void answerOffer('jamsumo'));
  return <GuidedRound plan={sumoRound} />;
}
