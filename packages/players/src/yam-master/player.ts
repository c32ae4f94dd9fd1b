// What a Yam Master computer player decides, and how a decision becomes the log actions of the game.
import { squareColumn, squareRow, type YamAction, type YamState } from '@dicetable/rules/yam-master';
import { holdMask } from '../dice/keeps.ts';

export type YamDecision =
  /** Keep these dice values (none before the first roll) and throw the others. */
  | { readonly kind: 'keep'; readonly keep: readonly number[] }
  | { readonly kind: 'defi' }
  | { readonly kind: 'place'; readonly square: number }
  | { readonly kind: 'remove'; readonly square: number }
  | { readonly kind: 'pass' };

export interface YamChoice {
  readonly decision: YamDecision;
  /** The player's own estimate of the choice (its board evaluation), where it has one. */
  readonly expected?: number;
}

export interface YamComputerPlayer {
  readonly id: string;
  decide(state: YamState): YamChoice;
}

/** Holds and releases then the throw (`roll`, "throw the dice not held" for real dice too), or the end of the turn. */
export function yamDecisionActions(state: YamState, decision: YamDecision): YamAction[] {
  switch (decision.kind) {
    case 'defi':
      return [{ type: 'defi' }];
    case 'pass':
      return [{ type: 'pass' }];
    case 'place':
    case 'remove':
      return [
        { type: decision.kind, row: squareRow(decision.square), column: squareColumn(decision.square) },
      ];
    case 'keep': {
      const { dice, held } = state.turn;
      const actions: YamAction[] = [];
      if (dice !== null) {
        const wanted = holdMask(dice, decision.keep, held);
        wanted.forEach((hold, die) => {
          if (hold !== held[die]) actions.push({ type: 'hold', die, held: hold });
        });
      }
      actions.push({ type: 'roll' });
      return actions;
    }
  }
}
