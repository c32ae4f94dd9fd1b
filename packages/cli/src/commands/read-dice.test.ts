import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderScene } from '@dicetable/vision/synthetic';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';

const sample = (name: string) =>
  fileURLToPath(new URL(`../../../vision/samples/images/${name}`, import.meta.url));
const PHOTO = sample('00125_jpg.rf.b747f7ada605992670b1e8927bdd5773.jpg');

const dir = mkdtempSync(join(tmpdir(), 'read-dice-'));
function scratch(name: string, bytes: Uint8Array | string): string {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

function pngOfDice(): string {
  const image = renderScene({
    width: 320,
    height: 240,
    table: [40, 110, 60],
    dice: [{ value: 3, cx: 160, cy: 120, side: 60, angle: 0.3, body: [235, 232, 225], pip: [25, 25, 30] }],
  });
  const png = new PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.data);
  return scratch('one-die.png', PNG.sync.write(png));
}

const equal = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

describe('dicetable read-dice', () => {
  it('prints one JSON line per photo with its size, dice and time', async () => {
    const png = pngOfDice();
    const result = await runCli(['read-dice', PHOTO, png, '--json']);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n').map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    const [photo, render] = lines;
    expect(Object.keys(photo)).toEqual(['file', 'width', 'height', 'dice', 'ms']);
    expect(photo).toMatchObject({ file: PHOTO, width: 640, height: 640 });
    expect(photo.ms).toBeGreaterThanOrEqual(0);
    for (const die of photo.dice) {
      expect(Object.keys(die)).toEqual(['value', 'box', 'confidence']);
      expect([1, 2, 3, 4, 5, 6]).toContain(die.value);
      expect(die.box).toHaveLength(4);
      expect(die.confidence).toBeGreaterThan(0);
      expect(die.confidence).toBeLessThanOrEqual(1);
    }
    expect(render).toMatchObject({ width: 320, height: 240 });
  });

  it('gives each bad file an error line and exits 1 after reading the others', async () => {
    const text = scratch('notes.jpg', 'not a picture at all');
    const truncated = scratch('cut.jpg', readFileSync(PHOTO).subarray(0, 600));
    const missing = join(dir, 'missing.png');
    const result = await runCli(['read-dice', text, PHOTO, truncated, missing, '--json']);
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n').map((line) => JSON.parse(line));
    expect(lines.map((line) => line.file)).toEqual([text, PHOTO, truncated, missing]);
    expect(lines[0].error.code).toBe('not-an-image');
    expect(lines[1].error).toBeUndefined();
    expect(lines[1].dice.length).toBeGreaterThan(0);
    expect(lines[2].error.code).toBe('corrupt-image');
    expect(lines[3].error.code).toBe('unreadable');
    for (const line of [lines[0], lines[2], lines[3]]) {
      expect(Object.keys(line)).toEqual(['file', 'error']);
      expect(line.error.message).toEqual(expect.any(String));
    }
  });

  it('without --json prints a readable line per photo and the failures on stderr', async () => {
    const text = scratch('empty.png', '');
    const result = await runCli(['read-dice', PHOTO, text]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^.+\.jpg \(640×640\): \d+ dic?e(: [1-6]( [1-6])*)? {2}\[[\d.]+ ms\]$/);
    expect(result.stderr).toBe(`${text}: not a JPEG or PNG file`);
  });

  it('asks for a file and refuses unknown options', async () => {
    expect((await runCli(['read-dice'])).code).toBe(2);
    const unknown = await runCli(['read-dice', PHOTO, '--fast']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown option '--fast'");
  });

  describe('told the count with --dice N', () => {
    it('keeps the N likeliest dice in "dice", in their order, and every other one in "others"', async () => {
      const told = await runCli(['read-dice', PHOTO, '--dice', '3', '--json']);
      const plain = await runCli(['read-dice', PHOTO, '--json']);
      expect(told.code).toBe(0);
      const line = JSON.parse(told.stdout);
      const all = JSON.parse(plain.stdout).dice as { confidence: number }[];
      expect(all.length).toBeGreaterThan(3);
      expect(Object.keys(line)).toEqual(['file', 'width', 'height', 'dice', 'others', 'ms']);
      expect(line.dice).toHaveLength(3);
      expect(line.others).toHaveLength(all.length - 3);
      for (const die of [...line.dice, ...line.others]) {
        expect(Object.keys(die)).toEqual(['value', 'box', 'confidence']);
      }
      // The same readings, split: the dice in the order read, the others likeliest first.
      expect(line.dice).toEqual(all.filter((die) => line.dice.some((kept: object) => equal(kept, die))));
      const ranked = [...all].sort((a, b) => b.confidence - a.confidence);
      expect(line.others).toEqual(ranked.slice(3));
      expect(
        Math.min(...line.dice.map((die: { confidence: number }) => die.confidence)),
      ).toBeGreaterThanOrEqual(line.others[0].confidence);
    });

    it('with N larger than the dice seen, gives every die seen and no others', async () => {
      const png = pngOfDice();
      const result = await runCli(['read-dice', '--dice', '5', png, '--json']);
      expect(result.code).toBe(0);
      const line = JSON.parse(result.stdout);
      expect(line.dice).toEqual([{ value: 3, box: expect.any(Array), confidence: expect.any(Number) }]);
      expect(line.others).toEqual([]);
    });

    it('still reads the other files after a bad one, and exits 1', async () => {
      const text = scratch('told.png', 'no picture');
      const result = await runCli(['read-dice', text, PHOTO, '--dice', '5', '--json']);
      expect(result.code).toBe(1);
      const [bad, good] = result.stdout.split('\n').map((line) => JSON.parse(line));
      expect(bad).toEqual({ file: text, error: { code: 'not-an-image', message: expect.any(String) } });
      expect(Object.keys(good)).toEqual(['file', 'width', 'height', 'dice', 'others', 'ms']);
    });

    it('names the dice set aside in the readable line', async () => {
      const result = await runCli(['read-dice', PHOTO, '--dice', '2']);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(
        /^.+\.jpg \(640×640\): 2 dice: [1-6] [1-6] \(also seen, less likely: [1-6]( [1-6])*\) {2}\[[\d.]+ ms\]$/,
      );
    });

    it.each([
      [['--dice'], '--dice needs the number of dice thrown, e.g. --dice 5'],
      [['--dice', '--json'], '--dice needs the number of dice thrown, e.g. --dice 5'],
      [['--dice', '0'], "--dice takes the number of dice thrown, a whole number of 1 or more, not '0'"],
      [['--dice', 'five'], "--dice takes the number of dice thrown, a whole number of 1 or more, not 'five'"],
      [['--dice', '2.5'], "--dice takes the number of dice thrown, a whole number of 1 or more, not '2.5'"],
      [['--dice', '5', '--dice', '3'], '--dice is given twice: give the number of dice thrown once'],
    ])('refuses %j with a clear message before reading any file', async (options, message) => {
      const result = await runCli(['read-dice', PHOTO, ...options]);
      expect(result).toEqual({ code: 2, stdout: '', stderr: expect.stringContaining(message) });
    });

    it('refuses a bad N in the language of the run', async () => {
      const result = await runCli(['read-dice', PHOTO, '--dice', 'x', '--lang', 'de']);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(
        "--dice nimmt die Zahl der geworfenen Würfel, eine ganze Zahl ab 1, nicht 'x'",
      );
    });
  });

  it('explains itself in help', async () => {
    const result = await runCli(['help', 'read-dice']);
    expect(result.stdout).toContain('dicetable read-dice IMAGE... [--json]');
    expect(result.stdout).toContain('"error":{"code","message"}');
    expect(result.stdout).toContain('With --dice N, the number of dice thrown');
    expect(result.stdout).toContain('"others":[{"value","box","confidence"}]');
  });
});
