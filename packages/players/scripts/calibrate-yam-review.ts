// Fits the review's win curves (src/review/yam-master-calibration.ts): the hard player plays seeded games
// against each level, the first seat alternating; after each of its decisions its own expected board
// evaluation is recorded with whether it went on to win (a draw counts half). Prints the fitted curves.
// Usage: node scripts/run-ts.mjs scripts/calibrate-yam-review.ts [games] [seed]
import { gameSeeds } from '../src/jamb/simulate.ts';
import { applyYam, newYamGame, yamOver, yamWinner } from '../src/yam-master/game.ts';
import { adviseYam } from '../src/yam-master/hard.ts';
import { YAM_LEVELS, yamLevelPlayer } from '../src/yam-master/levels.ts';
import { type YamChoice, yamDecisionActions } from '../src/yam-master/player.ts';

const [games = 400, seed = 45] = process.argv.slice(2).map(Number);

function samples(level: (typeof YAM_LEVELS)[number]) {
  const points: { evaluation: number; won: number }[] = [];
  let wins = 0;
  gameSeeds(seed, games).forEach((gameSeed, index) => {
    const hardSeat = index % 2;
    const opponent = yamLevelPlayer(level, gameSeed);
    let state = newYamGame(gameSeed);
    const seen: number[] = [];
    for (let turns = 0; !yamOver(state) && turns < 1000; ) {
      if (state.turn.dice === null) {
        state = applyYam(state, { type: 'roll' });
        turns++;
        continue;
      }
      const choice: YamChoice = state.current === hardSeat ? adviseYam(state) : opponent.decide(state);
      if (state.current === hardSeat) seen.push(choice.expected!);
      for (const action of yamDecisionActions(state, choice.decision)) state = applyYam(state, action);
    }
    const winner = yamWinner(state);
    const won = winner === null ? 0.5 : winner === hardSeat ? 1 : 0;
    wins += won;
    for (const evaluation of seen) points.push({ evaluation, won });
  });
  return { points, wins };
}

function fit(points: readonly { evaluation: number; won: number }[]) {
  let best = { scale: 0, shift: 0, logLikelihood: Number.NEGATIVE_INFINITY };
  for (let scale = 10; scale <= 400; scale += 5) {
    for (let shift = -600; shift <= 600; shift += 5) {
      let logLikelihood = 0;
      for (const { evaluation, won } of points) {
        const p = Math.min(1 - 1e-9, Math.max(1e-9, 1 / (1 + Math.exp(-(evaluation + shift) / scale))));
        logLikelihood += won * Math.log(p) + (1 - won) * Math.log(1 - p);
      }
      if (logLikelihood > best.logLikelihood) best = { scale, shift, logLikelihood };
    }
  }
  return best;
}

for (const level of YAM_LEVELS) {
  const { points, wins } = samples(level);
  const curve = fit(points);
  console.log(
    JSON.stringify({ level, games, hardWinRate: wins / games, decisions: points.length, ...curve }),
  );
}
