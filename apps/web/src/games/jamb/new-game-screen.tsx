import type { JambLevel } from '@dicetable/players';
import { randomSeed } from '@dicetable/rules';
import {
  DEFAULT_JAMB_OPTIONS,
  JAMB_OPTION_IDS,
  type JambDiceMode,
  type JambOptions,
  MAX_JAMB_PLAYERS,
  MAX_NAME_LENGTH,
  validateJambSetup,
} from '@dicetable/rules/jamb';
import { useNavigate } from '@solidjs/router';
import { createSignal, For, Index, onMount, Show } from 'solid-js';
import { JAMB_SEAT_LEVELS } from '../../computer/levels.ts';
import { t as tc } from '../../computer/messages.ts';
import { SeatSelect } from '../../computer/seat-select.tsx';
import { saveComputerSeats } from '../../computer/seats.ts';
import { DiceSetField, diceSetEntry } from '../../history/dice-set-field.tsx';
import { t as sessionT } from '../../session/messages.ts';
import { startGame } from '../../session/saved-games.ts';
import { rememberPlayers } from '../../store/players.ts';
import { KNOWN_PLAYERS_LIST, KnownPlayers } from '../../ui/known-players.tsx';
import { Page } from '../../ui/page.tsx';
import { jambGame } from './jamb-game.ts';
import { t } from './messages.ts';
import { loadNewGameDefaults, saveGameView, saveNewGameDefaults } from './preferences.ts';
import './jamb.css';

export default function NewGameScreen() {
  const navigate = useNavigate();
  const [names, setNames] = createSignal<string[]>([t('defaultName', { n: 1 })]);
  const [diceMode, setDiceMode] = createSignal<JambDiceMode>('app');
  const [diceSet, setDiceSet] = createSignal('');
  const [options, setOptions] = createSignal<JambOptions>(DEFAULT_JAMB_OPTIONS);
  const [passScreen, setPassScreen] = createSignal(true);
  const [starting, setStarting] = createSignal(false);
  /** Per seat: null for a person, else the computer's level (the computer throws the app's dice). */
  const [seats, setSeats] = createSignal<(JambLevel | null)[]>([null]);
  const seatOf = (i: number) => seats()[i] ?? null;

  onMount(async () => {
    const defaults = await loadNewGameDefaults();
    if (defaults.names.length > 0) {
      setNames(defaults.names.slice(0, MAX_JAMB_PLAYERS));
      setSeats(defaults.seats.slice(0, MAX_JAMB_PLAYERS));
    }
    setDiceMode(defaults.diceMode);
    setOptions(defaults.options);
    setPassScreen(defaults.passScreen);
  });

  const cleanNames = () => names().map((name, i) => name.trim() || t('defaultName', { n: i + 1 }));

  const start = async (event: Event) => {
    event.preventDefault();
    if (starting()) return;
    const setup = validateJambSetup({
      players: cleanNames().map((name) => ({ name })),
      diceMode: diceMode(),
      seed: randomSeed(),
      options: options(),
      ...diceSetEntry(diceMode() === 'real', diceSet()),
    });
    if (!setup.ok) return;
    setStarting(true);
    await saveNewGameDefaults({
      names: cleanNames(),
      seats: names().map((_, i) => seatOf(i)),
      diceMode: diceMode(),
      options: options(),
      passScreen: passScreen(),
    });
    const id = await startGame(jambGame, setup.value);
    if (!id) {
      // Storage failed and the shell says so; the form stays as it was.
      setStarting(false);
      return;
    }
    await saveGameView(id, { hints: setup.value.players.map(() => false), passScreen: passScreen() });
    // With real dice too: a computer seat then throws the app's dice on screen.
    await saveComputerSeats(
      'jamb',
      id,
      names().map((_, i) => seatOf(i)),
    );
    await rememberPlayers(cleanNames().filter((_, seat) => seatOf(seat) === null));
    navigate(jambGame.href(id, setup.value), { replace: true });
  };

  return (
    <Page title={sessionT('newGame')} back="/jamb">
      <form class="jamb-new-game" onSubmit={start}>
        <KnownPlayers />
        <fieldset>
          <legend>{t('players')}</legend>
          <ol class="jamb-player-names">
            <Index each={names()}>
              {(name, i) => (
                <li>
                  <input
                    type="text"
                    list={KNOWN_PLAYERS_LIST}
                    value={name()}
                    maxLength={MAX_NAME_LENGTH}
                    aria-label={t('playerName', { n: i + 1 })}
                    style={{ 'border-color': `var(--player-${i + 1})` }}
                    onInput={(event) => {
                      const value = event.currentTarget.value;
                      setNames((all) => all.map((old, j) => (j === i ? value : old)));
                    }}
                  />
                  <SeatSelect
                    seat={i}
                    levels={JAMB_SEAT_LEVELS}
                    value={seatOf(i)}
                    onChange={(level) => setSeats(names().map((_, j) => (j === i ? level : seatOf(j))))}
                  />
                  <Show when={names().length > 1}>
                    <button
                      type="button"
                      class="button icon-button"
                      aria-label={t('removePlayer', { name: name() || t('defaultName', { n: i + 1 }) })}
                      onClick={() => {
                        setSeats(
                          names()
                            .map((_, j) => seatOf(j))
                            .filter((_, j) => j !== i),
                        );
                        setNames((all) => all.filter((_, j) => j !== i));
                      }}
                    >
                      ×
                    </button>
                  </Show>
                </li>
              )}
            </Index>
          </ol>
          <Show when={names().length < MAX_JAMB_PLAYERS}>
            <button
              type="button"
              class="button"
              onClick={() => setNames((all) => [...all, t('defaultName', { n: all.length + 1 })])}
            >
              + {t('addPlayer')}
            </button>
          </Show>
          <label class="jamb-check">
            <input
              type="checkbox"
              checked={passScreen()}
              onChange={(e) => setPassScreen(e.currentTarget.checked)}
            />
            {t('passScreen')}
          </label>
        </fieldset>

        <fieldset>
          <legend>{t('diceMode')}</legend>
          <div class="segmented">
            <For each={['app', 'real'] as const}>
              {(mode) => (
                <label>
                  <input
                    type="radio"
                    name="dice-mode"
                    value={mode}
                    checked={diceMode() === mode}
                    onChange={() => setDiceMode(mode)}
                  />
                  {mode === 'app' ? t('appDice') : t('realDice')}
                </label>
              )}
            </For>
          </div>
          <p class="muted">{diceMode() === 'app' ? t('appDiceHint') : t('realDiceHint')}</p>
          <Show when={diceMode() === 'real'}>
            <Show when={seats().some((level) => level !== null)}>
              <p class="muted" data-testid="jamb-computer-dice-note">
                {tc('computerRollsOnScreen')}
              </p>
            </Show>
            <DiceSetField value={diceSet()} onInput={setDiceSet} />
          </Show>
        </fieldset>

        <fieldset>
          <legend>{t('houseRules')}</legend>
          <For each={JAMB_OPTION_IDS}>
            {(id) => (
              <label class="jamb-check">
                <input
                  type="checkbox"
                  checked={options()[id]}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    setOptions((all) => ({ ...all, [id]: on }));
                  }}
                />
                {t(id)}
              </label>
            )}
          </For>
        </fieldset>

        <button type="submit" class="button primary jamb-start" disabled={starting()}>
          {sessionT('startGame')}
        </button>
      </form>
    </Page>
  );
}
