// The figures the dice make this turn, and what the player can do with them on the board.
import type { Label } from '@dicetable/rules/yam-master';
import { For, Show } from 'solid-js';
import { labelName } from './labels.tsx';
import { t } from './messages.ts';

export function FiguresPanel(props: {
  figures: readonly Label[];
  removeMode: boolean;
  /** Some square takes one of the figures. */
  anySquare: boolean;
}) {
  return (
    <div class="ym-figures" data-testid="figures" aria-live="polite">
      <span>{t('figures')}: </span>
      <Show when={props.figures.length > 0} fallback={<span class="muted">{t('noFigure')}</span>}>
        <ul class="ym-figure-list">
          <For each={props.figures}>{(label: Label) => <li data-label={label}>{labelName(label)}</li>}</For>
        </ul>
      </Show>
      <p class="muted ym-help">
        {props.removeMode
          ? t('removeHelp')
          : props.anySquare
            ? t('chooseSquare')
            : props.figures.length > 0
              ? t('noSquare')
              : ''}
      </p>
    </div>
  );
}
