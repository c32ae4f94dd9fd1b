// /yam-master/tutorial: the real Yam Master screen on the guided game's session, with the guide over it.

import { t } from '../../../tutorial/messages.ts';
import { TutorialScreen } from '../../../tutorial/tutorial-screen.tsx';
import { YamGameScreen } from '../game-screen.tsx';
import { t as yamT } from '../messages.ts';
import { yamGame } from '../yam-game.ts';
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
