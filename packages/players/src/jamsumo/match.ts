// A whole JamSumo game between computer players on one physics world: the CLI's `simulate` and the
// strength tests play these.

import { defaultBoard, seededRandom, turnSeed } from '@dicetable/engine';
import { engineLayout, playFlick, roundLayout } from '@dicetable/engine/jamsumo-table';
import { jamSumoRules } from '@dicetable/rules/game';
import {
  type FlickAction,
  type JamSumoMode,
  type JamSumoSetup,
  type JamSumoState,
  newGame,
} from '@dicetable/rules/jamsumo';
import type { PlannerTable } from './planner.ts';
import { decide, type PlayerKind } from './players.ts';
import type { PlannerWorld } from './quick-settle.ts';

/** A round that takes this many flicks is abandoned (two weak players may never sink five dice). */
export const MAX_FLICKS_PER_ROUND = 120;

export interface MatchOptions {
  readonly mode: JamSumoMode;
  /** One kind per seat, in seat order. */
  readonly players: readonly PlayerKind[];
  readonly firstMarker: number;
  readonly seed: number;
}

export interface MatchResult {
  /** The seats that won (several on a shared first place); empty when the game was abandoned. */
  readonly winners: readonly number[];
  readonly finished: boolean;
  readonly state: JamSumoState;
  readonly actions: readonly FlickAction[];
  /** Per seat: decisions made, CPU milliseconds spent deciding, and flicks simulated to rest. */
  readonly decisions: readonly number[];
  readonly decisionMs: readonly number[];
  readonly simulations: readonly number[];
}

/** CPU time of this process in milliseconds (user + system): what deciding costs a core. */
export const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export function playMatch(world: PlannerWorld, options: MatchOptions): MatchResult {
  const n = options.players.length;
  const board = defaultBoard(n);
  const setup: JamSumoSetup = {
    players: options.players.map((kind, seat) => ({ name: `${kind} ${seat + 1}`, colour: seat })),
    mode: options.mode,
    table: 'flick',
    firstMarker: options.firstMarker,
    board: { ...board },
  };
  let state = newGame(setup);
  const table: PlannerTable = { world, board, layout: engineLayout };
  world.reset(board, roundLayout(table, state));
  const actions: FlickAction[] = [];
  const decisions = new Array<number>(n).fill(0);
  const decisionMs = new Array<number>(n).fill(0);
  const simulations = new Array<number>(n).fill(0);
  const seeds = seededRandom(options.seed);
  let abandoned = false;
  while (!state.finished) {
    if (state.flicks >= MAX_FLICKS_PER_ROUND) {
      abandoned = true;
      break;
    }
    const seat = state.current;
    const began = cpuMs();
    const decision = decide(
      options.players[seat]!,
      table,
      state,
      turnSeed(Math.floor(seeds() * 2 ** 32), actions.length),
    );
    decisionMs[seat]! += cpuMs() - began;
    decisions[seat]! += 1;
    simulations[seat]! += decision.simulations;
    const played = playFlick(table, state, decision.flick);
    if (!played.ok)
      throw new Error(`${options.players[seat]} made an illegal flick: ${played.error.message}`);
    actions.push(played.value.action);
    state = played.value.state;
  }
  const winners = abandoned ? [] : jamSumoRules.standing(state).winners;
  return { winners, finished: !abandoned, state, actions, decisions, decisionMs, simulations };
}
