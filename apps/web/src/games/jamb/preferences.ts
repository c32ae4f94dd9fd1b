// What the Jamb screens remember between games (names, seats, dice mode, house rules) and per game (hints,
// the pass-the-tablet screen): small values beside the saved game, not part of its log.
import type { JambLevel } from '@dicetable/players';
import { DEFAULT_JAMB_OPTIONS, type JambDiceMode, type JambOptions } from '@dicetable/rules/jamb';
import { JAMB_SEAT_LEVELS } from '../../computer/levels.ts';
import { preference, storedFields } from '../../store/preferences.ts';

export interface JambNewGameDefaults {
  readonly names: readonly string[];
  /** Per seat (as many as names): null for a person, else the computer's level. */
  readonly seats: readonly (JambLevel | null)[];
  readonly diceMode: JambDiceMode;
  readonly options: JambOptions;
  readonly passScreen: boolean;
}

export interface JambGameView {
  /** Hints on or off, per player (seat order). */
  readonly hints: readonly boolean[];
  readonly passScreen: boolean;
}

const newGameDefaults = preference('jamb.new-game', (stored): JambNewGameDefaults => {
  const saved = storedFields<JambNewGameDefaults>(stored);
  const names = Array.isArray(saved.names) ? saved.names.filter((name) => typeof name === 'string') : [];
  const seats: unknown[] = Array.isArray(saved.seats) ? saved.seats : [];
  return {
    names,
    // Games started before the seats were remembered left no seats: every seat is then a person's.
    seats: names.map((_, i) =>
      JAMB_SEAT_LEVELS.includes(seats[i] as JambLevel) ? (seats[i] as JambLevel) : null,
    ),
    diceMode: saved.diceMode === 'real' ? 'real' : 'app',
    options: { ...DEFAULT_JAMB_OPTIONS, ...((saved.options as Partial<JambOptions> | undefined) ?? {}) },
    passScreen: typeof saved.passScreen === 'boolean' ? saved.passScreen : true,
  };
});

export const loadNewGameDefaults = () => newGameDefaults.load();
export const saveNewGameDefaults = (defaults: JambNewGameDefaults) => newGameDefaults.save(defaults);

const gameView = (id: string, players: number) =>
  preference(`jamb.view.${id}`, (stored): JambGameView => {
    const saved = storedFields<JambGameView>(stored);
    const hints = Array.isArray(saved.hints) ? saved.hints : [];
    return {
      hints: Array.from({ length: players }, (_, i) => hints[i] === true),
      passScreen: typeof saved.passScreen === 'boolean' ? saved.passScreen : true,
    };
  });

export const loadGameView = (id: string, players: number) => gameView(id, players).load();
export const saveGameView = (id: string, view: JambGameView) => gameView(id, view.hints.length).save(view);
