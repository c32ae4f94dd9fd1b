// What the numbers in the open cells mean: what a cell scores now, and apart from it the chance and
// expected points if the dice not held are rolled again; after the last roll only "now".
import { Show } from 'solid-js';
import { formatNumber, formatPercent } from '../../i18n/format.ts';
import { t } from './messages.ts';

export function HintsLegend(props: { lastRoll: boolean }) {
  return (
    <p class="jamb-hints-legend" data-testid="jamb-hints-legend">
      <strong>{t('hintsLegendTitle')}</strong> <span class="jamb-hint-now">{formatNumber(12)}</span> ={' '}
      {t('legendNow')}
      <Show when={!props.lastRoll} fallback={<> · {t('legendLastRoll')}</>}>
        {' · '}
        <span class="jamb-hint-sample">
          <span aria-hidden="true" class="jamb-hint-roll">
            ↻
          </span>{' '}
          {t('hintValue', { chance: formatPercent(0.84, 0), expected: formatNumber(1.5, 1) })}
        </span>{' '}
        = {t('legendAgain')}
      </Show>
    </p>
  );
}
