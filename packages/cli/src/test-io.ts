import type { CliIo } from './cli-io.ts';
import { main } from './main.ts';

/** Runs the CLI in-process with captured output and optional standard input lines. */
export async function runCli(argv: string[], stdinLines: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    async *readLines() {
      yield* stdinLines;
    },
  };
  const code = await main(argv, io);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}
