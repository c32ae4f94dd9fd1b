// Yam Master's first screen: start a game (names, colours, dice), the saved games, and import.

import { randomSeed } from '@dicetable/rules';
import { replayWith, yamMasterRules } from '@dicetable/rules/game';
import type { Layout, YamPlayer, YamSetup } from '@dicetable/rules/yam-master';
import { useNavigate } from '@solidjs/router';
import { createResource, createSignal, For, Show } from 'solid-js';
import { YAM_SEAT_LEVELS } from '../../computer/levels.ts';
import { t as tc } from '../../computer/messages.ts';
import { SeatSelect } from '../../computer/seat-select.tsx';
import { saveComputerSeats } from '../../computer/seats.ts';
import { DiceSetField, diceSetEntry } from '../../history/dice-set-field.tsx';
import { lastPlayed } from '../../session/game-time.ts';
import { ImportGameButton } from '../../session/import-button.tsx';
import { t as sessionT } from '../../session/messages.ts';
import { type Outcome, startGame } from '../../session/saved-games.ts';
import { seatNames } from '../../session/seat-names.ts';
import { t as shellT } from '../../shell/messages.ts';
import { deleteGame, listGames, type SavedGame } from '../../store/games.ts';
import { rememberPlayers } from '../../store/players.ts';
import { KNOWN_PLAYERS_LIST, KnownPlayers } from '../../ui/known-players.tsx';
import { Page } from '../../ui/page.tsx';
import { Token } from './labels.tsx';
import { lastPlayers, type Seats } from './last-players.ts';
import { parseLayout } from './layout-file.ts';
import { t } from './messages.ts';
import { summaryOf, yamGame } from './yam-game.ts';
import './yam-master.css';
import { RulesLink } from '../../how-to-play/rules-link.tsx';
import { TutorialOffer } from '../../tutorial/tutorial-offer.tsx';

const COLOURS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** A saved game's points, worked out from its log when shown rather than read from text stored with it. */
function scoreLine(game: SavedGame): string {
  const replay = replayWith(yamMasterRules, game.log);
  return replay.ok ? summaryOf(replay.state) : '';
}

