import {
  COMPUTER_LEVELS,
  type ComputerLevel,
  type JamSumoMode,
  type JamSumoSetup,
  MAX_PLAYERS,
  MIN_PLAYERS,
  validateSetup,
} from '@dicetable/rules/jamsumo';
import { useNavigate, useParams } from '@solidjs/router';
import { createSignal, For, Index, onMount, Show } from 'solid-js';
import { createStore, produce } from 'solid-js/store';
import { t as sessionT } from '../../session/messages.ts';
import { startGame } from '../../session/saved-games.ts';
import { rememberPlayers } from '../../store/players.ts';
import { preference, storedFields } from '../../store/preferences.ts';
import { KNOWN_PLAYERS_LIST, KnownPlayers } from '../../ui/known-players.tsx';
import { Page } from '../../ui/page.tsx';
import { COLOURS, ColourDie, colourName } from './colours.tsx';
import { modeName } from './game-words.ts';
import { jamSumoGame } from './jamsumo-game.ts';
import { ruleErrorMessage, t } from './messages.ts';
import { defaultBoardFor } from './physics-board.ts';
import './jamsumo.css';

interface Row {
  name: string;
  colour: number;
  /** Played by the computer at this level (tablet games only). */
  computer?: ComputerLevel;
}

const LEVEL_LABEL: Record<ComputerLevel, 'levelBeginner' | 'levelGood' | 'levelExpert'> = {
  beginner: 'levelBeginner',
  good: 'levelGood',
  expert: 'levelExpert',
};

const MODES: JamSumoMode[] = ['jam', 'sumo', 'jamsumo'];

interface LastGame {
  readonly rows: Row[];
  readonly mode: JamSumoMode;
}

/**
 * The last game's players (computer seats included) and mode, offered again; undefined when nothing usable
 * is stored. Older versions stored the list of players alone.
 */
const lastGame = preference('jamsumo.players', (stored): LastGame | undefined => {
  const saved = Array.isArray(stored) ? { rows: stored } : storedFields<LastGame>(stored);
  const rows = saved.rows;
  if (!Array.isArray(rows) || rows.length < MIN_PLAYERS || rows.length > MAX_PLAYERS) return undefined;
  return {
    rows: rows.map((row: Partial<Row>) => ({
      name: String(row.name ?? ''),
      colour: Number(row.colour) || 0,
      ...(COMPUTER_LEVELS.includes(row.computer as never) ? { computer: row.computer } : {}),
    })),
    mode: MODES.includes(saved.mode as JamSumoMode) ? (saved.mode as JamSumoMode) : 'jam',
  };
});

