// Per-player statistics over finished games of all three games. A player is a name: the same name in
// two games is the same player.
import { type FinishedGame, playersOf } from './finished-game.ts';
import { type JambGameOfPlayer, type JambPlayerStats, jambPlayerStats } from './jamb-stats.ts';
import { type JamSumoGameOfPlayer, type JamSumoPlayerStats, jamSumoPlayerStats } from './jamsumo-stats.ts';
import { type YamGameOfPlayer, type YamPlayerStats, yamPlayerStats } from './yam-master-stats.ts';

export interface PlayerStats {
  readonly player: string;
  /** Finished games of all kinds the player took part in. */
  readonly games: number;
  readonly jamb: JambPlayerStats | null;
  readonly yamMaster: YamPlayerStats | null;
  readonly jamsumo: JamSumoPlayerStats | null;
}

interface GamesOfPlayer {
  jamb: JambGameOfPlayer[];
  yam: YamGameOfPlayer[];
  jamsumo: JamSumoGameOfPlayer[];
}

/** Statistics of every player in the games, by name in alphabetical order. */
export function playerStatistics(games: readonly FinishedGame[]): PlayerStats[] {
  const byPlayer = new Map<string, GamesOfPlayer>();
  for (const game of games) {
    playersOf(game.log).forEach((name, seat) => {
      let entry = byPlayer.get(name);
      if (!entry) {
        entry = { jamb: [], yam: [], jamsumo: [] };
        byPlayer.set(name, entry);
      }
      if (game.game === 'jamb') entry.jamb.push({ date: game.log.createdAt, state: game.state, seat });
      else if (game.game === 'yam-master') entry.yam.push({ state: game.state, seat });
      else entry.jamsumo.push({ state: game.state, seat });
    });
  }
  return [...byPlayer.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([player, entry]) => ({
      player,
      games: entry.jamb.length + entry.yam.length + entry.jamsumo.length,
      jamb: jambPlayerStats(entry.jamb),
      yamMaster: yamPlayerStats(entry.yam),
      jamsumo: jamSumoPlayerStats(entry.jamsumo),
    }));
}

/** The statistics of one player, or null when the name played no finished game. */
export function statisticsOf(games: readonly FinishedGame[], player: string): PlayerStats | null {
  const mine = games.filter((game) => playersOf(game.log).includes(player));
  return playerStatistics(mine).find((stats) => stats.player === player) ?? null;
}
