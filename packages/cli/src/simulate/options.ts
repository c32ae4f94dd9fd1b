// Reading `--name value` options of a simulation or a benchmark, looked up by name.
import { UsageError } from '../cli-io.ts';
import { type ReadOptions, readOptions } from '../command-options.ts';
import { localNumber } from '../i18n/format.ts';
import { t } from '../messages.ts';

/** Only `name` is read: other options and words are passed over, and `--name` takes no `--other` as value. */
const onlyOption = (args: readonly string[], name: string) =>
  readOptions(args, { values: [name.slice(2)], dashedValueIsOption: true });

/** The value of `name` (`--games`), undefined without the option; the option without a value is refused. */
function givenValue(options: ReadOptions, name: string): string | undefined {
  const key = name.slice(2);
  const value = options.values.get(key);
  if (options.values.has(key) && value === undefined) throw new UsageError(t('needsValue', { option: name }));
  return value;
}

/** The whole number `name` gives, at least `min`; `fallback` without the option. */
export function wholeNumberOf(options: ReadOptions, name: string, fallback: number, min: number): number {
  const text = givenValue(options, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new UsageError(t('simulateWholeNumber', { option: name, min: localNumber(min) }));
  return value;
}

export function optionValue(args: readonly string[], name: string): string | undefined {
  return givenValue(onlyOption(args, name), name);
}

export function wholeNumber(args: readonly string[], name: string, fallback: number, min: number): number {
  return wholeNumberOf(onlyOption(args, name), name, fallback, min);
}
