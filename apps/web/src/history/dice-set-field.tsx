// The optional name of the set of real dice a game is played with, for the fair-dice check of each set.
import { t } from './messages.ts';
import './dice-set-field.css';

export const MAX_DICE_SET_NAME = 40;

export function DiceSetField(props: { value: string; onInput: (value: string) => void }) {
  return (
    <label class="dice-set-field">
      <span>{t('diceSetLabel')}</span>
      <input
        type="text"
        maxLength={MAX_DICE_SET_NAME}
        value={props.value}
        aria-describedby="dice-set-hint"
        onInput={(event) => props.onInput(event.currentTarget.value)}
      />
      <small id="dice-set-hint" class="muted">
        {t('diceSetHint')}
      </small>
    </label>
  );
}

/** The setup's `diceSet` field: present only for real dice with a name. */
export function diceSetEntry(real: boolean, name: string): { diceSet?: string } {
  const trimmed = name.trim();
  return real && trimmed ? { diceSet: trimmed } : {};
}
