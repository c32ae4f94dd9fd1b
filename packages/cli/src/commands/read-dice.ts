import { performance } from 'node:perf_hooks';
import { type DiceReading, readDice } from '@dicetable/vision';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { ImageError, readImageFile } from '../vision/decode-image.ts';

const USAGE = `dicetable read-dice IMAGE... [--json]

Reads the dice in each JPEG or PNG photo: the face up of every six-sided pip die, its box in pixels
(x, y, width, height from the top-left corner) and the reader's confidence from 0 to 1.
--json prints one line per image:
  {"file","width","height","dice":[{"value","box","confidence"}],"ms"}
or, for a file that cannot be read or is not an image, {"file","error":{"code","message"}} with code
unreadable, not-an-image or corrupt-image. Exits 1 when any file failed, after reading the others.`;

type Outcome =
  | { file: string; width: number; height: number; dice: DiceReading[]; ms: number }
  | { file: string; error: { code: string; message: string } };

async function readOne(file: string): Promise<Outcome> {
  try {
    const image = await readImageFile(file);
    const began = performance.now();
    const dice = readDice(image).map((d) => ({
      value: d.value,
      box: d.box,
      confidence: Math.round(d.confidence * 1000) / 1000,
    }));
    const ms = Math.round((performance.now() - began) * 10) / 10;
    return { file, width: image.width, height: image.height, dice, ms };
  } catch (error) {
    if (error instanceof ImageError) return { file, error: { code: error.code, message: error.message } };
    return {
      file,
      error: { code: 'read-failed', message: error instanceof Error ? error.message : String(error) },
    };
  }
}

function humanLine(outcome: Outcome): string {
  if ('error' in outcome) return `${outcome.file}: ${outcome.error.message}`;
  const { file, width, height, dice, ms } = outcome;
  const count = dice.length === 1 ? '1 die' : `${dice.length} dice`;
  const values = dice.length > 0 ? `: ${dice.map((d) => d.value).join(' ')}` : '';
  return `${file} (${width}×${height}): ${count}${values}  [${ms} ms]`;
}

export const readDiceCommand: CommandSpec = {
  summary: 'read the dice in JPEG or PNG photos (value, box, confidence); --json for JSON lines',
  usage: USAGE,
  async run(args, io) {
    const json = args.includes('--json');
    const unknown = args.find((arg) => arg.startsWith('-') && arg !== '--json');
    if (unknown) throw new UsageError(`unknown option '${unknown}'`);
    const files = args.filter((arg) => !arg.startsWith('-'));
    if (files.length === 0) throw new UsageError('name at least one JPEG or PNG file');
    let failed = false;
    for (const file of files) {
      const outcome = await readOne(file);
      if ('error' in outcome) failed = true;
      if (json) io.stdout(JSON.stringify(outcome));
      else if ('error' in outcome) io.stderr(humanLine(outcome));
      else io.stdout(humanLine(outcome));
    }
    return failed ? 1 : 0;
  },
};
