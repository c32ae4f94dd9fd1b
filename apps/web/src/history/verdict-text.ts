// The fair-dice check's verdict and p-value in the player's language.
import type { DiceCheck } from '@dicetable/stats';
import { formatNumber } from '../i18n/format.ts';
import { t } from './messages.ts';

/** "p = 0.003", or "p < 0.001" where three decimals would show 0. */
export function pText(p: number): string {
  return p < 0.001 ? `p < ${formatNumber(0.001, 3)}` : `p = ${formatNumber(p, 3)}`;
}

export function verdictText(check: DiceCheck): string {
  const verdict = check.verdict;
  switch (verdict.kind) {
    case 'too-few':
      return t('verdictTooFew', { count: formatNumber(verdict.needed) });
    case 'no-sign':
      return t('verdictNoSign', { count: formatNumber(check.throws) });
    case 'biased': {
      const params = { face: verdict.face, p: pText(check.p) };
      return verdict.direction === 'often' ? t('verdictOften', params) : t('verdictRarely', params);
    }
  }
}
