// The "?" that turns a game screen's categories, columns or squares into questions: the next tap on
// one opens the rule behind it, with the dice on the table now.
import { explaining, setExplaining } from './help-context.ts';
import './explain.css';
import { t } from './messages.ts';

export function ExplainToggle(props: { compact?: boolean }) {
  return (
    <div class="explain-toggle-row">
      <button
        type="button"
        class="button explain-toggle"
        classList={{ 'icon-button': props.compact }}
        aria-pressed={explaining()}
        aria-label={props.compact ? t('explainToggle') : undefined}
        data-testid="explain-toggle"
        onClick={() => setExplaining(!explaining())}
      >
        <span aria-hidden="true">?</span>
        {props.compact ? null : ` ${t('explainToggle')}`}
      </button>
      <span class="explain-hint" role="status">
        {explaining() ? t('explainHint') : ''}
      </span>
    </div>
  );
}
