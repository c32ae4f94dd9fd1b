// A Jamb game being played: the game log is the truth; the state is the log replayed through the rules.
// Every action is saved at once, so a reload or a killed tab resumes exactly where the game was.

import { appendAction, createGameLog, dropLastAction, type GameLog } from '@dicetable/rules';
import {
  applyJambAction,
  CELLS_PER_SHEET,
  type JambAction,
  type JambLog,
  type JambSetup,
  type JambState,
  jambRanking,
  replayJambLog,
} from '@dicetable/rules/jamb';
import { type Accessor, createSignal } from 'solid-js';
import type { SavedGame } from '../../store/games.ts';
import { saveGame } from '../../store/games.ts';

export interface JambSession {
  readonly id: string;
  readonly log: Accessor<JambLog>;
  readonly state: Accessor<JambState>;
  /** Applies a legal action, records it and saves; returns the rule error code otherwise. */
  dispatch(action: JambAction): string | undefined;
  undo(): boolean;
}

function summaryOf(state: JambState): string {
  const leader = jambRanking(state)[0]!;
  return `${leader.name} ${leader.total}`;
}

export function toSavedGame(id: string, log: JambLog, state: JambState, createdAt?: string): SavedGame {
  const players = state.setup.players.map((player) => player.name);
  return {
    id,
    game: 'jamb',
    log: log as GameLog,
    title: players.join(', '),
    players,
    status: state.finished ? 'finished' : 'playing',
    createdAt: createdAt ?? log.createdAt,
    updatedAt: new Date().toISOString(),
    summary: summaryOf(state),
  };
}

export const totalTurns = (state: JambState): number => state.setup.players.length * CELLS_PER_SHEET;

export function newJambLog(setup: JambSetup): JambLog {
  return createGameLog<JambSetup, JambAction>('jamb', setup);
}

/** Opens a saved game; undefined when its log no longer replays (a damaged record). */
export function openSession(saved: Pick<SavedGame, 'id' | 'log' | 'createdAt'>): JambSession | undefined {
  const replay = replayJambLog(saved.log);
  if (!replay.ok) return undefined;
  const [log, setLog] = createSignal<JambLog>(replay.log);
  const [state, setState] = createSignal<JambState>(replay.state);
  const persist = () => void saveGame(toSavedGame(saved.id, log(), state(), saved.createdAt));
  return {
    id: saved.id,
    log,
    state,
    dispatch(action) {
      const next = applyJambAction(state(), action);
      if (!next.ok) return next.error.code;
      setLog(appendAction(log(), action));
      setState(next.value);
      persist();
      return undefined;
    },
    undo() {
      if (log().actions.length === 0) return false;
      const shorter = dropLastAction(log());
      const replayed = replayJambLog(shorter);
      if (!replayed.ok) return false;
      setLog(shorter);
      setState(replayed.state);
      persist();
      return true;
    },
  };
}
