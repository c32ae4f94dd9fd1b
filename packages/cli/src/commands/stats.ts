import { type FinishedGame, playerStatistics, readFinishedGame } from '@dicetable/stats';
import type { CommandSpec } from '../cli-io.ts';
import { readLogs } from '../stats/read-logs.ts';

const USAGE = `dicetable stats LOG...

Prints the statistics of every player in the finished games among the logs as JSON:
{ "games": N, "players": [{ "player", "games", "jamb", "yamMaster", "jamsumo" }] }, a player being a
name. Jamb: games, mean, best, worst, totals, columnMeans, upperBonusShare, hitRates; Yam Master: wins,
losses, draws, linesOfFive, meanPoints; JamSumo: modes, meanPipsPerRound, diceSunk, flickRounds
(docs/statistics.md defines each). Unfinished or illegal games are skipped with a note on stderr.`;

export const statsCommand: CommandSpec = {
  summary: 'per-player statistics of finished game logs, as JSON',
  usage: USAGE,
  async run(args, io) {
    const logs = await readLogs(args.filter((arg) => !arg.startsWith('-')));
    const games: FinishedGame[] = [];
    for (const { file, log } of logs) {
      const game = readFinishedGame(log);
      if (game) games.push(game);
      else io.stderr(`${file}: skipped, not a finished legal game`);
    }
    io.stdout(JSON.stringify({ games: games.length, players: playerStatistics(games) }, null, 2));
    return 0;
  },
};
