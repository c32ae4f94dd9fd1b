// /yam-master/tutorial: the real Yam Master screen on the guided game's session, with the guide over it.
import { onMount } from 'solid-js';
import { YamGameScreen } from '../../games/yam-master/game-screen.tsx';
import { t as yamT } from '../../games/yam-master/messages.ts';
import { yamGame } from '../../games/yam-master/yam-game.ts';
import { Coach } from '../coach.tsx';
import { FinishButton } from '../finish-button.tsx';
import { t } from '../messages.ts';
import { answerOffer } from '../offers.ts';
import { createTutorialSession } from '../tutorial-session.ts';
import { startYamAgainstComputer } from './start-against-computer.ts';
import { yamScript, yamTutorialSetup } from './yam-master-script.ts';

export default function YamMasterTutorialScreen() {
  const session = createTutorialSession(
    yamGame,
    yamTutorialSetup(yamT('playerN', { n: 1 }), t('computer')),
    yamScript,
  );
  onMount(() => void answerOffer('yam-master'));
  return (
    <>
      <YamGameScreen session={session} />
      <Coach
        session={session}
        script={yamScript}
        gameName={yamGame.name()}
        leaveHref="/yam-master"
        finish={<FinishButton start={startYamAgainstComputer} />}
      />
    </>
  );
}