/** Starts a game on the tablet (`/new/flick`) or a score pad for the wooden board (`/new/pad`). */
export default function NewGameScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const table = () => (params.table === 'pad' ? 'pad' : 'flick');
  const [rows, setRows] = createStore<Row[]>([
    { name: '', colour: 0 },
    { name: '', colour: 1 },
  ]);
  const [mode, setMode] = createSignal<JamSumoMode>('jam');
  const [marker, setMarker] = createSignal(0);
  const [error, setError] = createSignal('');
  const [busy, setBusy] = createSignal(false);

  onMount(async () => {
    const remembered = await lastGame.load();
    if (remembered) {
      setRows(remembered.rows);
      setMode(remembered.mode);
    }
  });

  const nameOf = (i: number) =>
    rows[i]?.name.trim() ||
    (rows[i]?.computer && table() === 'flick'
      ? t('computerName', { count: i + 1 })
      : t('defaultName', { count: i + 1 }));
  const setPlayedBy = (i: number, value: string) =>
    setRows(
      produce((list) => {
        const row = list[i]!;
        if (COMPUTER_LEVELS.includes(value as never)) row.computer = value as ComputerLevel;
        else delete row.computer;
      }),
    );
  /** One tap to a game of two: the first player against a computer of the middle level. */
  const againstComputer = () =>
    setRows((list) => [
      { name: list[0]?.name ?? '', colour: list[0]?.colour ?? 0 },
      { name: '', colour: list[0]?.colour === 1 ? 0 : 1, computer: 'good' },
    ]);
  const freeColour = () => COLOURS.find((c) => !rows.some((r) => r.colour === c)) ?? 0;

  const addPlayer = () =>
    setRows(
      produce((list) => {
        list.push({ name: '', colour: freeColour() });
      }),
    );
  const removePlayer = (i: number) => {
    setRows((list) => list.filter((_, j) => j !== i));
    if (marker() >= rows.length) setMarker(0);
  };
  /** Choosing a colour another player has swaps the two, so colours stay distinct. */
  const chooseColour = (i: number, colour: number) =>
    setRows(
      produce((list) => {
        const other = list.findIndex((r, j) => j !== i && r.colour === colour);
        if (other >= 0) list[other]!.colour = list[i]!.colour;
        list[i]!.colour = colour;
      }),
    );

  const start = async (event: Event) => {
    event.preventDefault();
    const players = rows.map((row, i) => ({
      name: row.name.trim() || nameOf(i),
      colour: row.colour,
      ...(row.computer ? { computer: row.computer } : {}),
    }));
    // A computer seat is never turned into a person behind the player's back.
    if (table() === 'pad' && players.some((player) => player.computer)) {
      setError(t('computerOnTabletOnly'));
      return;
    }
    const setup: JamSumoSetup = {
      players,
      mode: mode(),
      table: table(),
      firstMarker: Math.min(marker(), players.length - 1),
      ...(table() === 'flick' ? { board: defaultBoardFor(players.length) } : {}),
    };
    const valid = validateSetup(setup);
    if (!valid.ok) {
      setError(ruleErrorMessage(valid.error.code));
      return;
    }
    setBusy(true);
    void lastGame.save({ rows: players, mode: mode() });
    // The computer is not a person to offer again by name.
    await rememberPlayers(players.filter((player) => !player.computer).map((player) => player.name));
    const id = await startGame(jamSumoGame, valid.value);
    if (!id) {
      // Storage failed and the shell says so; the form stays as it was.
      setBusy(false);
      return;
    }
    navigate(jamSumoGame.href(id, valid.value), { replace: true });
  };

  return (
    <Page title={table() === 'pad' ? t('padSetupTitle') : t('setupTitle')} back="/jamsumo">
      <form class="js-setup" onSubmit={start}>
        <KnownPlayers />
        <fieldset class="js-fieldset">
          <legend>{t('mode')}</legend>
          <div class="js-mode-options">
            <For each={MODES}>
              {(value) => (
                <label class="js-mode-option">
                  <input
                    type="radio"
                    name="mode"
                    value={value}
                    checked={mode() === value}
                    aria-label={modeName(value)}
                    aria-describedby={`mode-${value}-blurb`}
                    onChange={() => setMode(value)}
                  />
                  <span>
                    <strong aria-hidden="true">{modeName(value)}</strong>
                    <small class="muted" id={`mode-${value}-blurb`}>
                      {value === 'jam'
                        ? t('modeJamBlurb')
                        : value === 'sumo'
                          ? t('modeSumoBlurb')
                          : t('modeJamsumoBlurb')}
                    </small>
                  </span>
                </label>
              )}
            </For>
          </div>
        </fieldset>
        <fieldset class="js-fieldset">
          <legend>{t('players')}</legend>
          <p class="muted">{t('seatsHint')}</p>
          <ol class="js-player-rows">
            <Index each={rows}>
              {(row, i) => (
                <li class="js-player-row">
                  <ColourDie colour={row().colour} face={i + 1} size={36} />
                  <input
                    type="text"
                    autocomplete="off"
                    list={KNOWN_PLAYERS_LIST}
                    maxLength={24}
                    aria-label={t('playerName', { count: i + 1 })}
                    placeholder={t('defaultName', { count: i + 1 })}
                    value={row().name}
                    onInput={(e) => setRows(i, 'name', e.currentTarget.value)}
                  />
                  <div
                    class="js-colour-choice"
                    role="radiogroup"
                    aria-label={t('colourOf', { name: nameOf(i) })}
                  >
                    <For each={COLOURS}>
                      {(colour) => (
                        <label class="js-colour-swatch" title={colourName(colour)}>
                          <input
                            type="radio"
                            class="visually-hidden"
                            name={`colour-${i}`}
                            checked={row().colour === colour}
                            aria-label={colourName(colour)}
                            onChange={() => chooseColour(i, colour)}
                          />
                          <ColourDie colour={colour} face={5} size={30} />
                        </label>
                      )}
                    </For>
                  </div>
                  <Show when={table() === 'flick' || row().computer}>
                    <select
                      class="js-played-by"
                      aria-label={t('playedBy', { name: nameOf(i) })}
                      value={row().computer ?? 'person'}
                      onChange={(e) => setPlayedBy(i, e.currentTarget.value)}
                    >
                      <option value="person">{t('person')}</option>
                      <For each={COMPUTER_LEVELS}>
                        {(level) => <option value={level}>{t(LEVEL_LABEL[level])}</option>}
                      </For>
                    </select>
                  </Show>
                  <Show when={rows.length > MIN_PLAYERS}>
                    <button
                      type="button"
                      class="button icon-button"
                      aria-label={t('removePlayer', { name: nameOf(i) })}
                      onClick={() => removePlayer(i)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </Show>
                </li>
              )}
            </Index>
          </ol>
          <div class="js-player-buttons">
            <Show when={rows.length < MAX_PLAYERS}>
              <button type="button" class="button" onClick={addPlayer}>
                + {t('addPlayer')}
              </button>
            </Show>
            <Show when={table() === 'flick'}>
              <button type="button" class="button" onClick={againstComputer}>
                {t('vsComputer')}
              </button>
            </Show>
          </div>
        </fieldset>
        <label class="js-fieldset js-marker">
          <span>{t('firstMarker')}</span>
          <select value={marker()} onChange={(e) => setMarker(Number(e.currentTarget.value))}>
            <Index each={rows}>{(_, i) => <option value={i}>{nameOf(i)}</option>}</Index>
          </select>
        </label>
        <Show when={error()}>
          <p class="js-error" role="alert">
            {error()}
          </p>
        </Show>
        <button type="submit" class="button primary js-start" disabled={busy()}>
          {sessionT('startGame')}
        </button>
      </form>
    </Page>
  );
}
