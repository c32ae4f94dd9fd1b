import { performance } from 'node:perf_hooks';
import { type DiceReading, readDice } from '@dicetable/vision';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { localNumber } from '../i18n/format.ts';
import { t } from '../messages.ts';
import { ImageError, readImageFile } from '../vision/decode-image.ts';

type Outcome =
  | { file: string; width: number; height: number; dice: DiceReading[]; ms: number }
  | { file: string; error: { code: string; message: string } };

/** Why an image failed, in the language of the run (the JSON keeps the English message). */
function imageProblem(error: ImageError): string {
  switch (error.code) {
    case 'unreadable':
      return t('imageUnreadable', { reason: error.reason });
    case 'not-an-image':
      return t('imageNotAnImage');
    case 'corrupt-image':
      return t('imageCorrupt', { format: error.format, reason: error.reason });
  }
}

// A failed file's reason for people, kept beside its outcome so that the outcome's JSON stays as it is.
const problems = new WeakMap<Outcome, string>();

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
    if (error instanceof ImageError) {
      const outcome = { file, error: { code: error.code, message: error.message } };
      problems.set(outcome, imageProblem(error));
      return outcome;
    }
    return {
      file,
      error: { code: 'read-failed', message: error instanceof Error ? error.message : String(error) },
    };
  }
}

function humanLine(outcome: Outcome): string {
  if ('error' in outcome) return `${outcome.file}: ${problems.get(outcome) ?? outcome.error.message}`;
  const { file, width, height, dice, ms } = outcome;
  const count = t('readDiceCount', { count: dice.length, dice: localNumber(dice.length) });
  const values = dice.length > 0 ? `: ${dice.map((d) => d.value).join(' ')}` : '';
  const size = `${localNumber(width)}×${localNumber(height)}`;
  return t('readDiceLine', { file, size, count, values, ms: localNumber(ms) });
}

export const readDiceCommand: CommandSpec = {
  summary: () => t('readDiceSummary'),
  usage: () => t('readDiceUsage'),
  async run(args, io) {
    const json = args.includes('--json');
    const unknown = args.find((arg) => arg.startsWith('-') && arg !== '--json');
    if (unknown) throw new UsageError(t('unknownOptionQuoted', { option: unknown }));
    const files = args.filter((arg) => !arg.startsWith('-'));
    if (files.length === 0) throw new UsageError(t('readDiceNameFiles'));
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
