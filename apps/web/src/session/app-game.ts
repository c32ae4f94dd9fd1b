// What the app adds to a game's rules: its words and places. The session layer is written once
// against this; each game fills it in beside its screens.
import type { GameLog } from '@dicetable/rules';
import type { GameRules, LogAction } from '@dicetable/rules/game';

export type LogOf<Setup, Action> = GameLog<Setup, LogAction<Action>>;

export interface AppGame<Setup, State, Action, Code extends string = string> {
  // biome-ignore lint/suspicious/noExplicitAny: what legalActions lists does not matter to the session
  readonly rules: GameRules<Setup, State, Action, any, Code>;
  /** The game's name in the player's language. */
  name(): string;
  /** The screen where a saved game is played. */
  href(id: string, setup: Setup): string;
  /** The title of a saved game in the list of games. */
  title(state: State): string;
  /** One line on how the game stands, for the list of games. */
  summary(state: State): string;
  /** The name of an exported log file. */
  fileName(log: LogOf<Setup, Action>): string;
  /** The game's own words for a refusal of its rules, where it has them. */
  refusal?(code: string): string | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: any game's descriptor, for code that is the same for all
export type AnyAppGame = AppGame<any, any, any, string>;
