// The computer's seats of a Yam Master game: asks the computer for its moves and plays them at a pace a
// person can follow, with the same sounds as a person's moves.
import type { YamLevel } from '@dicetable/players';
import type { YamAction, YamState } from '@dicetable/rules/yam-master';
import type { Accessor } from 'solid-js';
import { askMove } from '../../computer/client.ts';
import { createComputerTurns } from '../../computer/turns.ts';
import type { feedback } from '../../ui/feedback.ts';

const soundOf = (action: YamAction): Parameters<typeof feedback>[0] | undefined =>
  action.type === 'place'
    ? 'place'
    : action.type === 'remove'
      ? 'hit'
      : action.type === 'roll'
        ? 'roll'
        : undefined;

export function createYamComputerTurns(options: {
  state: Accessor<YamState>;
  /** True while the seat to act is a computer's and the game goes on. */
  active: Accessor<boolean>;
  levelOf: (seat: 0 | 1) => YamLevel | null;
  /** How many actions the game's log holds. */
  actionCount: Accessor<number>;
  act: (action: YamAction, sound?: Parameters<typeof feedback>[0]) => void;
}) {
  const { state } = options;
  return createComputerTurns<YamAction>({
    active: options.active,
    moment: options.actionCount,
    turnStarts: () => state().turn.rollsUsed === 0 && !state().defi,
    plan() {
      const seat = state().current;
      return askMove('yam-master', options.levelOf(seat)!, (state().setup.seed ?? 0) + seat, state());
    },
    play(action) {
      const before = options.actionCount();
      options.act(action, soundOf(action));
      return options.actionCount() > before;
    },
  });
}
