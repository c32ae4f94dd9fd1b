// A guided round's last tap: a real JamSumo game on the tablet against the computer, of the round's kind.
import { type RoundKind, validateSetup } from '@dicetable/rules/jamsumo';
import { startGame } from '../../../session/saved-games.ts';
import { t } from '../../../tutorial/messages.ts';
import { jamSumoGame } from '../jamsumo-game.ts';
import { t as jamSumoT } from '../messages.ts';
import { defaultBoardFor } from '../physics-board.ts';

/** The new game's screen, or undefined when storage failed (the shell has said so). */
export async function startJamSumoAgainstComputer(mode: RoundKind): Promise<string | undefined> {
  const setup = validateSetup({
    players: [
      { name: jamSumoT('defaultName', { count: 1 }), colour: 0 },
      { name: t('computer'), colour: 1, computer: 'beginner' },
    ],
    mode,
    table: 'flick',
    firstMarker: 0,
    board: defaultBoardFor(2),
  });
  if (!setup.ok) return undefined;
  const id = await startGame(jamSumoGame, setup.value);
  return id ? jamSumoGame.href(id, setup.value) : undefined;
}
