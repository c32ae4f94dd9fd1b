// Export and import of a JamSumo game as its log file: the same JSON the app saves and
// `dicetable replay` reads. Reading goes through the one import path of every game.
import type { JamSumoLog, JamSumoState } from '@dicetable/rules/jamsumo';
import { exportGame, readGameFile as readAnyGameFile } from '../../session/saved-games.ts';
import { jamSumoGame } from './jamsumo-game.ts';

export function downloadGameLog(log: JamSumoLog): void {
  exportGame(jamSumoGame, log);
}

/** Reads a game file: its log and the game it records, or why it is refused (translated). */
export function readGameFile(
  text: string,
): { ok: true; log: JamSumoLog; state: JamSumoState } | { ok: false; reason: string } {
  const read = readAnyGameFile(jamSumoGame, text);
  return read.ok ? { ok: true, ...read.value } : { ok: false, reason: read.message };
}
