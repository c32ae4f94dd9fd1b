import { mkdirSync, writeFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { oneSwipe, SWIPES } from '../e2e/landing-swipe.ts';

// A measurement (npm run bench:browser): how far a die really slides against where the landing mark said,
// for five swipe lengths at 1180×820, with a steady hand and with the app's default hand (35%). The table
// goes to the output and to test-results/bench/landing-figure.md. That a steady hand stops on the mark is
// tested in e2e/jamsumo-landing-figure.spec.ts.

test('the landing mark against the real slide, five swipe lengths, steady and default hand', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const rows: string[] = [
    '| hand | swipe px | strength | mark: slide | real: slide | mark ↔ real | of the slide |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const hand of [0, 35]) {
    for (const [k, length] of SWIPES.entries()) {
      const r = await oneSwipe(page, length, k === 0 ? hand : undefined);
      const mm = (m: number) => `${(m * 1000).toFixed(1)} mm`;
      if (!r.end) {
        rows.push(
          `| ${hand}% | ${length} | ${r.strength.toFixed(3)} | ${r.mark.location === 'board' || r.mark.location === 'platform' ? mm(r.mark.distance) : r.mark.location} | ${r.news.includes('hole') ? 'hole' : 'off'} | – | – |`,
        );
        continue;
      }
      const real = Math.hypot(r.end.x - r.start.x, r.end.z - r.start.z);
      const gap = Math.hypot(r.end.x - r.mark.x, r.end.z - r.mark.z);
      rows.push(
        `| ${hand}% | ${length} | ${r.strength.toFixed(3)} | ${mm(r.mark.distance)} | ${mm(real)} | ${mm(gap)} | ${((gap / real) * 100).toFixed(2)}% |`,
      );
    }
  }
  const table = rows.join('\n');
  mkdirSync('test-results/bench', { recursive: true });
  console.log(table);
  writeFileSync('test-results/bench/landing-figure.md', `${table}\n`);
});
