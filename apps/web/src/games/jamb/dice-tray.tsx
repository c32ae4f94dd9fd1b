// The five dice: tap to hold or release. Dice the chosen hint would keep are lit.
import { For, Show } from 'solid-js';
import { DieIcon } from '../../shell/die-icon.tsx';
import { t } from './messages.ts';

export function DiceTray(props: {
  dice: readonly number[] | null;
  held: readonly boolean[];
  /** Die indexes that may be toggled now. */
  toggleable: readonly number[];
  /** Dice to light up (the chosen hint's hold). */
  suggested?: readonly boolean[];
  /** Increments on every roll: restarts the roll animation of the dice that moved. */
  rollKey: number;
  rolledDice: readonly number[];
  onToggle: (index: number) => void;
}) {
  return (
    <fieldset class="jamb-dice">
      <legend class="visually-hidden">{t('diceHelp')}</legend>
      <For each={[0, 1, 2, 3, 4]}>
        {(index) => {
          const value = () => props.dice?.[index];
          const held = () => props.held[index] ?? false;
          return (
            <button
              type="button"
              class="jamb-die"
              classList={{
                held: held(),
                suggested: props.suggested?.[index] ?? false,
                rolling: props.rollKey > 0 && props.rolledDice.includes(index) && props.rollKey % 2 === 0,
                'rolling-alt':
                  props.rollKey > 0 && props.rolledDice.includes(index) && props.rollKey % 2 === 1,
              }}
              aria-pressed={value() === undefined ? undefined : held()}
              aria-label={
                value() === undefined
                  ? t('emptyDie', { n: index + 1 })
                  : t('dieLabel', { n: index + 1, value: value()!, held: held() })
              }
              disabled={!props.toggleable.includes(index)}
              data-die={index}
              data-value={value() ?? ''}
              onClick={() => props.onToggle(index)}
            >
              <Show when={value()} fallback={<span class="jamb-die-empty" aria-hidden="true" />}>
                {(face) => <DieIcon face={face()} size={64} />}
              </Show>
            </button>
          );
        }}
      </For>
    </fieldset>
  );
}
