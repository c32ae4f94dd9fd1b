// Reading the options of a Jamb or Yam Master simulation: `--json` and `--name value` pairs, where the
// game counts (`--games`, `--seed`) are whole numbers; anything else is a usage error.
import { UsageError } from '../cli-io.ts';
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
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') json = true;
    else if (['--player', '--players', '--games', '--seed'].includes(arg)) {
      const value = args[++i];
      if (value === undefined) throw new UsageError(t('needsValue', { option: arg }));
      values[arg.slice(2)] = value;
    } else if (arg.startsWith('--')) throw new UsageError(t('unknownOption', { option: arg }));
    else throw new UsageError(t('simulateUnexpected', { argument: arg }));
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
