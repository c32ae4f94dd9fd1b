import type { SavedGame } from '../store/games.ts';

/** The screen that plays a saved game, or shows its final sheet or board once it is over. */
export function gamePath(saved: Pick<SavedGame, 'id' | 'game' | 'log'>): string {
  if (saved.game === 'jamb') return `/jamb/play/${saved.id}`;
  if (saved.game === 'yam-master') return `/yam-master/${saved.id}`;
  const table = (saved.log.setup as { table?: string }).table;
  return `/jamsumo/${table === 'pad' ? 'pad' : 'play'}/${saved.id}`;
}
