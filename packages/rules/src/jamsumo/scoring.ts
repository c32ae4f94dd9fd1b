// Scores: a round's pips per player, the game totals (Jam rounds minus in Jam Sumo) and the ranking.
import { roundPlan } from './setup.ts';
import {
  DICE_PER_PLAYER,
  type DieState,
  type JamSumoSetup,
  type RoundKind,
  type RoundResult,
} from './types.ts';

/**
 * What one die counts at the end of a round. Jam: a supply die 4, a flat die its top face, a die not
 * lying flat 4, a die in the hole 0. Sumo: a die on the board its top face, or 3 when not flat; any
 * other die 0.
 */
export function dieScore(kind: RoundKind, die: DieState): number {
  if (kind === 'jam') {
    if (die.status === 'out') return 0;
    if (die.status === 'supply' || !die.flat) return 4;
    return die.top ?? 4;
  }
  if (die.status !== 'play' || die.at !== 'board') return 0;
  return die.flat ? (die.top ?? 3) : 3;
}

export function roundPips(kind: RoundKind, dice: readonly DieState[], players: number): number[] {
  return Array.from({ length: players }, (_, seat) => {
    let pips = 0;
    for (let k = 0; k < DICE_PER_PLAYER; k++) pips += dieScore(kind, dice[seat * DICE_PER_PLAYER + k]!);
    return pips;
  });
}

/** Points a round's pips are worth in the game total: Jam counts minus in Jam Sumo. */
export function signedPips(setup: Pick<JamSumoSetup, 'mode'>, kind: RoundKind, pips: number): number {
  return setup.mode === 'jamsumo' && kind === 'jam' ? -pips : pips;
}

export function totals(setup: JamSumoSetup, results: readonly RoundResult[]): number[] {
  return setup.players.map((_, seat) =>
    results.reduce((sum, result) => sum + signedPips(setup, result.kind, result.pips[seat] ?? 0), 0),
  );
}

/** Jam alone: the lowest total wins; Sumo and Jam Sumo: the highest. */
export const lowestWins = (setup: Pick<JamSumoSetup, 'mode'>): boolean => setup.mode === 'jam';

export function roundsInGame(setup: JamSumoSetup): number {
  return roundPlan(setup).length;
}
