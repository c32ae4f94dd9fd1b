// A finished game read back from its log: the state the rules reach by replaying it, and its ranking in
// the shape of the one game interface (`GameResult`), so history and statistics treat the three games alike.
import { type GameLog, validateGameLog } from '@dicetable/rules';
import { type JambState, jambRanking, replayJambLog } from '@dicetable/rules/jamb';
import { type JamSumoState, replayLog, standings } from '@dicetable/rules/jamsumo';
import { replayYamLog, type YamState } from '@dicetable/rules/yam-master';

/** One player's place at the end (equal results share a place), as in the rules' one game interface. */
export interface Placing {
  readonly player: number;
  readonly name: string;
  readonly place: number;
  /** Jamb total, Yam Master line points, JamSumo total pips. */
  readonly score: number;
}

export interface GameResult {
  /** Best first. */
  readonly ranking: readonly Placing[];
  readonly winners: readonly number[];
}

interface Finished<Game extends string, State> {
  readonly game: Game;
  readonly log: GameLog;
  readonly state: State;
  readonly result: GameResult;
}

export type FinishedGame =
  | Finished<'jamb', JambState>
  | Finished<'yam-master', YamState>
  | Finished<'jamsumo', JamSumoState>;

function resultOf(ranking: Placing[]): GameResult {
  const sorted = [...ranking].sort((a, b) => a.place - b.place || a.player - b.player);
  return { ranking: sorted, winners: sorted.filter((p) => p.place === 1).map((p) => p.player) };
}

function jambResult(state: JambState): GameResult {
  return resultOf(
    jambRanking(state).map(({ place, player, name, total }) => ({ place, player, name, score: total })),
  );
}

function yamResult(state: YamState): GameResult {
  const result = state.result!;
  return resultOf(
    state.setup.players.map((player, seat) => ({
      player: seat,
      name: player.name,
      place: result.winner === null || result.winner === seat ? 1 : 2,
      score: result.points[seat]!,
    })),
  );
}

function jamSumoResult(state: JamSumoState): GameResult {
  return resultOf(
    standings(state.setup, state.results).map(({ seat, total, rank }) => ({
      player: seat,
      name: state.setup.players[seat]!.name,
      place: rank,
      score: total,
    })),
  );
}

/**
 * The game as the rules replay it, or null when the log is not a game log, breaks the rules or is not
 * finished yet. JamSumo flicks are taken as recorded (the physics re-simulation is the replay's job).
 */
export function readFinishedGame(data: unknown): FinishedGame | null {
  const envelope = validateGameLog(data);
  if (!envelope.ok) return null;
  const log = envelope.value;
  switch (log.game) {
    case 'jamb': {
      const replay = replayJambLog(log);
      if (!replay.ok || !replay.state.finished) return null;
      return { game: 'jamb', log, state: replay.state, result: jambResult(replay.state) };
    }
    case 'yam-master': {
      const replay = replayYamLog(log);
      if (!replay.ok || !replay.state.result) return null;
      return { game: 'yam-master', log, state: replay.state, result: yamResult(replay.state) };
    }
    case 'jamsumo': {
      const replay = replayLog(log);
      if (!replay.ok || !replay.value.finished) return null;
      return { game: 'jamsumo', log, state: replay.value, result: jamSumoResult(replay.value) };
    }
  }
}

/** The players' names in seat order, trimmed: one name is one player across all games. */
export function playersOf(log: GameLog): string[] {
  const players = (log.setup as { players?: { name?: unknown }[] }).players ?? [];
  return players.map((player) => String(player.name ?? '').trim());
}
