// The sentences that tell how the last turn ended and how the game ended.

import { yamMasterRules } from '@dicetable/rules/game';
import type { YamState } from '@dicetable/rules/yam-master';
import { endingLine } from './game-result.ts';
import { labelName } from './labels.tsx';
import { t } from './messages.ts';

export function lastTurnText(state: YamState): string {
  const last = state.lastTurn;
  if (!last) return '';
  const name = state.setup.players[last.player].name;
  switch (last.outcome) {
    case 'placed':
      return t('lastPlaced', { name, label: labelName(last.label!) });
    case 'removed':
      return t('lastRemoved', { name, label: labelName(last.label!) });
    case 'defi-failed':
      return t('lastDefiFailed', { name });
    default:
      return t('lastPassed', { name });
  }
}

export function resultText(state: YamState): string {
  const result = yamMasterRules.result(state);
  if (!result) return '';
  const names = state.setup.players.map((player) => player.name);
  const [first, second] = result.ranking;
  if (endingLine(state)) return t('winLine', { name: names[first!.player]! });
  if (result.winners.length > 1) return t('draw', { a: first!.score });
  return t('winPoints', { name: names[first!.player]!, a: first!.score, b: second!.score });
}
