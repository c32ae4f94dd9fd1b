// Real dice: tap the values shown by the thrown dice in sequence; the throw is entered with the last tap.
// Only the rerolled dice are asked for on later throws. Keys 1–6 and Backspace work as well.
import { createEffect, createSignal, For, on, onCleanup, onMount } from 'solid-js';
import { DieIcon } from '../../shell/die-icon.tsx';
import { t } from './messages.ts';

export function DiceKeypad(props: {
  /** Die indexes the throw fills, in order. */
  slots: readonly number[];
  /** Resets the entry when the throw changes (e.g. after undo). */
  resetKey: string;
  onComplete: (values: number[]) => void;
}) {
  const [values, setValues] = createSignal<number[]>([]);
  createEffect(
    on(
      () => props.resetKey,
      () => setValues([]),
      { defer: true },
    ),
  );

  const add = (value: number) => {
    const next = [...values(), value];
    if (next.length >= props.slots.length) {
      setValues([]);
      props.onComplete(next);
    } else setValues(next);
  };
  const erase = () => setValues((all) => all.slice(0, -1));

  onMount(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, dialog')) return;
      if (event.key >= '1' && event.key <= '6' && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        add(Number(event.key));
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        erase();
      }
    };
    window.addEventListener('keydown', onKey);
    onCleanup(() => window.removeEventListener('keydown', onKey));
  });

  return (
    <section class="jamb-keypad" aria-label={t('enterDice', { count: props.slots.length })}>
      <p class="jamb-keypad-title">{t('enterDice', { count: props.slots.length })}</p>
      <p class="jamb-keypad-slots" aria-live="polite">
        <span class="visually-hidden">{t('entered', { dice: values().join(' ') || '–' })}</span>
        <For each={props.slots}>
          {(_, i) => (
            <span class="jamb-keypad-slot" aria-hidden="true">
              {values()[i()] ? <DieIcon face={values()[i()]!} size={32} /> : ''}
            </span>
          )}
        </For>
      </p>
      <div class="jamb-keypad-keys">
        <For each={[1, 2, 3, 4, 5, 6]}>
          {(value) => (
            <button
              type="button"
              class="jamb-key"
              data-key={value}
              aria-label={t('keypadValue', { value })}
              onClick={() => add(value)}
            >
              <DieIcon face={value} size={40} />
            </button>
          )}
        </For>
        <button
          type="button"
          class="jamb-key erase"
          aria-label={t('eraseLast')}
          disabled={values().length === 0}
          onClick={erase}
        >
          ⌫
        </button>
      </div>
    </section>
  );
}
