// The figures the dice make this turn (what to do with them is the turn's message, turn-message.ts).
import type { Label } from '@dicetable/rules/yam-master';
import { For, Show } from 'solid-js';
import { labelGlossed } from './labels.tsx';
import { t } from './messages.ts';

export function FiguresPanel(props: { figures: readonly Label[]; removeMode: boolean }) {
  return (
    <div class="ym-figures" data-testid="figures" aria-live="polite">
      <span>{t('figures')}: </span>
      <Show when={props.figures.length > 0} fallback={<span class="muted">{t('noFigure')}</span>}>
        <ul class="ym-figure-list">
          <For each={props.figures}>
            {(label: Label) => <li data-label={label}>{labelGlossed(label)}</li>}
          </For>
        </ul>
      </Show>
      <Show when={props.removeMode}>
        <p class="muted ym-help">{t('removeHelp')}</p>
      </Show>
    </div>
  );
}
