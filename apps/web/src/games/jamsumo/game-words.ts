// How a JamSumo game is put into words on its screens and in the list of games.
import { jamSumoRules } from '@dicetable/rules/game';
import { type JamSumoSetup, type JamSumoState, roundsInGame } from '@dicetable/rules/jamsumo';
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

export function summaryOf(state: JamSumoState): string {
  const result = jamSumoRules.result(state);
  if (!result) return t('roundOf', roundNumbers(state));
  const names = result.ranking.filter((placing) => placing.place === 1).map((placing) => placing.name);
  return t('winnerIs', { name: names.join(', ') });
}

export function titleOf(state: JamSumoState): string {
  const kind = state.setup.table === 'pad' ? t('tablePad') : t('tableFlick');
  return `${modeName(state.setup.mode)} · ${kind}`;
}
