// The steps of a random session for the undo property tests of every game: play, undo, reload, or
// export and import.
import fc from 'fast-check';

export type Step =
  | { readonly kind: 'act'; readonly pick: number }
  | { readonly kind: 'undo' }
  | { readonly kind: 'reload' }
  | { readonly kind: 'round-trip' };

/** One step of a session: play the n-th legal action, undo, reload from the saved log, or export and import. */
export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.nat().map((pick) => ({ kind: 'act' as const, pick })) },
  { weight: 3, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'round-trip' as const }) },
);
