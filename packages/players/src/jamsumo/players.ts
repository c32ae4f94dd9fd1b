// Every JamSumo computer player behind one call: the planning levels and the two baselines. A decision
// is what the player means (the aim, shown before the flick) and the flick its hand actually makes
// (what is simulated and recorded).

import { seededRandom, turnSeed } from '@dicetable/engine';
import type { FlickMove } from '@dicetable/engine/jamsumo-table';
import type { JamSumoState } from '@dicetable/rules/jamsumo';
import { aimerMove, randomMove } from './baselines.ts';
import { handFlick, PERSON_SPREAD } from './hand.ts';
import { LEVELS, type Level, levelSpread, type PlannerTable, plan } from './planner.ts';

export const PLAYER_KINDS = [...LEVELS, 'random', 'aimer'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

export const isPlayerKind = (name: string): name is PlayerKind =>
  (PLAYER_KINDS as readonly string[]).includes(name);

export interface Decision {
  readonly aim: FlickMove;
  readonly flick: FlickMove;
  /** Flicks simulated to rest while deciding. */
  readonly simulations: number;
}

/**
 * The current player's flick. The world must be in the position for `state`'s turn and is left so.
 * The same kind, position and seed give the same decision.
 */
export function decide(kind: PlayerKind, table: PlannerTable, state: JamSumoState, seed: number): Decision {
  const handSeed = turnSeed(seed, 0);
  if (kind === 'random') {
    const move = randomMove(state, seededRandom(handSeed));
    return { aim: move, flick: move, simulations: 0 };
  }
  if (kind === 'aimer') {
    const aim = aimerMove(table, state);
    return { aim, flick: handFlick(aim, PERSON_SPREAD, handSeed), simulations: 0 };
  }
  const level: Level = kind;
  const planned = plan(table, state, level, turnSeed(seed, 1));
  return {
    aim: planned.aim,
    flick: handFlick(planned.aim, levelSpread(level), handSeed),
    simulations: planned.simulations,
  };
}
