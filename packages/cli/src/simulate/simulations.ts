import type { Command, CommandSpec } from '../cli-io.ts';
import { simulateJambGames, simulateYamMasterGames } from './jamb-yam.ts';
import { simulateJamSumo } from './jamsumo.ts';

/** `dicetable simulate GAME`: each game with computer players registers its simulation here. */
export const simulations: Record<string, CommandSpec & { run: Command }> = {
  jamb: simulateJambGames,
  'yam-master': simulateYamMasterGames,
  jamsumo: simulateJamSumo,
};
