// The answer to a tap on a closed cell: why it cannot be written now, above the game until closed or
// until the game moves on.
import { t } from './messages.ts';
import './closed-cell-note.css';

export function ClosedCellNote(props: { text: string; onClose: () => void }) {
  return (
    <div class="jamb-why" role="status" data-testid="jamb-why">
      <p>{props.text}</p>
      <button
        type="button"
        class="button icon-button"
        aria-label={t('closedNoteClose')}
        onClick={props.onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
