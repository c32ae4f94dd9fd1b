// The sentences that tell how the last turn ended and how the game ended.
import type { YamState } from '@dicetable/rules/yam-master';
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
  const result = state.result;
  if (!result) return '';
  const names = state.setup.players.map((player) => player.name);
  if (result.kind === 'line') return t('winLine', { name: names[result.winner]! });
  const [a, b] = result.points;
  if (result.winner === null) return t('draw', { a });
  return t('winPoints', {
    name: names[result.winner]!,
    a: Math.max(a, b),
    b: Math.min(a, b),
  });
}
