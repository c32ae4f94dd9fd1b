// How a Jamb game starts: the players in seat order, the kind of dice, the seed and the house rules.
import { type ComputerLevel, computerEntry } from '../game/computer-seats.ts';
import { fail, ok, type Result } from '../result.ts';
import { type JambOptions, validateJambOptions } from './options.ts';

export const MIN_JAMB_PLAYERS = 1;
export const MAX_JAMB_PLAYERS = 8;
export const MAX_NAME_LENGTH = 40;

export type JambDiceMode = 'app' | 'real';

export interface JambPlayer {
  readonly name: string;
  /** Present when the app plays this seat: the computer's level. */
  readonly computer?: ComputerLevel;
}

export interface JambSetup {
  /** In seat order: the first player starts. */
  readonly players: readonly JambPlayer[];
  /** `app`: the seeded generator rolls; `real`: the players enter the dice they threw. */
  readonly diceMode: JambDiceMode;
  /**
   * The device's secret that seeds the generator kept in the game state, so a reload rolls the same
   * dice. Kept in the saved game on the device, never in an exported file (whose rolls carry their dice);
   * files written before carry it, and replay with it bit for bit.
   */
  readonly seed?: number;
  readonly options: JambOptions;
  /** Real dice: the name of the set thrown, for the fair-dice check; the rules ignore it. */
  readonly diceSet?: string;
}

export type JambSetupErrorCode = 'bad-setup' | 'bad-players' | 'bad-player-name' | 'bad-options';

export function validateJambSetup(data: unknown): Result<JambSetup, JambSetupErrorCode> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail('bad-setup', 'The game setup is missing or not an object.');
  }
  const setup = data as Record<string, unknown>;
  const players = setup.players;
  if (!Array.isArray(players) || players.length < MIN_JAMB_PLAYERS || players.length > MAX_JAMB_PLAYERS) {
    return fail('bad-players', `A Jamb game has ${MIN_JAMB_PLAYERS} to ${MAX_JAMB_PLAYERS} players.`);
  }
  const cleanPlayers: JambPlayer[] = [];
  for (const [index, player] of players.entries()) {
    const name = (player as { name?: unknown } | null)?.name;
    if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME_LENGTH) {
      return fail(
        'bad-player-name',
        `Player ${index + 1} needs a name of 1 to ${MAX_NAME_LENGTH} characters.`,
      );
    }
    const computer = computerEntry(player as { computer?: unknown });
    if (!computer)
      return fail('bad-players', `Player ${index + 1} is played by the computer at no known level.`);
    cleanPlayers.push({ name, ...computer });
  }
  if (setup.diceMode !== 'app' && setup.diceMode !== 'real') {
    return fail('bad-setup', 'The dice mode must be "app" or "real".');
  }
  const seed = setup.seed;
  if (
    seed !== undefined &&
    (!Number.isInteger(seed) || (seed as number) < 0 || (seed as number) > 0xffffffff)
  ) {
    return fail('bad-setup', 'The seed must be an integer from 0 to 4294967295.');
  }
  const options = validateJambOptions(setup.options);
  if (!options.ok) return options;
  return ok({
    players: cleanPlayers,
    diceMode: setup.diceMode,
    ...(seed === undefined ? {} : { seed: seed as number }),
    options: options.value,
    ...diceSetOf(setup.diceSet),
  });
}

/** An optional name, kept when it is a non-empty string of at most 40 characters, else left out. */
function diceSetOf(value: unknown): { diceSet?: string } {
  const name = typeof value === 'string' ? value.trim() : '';
  return name && name.length <= MAX_NAME_LENGTH ? { diceSet: name } : {};
}
