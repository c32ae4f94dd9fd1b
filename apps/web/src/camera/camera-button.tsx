// The Camera button beside the real-dice keypad. The camera screen and the dice reader behind it load
// only when the button is first used.
import { createSignal, lazy, Show } from 'solid-js';
import { t } from './messages.ts';
import type { DieValue } from './reading.ts';

const CameraPanel = lazy(() => import('./camera-panel.tsx'));

export function CameraButton(props: {
  /** Dice thrown, to be read (five minus those held). */
  count: number;
  /** The values of the dice held aside, which the camera leaves out if they lie in the picture. */
  held: readonly number[];
  /** The values read and confirmed, in reading order: entered like typed dice. */
  onUse(values: number[]): void;
}) {
  const [open, setOpen] = createSignal(false);
  return (
    <>
      <button
        type="button"
        class="button camera-button"
        aria-label={t('cameraLabel', { n: props.count })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M4 7h3l2-2.5h6L17 7h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z"
            fill="none"
            stroke="currentColor"
            stroke-width="2"
            stroke-linejoin="round"
          />
          <circle cx="12" cy="12.5" r="3.5" fill="none" stroke="currentColor" stroke-width="2" />
        </svg>
        {t('camera')}
      </button>
      <Show when={open()}>
        <CameraPanel
          count={props.count}
          held={props.held as readonly DieValue[]}
          onClose={() => setOpen(false)}
          onUse={(values) => {
            setOpen(false);
            props.onUse(values);
          }}
        />
      </Show>
    </>
  );
}
