// Setting up a JamSumo game: players and their colours, the mode, the round plan, the round marker.
import { computerEntry } from '../game/computer-seats.ts';
import { fail, ok, type Result } from '../result.ts';
import {
  BOARD_MEASURES,
  COLOUR_COUNT,
  COMPUTER_LEVELS,
  DICE_PER_PLAYER,
  type DieState,
  type JamSumoSetup,
  type JamSumoState,
  MAX_PLAYERS,
  MIN_PLAYERS,
  MODES,
  type RoundKind,
} from './types.ts';

export type SetupErrorCode =
  | 'setup-malformed'
  | 'setup-player-count'
  | 'setup-player-name'
  | 'setup-colour'
  | 'setup-computer'
  | 'setup-mode'
  | 'setup-table'
  | 'setup-marker'
  | 'setup-board';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function validateSetup(data: unknown): Result<JamSumoSetup, SetupErrorCode> {
  if (!isObject(data) || !Array.isArray(data.players)) {
    return fail('setup-malformed', 'The JamSumo setup is damaged: the players are missing.');
  }
  const players = data.players as unknown[];
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    return fail(
      'setup-player-count',
      `JamSumo is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players.length}.`,
    );
  }
  const colours = new Set<number>();
  for (const player of players) {
    if (!isObject(player) || typeof player.name !== 'string' || player.name.trim() === '') {
      return fail('setup-player-name', 'Every player needs a name.');
    }
    const colour = player.colour;
    if (!Number.isInteger(colour) || (colour as number) < 0 || (colour as number) >= COLOUR_COUNT) {
      return fail('setup-colour', `Die colours are numbered 0 to ${COLOUR_COUNT - 1}.`);
    }
    if (!computerEntry(player)) {
      return fail('setup-computer', `A computer player's level is one of ${COMPUTER_LEVELS.join(', ')}.`);
    }
    if (colours.has(colour as number)) {
      return fail('setup-colour', 'Two players cannot have dice of the same colour.');
    }
    colours.add(colour as number);
  }
  if (!MODES.includes(data.mode as never)) {
    return fail('setup-mode', `The mode must be one of ${MODES.join(', ')}.`);
  }
  if (data.table !== 'flick' && data.table !== 'pad') {
    return fail('setup-table', 'The table must be "flick" (played on the tablet) or "pad" (score pad).');
  }
  const marker = data.firstMarker;
  if (!Number.isInteger(marker) || (marker as number) < 0 || (marker as number) >= players.length) {
    return fail('setup-marker', 'The round marker must start with one of the players.');
  }
  if (data.board !== undefined) {
    const board = data.board;
    const finite = isObject(board) && Object.values(board).every((v) => Number.isFinite(v));
    if (!finite || !BOARD_MEASURES.every((measure) => Number.isFinite(board[measure]))) {
      return fail('setup-board', 'The board of this game is damaged.');
    }
  }
  const seats = players.map((player) => ({ ...(player as object), ...computerEntry(player as object) }));
  return ok({ ...data, players: seats } as unknown as JamSumoSetup);
}

/** The kinds of the (half) rounds in play order: one round per player, a Jam/Sumo pair each in Jam Sumo. */
export function roundPlan(setup: Pick<JamSumoSetup, 'mode' | 'players'>): RoundKind[] {
  const n = setup.players.length;
  if (setup.mode === 'jamsumo')
    return Array.from({ length: 2 * n }, (_, i) => (i % 2 === 0 ? 'jam' : 'sumo'));
  return Array.from({ length: n }, () => setup.mode as RoundKind);
}

/**
 * The seat holding the round marker in (half) round `round`. The marker passes to the left — the next
 * seat clockwise — after each round; in Jam Sumo after each Jam/Sumo pair.
 */
export function markerOf(setup: JamSumoSetup, round: number): number {
  const step = setup.mode === 'jamsumo' ? Math.floor(round / 2) : round;
  return (setup.firstMarker + step) % setup.players.length;
}

export function roundKindOf(setup: JamSumoSetup, round: number): RoundKind {
  return roundPlan(setup)[Math.min(round, roundPlan(setup).length - 1)]!;
}

export const ownerOf = (die: number): number => Math.floor(die / DICE_PER_PLAYER);

export function diceOf(seat: number): number[] {
  return Array.from({ length: DICE_PER_PLAYER }, (_, k) => seat * DICE_PER_PLAYER + k);
}

/**
 * Dice at the start of a round. Jam: all in the supply showing 4. Sumo: all on the board in front of the
 * owner's platform, behind the Sumo line, flat, showing 3.
 */
export function startingDice(players: number, kind: RoundKind): DieState[] {
  const die: DieState =
    kind === 'jam'
      ? { status: 'supply', flat: true, top: 4 }
      : { status: 'play', at: 'board', flat: true, top: 3 };
  return Array.from({ length: players * DICE_PER_PLAYER }, () => die);
}

export function startRound(setup: JamSumoSetup, round: number): Pick<JamSumoState, 'dice' | 'current'> {
  return {
    dice: startingDice(setup.players.length, roundKindOf(setup, round)),
    current: markerOf(setup, round),
  };
}

export function newGame(setup: JamSumoSetup): JamSumoState {
  return {
    setup,
    round: 0,
    ...startRound(setup, 0),
    results: [],
    flicks: 0,
    finished: false,
    lastEvents: [],
  };
}
