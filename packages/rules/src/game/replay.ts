// Opening a game log, once for every game: the envelope, the game's rules, its setup, then every
// action (and burn) in order. The answer is the game, or one refusal saying what is wrong and where.
import {
  type GameId,
  type GameLog,
  LOG_ERROR_CODES,
  type LogErrorCode,
  parseGameLog,
  validateGameLog,
} from '../log/game-log.ts';
import { type BurnAction, isBurn, type LogAction, MAX_BURNED_DRAWS } from './burn.ts';
import type { AnyGameRules, GameRules } from './game-rules.ts';
import { GAME_RULES, gameRules } from './registry.ts';

/** Refusals of the log itself, the same for every game; the games add their own (see refusalCodes). */
export type LogRefusalCode =
  | LogErrorCode
  /** The log is of another game than the one asked for. */
  | 'log-wrong-game'
  /** A burn without a positive whole number of draws, or more burned draws than a log may hold. */
  | 'action-malformed';

export type GameLogRefusalCode = LogRefusalCode | (typeof GAME_RULES)[GameId]['refusalCodes'][number];

/** Every code a log can be refused with: the envelope's, then each game's setup and action codes. */
export const GAME_LOG_REFUSAL_CODES: readonly GameLogRefusalCode[] = [
  ...new Set<GameLogRefusalCode>([
    ...LOG_ERROR_CODES,
    'log-wrong-game',
    'action-malformed',
    ...Object.values(GAME_RULES).flatMap((rules): readonly GameLogRefusalCode[] => rules.refusalCodes),
  ]),
];

export interface GameLogRefusal<Code extends string = GameLogRefusalCode> {
  readonly code: Code;
  /** English; the app translates the code. */
  readonly message: string;
  /** The refused action's index in the log, or -1 when the envelope or the setup is refused. */
  readonly actionIndex: number;
}

export interface ReplayOptions {
  /** `replayGameLog` only: refuse a log of any other game (`log-wrong-game`). */
  readonly game?: GameId;
  /** Also return every state: before the first action, then after each action (burns included). */
  readonly states?: boolean;
}

export type GameReplay<Setup, State, Action, Code extends string = string> =
  | {
      readonly ok: true;
      /** The log as read: its setup and actions checked and cleaned. */
      readonly log: GameLog<Setup, LogAction<Action>>;
      readonly state: State;
      /** With `states: true`: states[0] is the start, states[i + 1] follows action i. */
      readonly states?: readonly State[];
      /** The game's actions played, burns not counted. */
      readonly moves: number;
    }
  | {
      readonly ok: false;
      readonly error: GameLogRefusal<Code | LogRefusalCode>;
      /** The log up to the refused action, once the envelope and the setup are read. */
      readonly log?: GameLog<Setup, LogAction<Action>>;
      /** The game just before the refused action, once the setup is read. */
      readonly state?: State;
      readonly states?: readonly State[];
    };

/** A game log of any game, replayed; its state is the game's own (see `log.game`). */
export type AnyGameReplay = GameReplay<unknown, unknown, unknown, GameLogRefusalCode>;

const refuse = <Code extends string>(code: Code, message: string, actionIndex = -1) => ({
  ok: false as const,
  error: { code, message, actionIndex },
});

/** Replays a log (parsed JSON or a `GameLog`) through the given game's rules. */
export function replayWith<Setup, State, Action, Code extends string>(
  rules: GameRules<Setup, State, Action, unknown, Code>,
  data: unknown,
  options: ReplayOptions = {},
): GameReplay<Setup, State, Action, Code> {
  const envelope = validateGameLog(data);
  if (!envelope.ok) return refuse(envelope.error.code, envelope.error.message);
  if (envelope.value.game !== rules.id) {
    const name = GAME_RULES[envelope.value.game].name;
    return refuse('log-wrong-game', `This is a ${name} game, not ${rules.name}.`);
  }
  const setup = rules.validateSetup(envelope.value.setup);
  if (!setup.ok) return refuse(setup.error.code, setup.error.message);
  let state = rules.initialState(setup.value);
  const states = options.states ? [state] : undefined;
  const actions: LogAction<Action>[] = [];
  const read = (): GameLog<Setup, LogAction<Action>> => ({ ...envelope.value, setup: setup.value, actions });
  const stop = (code: Code | LogRefusalCode, message: string, actionIndex: number) => ({
    ...refuse(code, message, actionIndex),
    log: read(),
    state,
    ...(states ? { states } : {}),
  });
  let burned = 0;
  let moves = 0;
  for (const [index, raw] of envelope.value.actions.entries()) {
    if (isBurn(raw)) {
      const draws = raw.draws;
      if (!Number.isInteger(draws) || (draws as number) < 1) {
        return stop('action-malformed', 'A burn needs a positive whole number of draws.', index);
      }
      burned += draws as number;
      if (burned > MAX_BURNED_DRAWS) {
        return stop('action-malformed', `A log may burn at most ${MAX_BURNED_DRAWS} draws.`, index);
      }
      const burn: BurnAction = { type: 'burn', draws: draws as number };
      state = rules.burn(state, burn.draws);
      actions.push(burn);
    } else {
      const action = rules.parseAction(raw);
      if (!action.ok) return stop(action.error.code, action.error.message, index);
      const next = rules.apply(state, action.value);
      if (!next.ok) return stop(next.error.code, next.error.message, index);
      state = next.value;
      actions.push(action.value);
      moves += 1;
    }
    states?.push(state);
  }
  return { ok: true, log: read(), state, moves, ...(states ? { states } : {}) };
}

/** Opens a log file's text with one game's rules (a log of another game: `log-wrong-game`). Never throws. */
export function openWith<Setup, State, Action, Code extends string>(
  rules: GameRules<Setup, State, Action, unknown, Code>,
  text: string,
  options: Omit<ReplayOptions, 'game'> = {},
): GameReplay<Setup, State, Action, Code> {
  const parsed = parseGameLog(text);
  if (!parsed.ok) return refuse(parsed.error.code, parsed.error.message);
  return replayWith(rules, parsed.value, options);
}

/** Replays a log of any game: the rules are picked by the log's game id. */
export function replayGameLog(data: unknown, options: ReplayOptions = {}): AnyGameReplay {
  const envelope = validateGameLog(data);
  if (!envelope.ok) return refuse(envelope.error.code, envelope.error.message);
  const rules: AnyGameRules = gameRules(options.game ?? envelope.value.game);
  // Each game's rules refuse only with their own codes, which GameLogRefusalCode lists.
  return replayWith(rules, envelope.value, options) as AnyGameReplay;
}

/** Opens a log file's text: JSON, then `replayGameLog`. Never throws. */
export function openGameLog(text: string, options: ReplayOptions = {}): AnyGameReplay {
  const parsed = parseGameLog(text);
  if (!parsed.ok) return refuse(parsed.error.code, parsed.error.message);
  return replayGameLog(parsed.value, options);
}
