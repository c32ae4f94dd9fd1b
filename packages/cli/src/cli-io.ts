// What every command needs: where to print, and a way to stop with an exit code and a message.

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Standard input as lines, for commands that read tables from a pipe. */
  readLines(): AsyncIterable<string>;
}

/** Thrown for bad input: the message goes to stderr and the process exits with `exitCode`. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

export type Command = (args: string[], io: CliIo) => Promise<number | undefined> | number | undefined;

/** A command's summary and usage are read when shown, in the language of the run. */
export interface CommandSpec {
  readonly summary: () => string;
  readonly usage: () => string;
  readonly run: Command;
}
