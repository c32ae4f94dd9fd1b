// The switch that turns a game screen's categories, columns or squares into questions: the next tap on
// one opens the rule behind it, with the dice on the table now.
import { Show } from 'solid-js';
import { explaining, setExplaining } from './help-context.ts';
import { t } from './messages.ts';
import './explain.css';

export function ExplainToggle() {
  return (
    <>
      <button
        type="button"
        class="button icon-button explain-toggle"
        aria-pressed={explaining()}
        aria-label={t('explainToggle')}
        data-testid="explain-toggle"
        onClick={() => setExplaining(!explaining())}
      >
        <span aria-hidden="true">?</span>
        <span class="explain-toggle-finger" aria-hidden="true">
          ☝
        </span>
      </button>
      {/* Over the screen, not in it: the game's layout does not move while a player picks what to ask. */}
      <p class="explain-hint" role="status">
        <Show when={explaining()}>{t('explainHint')}</Show>
      </p>
    </>
  );
}