export default function LobbyScreen() {
  const navigate = useNavigate();
  const [players, setPlayers] = createSignal<[YamPlayer, YamPlayer]>([
    { name: t('playerN', { n: 1 }), colour: 1 },
    { name: t('playerN', { n: 2 }), colour: 2 },
  ]);
  const [dice, setDice] = createSignal<'app' | 'real'>('app');
  /** Per seat: null for a person, else the computer opponent's level (app dice only). */
  const [seats, setSeats] = createSignal<Seats>([null, null]);
  const [diceSet, setDiceSet] = createSignal('');
  const [layout, setLayout] = createSignal<Layout>();
  const [layoutProblem, setLayoutProblem] = createSignal(false);
  const [problem, setProblem] = createSignal<string>();
  const [importMessage, setImportMessage] = createSignal<string>();
  const [confirming, setConfirming] = createSignal<string>();
  const [games, { refetch }] = createResource(() => listGames('yam-master'));

  void lastPlayers.load().then((saved) => {
    if (saved) {
      setPlayers(saved.players);
      setDice(saved.dice);
      setSeats(saved.seats);
    }
  });

  const update = (index: 0 | 1, change: Partial<YamPlayer>) => {
    const next: [YamPlayer, YamPlayer] = [...players()];
    next[index] = { ...next[index], ...change };
    setPlayers(next);
  };

  const start = async (event: Event) => {
    event.preventDefault();
    const chosen = players().map((player) => ({ ...player, name: player.name.trim() })) as [
      YamPlayer,
      YamPlayer,
    ];
    if (chosen.some((player) => player.name.length === 0)) return setProblem(t('needNames'));
    if (chosen[0].colour === chosen[1].colour) return setProblem(t('needColours'));
    // A computer seat is never turned into a person behind the player's back.
    if (dice() === 'real' && seats().some((level) => level !== null)) {
      return setProblem(tc('computerSeatNeedsAppDice'));
    }
    setProblem(undefined);
    const setup: YamSetup = {
      players: chosen,
      dice: dice(),
      ...(dice() === 'app' ? { seed: randomSeed() } : {}),
      ...(layout() ? { layout: layout() } : {}),
      ...diceSetEntry(dice() === 'real', diceSet()),
    };
    void lastPlayers.save({ players: chosen, dice: dice(), seats: seats() });
    await rememberPlayers(chosen.filter((_, seat) => seats()[seat] == null).map((player) => player.name));
    const id = await startGame(yamGame, setup);
    if (!id) return;
    await saveComputerSeats('yam-master', id, seats());
    navigate(yamGame.href(id, setup));
  };

  const imported = (outcome: Outcome<{ href: string }>) => {
    setImportMessage(outcome.ok ? undefined : outcome.message);
    if (outcome.ok) navigate(outcome.value.href);
  };

  const loadLayout = async (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const loaded = parseLayout(await file.text());
    setLayoutProblem(!loaded);
    if (loaded) setLayout(loaded);
  };

  const remove = async (id: string) => {
    if (confirming() !== id) return setConfirming(id);
    setConfirming(undefined);
    await deleteGame(id);
    void refetch();
  };

  return (
    <Page title={shellT('yamMasterName')} back="/" class="ym-lobby" actions={<RulesLink game="yam-master" />}>
      <TutorialOffer game="yam-master" />
      <form class="ym-new" onSubmit={start} aria-labelledby="ym-new-title">
        <h2 id="ym-new-title">{sessionT('newGame')}</h2>
        <KnownPlayers />
        <For each={[0, 1] as const}>
          {(index) => (
            <fieldset class="ym-new-player">
              <legend>
                <Token player={index} colour={players()[index].colour} class="ym-legend-token" />
                {t('playerN', { n: index + 1 })}
              </legend>
              <input
                type="text"
                list={KNOWN_PLAYERS_LIST}
                maxLength={40}
                aria-label={t('playerName', { n: index + 1 })}
                value={players()[index].name}
                onInput={(event) => update(index, { name: event.currentTarget.value })}
              />
              <SeatSelect
                seat={index}
                levels={YAM_SEAT_LEVELS}
                value={seats()[index]}
                onChange={(level) => {
                  const next: Seats = [...seats()];
                  next[index] = level;
                  setSeats(next);
                }}
              />
              <label>
                <span>{t('colour')} </span>
                <select
                  value={players()[index].colour}
                  onChange={(event) => update(index, { colour: Number(event.currentTarget.value) })}
                >
                  <For each={COLOURS}>
                    {(colour) => <option value={colour}>{t(`colour${colour}` as 'colour1')}</option>}
                  </For>
                </select>
              </label>
            </fieldset>
          )}
        </For>
        <fieldset class="ym-new-dice">
          <legend>{t('dice')}</legend>
          <label>
            <input type="radio" name="ym-dice" checked={dice() === 'app'} onChange={() => setDice('app')} />
            {t('appDice')}
          </label>
          <label>
            <input type="radio" name="ym-dice" checked={dice() === 'real'} onChange={() => setDice('real')} />
            {t('realDice')}
          </label>
          <Show when={dice() === 'real'}>
            <Show when={seats().some((level) => level !== null)}>
              <p class="muted">{tc('computerSeatNeedsAppDice')}</p>
            </Show>
            <DiceSetField value={diceSet()} onInput={setDiceSet} />
          </Show>
        </fieldset>
        <fieldset class="ym-new-layout">
          <legend>{t('layout')}</legend>
          <label>
            <input
              type="radio"
              name="ym-layout"
              checked={!layout()}
              onChange={() => {
                setLayout(undefined);
                setLayoutProblem(false);
              }}
            />
            {t('standardLayout')}
          </label>
          <label class="button">
            {t('loadLayout')}
            <input
              type="file"
              accept=".json,.txt,application/json,text/plain"
              class="visually-hidden"
              data-testid="layout-file"
              onChange={loadLayout}
            />
          </label>
          <Show when={layout()}>
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
          <Show when={layoutProblem()}>
            <p class="notice warning" role="alert">
              {t('badLayout')}
            </p>
          </Show>
        </fieldset>
        <Show when={problem()}>
          <p class="notice warning" role="alert">
            {problem()}
          </p>
        </Show>
        <button type="submit" class="button primary">
          {sessionT('startGame')}
        </button>
      </form>

      <section class="ym-saved" aria-labelledby="ym-saved-title">
        <h2 id="ym-saved-title">{t('savedGames')}</h2>
        <Show when={(games() ?? []).length > 0} fallback={<p class="muted">{t('noGames')}</p>}>
          <ul class="ym-game-list">
            <For each={games()}>
              {(game) => (
                <li class="ym-game" data-testid="saved-game">
                  <div>
                    <strong>
                      {t('versus', {
                        a: seatNames(game.log.setup)[0] ?? '',
                        b: seatNames(game.log.setup)[1] ?? '',
                      })}
                    </strong>
                    <span class="muted">
                      {game.status === 'finished' ? t('finished') : t('playing')} · {scoreLine(game)} ·{' '}
                      {lastPlayed(game)}
                    </span>
                  </div>
                  <div class="ym-game-actions">
                    <a href={`/yam-master/${game.id}`} class="button primary">
                      {t('open')}
                    </a>
                    <button type="button" class="button danger" onClick={() => remove(game.id)}>
                      {confirming() === game.id ? t('confirmDelete') : t('delete')}
                    </button>
                  </div>
                </li>
              )}
            </For>
          </ul>
        </Show>
        <ImportGameButton
          game={yamGame}
          label={sessionT('importGame')}
          testId="import-file"
          onImported={imported}
        />
        <Show when={importMessage()}>
          <p class="notice warning" role="alert" data-testid="import-error">
            {importMessage()}
          </p>
        </Show>
      </section>
    </Page>
  );
}
