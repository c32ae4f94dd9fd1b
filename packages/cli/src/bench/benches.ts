import type { CliIo } from '../cli-io.ts';
import type { ReadOptions } from '../command-options.ts';
import { fairnessBench } from './fairness.ts';
import { oddsBench } from './odds.ts';
import { physicsBench } from './physics.ts';
import { plannerBench } from './planner.ts';
import { reopenBench } from './reopen.ts';
import { reviewBench } from './review.ts';
import { visionBench } from './vision.ts';

/** A benchmark prints human-readable figures, or one JSON document with `json`. */
export type Bench = (run: { json: boolean; options: ReadOptions }, io: CliIo) => Promise<void>;

/**
 * The options of every benchmark, read by name wherever they stand; `--accuracy`, `--frames` and `--games`
 * take the argument after them unless it is another `--` option.
 */
export const BENCH_OPTIONS = {
  flags: ['json', 'compare', 'by-size', 'detailed'],
  values: ['accuracy', 'frames', 'games'],
  dashedValueIsOption: true,
};

/** `dicetable bench NAME`: each engine registers its benchmark here. */
export const benches: Record<string, { summary: string; run: Bench }> = {
  odds: { summary: 'full Jamb hint table: WASM engine against the TypeScript reference', run: oddsBench },
  fairness: {
    summary:
      'dice fairness: faces of strong flicks (per flick-to-face angle), throws and gentle slides, χ² and p',
    run: fairnessBench,
  },
  physics: {
    summary: 'dice physics: 25 dice resting and a break, our engine against Rapier and cannon-es',
    run: physicsBench,
  },
  planner: {
    summary:
      'JamSumo computer players: candidate flicks to rest per second on ten dice, expert decision time',
    run: plannerBench,
  },
  reopen: {
    summary: 'opening a saved JamSumo game: 40 flicks of 3 players re-simulated, as the app does',
    run: reopenBench,
  },
  review: {
    summary:
      "game review: greedy Jamb games' total cost against the measured greedy–advisor gap; a 4-player game's time",
    run: reviewBench,
  },
  vision: {
    summary:
      'dice reader: ms per 640×480 frame and download size; --accuracy DIR scores a labelled photo folder',
    run: visionBench,
  },
};
