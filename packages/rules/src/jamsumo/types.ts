// The data of a JamSumo game (docs/rules/jamsumo.md). Everything is plain JSON so that
// it can be saved, logged and replayed. Dice are numbered flat: die d belongs to seat ⌊d / 5⌋.
import type { ComputerLevel } from '../game/computer-seats.ts';

/** How well a computer player plays (absent for a person): the levels of every game. */
export { COMPUTER_LEVELS, type ComputerLevel } from '../game/computer-seats.ts';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
export const DICE_PER_PLAYER = 5;
/** The five die colours of the box; the app draws each with a colour-blind-safe hue and a mark. */
export const COLOUR_COUNT = 5;

export type Face = 1 | 2 | 3 | 4 | 5 | 6;

/** `jam` and `sumo` play rounds of one kind; `jamsumo` plays a Jam round and a Sumo round per round. */
export const MODES = ['jam', 'sumo', 'jamsumo'] as const;
export type JamSumoMode = (typeof MODES)[number];
export type RoundKind = 'jam' | 'sumo';

/**
 * How the game is played: `flick` on the tablet (the app simulates every flick), or `pad`: a score pad
 * for a group playing on the wooden board, recording each round's pips.
 */
export type TableKind = 'flick' | 'pad';

export interface JamSumoPlayer {
  readonly name: string;
  /** Index of the player's die colour, 0…4; each player has a different one. */
  readonly colour: number;
  /** Present when the app plays this seat: the computer's level. */
  readonly computer?: ComputerLevel;
}

export interface JamSumoSetup {
  /** In seat order, clockwise around the board; seat i uses platform i. */
  readonly players: readonly JamSumoPlayer[];
  readonly mode: JamSumoMode;
  readonly table: TableKind;
  /** The seat holding the round marker in the first round. */
  readonly firstMarker: number;
  /**
   * For `flick` games: the physics board the flicks were simulated on. The rules never look inside;
   * replays rebuild the same world from it.
   */
  readonly board?: JamSumoBoard;
  /**
   * The device's secret that seeds a person's hand (how each flick strays from its aim): kept in the
   * saved game on the device, never in an exported file; an importing device gives the game its own.
   */
  readonly seed?: number;
}

/** The physics board of a game on the tablet, in metres (the engine's BoardConfig is this type). */
export interface JamSumoBoard {
  /** Board radius (default 0.25: a 50 cm board). */
  readonly boardRadius: number;
  /** Hole radius (default 0.025: a 5 cm hole). */
  readonly holeRadius: number;
  /** Edge length of a die (default 0.016). */
  readonly dieSize: number;
  /** Number of platforms at the rim, 0 or 2…5, evenly spaced; platform 0 is at angle 0 (towards +z). */
  readonly platforms: number;
  /** Radial depth and width of a platform ledge. */
  readonly platformDepth: number;
  readonly platformWidth: number;
  /** Distance of each Sumo line inside the rim (default 0.06). */
  readonly sumoLineInset: number;
  /** Optional bowl: the board surface drops by this slope towards the hole (0 = flat). */
  readonly bowlSlope: number;
}

/** Every measure a recorded board must give. */
export const BOARD_MEASURES: readonly (keyof JamSumoBoard)[] = [
  'boardRadius',
  'holeRadius',
  'dieSize',
  'platforms',
  'platformDepth',
  'platformWidth',
  'sumoLineInset',
  'bowlSlope',
];

/** Where a settled die ended, as the physics engine reports it. */
export type SettledLocation = 'board' | 'platform' | 'hole' | 'off';

export interface SettledDie {
  readonly die: number;
  readonly location: SettledLocation;
  /** Which platform, when location is `platform`. */
  readonly platform?: number;
  readonly flat: boolean;
  /** The face pointing up, required when the die lies flat. */
  readonly top?: Face;
}

