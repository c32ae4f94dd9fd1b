// Between two people's turns: what was just written (by the previous person, who may still take a mistap
// back, or by the computer, whose write stands) and whose turn comes, covering the screen until that
// player starts it. A modal dialog: the screen behind it cannot be reached, by touch or by keyboard.
import { onMount, Show } from 'solid-js';
import { t } from './messages.ts';
import { playerStyle } from './score-sheet.tsx';

export interface WrittenScore {
  readonly score: number;
  readonly category: string;
  readonly column: string;
  /** Who wrote it. */
  readonly by: string;
  /** A person wrote it (theirs to take back); false for a computer's write. */
  readonly byPerson: boolean;
}

export function PassCard(props: {
  /** The seat and name of the player the tablet goes to. */
  to: number;
  name: string;
  /** The write that ended the turn before. */
  lastWrite: WrittenScore | null;
  canUndo: boolean;
  onStart: () => void;
  onUndo: () => void;
}) {
  let card: HTMLDialogElement | undefined;
  onMount(() => card?.showModal());
  return (
    <dialog
      ref={card}
      class="jamb-pass"
      aria-labelledby="jamb-pass-title"
      // Escape passes the tablet like the Start button: the card never goes away leaving no turn begun.
      onCancel={(event) => {
        event.preventDefault();
        props.onStart();
      }}
    >
      <Show when={props.lastWrite}>
        {(lastWrite) => (
          <p class="jamb-pass-written" data-testid="jamb-pass-written">
            {lastWrite().byPerson
              ? t('wroteCard', lastWrite())
              : t('wrote', { ...lastWrite(), name: lastWrite().by })}
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
      <Show when={props.lastWrite?.byPerson}>
        <button type="button" class="button" onClick={props.onUndo} disabled={!props.canUndo}>
          ↶ {t('undoWrite')}
        </button>
      </Show>
    </dialog>
  );
}
