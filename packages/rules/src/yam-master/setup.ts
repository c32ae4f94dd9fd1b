// How a Yam Master game is set up: two players, app or real dice, the seed, the board layout.
import { type RngState, seedRng } from '../dice/prng.ts';
import { type ComputerLevel, computerEntry } from '../game/computer-seats.ts';
import { fail, ok, type Result } from '../result.ts';
import { DEFAULT_LAYOUT, type Layout, validateLayout } from './layout.ts';

export const PLAYER_COUNT = 2;
export const TOKENS_PER_PLAYER = 12;
/** Player colours are indices into the app's colour-blind-safe palette (--player-1 … --player-8). */
export const PALETTE_SIZE = 8;

export interface YamPlayer {
  readonly name: string;
  /** 1…8, the palette colour of this player's tokens. */
  readonly colour: number;
  /** Present when the app plays this seat: the computer's level. */
  readonly computer?: ComputerLevel;
}

export type DiceMode = 'app' | 'real';

export interface YamSetup {
  readonly players: readonly [YamPlayer, YamPlayer];
  readonly dice: DiceMode;
  /**
   * The device's secret that seeds the app's dice (and the computer's choices): kept in the saved game
   * on the device, never in an exported file, whose rolls carry their dice. Files written before carry it.
   */
  readonly seed?: number;
  /** The board; absent means the default layout (docs/rules/yam-master.md#board). */
  readonly layout?: Layout;
  /** Real dice: the name of the set thrown, for the fair-dice check; the rules ignore it. */
  readonly diceSet?: string;
}

export type SetupErrorCode = 'bad-setup' | 'bad-layout';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isPlayer(value: unknown): value is YamPlayer {
  return (
    isObject(value) &&
    typeof value.name === 'string' &&
    value.name.trim().length > 0 &&
    value.name.length <= 40 &&
    Number.isInteger(value.colour) &&
    (value.colour as number) >= 1 &&
    (value.colour as number) <= PALETTE_SIZE
  );
}

export function validateSetup(value: unknown): Result<YamSetup, SetupErrorCode> {
  if (!isObject(value)) return fail('bad-setup', 'The game setup is missing.');
  const players = value.players;
  if (!Array.isArray(players) || players.length !== PLAYER_COUNT || !players.every(isPlayer)) {
    return fail('bad-setup', 'Yam Master needs two players, each with a name and a colour from 1 to 8.');
  }
  if (players[0]!.colour === players[1]!.colour) {
    return fail('bad-setup', 'The two players need different colours.');
  }
  if (value.dice !== 'app' && value.dice !== 'real') {
    return fail('bad-setup', 'The dice mode must be "app" or "real".');
  }
  if (value.seed !== undefined && !(Number.isInteger(value.seed) && (value.seed as number) >= 0)) {
    return fail('bad-setup', 'The seed of the app’s dice is a non-negative integer.');
  }
  const computers = players.map((player) => computerEntry(player));
  if (computers.some((entry) => entry === null)) {
    return fail('bad-setup', 'A computer player’s level is beginner, good or expert.');
  }
  if (value.layout !== undefined) {
    const layout = validateLayout(value.layout);
    if (!layout.ok) return layout;
  }
  const seats = players.map((player, seat) => ({ ...player, ...computers[seat] }));
  return ok({ ...value, players: seats } as unknown as YamSetup);
}

export function layoutOf(setup: YamSetup): Layout {
  return setup.layout ?? DEFAULT_LAYOUT;
}

export function initialRng(setup: YamSetup): RngState | null {
  return setup.dice === 'app' ? seedRng(setup.seed ?? 0) : null;
}
