// Tunes the advisor's sheet model by coordinate search on the mean score of seeded games (the same
// seeds for every candidate, so that differences are not luck). Prints model-params.ts.
// Usage: node scripts/run-ts.mjs scripts/search-jamb.ts [passes] [games] [seed]
import { JAMB_COLUMNS, type JambColumn } from '@dicetable/rules/jamb';
import { advisorPlayer } from '../src/jamb/advisor.ts';
import type { JambModel, ModelledCategory } from '../src/jamb/model.ts';
import { JAMB_MODEL } from '../src/jamb/model-params.ts';
import { simulateJamb } from '../src/jamb/simulate.ts';

const [passes = 1, games = 200, seed = 5000] = process.argv.slice(2).map(Number);
const MODELLED: readonly ModelledCategory[] = ['max', 'min', 'trips', 'straight', 'full', 'carre', 'jamb'];

/** The chance of k of five dice, each showing the face with chance p. */
const binomial = (p: number) => {
  const q = 1 - p;
  return [
    q * q * q * q * q,
    5 * p * q * q * q * q,
    10 * p * p * q * q * q,
    10 * p * p * p * q * q,
    5 * p * p * p * p * q,
    p * p * p * p * p,
  ].map((x) => Number(x.toFixed(5)));
};

interface Knob {
  readonly name: string;
  value: number;
  readonly step: number;
}

const meanP = (counts: readonly number[]) => counts.reduce((sum, p, k) => sum + p * k, 0) / 5;
const knobs: Knob[] = [];
for (const column of JAMB_COLUMNS) {
  knobs.push({ name: `${column}.upper`, value: meanP(JAMB_MODEL.upper[column][0]!), step: 0.04 });
  for (const category of MODELLED) {
    const value = JAMB_MODEL.mean[column][category];
    knobs.push({ name: `${column}.${category}`, value, step: Math.max(2, value * 0.15) });
  }
}

function modelOf(): JambModel {
  const get = (name: string) => knobs.find((knob) => knob.name === name)!.value;
  const upper = {} as Record<JambColumn, number[][]>;
  const mean = {} as Record<JambColumn, Record<ModelledCategory, number>>;
  for (const column of JAMB_COLUMNS) {
    upper[column] = [1, 2, 3, 4, 5, 6].map(() => binomial(get(`${column}.upper`)));
    mean[column] = Object.fromEntries(
      MODELLED.map((category) => [category, Number(get(`${column}.${category}`).toFixed(2))]),
    ) as Record<ModelledCategory, number>;
  }
  return { upper, mean };
}

const score = () => simulateJamb(() => advisorPlayer(modelOf()), games, seed).mean;
let best = score();
process.stderr.write(`start ${best}\n`);
for (let pass = 0; pass < passes; pass++) {
  for (const knob of knobs) {
    const start = knob.value;
    for (const direction of [1, -1]) {
      knob.value = start + direction * knob.step;
      const mean = score();
      if (mean > best) {
        best = mean;
        process.stderr.write(`${knob.name} ${start} -> ${knob.value}: ${mean}\n`);
        break;
      }
      knob.value = start;
    }
  }
  process.stderr.write(`pass ${pass}: ${best}\n`);
  console.log(`// Tuned by scripts/search-jamb.ts (coordinate search, ${games} seeded games from seed ${seed}):
// per column, the chance of 0…5 dice in each open upper cell and the mean worth of the other open cells.
import type { JambModel } from './model.ts';

export const JAMB_MODEL: JambModel = ${JSON.stringify(modelOf())};`);
}
