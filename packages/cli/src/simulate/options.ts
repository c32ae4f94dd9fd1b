// Reading `--name value` options of a simulation.
import { UsageError } from '../cli-io.ts';
import { localNumber } from '../i18n/format.ts';
import { t } from '../messages.ts';

export function optionValue(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(t('needsValue', { option: name }));
  return value;
}

export function wholeNumber(args: readonly string[], name: string, fallback: number, min: number): number {
  const text = optionValue(args, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new UsageError(t('simulateWholeNumber', { option: name, min: localNumber(min) }));
  return value;
}
