// The "who plays this seat" choice of a new game: a person, or the computer at one of its levels.
import { For } from 'solid-js';
import { levelWord } from './levels.ts';
import { t } from './messages.ts';

type LevelKey = 'beginner' | 'good' | 'expert' | 'easy' | 'medium' | 'hard';

export function SeatSelect<Level extends LevelKey>(props: {
  seat: number;
  levels: readonly Level[];
  value: Level | null;
  onChange: (level: Level | null) => void;
}) {
  return (
    <select
      class="computer-seat"
      aria-label={t('seat', { n: props.seat + 1 })}
      value={props.value ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        props.onChange(props.levels.includes(value as Level) ? (value as Level) : null);
      }}
    >
      <option value="">{t('person')}</option>
      <For each={props.levels}>
        {(level) => <option value={level}>{t('computerLevel', { level: t(levelWord(level)) })}</option>}
      </For>
    </select>
  );
}