/** The settled result of one flick: every die that was in play (and the flicked die), once all rest. */
export interface FlickOutcome {
  readonly dice: readonly SettledDie[];
  /** The dice that the flicked die touched during the flick. */
  readonly touched: readonly number[];
  /**
   * A fingerprint of the whole simulated world once it rested (hex). Replays that re-simulate the flick
   * compare it to prove the board is bit for bit the same; the rules ignore it.
   */
  readonly world?: string;
  /**
   * Where the dice in play lay once the flick was over, quantised (see docs/game-log.md): a game whose
   * flicks a later physics engine no longer re-simulates resumes from here. The rules ignore it.
   */
  readonly rest?: string;
}

/** Where a supply die is put down before it is flicked (Jam only). */
export interface Placement {
  readonly platform: number;
  /** Across the ledge: −1 (one end) … 1 (the other end); 0 is the middle. */
  readonly offset: number;
  /** Turn of the die about the vertical axis, radians. */
  readonly yaw: number;
}

export interface FlickAction {
  readonly type: 'flick';
  readonly die: number;
  /** Present exactly when the die comes from the supply (Jam). */
  readonly place?: Placement;
  /** Direction of travel in board coordinates, radians (0 = +x, π/2 = +z); the board's turn does not matter. */
  readonly direction: number;
  /** 0 (a nudge) … 1 (across the board). */
  readonly strength: number;
  /** Where the finger hits the side face: 0 bottom (slides) … 1 top (tumbles). */
  readonly height: number;
  /**
   * Where the finger's line passes the die's centre sideways, −1…1 in halves of the die's size, positive
   * to the left of the direction of travel; absent means 0 (logs from before it was recorded).
   */
  readonly offset?: number;
  readonly outcome: FlickOutcome;
}

/** A score-pad entry: the pips every player counted at the end of the current (half) round. */
export interface PadRoundAction {
  readonly type: 'pad-round';
  /** The kind of the round being entered, as a check against entering into the wrong half. */
  readonly kind: RoundKind;
  readonly pips: readonly number[];
}

export type JamSumoAction = FlickAction | PadRoundAction;

export type DieStatus = 'supply' | 'play' | 'out';

/** Why a die left play: fell through the hole, fell off the edge, stopped on a platform (Sumo), missed (Sumo). */
export type OutReason = 'hole' | 'off' | 'platform' | 'miss';

export interface DieState {
  readonly status: DieStatus;
  /** In play: on the board or on a platform ledge (Jam). */
  readonly at?: 'board' | 'platform';
  readonly platform?: number;
  readonly out?: OutReason;
  readonly flat: boolean;
  /** The face up when flat (a supply die shows 4). */
  readonly top?: Face;
}

export interface RoundResult {
  readonly kind: RoundKind;
  /** The seat that held the round marker. */
  readonly marker: number;
  /** Pips per seat as counted (always ≥ 0; Jam rounds count as minus points in Jam Sumo). */
  readonly pips: readonly number[];
  /** The dice as they were at the end of the round (absent for score-pad rounds). */
  readonly dice?: readonly DieState[];
}

/** What one flick did to each die, for words and pictures after the flick. */
export type FlickEventKind =
  | 'moved'
  | 'still'
  | 'sunk'
  | 'returned'
  | 'out-off'
  | 'out-hole'
  | 'out-platform'
  | 'miss';

export interface FlickEvent {
  readonly die: number;
  readonly kind: FlickEventKind;
}

export interface JamSumoState {
  readonly setup: JamSumoSetup;
  /** Index of the current (half) round in the round plan. */
  readonly round: number;
  /** The seat whose turn it is. */
  readonly current: number;
  readonly dice: readonly DieState[];
  readonly results: readonly RoundResult[];
  /** Flicks made in the current round. */
  readonly flicks: number;
  readonly finished: boolean;
  /** What the last flick did (for the screen after a flick or a reload). */
  readonly lastEvents: readonly FlickEvent[];
  /** The seat and hit-or-miss of the last flick. */
  readonly lastFlick?: { readonly seat: number; readonly die: number; readonly hit: boolean };
}
