// /jamb/tutorial: the real Jamb screen on the guided game's session, with the guide over it.
import { onMount } from 'solid-js';
import { jambGame } from '../../games/jamb/jamb-game.ts';
import { t as jambT } from '../../games/jamb/messages.ts';
import { JambGameScreen } from '../../games/jamb/play-screen.tsx';
import { Coach } from '../coach.tsx';
import { FinishButton } from '../finish-button.tsx';
import { answerOffer } from '../offers.ts';
import { createTutorialSession } from '../tutorial-session.ts';
import { jambScript, jambTutorialSetup } from './jamb-script.ts';
import { startJambAgainstComputer } from './start-against-computer.ts';

export default function JambTutorialScreen() {
  const session = createTutorialSession(
    jambGame,
    jambTutorialSetup(jambT('defaultName', { n: 1 })),
    jambScript,
  );
  onMount(() => void answerOffer('jamb'));
  return (
    <>
      <JambGameScreen session={session} />
      <Coach
        session={session}
        script={jambScript}
        gameName={jambGame.name()}
        leaveHref="/jamb"
        finish={<FinishButton start={startJambAgainstComputer} />}
      />
    </>
  );
}
