// A burn: the log entry that undo leaves behind when it takes back actions that drew random numbers.
// Replaying it advances the game's generator past those draws, so no undo ever lets a player see the
// same roll again — not after a reload, an export or an import either (docs/game-log.md).

export interface BurnAction {
  readonly type: 'burn';
  /** Generator draws to skip: a positive integer. */
  readonly draws: number;
}

/** What a game's log holds: the game's own actions, and burns. */
export type LogAction<Action> = Action | BurnAction;

/**
 * The most draws one log may burn in all. Real games burn a few dice per undo (a whole Jamb game draws
 * a few thousand numbers); the limit keeps a damaged or hostile file from keeping the replay busy.
 */
export const MAX_BURNED_DRAWS = 1_000_000;

/** Whether a log entry is a burn (well-formed or not: `replayGameLog` checks its count). */
export function isBurn(action: unknown): action is { readonly type: 'burn'; readonly draws: unknown } {
  return typeof action === 'object' && action !== null && (action as { type?: unknown }).type === 'burn';
}

/** The actions that are moves of the game, not burns. */
export function countMoves(actions: readonly unknown[]): number {
  return actions.reduce<number>((count, action) => (isBurn(action) ? count : count + 1), 0);
}
