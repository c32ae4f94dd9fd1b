// A JamSumo game as the app keeps it: its log, replayed through the rules, saved after every action.
import {
  createJamSumoLog,
  type JamSumoLog,
  type JamSumoSetup,
  type JamSumoState,
  replayLog,
  roundsInGame,
  standings,
} from '@dicetable/rules/jamsumo';
import { damageMessage } from '../../session/explain.ts';
import { loadGame, newGameId, type SavedGame, saveGame } from '../../store/games.ts';
import { jamSumoGame } from './jamsumo-game.ts';
import { t } from './messages.ts';

export function modeName(mode: JamSumoSetup['mode']): string {
  return mode === 'jam' ? t('modeJam') : mode === 'sumo' ? t('modeSumo') : t('modeJamsumo');
}

/** "Round 2 of 3" counts Jam Sumo pairs as one round, as the players do. */
export function roundNumbers(state: JamSumoState): { round: number; rounds: number } {
  const pairs = state.setup.mode === 'jamsumo';
  const rounds = pairs ? roundsInGame(state.setup) / 2 : roundsInGame(state.setup);
  const index = Math.min(state.round, roundsInGame(state.setup) - 1);
  return { round: (pairs ? Math.floor(index / 2) : index) + 1, rounds };
}

export function winnersOf(state: JamSumoState): string[] {
  return standings(state.setup, state.results)
    .filter((s) => s.rank === 1)
    .map((s) => state.setup.players[s.seat]!.name);
}

export function summaryOf(state: JamSumoState): string {
  if (state.finished) return t('winnerIs', { name: winnersOf(state).join(', ') });
  return t('roundOf', roundNumbers(state));
}

export function titleOf(state: JamSumoState): string {
  const kind = state.setup.table === 'pad' ? t('tablePad') : t('tableFlick');
  return `${modeName(state.setup.mode)} · ${kind}`;
}

function recordOf(id: string, log: JamSumoLog, state: JamSumoState): SavedGame {
  const now = new Date().toISOString();
  return {
    id,
    game: 'jamsumo',
    log,
    title: titleOf(state),
    players: state.setup.players.map((p) => p.name),
    status: state.finished ? 'finished' : 'playing',
    createdAt: log.createdAt,
    updatedAt: now,
    summary: summaryOf(state),
  };
}

/** Saves the game as it is now; false when storage failed (the shell has told the player). */
export function saveJamSumo(id: string, log: JamSumoLog, state: JamSumoState): Promise<boolean> {
  return saveGame(recordOf(id, log, state));
}

export async function createJamSumo(setup: JamSumoSetup): Promise<string> {
  const id = newGameId();
  const log = createJamSumoLog(setup);
  const state = replayLog(log);
  if (state.ok) await saveJamSumo(id, log, state.value);
  return id;
}

export type Loaded =
  | { readonly ok: true; readonly log: JamSumoLog; readonly state: JamSumoState }
  | { readonly ok: false; readonly message: string };

/** Opens a saved game; a missing or damaged record gives a message instead (and is left untouched). */
export async function loadJamSumo(id: string): Promise<Loaded> {
  const saved = await loadGame(id);
  if (saved?.game !== 'jamsumo') return { ok: false, message: t('gameNotFound') };
  const state = replayLog(saved.log);
  if (!state.ok) return { ok: false, message: damageMessage(jamSumoGame, state.error, 'saved') };
  return { ok: true, log: saved.log as JamSumoLog, state: state.value };
}
