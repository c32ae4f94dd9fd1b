// The dice of the turn: tap a die to hold or release it; the app rolls, or the keypad enters a throw
// of real dice (only the dice thrown again are entered on later throws).
import { type DiceTurn, diceToRoll, MAX_ROLLS } from '@dicetable/rules';
import { createEffect, createSignal, For, on, onCleanup, onMount, Show } from 'solid-js';
import { DieIcon } from '../../shell/die-icon.tsx';
import { feedback } from '../../shell/feedback.ts';
import { t } from './messages.ts';

export interface DiceTrayProps {
  turn: DiceTurn;
  mode: 'app' | 'real';
  /** Rolling and holding are possible (the game is on). */
  active: boolean;
  /** Highlighted dice (an odds hint's suggested hold). */
  suggested?: readonly boolean[];
  onHold(die: number, held: boolean): void;
  onRoll(): void;
  onEnter(values: number[]): void;
}

export function DiceTray(props: DiceTrayProps) {
  const [entry, setEntry] = createSignal<number[]>([]);
  const toRoll = () => diceToRoll(props.turn);
  const canRoll = () => props.active && props.turn.rollsUsed < MAX_ROLLS && toRoll().length > 0;
  const canHold = () => props.active && props.turn.dice !== null && props.turn.rollsUsed < MAX_ROLLS;
  // A new throw or a changed hold starts the keypad entry afresh.
  createEffect(on([() => props.turn.rollsUsed, () => props.turn.held.join()], () => setEntry([])));

  const press = (value: number) => {
    const next = [...entry(), value];
    const positions = toRoll();
    feedback('tap');
    if (next.length < positions.length) {
      setEntry(next);
      return;
    }
    const values = props.turn.dice ? [...props.turn.dice] : [0, 0, 0, 0, 0];
    positions.forEach((position, index) => {
      values[position] = next[index]!;
    });
    setEntry([]);
    props.onEnter(values);
  };

  const erase = () => setEntry((values) => values.slice(0, -1));

  // Keys 1–6 and Backspace enter real dice from a keyboard as well.
  onMount(() => {
    const onKey = (event: KeyboardEvent) => {
      if (props.mode !== 'real' || !canRoll()) return;
      const target = event.target;
      if (target instanceof Element && target.closest('input, textarea, select, dialog')) return;
      if (event.key >= '1' && event.key <= '6' && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        press(Number(event.key));
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        erase();
      }
    };
    window.addEventListener('keydown', onKey);
    onCleanup(() => window.removeEventListener('keydown', onKey));
  });

  /** What each die shows: the entered value of a die being typed, else its current value. */
  const shown = (die: number): number | undefined => {
    const index = toRoll().indexOf(die);
    if (index >= 0 && entry().length > 0) return entry()[index];
    return props.turn.dice?.[die];
  };

  return (
    <section class="ym-tray" aria-label={t('diceTray')}>
      <div class="ym-dice">
        <For each={[0, 1, 2, 3, 4]}>
          {(die) => (
            <button
              type="button"
              class="ym-die"
              classList={{ held: props.turn.held[die], suggested: props.suggested?.[die] === true }}
              aria-pressed={props.turn.held[die]}
              aria-label={
                shown(die) === undefined
                  ? t('dieEmpty', { n: die + 1 })
                  : t('dieLabel', { n: die + 1, value: shown(die)!, held: props.turn.held[die]! }) +
                    (props.suggested?.[die] ? `, ${t('keepHint')}` : '')
              }
              disabled={!canHold()}
              data-testid={`die-${die}`}
              onClick={() => {
                feedback('tap');
                props.onHold(die, !props.turn.held[die]);
              }}
            >
              <Show when={shown(die)} fallback={<span class="ym-die-empty" aria-hidden="true" />}>
                {(value) => <DieIcon face={value()} size={56} />}
              </Show>
            </button>
          )}
        </For>
      </div>
      <p class="ym-roll-count">
        <span>{props.turn.rollsUsed === 0 ? t('beforeRoll') : t('rollOf', { n: props.turn.rollsUsed })}</span>
        <span class="muted"> · {t('rollsLeft', { n: MAX_ROLLS - props.turn.rollsUsed })}</span>
      </p>
      <Show when={props.active && props.turn.dice !== null && props.turn.rollsUsed < MAX_ROLLS}>
        <p class="muted ym-help">{t('tapToHold')}</p>
      </Show>
      <Show when={props.mode === 'app'}>
        <button
          type="button"
          class="button primary ym-roll"
          disabled={!canRoll()}
          onClick={() => {
            feedback('roll');
            props.onRoll();
          }}
        >
          {t('roll')}
        </button>
      </Show>
      <Show when={props.mode === 'real' && canRoll()}>
        <fieldset class="ym-keypad">
          <legend class="ym-keypad-prompt">
            {t('enterThrow', { n: toRoll().length, again: props.turn.dice !== null })} ({entry().length}/
            {toRoll().length})
          </legend>
          <div class="ym-keys">
            <For each={[1, 2, 3, 4, 5, 6]}>
              {(value) => (
                <button
                  type="button"
                  class="button ym-key"
                  aria-label={t('keypadValue', { n: value })}
                  data-testid={`key-${value}`}
                  onClick={() => press(value)}
                >
                  <DieIcon face={value} size={36} />
                  <span class="ym-key-number">{value}</span>
                </button>
              )}
            </For>
            <button
              type="button"
              class="button ym-key-clear"
              aria-label={t('eraseLast')}
              disabled={entry().length === 0}
              onClick={erase}
            >
              ⌫
            </button>
          </div>
        </fieldset>
      </Show>
    </section>
  );
}
