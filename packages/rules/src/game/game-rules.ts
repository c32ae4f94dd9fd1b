// The one game interface: every game (Jamb, Yam Master, JamSumo) implements it, and everything that is
// the same for all games — sessions, saving, undo, import and export, replay, computer players,
// statistics, `dicetable simulate` — is written once against it. Rules stay pure: no DOM, no WASM, no clock.
import type { GameId } from '../log/game-log.ts';
import type { Result, RuleError } from '../result.ts';

/** One player's place at the end of a game (equal results share a place: 1, 1, 3 …). */
export interface Placing {
  readonly player: number;
  readonly name: string;
  readonly place: number;
  /** The game's own final figure: Jamb total, Yam Master line points, JamSumo total pips. */
  readonly score: number;
}

export interface GameResult {
  /** Best first. */
  readonly ranking: readonly Placing[];
  /** Seats in first place (more than one on a draw). */
  readonly winners: readonly number[];
}

/** The one-line summary of a game, as data: the app and the CLI put it into words. */
export interface GameSummary {
  readonly game: GameId;
  readonly players: readonly string[];
  /** Actions played so far. */
  readonly moves: number;
  readonly finished: boolean;
  /** Per player, in seat order, the score as it stands. */
  readonly scores: readonly number[];
  /** English, for logs and the CLI; the app words it from the fields above. */
  readonly text: string;
}

/**
 * What a game's rules offer to everything built on them. `Setup`, `State` and `Action` are the game's
 * own plain-JSON types; `Legal` is what `legalActions` lists (the actions themselves, or for actions with
 * continuous parameters such as a JamSumo flick, the choices that remain to be made). `Code` is every
 * refusal the game can give: of its setup, of an action's shape and of an action's legality.
 */
export interface GameRules<Setup, State, Action, Legal = Action, Code extends string = string> {
  readonly id: GameId;
  /** The game's name in English, for logs and the CLI. */
  readonly name: string;
  /** Every code `validateSetup`, `parseAction` and `apply` may refuse with (for translations and tests). */
  readonly refusalCodes: readonly Code[];
  /** Checks a setup read from a file or a new-game screen. */
  validateSetup(data: unknown): Result<Setup, Code>;
  initialState(setup: Setup): State;
  /** Checks the shape of an action read from a file (not whether it is legal now). */
  parseAction(data: unknown): Result<Action, Code>;
  /** The next state, or a typed refusal; never throws for an action `parseAction` accepted. */
  apply(state: State, action: Action): Result<State, Code>;
  legalActions(state: State): readonly Legal[];
  /** The seat to act now, or null when the game is over. */
  currentPlayer(state: State): number | null;
  isOver(state: State): boolean;
  /** The final ranking once the game is over, else null. */
  result(state: State): GameResult | null;
  /** The ranking as the game stands now (once it is over, the same as `result`). */
  standing(state: State): GameResult;
  /** `moves`: the actions played so far (burns not counted). */
  summary(state: State, moves: number): GameSummary;
  /**
   * Whether the action is a throw: the app's roll, the dice typed after a throw at the table, or a
   * JamSumo flick on the tablet. Undo takes back decisions, never a throw the app made (game/undo.ts).
   */
  isThrow(action: Action): boolean;
  /**
   * Whether a throw was made by the app, so that it stands: its dice drew from the generator, or the
   * physics worked out where a flicked die went. A throw typed from the table may be corrected instead.
   */
  madeByApp(action: Action, before: State, after: State): boolean;
  /**
   * The dice on the table now: null before a turn's first throw and on a score pad; after a JamSumo flick,
   * how each die lies (what an import is held to, so that a flick is not made again).
   */
  shownDice(state: State): readonly number[] | null;
  /**
   * The action as the log keeps it, once applied: a roll of the app's dice with the dice it showed, so
   * that a file replays without the generator's secret. Other actions are kept as they are.
   */
  recorded(action: Action, after: State): Action;
  /** How many random draws the game's generator has made since the start (0 for games without one). */
  draws(state: State): number;
  /** Advances the game's generator by `count` draws without rolling anything (replaying an old burn). */
  burn(state: State, count: number): State;
}

/** Any game's rules, for code that is the same for all three. */
// biome-ignore lint/suspicious/noExplicitAny: the erased form of the generic interface
export type AnyGameRules = GameRules<any, any, any, any, string>;

export type { Result, RuleError };
