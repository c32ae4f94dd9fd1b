// Between two people's turns: what the previous person just wrote (so a mistap can be taken back) and
// whose turn comes, covering the screen until that player starts it.
import { Show } from 'solid-js';
import { t } from './messages.ts';
import { playerStyle } from './score-sheet.tsx';

export interface WrittenScore {
  readonly score: number;
  readonly category: string;
  readonly column: string;
}

export function PassCard(props: {
  /** The seat and name of the player the tablet goes to. */
  to: number;
  name: string;
  /** The write the previous person just made; null after a computer's write. */
  lastWrite: WrittenScore | null;
  canUndo: boolean;
  onStart: () => void;
  onUndo: () => void;
}) {
  return (
    <div class="jamb-pass" role="dialog" aria-modal="true" aria-labelledby="jamb-pass-title">
      <Show when={props.lastWrite}>
        {(lastWrite) => (
          <p class="jamb-pass-written" data-testid="jamb-pass-written">
            {t('wroteCard', lastWrite())}
          </p>
        )}
      </Show>
      <h2 id="jamb-pass-title" style={playerStyle(props.to)}>
        {t('passTo', { name: props.name })}
      </h2>
      <button
        type="button"
        class="button primary"
        ref={(button) => queueMicrotask(() => button.focus())}
        onClick={props.onStart}
      >
        {t('startTurn', { name: props.name })}
      </button>
      {/* Only a person's own write is theirs to take back; after a computer's write the card just passes the tablet. */}
      <Show when={props.lastWrite}>
        <button type="button" class="button" onClick={props.onUndo} disabled={!props.canUndo}>
          ↶ {t('undoWrite')}
        </button>
      </Show>
    </div>
  );
}
