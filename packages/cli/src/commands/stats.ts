import { type FinishedGame, playerStatistics, readFinishedGame } from '@dicetable/stats';
import type { CommandSpec } from '../cli-io.ts';
import { readOptions } from '../command-options.ts';
import { t } from '../messages.ts';
import { readLogs } from '../stats/read-logs.ts';

export const statsCommand: CommandSpec = {
  summary: () => t('statsSummary'),
  usage: () => t('statsUsage'),
  async run(args, io) {
    // It takes no options: any is passed over.
    const logs = await readLogs(readOptions(args, {}).words);
    const games: FinishedGame[] = [];
    for (const { file, log } of logs) {
      const game = readFinishedGame(log);
      if (game) games.push(game);
      else io.stderr(t('statsSkipped', { file }));
    }
    io.stdout(JSON.stringify({ games: games.length, players: playerStatistics(games) }, null, 2));
    return 0;
  },
};
