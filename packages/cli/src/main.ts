import { createInterface } from 'node:readline';
import { WasmMissingError } from '@dicetable/engine/node';
import { LANGUAGES } from '@dicetable/i18n';
import packageJson from '../package.json' with { type: 'json' };
import { type CliIo, type CommandSpec, UsageError } from './cli-io.ts';
import { commands } from './commands/registry.ts';
import { type LanguageChoice, setLanguage, takeLanguageOption } from './i18n/language.ts';
import { t } from './messages.ts';

/** The command's help; with `--lang` it also names that option. */
export function helpText(withLanguageOption = false): string {
  const names = Object.keys(commands).sort();
  const width = Math.max(8, ...names.map((name) => name.length));
  const lines = [
    t('helpTitle'),
    '',
    t('helpUsage'),
    '',
    t('helpCommands'),
    ...names.map((name) => `  ${name.padEnd(width)}  ${commands[name]!.summary()}`),
    `  ${'help'.padEnd(width)}  ${t('helpHelp')}`,
    '',
    t('helpOptions'),
    t('helpOptionHelp'),
    t('helpOptionVersion'),
    ...(withLanguageOption ? [t('helpOptionLang', { tags: LANGUAGES.join(', ') })] : []),
  ];
  return lines.join('\n');
}

const commandHelp = (spec: CommandSpec) => t('commandHelp', { summary: spec.summary(), usage: spec.usage() });

export async function main(argv: string[], io: CliIo): Promise<number> {
  setLanguage('en');
  let chosen: LanguageChoice;
  try {
    chosen = takeLanguageOption(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`dicetable: ${error.message}`);
    return error.exitCode;
  }
  setLanguage(chosen.lang ?? 'en');
  const [first, ...rest] = chosen.args;
  const withLanguageOption = chosen.lang !== undefined;
  if (first === undefined || first === '--help' || first === '-h') {
    io.stdout(helpText(withLanguageOption));
    return 0;
  }
  if (first === '--version' || first === '-v') {
    io.stdout(packageJson.version);
    return 0;
  }
  if (first === 'help') {
    const spec = rest[0] ? commands[rest[0]] : undefined;
    io.stdout(spec ? commandHelp(spec) : helpText(withLanguageOption));
    return 0;
  }
  const spec = commands[first];
  if (!spec) {
    io.stderr(`dicetable: ${t('unknownCommand', { name: first })}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(commandHelp(spec));
    return 0;
  }
  try {
    return (await spec.run(rest, io)) ?? 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`dicetable ${first}: ${error.message}`);
      return error.exitCode;
    }
    // No command answers without the engine it was built with: say so rather than answer another way.
    if (error instanceof WasmMissingError) {
      io.stderr(`dicetable ${first}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
  readLines: () => createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY }),
};
