// House rules: data stored in the game's setup, each off by default (docs/rules/jamb.md#house-rules).
import { fail, ok, type Result } from '../result.ts';

export interface JambOptions {
  /** A straight (either one) scores 66 on the first roll, 56 on the second, 46 on the third. */
  readonly straightByRoll: boolean;
  /** Three of a kind scores 3 × value + 20 instead of + 10. */
  readonly tripsBonus20: boolean;
  /** Upper bonus +30 at ≥ 60, +40 at ≥ 70, +50 at ≥ 80. */
  readonly graduatedBonus: boolean;
  /** The middle subtotal uses max(0, Max − Min): never negative. */
  readonly clampMiddle: boolean;
}

export const JAMB_OPTION_IDS = ['straightByRoll', 'tripsBonus20', 'graduatedBonus', 'clampMiddle'] as const;

export const DEFAULT_JAMB_OPTIONS: JambOptions = {
  straightByRoll: false,
  tripsBonus20: false,
  graduatedBonus: false,
  clampMiddle: false,
};

/** Missing options are off; unknown keys or non-boolean values are refused. */
export function validateJambOptions(data: unknown): Result<JambOptions, 'bad-options'> {
  if (data === undefined) return ok(DEFAULT_JAMB_OPTIONS);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail('bad-options', 'The house rules must be an object of on/off switches.');
  }
  const options: Record<string, boolean> = { ...DEFAULT_JAMB_OPTIONS };
  for (const [key, value] of Object.entries(data)) {
    if (!(JAMB_OPTION_IDS as readonly string[]).includes(key)) {
      return fail('bad-options', `Unknown house rule: ${key}.`);
    }
    if (typeof value !== 'boolean') return fail('bad-options', `House rule ${key} must be true or false.`);
    options[key] = value;
  }
  return ok(options as unknown as JambOptions);
}
