import type { Command } from '../cli-io.ts';
import { simulateJambGames, simulateYamMasterGames } from './jamb-yam.ts';
import { simulateJamSumo } from './jamsumo.ts';

/** `dicetable simulate GAME`: each game with computer players registers its simulation here. */
export const simulations: Record<string, { summary: string; usage: string; run: Command }> = {
  jamb: simulateJambGames,
  'yam-master': simulateYamMasterGames,
  jamsumo: simulateJamSumo,
};
