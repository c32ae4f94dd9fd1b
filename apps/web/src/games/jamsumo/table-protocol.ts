// The messages between the game screen and its table worker.
import type { FlickMove } from '@dicetable/engine/jamsumo-table';
import type { GameLog } from '@dicetable/rules';
import type { Placement } from '@dicetable/rules/jamsumo';

export type TableRequest = { readonly id: number } & (
  | { readonly method: 'open' | 'position'; readonly log: GameLog }
  | { readonly method: 'flick' | 'landing'; readonly log: GameLog; readonly move: FlickMove }
  | { readonly method: 'preview'; readonly log: GameLog; readonly die: number; readonly placement: Placement }
  | { readonly method: 'plan'; readonly log: GameLog }
);

/** `failure` when the worker could not answer at all (the engine did not load). */
export type TableReply =
  | { readonly id: number; readonly result: unknown }
  | { readonly id: number; readonly failure: string };
