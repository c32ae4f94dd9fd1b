// Hints on or off for each of the two players, remembered per game (all games under one key).
import { preference } from '../../store/preferences.ts';

export type SeatHints = [boolean, boolean];

const isSeatHints = (value: unknown): value is SeatHints =>
  Array.isArray(value) && value.length === 2 && value.every((on) => typeof on === 'boolean');

const hintsByGame = preference(
  'yam-master.hints',
  (stored): Record<string, SeatHints> =>
    typeof stored === 'object' && stored !== null
      ? Object.fromEntries(Object.entries(stored).filter(([, hints]) => isSeatHints(hints)))
      : {},
);

export const loadSeatHints = async (id: string): Promise<SeatHints | undefined> =>
  (await hintsByGame.load())[id];

export async function saveSeatHints(id: string, hints: SeatHints): Promise<boolean> {
  return hintsByGame.save({ ...(await hintsByGame.load()), [id]: hints });
}
