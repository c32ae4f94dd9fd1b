// Learns the advisor's sheet model by fixed-point iteration: play seeded games with the current model,
// measure what each open cell ends up scoring, play again with those figures. Prints model-params.ts.
// Usage: node scripts/run-ts.mjs scripts/tune-jamb.ts [rounds] [games per round] [seed]
import { JAMB_COLUMNS, type JambColumn } from '@dicetable/rules/jamb';
import { advisorPlayer } from '../src/jamb/advisor.ts';
import type { JambModel, ModelledCategory } from '../src/jamb/model.ts';
import { JAMB_MODEL } from '../src/jamb/model-params.ts';
import { gameSeeds, playSoloJamb } from '../src/jamb/simulate.ts';

const [rounds = 4, games = 300, seed = 1000, DAMPING = 0.5] = process.argv.slice(2).map(Number);
const MODELLED: readonly ModelledCategory[] = ['max', 'min', 'trips', 'straight', 'full', 'carre', 'jamb'];
const UPPER = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'] as const;

let model: JambModel = JAMB_MODEL;
for (let round = 0; round < rounds; round++) {
  const counts = Object.fromEntries(
    JAMB_COLUMNS.map((column) => [column, UPPER.map(() => [0, 0, 0, 0, 0, 0])]),
  ) as Record<JambColumn, number[][]>;
  const sums = Object.fromEntries(
    JAMB_COLUMNS.map((column) => [column, Object.fromEntries(MODELLED.map((c) => [c, 0]))]),
  ) as Record<JambColumn, Record<ModelledCategory, number>>;
  let total = 0;
  const player = advisorPlayer(model);
  for (const gameSeed of gameSeeds(seed + round, games)) {
    const game = playSoloJamb(player, gameSeed);
    total += game.score;
    const sheet = game.state.sheets[0]!;
    for (const column of JAMB_COLUMNS) {
      UPPER.forEach((category, face) => {
        counts[column][face]![sheet[column][category]! / (face + 1)]! += 1;
      });
      for (const category of MODELLED) sums[column][category] += sheet[column][category]!;
    }
  }
  process.stderr.write(`round ${round}: mean ${(total / games).toFixed(1)}\n`);
  // Half old, half measured: a cell valued low gets dumped on, then measures low again; damping stops
  // the iteration from swinging between such policies.
  const fix = (value: number) => Number(value.toFixed(4));
  const previous = model;
  model = {
    upper: Object.fromEntries(
      JAMB_COLUMNS.map((column) => [
        column,
        counts[column].map((row, face) =>
          row.map((n, k) => fix(DAMPING * previous.upper[column][face]![k]! + (1 - DAMPING) * (n / games))),
        ),
      ]),
    ) as unknown as JambModel['upper'],
    mean: Object.fromEntries(
      JAMB_COLUMNS.map((column) => [
        column,
        Object.fromEntries(
          MODELLED.map((c) => [
            c,
            fix(DAMPING * previous.mean[column][c] + (1 - DAMPING) * (sums[column][c] / games)),
          ]),
        ),
      ]),
    ) as unknown as JambModel['mean'],
  };
}
console.log(`// Learned by scripts/tune-jamb.ts (${rounds} rounds of ${games} seeded games from seed ${seed}):
// per column, the chance of 0…5 dice in each open upper cell and the mean final score of the others.
import type { JambModel } from './model.ts';

export const JAMB_MODEL: JambModel = ${JSON.stringify(model, null, 2)};`);
