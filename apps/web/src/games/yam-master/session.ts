// One open Yam Master game: its log (the truth), the state replayed from it, and saving after every action.
import { appendAction, dropLastAction } from '@dicetable/rules';
import {
  applyAction,
  pointsOf,
  replayYamLog,
  type YamAction,
  type YamErrorCode,
  type YamLog,
  type YamState,
} from '@dicetable/rules/yam-master';
import { createSignal } from 'solid-js';
import { feedback } from '../../shell/feedback.ts';
import { type SavedGame, saveGame } from '../../store/games.ts';

export interface YamSession {
  readonly id: string;
  log(): YamLog;
  state(): YamState;
  /** The code of the last refused action, cleared by the next accepted one. */
  error(): YamErrorCode | undefined;
  act(action: YamAction): boolean;
  undo(): void;
  clearError(): void;
}

/** The line shown in the list of games: the result, or the points so far. */
export function summaryOf(state: YamState): string {
  const [a, b] = state.setup.players;
  const points = state.result?.points ?? pointsOf(state.board);
  return `${a.name} ${points[0]} – ${points[1]} ${b.name}`;
}

export function savedGameFor(id: string, log: YamLog, state: YamState, createdAt: string): SavedGame {
  const names = state.setup.players.map((player) => player.name);
  return {
    id,
    game: 'yam-master',
    log,
    title: names.join(' – '),
    players: names,
    status: state.result ? 'finished' : 'playing',
    createdAt,
    updatedAt: new Date().toISOString(),
    summary: summaryOf(state),
  };
}

/** Opens a saved game; undefined when its log no longer replays (it is left untouched). */
export function openSession(saved: SavedGame): YamSession | undefined {
  const replay = replayYamLog(saved.log);
  if (!replay.ok) return undefined;
  const [log, setLog] = createSignal(saved.log as YamLog);
  const [state, setState] = createSignal(replay.state);
  const [error, setError] = createSignal<YamErrorCode | undefined>();

  const persist = (next: YamLog, nextState: YamState) => {
    setLog(next);
    setState(nextState);
    // A failed save is reported by the shell; the game goes on in memory.
    void saveGame(savedGameFor(saved.id, next, nextState, saved.createdAt));
  };

  return {
    id: saved.id,
    log,
    state,
    error,
    clearError: () => setError(undefined),
    act(action) {
      const next = applyAction(state(), action);
      if (!next.ok) {
        setError(next.error.code);
        feedback('error');
        return false;
      }
      setError(undefined);
      persist(appendAction(log(), action), next.value);
      return true;
    },
    undo() {
      if (log().actions.length === 0) return;
      const shorter = dropLastAction(log());
      const replayed = replayYamLog(shorter);
      if (!replayed.ok) return;
      setError(undefined);
      persist(shorter, replayed.state);
    },
  };
}
