// Export and import of a JamSumo game as its log file: the same JSON the app saves and
// `dicetable replay` reads. Import goes through the one import path of every game (session/).
import type { JamSumoLog } from '@dicetable/rules/jamsumo';
import { exportGame } from '../../session/saved-games.ts';
import { jamSumoGame } from './jamsumo-game.ts';

export function downloadGameLog(log: JamSumoLog): void {
  exportGame(jamSumoGame, log);
}
