// A review in words (the run's language) and its decisions as the JSON's language-neutral codes.
import type { JambDecision, YamDecision } from '@dicetable/players';
import { costliestOf, type GameReview } from '@dicetable/players/review';
import { localNumber } from '../i18n/format.ts';
import { jambCategoryName } from '../i18n/game-words.ts';
import { t } from './messages.ts';

type AnyDecision = JambDecision | YamDecision;

const COSTLIEST_SHOWN = 3;

/** "keep 6 6", "keep none", "write free ones", "announce jamb", "defi", "place 2 3", "remove 2 3", "pass". */
export function decisionCode(decision: unknown): string {
  const chosen = decision as AnyDecision;
  switch (chosen.kind) {
    case 'keep':
      return chosen.keep.length === 0 ? 'keep none' : `keep ${chosen.keep.join(' ')}`;
    case 'write':
      return `write ${chosen.column} ${chosen.category}`;
    case 'announce':
      return `announce ${chosen.category}`;
    case 'place':
    case 'remove':
      return `${chosen.kind} ${Math.floor(chosen.square / 5) + 1} ${(chosen.square % 5) + 1}`;
    default:
      return chosen.kind;
  }
}

const COLUMN_WORDS = {
  down: 'reviewColumnDown',
  up: 'reviewColumnUp',
  free: 'reviewColumnFree',
  announced: 'reviewColumnAnnounced',
} as const;

export function decisionWords(decision: unknown): string {
  const chosen = decision as AnyDecision;
  switch (chosen.kind) {
    case 'keep':
      return chosen.keep.length === 0
        ? t('reviewKeepNone')
        : t('reviewKeep', { dice: chosen.keep.join(' ') });
    case 'write':
      return t('reviewWrite', {
        category: jambCategoryName(chosen.category),
        column: t(COLUMN_WORDS[chosen.column]),
      });
    case 'announce':
      return t('reviewAnnounce', { category: jambCategoryName(chosen.category) });
    case 'defi':
      return t('reviewDefi');
    case 'pass':
      return t('reviewPass');
    case 'place':
    case 'remove': {
      const square = {
        row: localNumber(Math.floor(chosen.square / 5) + 1),
        column: localNumber((chosen.square % 5) + 1),
      };
      return chosen.kind === 'place' ? t('reviewPlace', square) : t('reviewRemove', square);
    }
  }
}

export function formatReview(review: GameReview, seats: readonly number[]): string {
  const points = review.unit === 'points';
  const expected = (value: number) =>
    points
      ? t('reviewExpectedPoints', { value: localNumber(value.toFixed(1)) })
      : t('reviewExpectedWin', { value: localNumber(value.toFixed(1)) });
  const lines = [points ? t('reviewHeadingPoints') : t('reviewHeadingWin')];
  for (const seat of seats) {
    const player = review.players[seat]!;
    lines.push('');
    if (!player.reviewed) {
      lines.push(t('reviewComputer', { name: player.name }));
      continue;
    }
    const totals = {
      name: player.name,
      total: localNumber(player.totalCost.toFixed(1)),
      count: player.decisions,
      decisions: localNumber(player.decisions),
    };
    lines.push(points ? t('reviewPlayerPoints', totals) : t('reviewPlayerWin', totals));
    const costliest = costliestOf(review.decisions, seat, COSTLIEST_SHOWN);
    if (costliest.length === 0) {
      lines.push(t('reviewNoCost'));
      continue;
    }
    lines.push(t('reviewCostliest', { count: costliest.length }));
    for (const decision of costliest) {
      lines.push(
        t('reviewDecision', {
          action: localNumber(decision.action),
          chosen: decisionWords(decision.chosen.decision),
          best: decisionWords(decision.best.decision),
          cost: localNumber(decision.cost.toFixed(1)),
          chosenExpected: expected(decision.chosen.expected),
          bestExpected: expected(decision.best.expected),
        }),
      );
    }
  }
  return lines.join('\n');
}
