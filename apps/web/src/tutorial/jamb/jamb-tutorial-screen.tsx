// /jamb/tutorial: the real Jamb screen on the guided game's session, with the guide over it.
import { jambGame } from '../../games/jamb/jamb-game.ts';
import { t as jambT } from '../../games/jamb/messages.ts';
import { JambGameScreen } from '../../games/jamb/play-screen.tsx';
import { TutorialScreen } from '../tutorial-screen.tsx';
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
