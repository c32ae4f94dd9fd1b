// The last Yam Master game's players, seats and dice, which the new-game form offers again.
import type { YamLevel } from '@dicetable/players';
import type { YamPlayer } from '@dicetable/rules/yam-master';
import { YAM_SEAT_LEVELS } from '../../computer/levels.ts';
import { preference, storedFields } from '../../store/preferences.ts';

export type Seats = [YamLevel | null, YamLevel | null];

interface LastPlayers {
  readonly players: [YamPlayer, YamPlayer];
  readonly dice: 'app' | 'real';
  /** Who played each seat; games started before seats were remembered left none (two people). */
  readonly seats: Seats;
}

const seatLevel = (value: unknown): YamLevel | null =>
  YAM_SEAT_LEVELS.includes(value as YamLevel) ? (value as YamLevel) : null;

/** The last game's two players, seats and dice, offered again; undefined when nothing usable is stored. */
export const lastPlayers = preference('yam-master.players', (stored): LastPlayers | undefined => {
  const saved = storedFields<LastPlayers>(stored);
  if (!Array.isArray(saved.players) || saved.players.length !== 2) return undefined;
  const seats: unknown[] = Array.isArray(saved.seats) ? saved.seats : [];
  return {
    players: saved.players as [YamPlayer, YamPlayer],
    dice: saved.dice === 'real' ? 'real' : 'app',
    seats: [seatLevel(seats[0]), seatLevel(seats[1])],
  };
});
