// /jamb/tutorial: the real Jamb screen on the guided game's session, with the guide over it.

import { TutorialScreen } from '../../../tutorial/tutorial-screen.tsx';
import { jambGame } from '../jamb-game.ts';
import { t as jambT } from '../messages.ts';
import { JambGameScreen } from '../play-screen.tsx';
import { jambScript, jambTutorialSetup } from './jamb-script.ts';
import { startJambAgainstComputer } from './start-against-computer.ts';

export default function JambTutorialScreen() {
  return (
    <TutorialScreen
      rulesGame="jamb"
      game={jambGame}
      setup={jambTutorialSetup(jambT('defaultName', { n: 1 }))}
      script={jambScript}
      screen={JambGameScreen}
      startReal={startJambAgainstComputer}
    />
  );
}
