// A finished game read back from its log through the one game interface: the state the rules reach by
// replaying it and its result, so history and statistics treat the three games alike.
import { type GameLog, validateGameLog } from '@dicetable/rules';
import { type GameResult, gameRules, replayGameLog } from '@dicetable/rules/game';
import type { JambState } from '@dicetable/rules/jamb';
import type { JamSumoState } from '@dicetable/rules/jamsumo';
import type { YamState } from '@dicetable/rules/yam-master';

export type { GameResult, Placing } from '@dicetable/rules/game';

interface Finished<Game extends string, State> {
  readonly game: Game;
  /** The log as recorded (with any fields the rules ignore, such as the dice set's name). */
  readonly log: GameLog;
  readonly state: State;
  readonly result: GameResult;
}

export type FinishedGame =
  | Finished<'jamb', JambState>
  | Finished<'yam-master', YamState>
  | Finished<'jamsumo', JamSumoState>;

/**
 * The game as the rules replay it, or null when the log is not a game log, breaks the rules or is not
 * finished yet. JamSumo flicks are taken as recorded (the physics re-simulation is the replay's job).
 */
export function readFinishedGame(data: unknown): FinishedGame | null {
  const envelope = validateGameLog(data);
  if (!envelope.ok) return null;
  const replay = replayGameLog(envelope.value);
  if (!replay.ok) return null;
  const log = envelope.value;
  const result = gameRules(log.game).result(replay.state as never);
  if (!result) return null;
  return { game: log.game, log, state: replay.state, result } as FinishedGame;
}

/** The players' names in seat order, trimmed: one name is one player across all games. */
export function playersOf(log: GameLog): string[] {
  const players = (log.setup as { players?: { name?: unknown }[] }).players ?? [];
  return players.map((player) => String(player.name ?? '').trim());
}
