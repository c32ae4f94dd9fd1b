// What the numbers in the open cells mean, worded after what they are: what a cell scores now, and apart
// from it, with the rolls left and keeping the dice that help it (after rolling the dice not held, when
// some are held), the chance of scoring more than 0 and the points on average; after the last roll only
// "now". The figures come from the odds engine (use-hints.ts), whose answers the legend's words are
// tested against.
import { Show } from 'solid-js';
import { formatNumber, formatPercent } from '../../i18n/format.ts';
import { columnName } from './labels.ts';
import { t } from './messages.ts';

export function HintsLegend(props: {
  lastRoll: boolean;
  /** Some dice are held: the figures assume the others are rolled now. */
  held: boolean;
  /** Some hints stand in the Announced column before anything is announced. */
  ifAnnounced: boolean;
}) {
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
        = {props.held ? t('legendAgainHeld') : t('legendAgain')}
        <Show when={props.ifAnnounced}>
          {' · '}
          <span class="jamb-hint-roll" aria-hidden="true">
            !↻
          </span>{' '}
          = {t('legendIfAnnounced', { column: columnName('announced') })}
        </Show>
      </Show>
    </p>
  );
}
