import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';
import { BENCHES_SINCE_RECORD, COMMANDS_SINCE_RECORD, maskTimes, TYPICAL_RUNS } from './typical-runs.ts';

const RECORDED = new URL('./recorded-outputs.json', import.meta.url);

interface Recorded {
  readonly argv: readonly string[];
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The command list as recorded: without the lines of commands added since. */
const recordedCommands = (text: string) =>
  text
    .split('\n')
    .filter((line) => !COMMANDS_SINCE_RECORD.some((name) => line.startsWith(`  ${name} `)))
    .join('\n');

/** The list of available benchmarks as recorded: without those added since. */
const recordedBenches = (text: string) =>
  BENCHES_SINCE_RECORD.reduce(
    (words, name) => words.replace(new RegExp(`(available: .*), ${name}\\b`), '$1'),
    text,
  );

async function run(argv: readonly string[], stdin: readonly string[] = []): Promise<Recorded> {
  const result = await runCli([...argv], [...stdin]);
  return {
    argv,
    code: result.code,
    stdout: recordedCommands(maskTimes(result.stdout)),
    stderr: recordedBenches(maskTimes(result.stderr)),
  };
}

/**
 * What the dice reader reads in a photo changes whenever the reader is trained again; the record keeps the
 * words and layout around the reading, so the reading itself (count and values) is left out on both sides.
 */
function maskReadings(entry: Recorded): Recorded {
  const mask = (text: string) =>
    text.replace(/(\(\d+×\d+\)): \d+ dic?e(?:: [1-6](?: [1-6])*)?(?= {2}\[)/g, '$1: (dice read)');
  return { ...entry, stdout: mask(entry.stdout), stderr: mask(entry.stderr) };
}

/**
 * A command's help that grew by a last paragraph documenting a flag added after the record (by command:
 * the flag). What it printed before stays word for word ahead of that paragraph, which is taken off here.
 */
const FLAGS_ADDED_LATER: Record<string, string> = { 'read-dice': '--dice' };

function withoutLaterFlags(entry: Recorded): Recorded {
  const [first, second] = entry.argv;
  const command = first === 'help' ? second : second === '--help' ? first : undefined;
  const flag = command === undefined ? undefined : FLAGS_ADDED_LATER[command];
  if (flag === undefined) return entry;
  const paragraphs = entry.stdout.split('\n\n');
  if (paragraphs.length < 2 || !paragraphs.at(-1)!.startsWith(`With ${flag} `)) return entry;
  return { ...entry, stdout: paragraphs.slice(0, -1).join('\n\n') };
}

// The record was made once, from the command as it was before `--lang` existed (commit 3b0e6ae); it is
// never written again, so a change to any output without a new flag fails here.
describe('without --lang', () => {
  const recorded: Recorded[] = JSON.parse(readFileSync(RECORDED, 'utf8'));

  it('has a record of every typical run', () => {
    expect(recorded.map((entry) => entry.argv)).toEqual(TYPICAL_RUNS.map((entry) => entry.argv));
  });

  it.each(recorded.map((entry, i) => [entry.argv.join(' ') || '(no arguments)', i] as const))(
    'prints what it printed before --lang: dicetable %s',
    async (_, i) => {
      const { argv, stdin } = TYPICAL_RUNS[i]!;
      expect(maskReadings(withoutLaterFlags(await run(argv, stdin)))).toEqual(maskReadings(recorded[i]!));
    },
  );

  it('does not follow the machine’s language: a German locale prints the same English', () => {
    const bin = fileURLToPath(new URL('../../bin/dicetable.mjs', import.meta.url));
    const argv = ['odds', 'jamb', '--dice', '1,2,3,4,6', '--rolls-left', '1', '--straight-by-roll'];
    const german = { ...process.env, LANG: 'de_DE.UTF-8', LC_ALL: 'de_DE.UTF-8', LANGUAGE: 'de' };
    const printed = execFileSync(process.execPath, [bin, ...argv], { encoding: 'utf8', env: german });
    const entry = recorded.find((run) => run.argv.join(' ') === argv.join(' '))!;
    expect(printed).toBe(`${entry.stdout}\n`);
  });
});
