// /yam-master/tutorial: the real Yam Master screen on the guided game's session, with the guide over it.
import { YamGameScreen } from '../../games/yam-master/game-screen.tsx';
import { t as yamT } from '../../games/yam-master/messages.ts';
import { yamGame } from '../../games/yam-master/yam-game.ts';
import { t } from '../messages.ts';
import { TutorialScreen } from '../tutorial-screen.tsx';
import { startYamAgainstComputer } from './start-against-computer.ts';
import { yamScript, yamTutorialSetup } from './yam-master-script.ts';

export default function YamMasterTutorialScreen() {
  return (
    <TutorialScreen
      rulesGame="yam-master"
      game={yamGame}
      setup={yamTutorialSetup(yamT('playerN', { n: 1 }), t('computer'))}
      script={yamScript}
      screen={YamGameScreen}
      startReal={startYamAgainstComputer}
    />
  );
}
