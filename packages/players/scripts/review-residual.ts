// Why the review's cost of a greedy game differs from the measured gap between the greedy player and the
// advisor: the sheet model's Bellman residual. At the start of each turn the model values the sheet at
// V(S) (SheetOutlook.total); after the turn's first throw the advisor's best option is worth W(S) in the
// same units. If the model were the advisor's true expected final total, W − V would average 0. A review
// sums, over a game, the best option's worth minus the chosen one's, so in expectation
//   cost = Σ turns (W − V) + V(start) − final score,
// while the gap is the advisor's final − the greedy's final. The two agree only when the residual summed
// over the greedy player's turns equals the residual summed over the advisor's own.
// Usage: node scripts/run-ts.mjs scripts/review-residual.ts [games] [seed]

import { replayWith } from '@dicetable/rules/game';
import { type JambState, jambRules } from '@dicetable/rules/jamb';
import { advisorPlayer, SheetOutlook } from '../src/jamb/advisor.ts';
import { greedyPlayer } from '../src/jamb/baselines.ts';
import { jambTotal } from '../src/jamb/game.ts';
import { JAMB_MODEL } from '../src/jamb/model-params.ts';
import type { JambComputerPlayer } from '../src/jamb/player.ts';
import { gameSeeds } from '../src/jamb/simulate.ts';
import { jambOptions } from '../src/review/jamb.ts';
import { recordJambGame } from '../src/review/recorded-games.ts';
import { reviewReplayed } from '../src/review/registry.ts';

const [games = 100, seed = 45] = process.argv.slice(2).map(Number);

interface Measured {
  cost: number[];
  final: number[];
  start: number[];
  residual: number[];
}

function measure(player: JambComputerPlayer): Measured {
  const out: Measured = { cost: [], final: [], start: [], residual: [] };
  for (const gameSeed of gameSeeds(seed, games)) {
    const replay = replayWith(jambRules, recordJambGame([player], gameSeed), { states: true });
    if (!replay.ok) throw new Error(`recorded game refused: ${replay.error.code}`);
    const states = replay.states as readonly JambState[];
    out.cost.push(reviewReplayed({ log: replay.log, states })!.players[0]!.totalCost);
    out.final.push(jambTotal(replay.state as JambState));
    let residual = 0;
    let start: number | null = null;
    states.forEach((state, index) => {
      const before = states[index - 1];
      if (state.finished || !before || before.turn.dice !== null || state.turn.dice === null) return;
      const value = new SheetOutlook(before, JAMB_MODEL).total;
      start ??= value;
      residual += Math.max(...jambOptions(state).map((option) => option.expected)) - value;
    });
    out.start.push(start!);
    out.residual.push(residual);
  }
  return out;
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const se = (values: readonly number[]) => {
  const m = mean(values);
  return Math.sqrt(values.reduce((a, b) => a + (b - m) ** 2, 0) / (values.length - 1) / values.length);
};
const figure = (values: readonly number[]) => ({
  mean: Math.round(mean(values) * 10) / 10,
  se: Math.round(se(values) * 10) / 10,
});

const greedy = measure(greedyPlayer);
const advisor = measure(advisorPlayer());
const explained = greedy.cost.map((_, i) => greedy.residual[i]! + greedy.start[i]! - greedy.final[i]!);
console.log(
  JSON.stringify(
    {
      games,
      seed,
      greedy: {
        final: figure(greedy.final),
        reviewCost: figure(greedy.cost),
        residualSum: figure(greedy.residual),
        residualPlusStartMinusFinal: figure(explained),
      },
      advisor: { final: figure(advisor.final), residualSum: figure(advisor.residual) },
      gap: Math.round((mean(advisor.final) - mean(greedy.final)) * 10) / 10,
      residualDifference: Math.round((mean(greedy.residual) - mean(advisor.residual)) * 10) / 10,
    },
    null,
    2,
  ),
);
