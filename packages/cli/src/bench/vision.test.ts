import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';
import { expectMeasured } from './measured.test-support.ts';

const SAMPLES = fileURLToPath(new URL('../../../vision/samples', import.meta.url));

describe('dicetable bench vision', () => {
  it('prints ms per frame, the download size and the accuracy on a labelled folder as JSON', async () => {
    const result = await runCli(['bench', 'vision', '--accuracy', SAMPLES, '--json']);
    expect(result.code).toBe(0);
    const { vision } = JSON.parse(result.stdout);
    expect(vision.frame).toEqual({ width: 640, height: 480 });
    expect(vision.frames).toBe(72); // 24 frames, read three times, unless --frames asks otherwise
    expectMeasured(vision.msPerFrame);
    expect(vision.downloadBytes).toBeGreaterThan(500);
    expect(vision.goals).toEqual({
      msPerFrame: 30,
      downloadBytes: 2 * 1024 * 1024,
      met: vision.msPerFrame <= 30 && vision.downloadBytes <= 2 * 1024 * 1024,
    });
    const accuracy = vision.accuracy;
    expect(accuracy).toMatchObject({ photos: 5, dice: 25, throwsOfFive: { photos: 5 }, unreadable: [] });
    expect(accuracy.wrongValue + accuracy.missed).toBe(Math.round(25 * (1 - accuracy.perDie)));
    expect(accuracy.extraRate).toBeCloseTo(accuracy.extra / 25, 4);
  });

  it('with --compare times the TypeScript convolutions on the same frames, which read the same dice', async () => {
    const { vision } = JSON.parse(
      (await runCli(['bench', 'vision', '--compare', '--frames', '6', '--json'])).stdout,
    );
    expect(vision.frames).toBe(18);
    expect(Object.keys(vision.typescript)).toEqual(['msPerFrame', 'speedup', 'framesReadDifferently']);
    expectMeasured(vision.typescript.msPerFrame);
    // Which is faster depends on the machine and its load: the bench reports it, the test checks the ratio.
    expect(vision.typescript.speedup).toBeCloseTo(vision.typescript.msPerFrame / vision.msPerFrame, 1);
    expect(vision.typescript.framesReadDifferently).toBe(0);
    const plain = JSON.parse((await runCli(['bench', 'vision', '--frames', '2', '--json'])).stdout);
    expect(plain.vision.typescript).toBeUndefined();
    expect(plain.vision.detailed).toBeUndefined();
  });

  it('with --detailed also times the 1280×720 frames the camera reads when the dice look small', async () => {
    const json = await runCli(['bench', 'vision', '--detailed', '--frames', '2', '--json']);
    expect(json.code).toBe(0);
    const { vision } = JSON.parse(json.stdout);
    expect(vision.frame).toEqual({ width: 640, height: 480 });
    expect(vision.detailed).toMatchObject({ frame: { width: 1280, height: 720 }, frames: 6 });
    expectMeasured(vision.detailed.msPerFrame);
    const words = await runCli(['bench', 'vision', '--detailed', '--frames', '2']);
    expect(words.stdout).toMatch(
      /frames read in detail \(dice small at 640 px\): [\d.]+ ms per 1280×720 frame \(6 frames\)/,
    );
  });

  it('with --by-size splits the dice into bands of size that add up to the whole', async () => {
    const { vision } = JSON.parse(
      (await runCli(['bench', 'vision', '--accuracy', SAMPLES, '--by-size', '--frames', '4', '--json']))
        .stdout,
    );
    const bands = vision.accuracy.bySize;
    expect(bands.map((band: { fromPx: number; toPx: number | null }) => [band.fromPx, band.toPx])).toEqual([
      [0, 30],
      [30, 45],
      [45, 80],
      [80, null],
    ]);
    const sum = (key: string) =>
      bands.reduce((total: number, band: Record<string, number>) => total + band[key]!, 0);
    expect(sum('dice')).toBe(25);
    expect(sum('wrongValue')).toBe(vision.accuracy.wrongValue);
    expect(sum('missed')).toBe(vision.accuracy.missed);
    const right = bands.reduce(
      (total: number, band: { dice: number; perDie: number }) => total + Math.round(band.dice * band.perDie),
      0,
    );
    expect(right).toBe(Math.round(25 * vision.accuracy.perDie));
    const plain = JSON.parse(
      (await runCli(['bench', 'vision', '--accuracy', SAMPLES, '--frames', '4', '--json'])).stdout,
    );
    expect(plain.vision.accuracy.bySize).toBeUndefined();
    const words = await runCli(['bench', 'vision', '--accuracy', SAMPLES, '--by-size', '--frames', '4']);
    expect(words.stdout).toMatch(/dice of 80 px and more: \d+\.\d% of \d+ right/);
  });

  it('refuses a --frames that is not a whole number of at least one', async () => {
    for (const bad of ['0', 'many', '2.5']) {
      const result = await runCli(['bench', 'vision', '--frames', bad]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('--frames');
    }
  });

  it('asks for the folder of --accuracy', async () => {
    const result = await runCli(['bench', 'vision', '--accuracy']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--accuracy needs a folder');
  });

  it('refuses --by-size without a folder to measure', async () => {
    const result = await runCli(['bench', 'vision', '--by-size', '--json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--by-size goes with --accuracy');
  });
});
