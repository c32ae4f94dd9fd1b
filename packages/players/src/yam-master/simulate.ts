// Seeded matches between two Yam Master computer players, the first seat alternating: the figures of
// `dicetable simulate yam-master`.
import type { YamState } from '@dicetable/rules/yam-master';
import { nowMs } from '../clock.ts';
import { gameSeeds } from '../jamb/simulate.ts';
import { applyYam, newYamGame, yamOver, yamWinner } from './game.ts';
import { type YamComputerPlayer, yamDecisionActions } from './player.ts';

export interface YamGame {
  readonly state: YamState;
  /** The winning seat, or null for a draw. */
  readonly winner: 0 | 1 | null;
  readonly decisionMs: readonly number[];
}

/** Turns without a placement can go on for ever in theory; a game this long is called a draw. */
const MAX_TURNS = 1000;

export function playYam(players: readonly [YamComputerPlayer, YamComputerPlayer], seed: number): YamGame {
  let state = newYamGame(seed);
  const decisionMs: number[] = [];
  let turns = 0;
  while (!yamOver(state) && turns < MAX_TURNS) {
    if (state.turn.dice === null) {
      state = applyYam(state, { type: 'roll' });
      turns++;
      continue;
    }
    const started = nowMs();
    const { decision } = players[state.current]!.decide(state);
    decisionMs.push(nowMs() - started);
    for (const action of yamDecisionActions(state, decision)) state = applyYam(state, action);
  }
  return { state, winner: yamWinner(state), decisionMs };
}

export interface YamMatch {
  readonly games: number;
  /** Games won by the first named player and by the second. */
  readonly wins: readonly [number, number];
  readonly draws: number;
  /** Share of games the first named player won. */
  readonly winRate: number;
  readonly msPerDecision: number;
}

export function simulateYam(
  makePlayers: () => readonly [YamComputerPlayer, YamComputerPlayer],
  games: number,
  seed: number,
): YamMatch & { readonly decisionMs: readonly number[] } {
  const players = makePlayers();
  const wins: [number, number] = [0, 0];
  let draws = 0;
  const times: number[] = [];
  gameSeeds(seed, games).forEach((gameSeed, index) => {
    // Odd games seat the second named player first.
    const swap = index % 2 === 1;
    const seats: [YamComputerPlayer, YamComputerPlayer] = swap
      ? [players[1], players[0]]
      : [players[0], players[1]];
    const game = playYam(seats, gameSeed);
    times.push(...game.decisionMs);
    if (game.winner === null) draws++;
    else if (swap === (game.winner === 1)) wins[0] += 1;
    else wins[1] += 1;
  });
  const msPerDecision = times.reduce((a, b) => a + b, 0) / Math.max(1, times.length);
  return {
    games,
    wins,
    draws,
    winRate: Math.round((wins[0] / games) * 1000) / 1000,
    msPerDecision: Math.round(msPerDecision * 1000) / 1000,
    decisionMs: times,
  };
}
