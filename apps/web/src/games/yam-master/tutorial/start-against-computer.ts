// The guided game's last tap: a real Yam Master game, the player against the computer, on the app's dice.
import { randomSeed } from '@dicetable/rules';
import { validateSetup } from '@dicetable/rules/yam-master';
import { t } from '../../../tutorial/messages.ts';
import { startAgainstComputer } from '../../../tutorial/start-against-computer.ts';
import { lastPlayers } from '../last-players.ts';
import { t as yamT } from '../messages.ts';
import { yamGame } from '../yam-game.ts';

/** The new game's screen, or undefined when storage failed (the shell has said so). */
export async function startYamAgainstComputer(): Promise<string | undefined> {
  // The name of the last game's first person, if any; else the form's first default name.
  const last = await lastPlayers.load();
  const person = last?.players.find((_, seat) => last.seats[seat] === null);
  const setup = validateSetup({
    players: [
      { name: person?.name ?? yamT('playerN', { n: 1 }), colour: 1 },
      { name: t('computer'), colour: 2 },
    ],
    dice: 'app',
    seed: randomSeed(),
  });
  if (!setup.ok) return undefined;
  return startAgainstComputer(yamGame, setup.value, [null, 'easy']);
}
