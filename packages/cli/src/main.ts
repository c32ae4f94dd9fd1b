import { createInterface } from 'node:readline';
import { WasmMissingError } from '@dicetable/engine/node';
import packageJson from '../package.json' with { type: 'json' };
import { type CliIo, UsageError } from './cli-io.ts';
import { commands } from './commands/registry.ts';

export function helpText(): string {
  const names = Object.keys(commands).sort();
  const width = Math.max(8, ...names.map((name) => name.length));
  const lines = [
    'dicetable — rules, odds and dice physics of Jamb, Yam Master and JamSumo',
    '',
    'Usage: dicetable <command> [arguments]',
    '',
    'Commands:',
    ...names.map((name) => `  ${name.padEnd(width)}  ${commands[name]!.summary}`),
    `  ${'help'.padEnd(width)}  show this help, or a command's usage: dicetable help <command>`,
    '',
    'Options:',
    '  --help, -h     show this help',
    '  --version, -v  print the version',
  ];
  return lines.join('\n');
}

export async function main(argv: string[], io: CliIo): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h') {
    io.stdout(helpText());
    return 0;
  }
  if (first === '--version' || first === '-v') {
    io.stdout(packageJson.version);
    return 0;
  }
  if (first === 'help') {
    const spec = rest[0] ? commands[rest[0]] : undefined;
    io.stdout(spec ? `${spec.summary}\n\nUsage: ${spec.usage}` : helpText());
    return 0;
  }
  const spec = commands[first];
  if (!spec) {
    io.stderr(`dicetable: unknown command '${first}'. Run 'dicetable --help' for the list.`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(`${spec.summary}\n\nUsage: ${spec.usage}`);
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
