import { performance } from 'node:perf_hooks';
import { type DiceReading, keepLikeliest, readDice } from '@dicetable/vision';
import { type CommandSpec, UsageError } from '../cli-io.ts';
import { optionParts } from '../command-options.ts';
import { localNumber } from '../i18n/format.ts';
import { t } from '../messages.ts';
import { ImageError, readImageFile } from '../vision/decode-image.ts';

type Outcome =
  | { file: string; width: number; height: number; dice: DiceReading[]; others?: DiceReading[]; ms: number }
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

const rounded = (d: DiceReading): DiceReading => ({
  value: d.value,
  box: d.box,
  confidence: Math.round(d.confidence * 1000) / 1000,
});

/** Reads one file; told `count`, the dice thrown, only the likeliest stand and the rest go to `others`. */
async function readOne(file: string, count: number | null): Promise<Outcome> {
  try {
    const image = await readImageFile(file);
    const began = performance.now();
    const read = readDice(image);
    const ms = Math.round((performance.now() - began) * 10) / 10;
    const { width, height } = image;
    if (count === null) return { file, width, height, dice: read.map(rounded), ms };
    const { dice, others } = keepLikeliest(read, count);
    return { file, width, height, dice: dice.map(rounded), others: others.map(rounded), ms };
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
  const { file, width, height, dice, others, ms } = outcome;
  const count = t('readDiceCount', { count: dice.length, dice: localNumber(dice.length) });
  const read = dice.length > 0 ? `: ${dice.map((d) => d.value).join(' ')}` : '';
  const aside = others?.length ? t('readDiceOthers', { values: others.map((d) => d.value).join(' ') }) : '';
  const values = `${read}${aside}`;
  const size = `${localNumber(width)}×${localNumber(height)}`;
  return t('readDiceLine', { file, size, count, values, ms: localNumber(ms) });
}

/** The number after `--dice`: a whole number of dice, 1 or more, written in digits. */
function diceCount(value: string | undefined): number {
  if (value === undefined || value.startsWith('-')) throw new UsageError(t('readDiceCountNeeded'));
  const count = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(count) || count < 1) throw new UsageError(t('readDiceCountBad', { value }));
  return count;
}

interface ReadDiceArgs {
  json: boolean;
  count: number | null;
  files: string[];
}

function readArgs(args: readonly string[]): ReadDiceArgs {
  const parsed: ReadDiceArgs = { json: false, count: null, files: [] };
  for (const part of optionParts(args, { flags: ['json'], values: ['dice'] })) {
    if (part.kind === 'flag') parsed.json = true;
    else if (part.kind === 'value') {
      if (parsed.count !== null) throw new UsageError(t('readDiceCountTwice'));
      parsed.count = diceCount(part.value);
    } else if (part.kind === 'unknown') throw new UsageError(t('unknownOptionQuoted', { option: part.arg }));
    else parsed.files.push(part.arg);
  }
  return parsed;
}

export const readDiceCommand: CommandSpec = {
  summary: () => t('readDiceSummary'),
  usage: () => `${t('readDiceUsage')}\n\n${t('readDiceToldUsage')}`,
  async run(args, io) {
    const { json, count, files } = readArgs(args);
    if (files.length === 0) throw new UsageError(t('readDiceNameFiles'));
    let failed = false;
    for (const file of files) {
      const outcome = await readOne(file, count);
      if ('error' in outcome) failed = true;
      if (json) io.stdout(JSON.stringify(outcome));
      else if ('error' in outcome) io.stderr(humanLine(outcome));
      else io.stdout(humanLine(outcome));
    }
    return failed ? 1 : 0;
  },
};
