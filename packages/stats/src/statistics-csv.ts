// Player statistics as CSV for spreadsheets: one row per figure (player, game, statistic, value), so
// every figure has a column-free name and new figures never shift columns.
import type { PlayerStats } from './player-stats.ts';

type Row = [player: string, game: string, statistic: string, value: number | string | null];

function flatten(prefix: string, value: unknown, out: [string, number | string | null][]): void {
  if (value === null || typeof value !== 'object') {
    out.push([prefix, value as number | string | null]);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      flatten(`${prefix}.${i + 1}`, item, out);
    });
    return;
  }
  for (const [key, inner] of Object.entries(value)) flatten(prefix ? `${prefix}.${key}` : key, inner, out);
}

const quote = (cell: string) => (/[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

export function statisticsCsv(stats: readonly PlayerStats[]): string {
  const rows: Row[] = [];
  for (const player of stats) {
    rows.push([player.player, 'all', 'games', player.games]);
    for (const [game, figures] of [
      ['jamb', player.jamb],
      ['yam-master', player.yamMaster],
      ['jamsumo', player.jamsumo],
    ] as const) {
      if (!figures) continue;
      const cells: [string, number | string | null][] = [];
      flatten('', figures, cells);
      for (const [statistic, value] of cells) rows.push([player.player, game, statistic, value]);
    }
  }
  const lines = [
    'player,game,statistic,value',
    ...rows.map((row) => row.map((cell) => quote(cell === null ? '' : String(cell))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
