// The guided game's last tap: a real Jamb game, the player against the computer, on the app's dice.
import { randomSeed } from '@dicetable/rules';
import { DEFAULT_JAMB_OPTIONS, validateJambSetup } from '@dicetable/rules/jamb';
import { t } from '../../../tutorial/messages.ts';
import { startAgainstComputer } from '../../../tutorial/start-against-computer.ts';
import { jambGame } from '../jamb-game.ts';
import { t as jambT } from '../messages.ts';
import { loadNewGameDefaults, saveGameView } from '../preferences.ts';

/** The new game's screen, or undefined when storage failed (the shell has said so). */
export async function startJambAgainstComputer(): Promise<string | undefined> {
  // The name the player last played under, if any; else the form's first default name.
  const remembered = (await loadNewGameDefaults()).names[0];
  const setup = validateJambSetup({
    players: [{ name: remembered ?? jambT('defaultName', { n: 1 }) }, { name: t('computer') }],
    diceMode: 'app',
    seed: randomSeed(),
    options: DEFAULT_JAMB_OPTIONS,
  });
  if (!setup.ok) return undefined;
  // One person at the tablet: no pass-the-tablet card between the turns.
  return startAgainstComputer(jambGame, setup.value, [null, 'beginner'], (id) =>
    saveGameView(id, { hints: [false, false], passScreen: false }),
  );
}
