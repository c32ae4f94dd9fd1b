// What a Jamb computer player decides, and how a decision becomes the log actions of the game.
import type { JambAction, JambCategory, JambColumn, JambState } from '@dicetable/rules/jamb';
import { holdMask } from '../dice/keeps.ts';
import { legalJamb } from './game.ts';

export type JambDecision =
  /** Keep these dice values (none before the first roll) and throw the others. */
  | { readonly kind: 'keep'; readonly keep: readonly number[] }
  | { readonly kind: 'announce'; readonly category: JambCategory }
  | { readonly kind: 'write'; readonly column: JambColumn; readonly category: JambCategory };

export interface JambChoice {
  readonly decision: JambDecision;
  /** The expected final score of the sheet after this choice, when the player estimates it. */
  readonly expected?: number;
}

export interface JambAdvice extends JambChoice {
  /** The best few choices of this moment, best first (the chosen one included). */
  readonly choices: readonly JambChoice[];
}

export interface JambComputerPlayer {
  readonly id: string;
  /** The current player's next decision; the state has a turn in progress or about to start. */
  decide(state: JambState): JambChoice;
}

/**
 * The log actions that carry out a decision: holds and releases, then the throw (`roll`, which for real
 * dice stands for "throw the dice not held"), or the announcement, or the write.
 */
export function decisionActions(state: JambState, decision: JambDecision): JambAction[] {
  switch (decision.kind) {
    case 'announce':
      return [{ type: 'announce', category: decision.category }];
    case 'write':
      return [{ type: 'write', column: decision.column, category: decision.category }];
    case 'keep': {
      const { dice, held } = state.turn;
      const actions: JambAction[] = [];
      if (dice !== null) {
        const wanted = holdMask(dice, decision.keep, held);
        wanted.forEach((hold, die) => {
          if (hold && !held[die]) actions.push({ type: 'hold', die });
          if (!hold && held[die]) actions.push({ type: 'release', die });
        });
      }
      actions.push({ type: 'roll' });
      return actions;
    }
  }
}

/** Legal writes now, in sheet order. */
export const legalWrites = (state: JambState) => legalJamb(state).write;
