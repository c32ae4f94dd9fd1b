// A modal yes/no question in a native <dialog>: focus is trapped and Escape cancels.
import { createEffect, type JSX } from 'solid-js';
import { t } from './messages.ts';

export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children: JSX.Element;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  let dialog: HTMLDialogElement | undefined;
  createEffect(() => {
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  });
  return (
    <dialog
      ref={dialog}
      class="jamb-dialog"
      aria-labelledby="jamb-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id="jamb-dialog-title">{props.title}</h2>
      <p>{props.children}</p>
      <div class="jamb-dialog-actions">
        <button type="button" class="button" onClick={() => props.onCancel()}>
          {t('cancel')}
        </button>
        <button type="button" class="button primary" onClick={() => props.onConfirm()}>
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
