// A review's decisions in words, made at display time from the engine's decisions and the game as it was
// (never the engine's codes such as `keep 6 6` or `write free ones`).
import type { JambDecision, YamDecision } from '@dicetable/players';
import type { ReviewUnit } from '@dicetable/players/review';
import { type JambState, scoreCategory } from '@dicetable/rules/jamb';
import { BOARD_SIZE, type YamState } from '@dicetable/rules/yam-master';
import { categoryName, columnName } from '../games/jamb/labels.ts';
import { labelName } from '../games/yam-master/labels.tsx';
import { language } from '../i18n/i18n.ts';
import { t } from './messages.ts';

/** Dice faces as a list in the language ("6 6 5"), through Intl. */
export function diceList(faces: readonly number[]): string {
  return new Intl.ListFormat(language(), { type: 'unit', style: 'narrow' }).format(faces.map(String));
}

export function jambDecisionWords(decision: JambDecision, state: JambState): string {
  switch (decision.kind) {
    case 'keep':
      return decision.keep.length === 0 ? t('keepNone') : t('keep', { dice: diceList(decision.keep) });
    case 'announce':
      return t('announce', { category: categoryName(decision.category) });
    case 'write':
      return t('write', {
        score: scoreCategory(
          decision.category,
          state.turn.dice ?? [],
          state.setup.options,
          state.turn.rollsUsed,
        ),
        category: categoryName(decision.category),
        column: columnName(decision.column),
      });
  }
}

export function yamDecisionWords(decision: YamDecision, state: YamState): string {
  switch (decision.kind) {
    case 'keep':
      return decision.keep.length === 0 ? t('keepNone') : t('keep', { dice: diceList(decision.keep) });
    case 'defi':
      return t('defi');
    case 'pass':
      return t('pass');
    case 'place':
    case 'remove':
      return t(decision.kind, {
        label: labelName(state.labels[decision.square]!),
        row: Math.floor(decision.square / BOARD_SIZE) + 1,
        column: (decision.square % BOARD_SIZE) + 1,
      });
  }
}

const costFormats = new Map<string, Intl.NumberFormat>();

/** A figure of the review (a cost, an expected total) with one decimal, in the language. */
export function reviewFigure(value: number): string {
  const lang = language();
  let format = costFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    costFormats.set(lang, format);
  }
  return format.format(value);
}

/** A cost in the review's unit, in words: "12.3 points" or "4.2 points of win chance". */
export function costWords(cost: number, unit: ReviewUnit): string {
  const rounded = Math.round(cost * 10) / 10;
  const words = { cost: reviewFigure(rounded), count: rounded };
  return unit === 'points' ? t('costPoints', words) : t('costWin', words);
}
