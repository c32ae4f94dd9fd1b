// The computer's seats of a Jamb game: asks the computer for its moves and plays them at a pace a person
// can follow; a write goes through the same path as a person's (sound, announcement, pass card).
import type { JambLevel } from '@dicetable/players';
import type { JambAction, JambCategory, JambColumn, JambState } from '@dicetable/rules/jamb';
import type { Accessor } from 'solid-js';
import { askMove } from '../../computer/client.ts';
import { createComputerTurns } from '../../computer/turns.ts';
import { computerThrow } from './computer-dice.ts';

export function createJambComputerTurns(options: {
  state: Accessor<JambState>;
  /** True while the seat to act is a computer's, the game goes on and no pass card covers the screen. */
  active: Accessor<boolean>;
  levelOf: (seat: number) => JambLevel | null;
  /** How many actions the game's log holds. */
  actionCount: Accessor<number>;
  dispatch: (action: JambAction) => boolean;
  write: (column: JambColumn, category: JambCategory) => void;
  onAnnounced: (category: JambCategory) => void;
}) {
  const { state } = options;
  return createComputerTurns<JambAction>({
    active: options.active,
    moment: options.actionCount,
    turnStarts: () => state().turn.rollsUsed === 0 && state().announced === null,
    plan() {
      const seat = state().current;
      return askMove('jamb', options.levelOf(seat)!, state().setup.seed + seat, state());
    },
    play(action) {
      if (action.type === 'write') {
        const before = options.actionCount();
        options.write(action.column, action.category);
        return options.actionCount() > before;
      }
      if (action.type === 'roll' && state().setup.diceMode === 'real') {
        // People type their throws; the computer's seat throws the app's dice, entered like a typed throw.
        const thrown = computerThrow(state(), options.actionCount());
        return thrown !== null && options.dispatch(thrown);
      }
      if (!options.dispatch(action)) return false;
      if (action.type === 'announce') options.onAnnounced(action.category);
      return true;
    },
  });
}
