// Odds hints for the current player: each figure's chance from here, and a Défi's chance if declared now.
import type { OddsAnswer } from '@dicetable/engine';
import { LABELS, type Label } from '@dicetable/rules/yam-master';
import { For, Show } from 'solid-js';
import { formatPercent } from '../../i18n/format.ts';
import { labelName } from './labels.tsx';
import { t } from './messages.ts';

/** The chance of each label from the current situation, following the player's current hold. */
export function chances(answer: OddsAnswer | undefined): Partial<Record<Label, number>> {
  if (!answer) return {};
  const result: Partial<Record<Label, number>> = {};
  for (const label of LABELS) {
    const probability = answer.given?.targets[label]?.probability ?? answer.targets[label]?.probability;
    if (probability !== undefined) result[label] = probability;
  }
  return result;
}

export function OddsPanel(props: {
  answer: OddsAnswer | undefined;
  defiNow: number | undefined;
  /** The figure whose best hold is shown on the dice (only while a roll is left). */
  selected: Label | undefined;
  canSuggest: boolean;
  /** What the odds assume (the dice held, the rolls left, a declared Défi), in one short line. */
  assumption: string;
  onSelect(label: Label | undefined): void;
}) {
  const values = () => chances(props.answer);
  return (
    <section class="ym-odds" aria-label={t('hints')} data-testid="odds-panel">
      <Show when={props.answer} fallback={<p class="muted">{t('oddsLoading')}</p>}>
        <p class="ym-odds-assume" data-testid="odds-assumption">
          {props.assumption}
        </p>
        <ul class="ym-odds-list">
          <For
            each={LABELS.filter(
              (label) => values()[label] !== undefined && !(label === 'defi' && props.defiNow !== undefined),
            )}
          >
            {(label) => (
              <li data-label={label}>
                <Show
                  when={props.canSuggest}
                  fallback={t('chance', {
                    label: labelName(label),
                    percent: formatPercent(values()[label]!, 0),
                  })}
                >
                  <button
                    type="button"
                    class="ym-odds-target"
                    aria-pressed={props.selected === label}
                    onClick={() => props.onSelect(props.selected === label ? undefined : label)}
                  >
                    {t('chance', { label: labelName(label), percent: formatPercent(values()[label]!, 0) })}
                  </button>
                </Show>
              </li>
            )}
          </For>
        </ul>
        <Show when={props.defiNow !== undefined}>
          <p class="ym-odds-defi">{t('defiChance', { percent: formatPercent(props.defiNow!, 0) })}</p>
        </Show>
        <p class="muted ym-help">
          {t('oddsFreeSquares')}
          <Show when={props.canSuggest}> {t('pickTarget')}</Show>
        </p>
      </Show>
    </section>
  );
}
