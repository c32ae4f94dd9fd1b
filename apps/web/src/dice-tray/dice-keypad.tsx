// Real dice: tap the values the thrown dice show, in order; the throw is entered with the last tap.
// Only the dice thrown again are asked for on later throws. Keys 1–6 and Backspace work as well.
import { createSignal, For, type JSX, onCleanup, onMount } from 'solid-js';
import { DieIcon } from '../ui/die-icon.tsx';
import { feedback } from '../ui/feedback.ts';
import { t } from './messages.ts';

export function DiceKeypad(props: {
  /** Die positions the throw fills, in order. */
  slots: readonly number[];
  /** Whether some dice are already on the table (a later throw of the turn). */
  again: boolean;
  /** The values typed, one per slot, once the last one is in. */
  onComplete(values: number[]): void;
  /** Another way to enter the throw, beside the slots (the camera). */
  tools?: JSX.Element;
}) {
  const [values, setValues] = createSignal<number[]>([]);

  const add = (value: number) => {
    feedback('tap');
    const next = [...values(), value];
    if (next.length < props.slots.length) {
      setValues(next);
      return;
    }
    setValues([]);
    props.onComplete(next);
  };
  const erase = () => setValues((all) => all.slice(0, -1));

  onMount(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest('input, textarea, select, dialog')) return;
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

  const prompt = () => t('enterThrow', { n: props.slots.length, again: props.again });

  return (
    <fieldset class="dice-keypad">
      <legend class="dice-keypad-prompt">
        {prompt()} ({values().length}/{props.slots.length})
      </legend>
      <div class="dice-keypad-line">
        <p class="dice-keypad-slots" aria-live="polite">
          <span class="visually-hidden">{t('entered', { dice: values().join(' ') || '–' })}</span>
          <For each={props.slots}>
            {(_, i) => (
              <span class="dice-keypad-slot" aria-hidden="true">
                {values()[i()] ? <DieIcon face={values()[i()]!} size={32} /> : ''}
              </span>
            )}
          </For>
        </p>
        {props.tools}
      </div>
      <div class="dice-keypad-keys">
        <For each={[1, 2, 3, 4, 5, 6]}>
          {(value) => (
            <button
              type="button"
              class="dice-key"
              aria-label={t('keypadValue', { n: value })}
              data-key={value}
              data-testid={`key-${value}`}
              onClick={() => add(value)}
            >
              <DieIcon face={value} size={36} />
              <span class="dice-key-number" aria-hidden="true">
                {value}
              </span>
            </button>
          )}
        </For>
        <button
          type="button"
          class="dice-key erase"
          aria-label={t('eraseLast')}
          disabled={values().length === 0}
          onClick={erase}
        >
          ⌫
        </button>
      </div>
    </fieldset>
  );
}
