// Reading a command's options with node:util's parseArgs. Each command keeps its own refusals, in the order
// it always gave them, so parseArgs runs leniently and this turns its tokens into parts the command walks.
import { parseArgs } from 'node:util';

export interface OptionsSpec {
  /** Options that stand alone, without their `--`: `json` for `--json`. */
  readonly flags?: readonly string[];
  /** Options that take the argument after them: `games` for `--games 10`. */
  readonly values?: readonly string[];
  /** `--name=value` is that option (as `odds` reads it); otherwise it is an unknown option. */
  readonly inline?: boolean;
  /**
   * An argument starting with `--` is never a value: the option before it has none, and it is read as an
   * option of its own (as options looked up by name have always been read).
   */
  readonly dashedValueIsOption?: boolean;
  /**
   * Which arguments starting with `-` are words rather than options: none, the lone `-` (standard input),
   * or every one not starting with `--` (a negative number, say).
   */
  readonly dashWords?: 'none' | 'lone-dash' | 'single-dash';
}

export type OptionPart =
  | { readonly kind: 'flag'; readonly name: string }
  | { readonly kind: 'value'; readonly name: string; readonly value: string | undefined }
  | { readonly kind: 'word'; readonly arg: string }
  /** An option the command does not know, as written (`--` included, which ends no options here). */
  | { readonly kind: 'unknown'; readonly arg: string };

function isWord(arg: string, dashWords: OptionsSpec['dashWords']): boolean {
  if (!arg.startsWith('-')) return true;
  if (dashWords === 'single-dash') return !arg.startsWith('--');
  return dashWords === 'lone-dash' && arg === '-';
}

/** The arguments as options, values and words, in the order written. */
export function optionParts(args: readonly string[], spec: OptionsSpec): OptionPart[] {
  const flags = new Set(spec.flags);
  const values = new Set(spec.values);
  const options = Object.fromEntries([
    ...[...flags].map((name) => [name, { type: 'boolean' as const }]),
    ...[...values].map((name) => [name, { type: 'string' as const }]),
  ]);
  const parts: OptionPart[] = [];
  let start = 0;
  // parseArgs reads on; reading starts again after a `--` and before a dashed argument it took as a value.
  restart: while (start < args.length) {
    const { tokens } = parseArgs({
      args: args.slice(start),
      options,
      strict: false,
      allowPositionals: true,
      tokens: true,
    });
    let lastIndex = -1;
    for (const token of tokens) {
      const index = start + token.index;
      const arg = args[index]!;
      // `-abc` is one token per letter; the command sees the argument once.
      if (index === lastIndex) continue;
      lastIndex = index;
      if (token.kind === 'option-terminator') {
        parts.push({ kind: 'unknown', arg });
        start = index + 1;
        continue restart;
      }
      if (isWord(arg, spec.dashWords)) {
        parts.push({ kind: 'word', arg });
        continue;
      }
      // parseArgs reads a lone `-` as a word; here it is one only where asked.
      const known =
        token.kind === 'option' &&
        token.rawName === `--${token.name}` &&
        (flags.has(token.name) || values.has(token.name)) &&
        (!token.inlineValue || spec.inline === true);
      if (!known) {
        parts.push({ kind: 'unknown', arg });
        continue;
      }
      if (flags.has(token.name)) {
        parts.push({ kind: 'flag', name: token.name });
        continue;
      }
      if (spec.dashedValueIsOption && token.inlineValue === false && token.value?.startsWith('--')) {
        parts.push({ kind: 'value', name: token.name, value: undefined });
        start = index + 1;
        continue restart;
      }
      parts.push({ kind: 'value', name: token.name, value: token.value });
    }
    break;
  }
  return parts;
}

export interface ReadOptions {
  readonly flags: ReadonlySet<string>;
  /** Each value option's first occurrence: its value, or undefined when it has none. */
  readonly values: ReadonlyMap<string, string | undefined>;
  readonly words: readonly string[];
  readonly unknown: readonly string[];
}

/** The options gathered, for commands that look each one up by name rather than walk them in order. */
export function readOptions(args: readonly string[], spec: OptionsSpec): ReadOptions {
  const flags = new Set<string>();
  const values = new Map<string, string | undefined>();
  const words: string[] = [];
  const unknown: string[] = [];
  for (const part of optionParts(args, spec)) {
    if (part.kind === 'flag') flags.add(part.name);
    else if (part.kind === 'value') {
      if (!values.has(part.name)) values.set(part.name, part.value);
    } else if (part.kind === 'word') words.push(part.arg);
    else unknown.push(part.arg);
  }
  return { flags, values, words, unknown };
}
