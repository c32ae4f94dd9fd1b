// Reading the options of a Jamb or Yam Master simulation: `--json` and `--name value` pairs, where the
// game counts (`--games`, `--seed`) are whole numbers; anything else is a usage error.
import { UsageError } from '../cli-io.ts';
import { optionParts } from '../command-options.ts';
import { localNumber } from '../i18n/format.ts';
import { t } from '../messages.ts';

export interface MatchOptions {
  readonly json: boolean;
  /** `--player` and `--players` as given. */
  readonly values: Readonly<Record<string, string>>;
  readonly games: number;
  readonly seed: number;
}

export function readMatchOptions(args: readonly string[]): MatchOptions {
  const values: Record<string, string> = {};
  let json = false;
  // In the order written, the first problem refused; a value option takes the argument after it, whatever
  // it is, and the last of a repeated option counts.
  for (const part of optionParts(args, { flags: ['json'], values: ['player', 'players', 'games', 'seed'] })) {
    if (part.kind === 'flag') json = true;
    else if (part.kind === 'value') {
      if (part.value === undefined) throw new UsageError(t('needsValue', { option: `--${part.name}` }));
      values[part.name] = part.value;
    } else if (part.kind === 'unknown' && part.arg.startsWith('--')) {
      throw new UsageError(t('unknownOption', { option: part.arg }));
    } else throw new UsageError(t('simulateUnexpected', { argument: part.arg }));
  }
  const count = (name: string, fallback: number, min: number) => {
    const text = values[name];
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > 0xffffffff) {
      throw new UsageError(t('simulateCount', { option: `--${name}`, min: localNumber(min), text }));
    }
    return value;
  };
  return { json, values, games: count('games', 100, 1), seed: count('seed', 1, 0) };
}
