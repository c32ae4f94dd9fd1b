// Yam Master's new-game form: the players, the dice and the board layout. Its state and actions are in
// new-game-controller.ts.
import { For, Show } from 'solid-js';
import { YAM_SEAT_LEVELS } from '../../computer/levels.ts';
import { t as tc } from '../../computer/messages.ts';
import { SeatSelect } from '../../computer/seat-select.tsx';
import { DiceSetField } from '../../history/dice-set-field.tsx';
import { t as sessionT } from '../../session/messages.ts';
import { KNOWN_PLAYERS_LIST, KnownPlayers } from '../../ui/known-players.tsx';
import { Token } from './labels.tsx';
import { t } from './messages.ts';
import type { NewYamGame } from './new-game-controller.ts';

const COLOURS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export function NewGameForm(props: { form: NewYamGame }) {
  const form = props.form;
  const start = (event: Event) => {
    event.preventDefault();
    void form.start();
  };
  return (
    <form class="ym-new" onSubmit={start} aria-labelledby="ym-new-title">
      <h2 id="ym-new-title">{sessionT('newGame')}</h2>
      <KnownPlayers />
      <For each={[0, 1] as const}>{(index) => <PlayerFields form={form} index={index} />}</For>
      <fieldset class="ym-new-dice">
        <legend>{t('dice')}</legend>
        <label>
          <input
            type="radio"
            name="ym-dice"
            checked={form.dice() === 'app'}
            onChange={() => form.setDice('app')}
          />
          {t('appDice')}
        </label>
        <label>
          <input
            type="radio"
            name="ym-dice"
            checked={form.dice() === 'real'}
            onChange={() => form.setDice('real')}
          />
          {t('realDice')}
        </label>
        <Show when={form.dice() === 'real'}>
          <Show when={form.seats().some((level) => level !== null)}>
            <p class="muted">{tc('computerSeatNeedsAppDice')}</p>
          </Show>
          <DiceSetField value={form.diceSet()} onInput={form.setDiceSet} />
        </Show>
      </fieldset>
      <LayoutFields form={form} />
      <Show when={form.problem()}>
        <p class="notice warning" role="alert">
          {form.problem()}
        </p>
      </Show>
      <button type="submit" class="button primary">
        {sessionT('startGame')}
      </button>
    </form>
  );
}

function PlayerFields(props: { form: NewYamGame; index: 0 | 1 }) {
  const player = () => props.form.players()[props.index];
  return (
    <fieldset class="ym-new-player">
      <legend>
        <Token player={props.index} colour={player().colour} class="ym-legend-token" />
        {t('playerN', { n: props.index + 1 })}
      </legend>
      <input
        type="text"
        list={KNOWN_PLAYERS_LIST}
        maxLength={40}
        aria-label={t('playerName', { n: props.index + 1 })}
        value={player().name}
        onInput={(event) => props.form.updatePlayer(props.index, { name: event.currentTarget.value })}
      />
      <SeatSelect
        seat={props.index}
        levels={YAM_SEAT_LEVELS}
        value={props.form.seats()[props.index]}
        onChange={(level) => props.form.setSeat(props.index, level)}
      />
      <label>
        <span>{t('colour')} </span>
        <select
          value={player().colour}
          onChange={(event) =>
            props.form.updatePlayer(props.index, { colour: Number(event.currentTarget.value) })
          }
        >
          <For each={COLOURS}>
            {(colour) => <option value={colour}>{t(`colour${colour}` as 'colour1')}</option>}
          </For>
        </select>
      </label>
    </fieldset>
  );
}

function LayoutFields(props: { form: NewYamGame }) {
  const form = props.form;
  const pickFile = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // The same file can be picked again.
    input.value = '';
    if (file) void form.loadLayout(file);
  };
  return (
    <fieldset class="ym-new-layout">
      <legend>{t('layout')}</legend>
      <label>
        <input type="radio" name="ym-layout" checked={!form.layout()} onChange={form.useStandardLayout} />
        {t('standardLayout')}
      </label>
      <label class="button">
        {t('loadLayout')}
        <input
          type="file"
          accept=".json,.txt,application/json,text/plain"
          class="visually-hidden"
          data-testid="layout-file"
          onChange={(event) => pickFile(event.currentTarget)}
        />
      </label>
      <Show when={form.layout()}>
        {(custom) => (
          <figure class="ym-layout-figure">
            <figcaption class="muted">{t('customLayout')}</figcaption>
            <pre class="ym-layout-preview">
              {custom()
                .map((row) => row.map((label) => label.padEnd(5)).join(' '))
                .join('\n')}
            </pre>
          </figure>
        )}
      </Show>
      <Show when={form.layoutProblem()}>
        <p class="notice warning" role="alert">
          {t('badLayout')}
        </p>
      </Show>
    </fieldset>
  );
}
