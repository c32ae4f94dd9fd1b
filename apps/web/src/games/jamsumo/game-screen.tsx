// A JamSumo game on the tablet: the 3D board with every player's platform and Sumo line, the dice in
// play, each player's supply beside it; flicks by swipe (or the button panel); what happened in words;
// round ends, the ranking, undo and resume. The game itself lives in the controller (game-controller.ts)
// and its table worker; this screen only shows it.
import { currentKind, currentMarker, ownerOf } from '@dicetable/rules/jamsumo';
import { A, useNavigate, useParams } from '@solidjs/router';
import { createSignal, onCleanup, onMount, Show } from 'solid-js';
import { type BoardView, FlickPanel, prefersReducedMotion } from '../../board-view/index.ts';
import { Page } from '../../shell/page.tsx';
import { BoardPane, platformUnder } from './board-pane.tsx';
import { colourStyle } from './colours.tsx';
import { createComputerPlayer } from './computer-player.ts';
import { createJamSumoGame } from './game-controller.ts';
import { downloadGameLog } from './game-file.ts';
import { modeName, roundNumbers } from './game-record.ts';
import { t } from './messages.ts';
import { ScoreTable } from './pad-screen.tsx';
import { PlayerPanel } from './player-panel.tsx';
import { Ranking } from './ranking.tsx';
import { RoundResult } from './round-result.tsx';
import { startTableWorker } from './table-client.ts';
import './jamsumo.css';

export default function GameScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const reducedMotion = prefersReducedMotion();
  const [view, setView] = createSignal<BoardView | null>(null);
  const [turn, setTurn] = createSignal(0);
  const table = startTableWorker();
  const game = createJamSumoGame(params.id ?? '', table, {
    openPad: () => navigate(`/jamsumo/pad/${params.id ?? ''}`, { replace: true }),
    animate: () => !reducedMotion && view() !== null,
  });
  const computer = createComputerPlayer(game, table);
  onMount(() => void game.open());
  onCleanup(() => {
    game.close();
    table.close();
  });

  const players = () => game.state()?.setup.players ?? [];
  const nameOf = (seat: number) => players()[seat]?.name ?? '';
  const ready = () => game.phase() === 'ready';
  /** A person at the tablet is to flick (not a computer seat). */
  const personReady = () => ready() && !computer.playing();
  const live = () => game.phase() !== 'loading' && game.phase() !== 'failed';

  const flickable = () => {
    const s = game.state();
    if (!s || !personReady()) return [];
    const placed = game.pending();
    return s.dice.flatMap((d, die) =>
      (placed ? die === placed.die : ownerOf(die) === s.current && d.status === 'play')
        ? [
            {
              index: die,
              style: colourStyle(players()[ownerOf(die)]?.colour ?? 0),
              label: t('dieLabel', { name: nameOf(ownerOf(die)), count: (die % 5) + 1 }),
            },
          ]
        : [],
    );
  };

  const headline = () => {
    // While a round's result is shown, the headline still names that round.
    const s = game.roundEnd()?.before ?? game.state();
    if (!s) return '';
    const kind = currentKind(s) === 'jam' ? t('kindJam') : t('kindSumo');
    // Only a Jam Sumo game changes kind from round to round; a Jam or Sumo game's mode already says it.
    const round = `${modeName(s.setup.mode)} · ${t('roundOf', roundNumbers(s))}`;
    return s.setup.mode === 'jamsumo' ? `${round} · ${kind}` : round;
  };

  return (
    <Page
      title={t('title')}
      back="/jamsumo"
      class="js-game-page"
      actions={
        <>
          <button
            type="button"
            class="button"
            disabled={!game.log()}
            onClick={() => {
              const l = game.log();
              if (l) downloadGameLog(l);
            }}
          >
            {t('exportGame')}
          </button>
          <button
            type="button"
            class="button"
            onClick={() => void computer.undo()}
            disabled={!live() || game.phase() === 'moving' || !game.log()?.actions.length}
          >
            ↶ {t('undoFlick')}
          </button>
        </>
      }
    >
      <p class="visually-hidden" aria-live="polite" data-testid="announce">
        {game.said()}
      </p>
      <Show when={game.phase() === 'loading'}>
        <p class="loading">{t('loadingEngine')}</p>
      </Show>
      <Show when={game.problem()}>
        <p class="js-error" role="alert">
          {game.problem()}
        </p>
        <Show when={game.state()}>{(s) => <ScoreTable state={s()} />}</Show>
        <A href="/jamsumo" class="button">
          {t('title')}
        </A>
      </Show>
      <Show when={live() && game.state()}>
        {(s) => (
          <div class="js-table" data-phase={game.phase()}>
            <BoardPane
              game={game}
              view={view()}
              reducedMotion={reducedMotion}
              onView={setView}
              onTurn={setTurn}
              computer={computer}
            />
            <aside class="js-side">
              <p class="js-headline">{headline()}</p>
              <Show when={game.notice()}>
                <p class="js-notice" role="status" data-testid="notice">
                  {game.notice()}
                </p>
              </Show>
              <Show when={ready() || game.phase() === 'moving'}>
                <h2 class="js-turn" data-testid="turn">
                  {game.phase() === 'moving'
                    ? t('rolling')
                    : computer.playing()
                      ? computer.aim()
                        ? t('computerAiming', { name: nameOf(s().current) })
                        : t('computerThinking', { name: nameOf(s().current) })
                      : t('turnOf', { name: nameOf(s().current) })}
                </h2>
                <Show when={computer.failed()}>
                  <p class="js-error" role="alert">
                    {t('computerFailed')}
                  </p>
                </Show>
                <p class="muted js-hint">{currentKind(s()) === 'jam' ? t('hintJam') : t('hintSumo')}</p>
              </Show>
              <Show when={game.error()}>
                <p class="js-error" role="alert">
                  {game.error()}
                </p>
              </Show>
              <Show when={game.phase() !== 'round-over' && game.phase() !== 'over'}>
                <PlayerPanel
                  state={s()}
                  marker={currentMarker(s())}
                  canPlace={personReady() && currentKind(s()) === 'jam' && !game.pending()}
                  pending={game.pending()}
                  onPlace={(die, platform, offset) => void game.place(die, platform, offset)}
                  platformUnder={(x, y) => platformUnder(view(), game.drawn.board, x, y)}
                  onCancelPlace={game.cancelPlace}
                />
              </Show>
              <Show when={game.roundEnd()}>
                {(end) => (
                  <RoundResult
                    before={end().before}
                    after={end().after}
                    onNext={game.phase() === 'round-over' ? game.nextRound : undefined}
                  />
                )}
              </Show>
              <Show when={game.phase() === 'over'}>
                <section class="js-game-over" aria-labelledby="js-over-heading">
                  <h2 id="js-over-heading">{t('gameOver')}</h2>
                  <Ranking state={s()} />
                  <A href="/jamsumo/new/flick" class="button primary">
                    {t('playAgain')}
                  </A>
                </section>
              </Show>
              <Show when={personReady()}>
                <details class="js-keyboard-flick">
                  <summary>{t('keyboardFlick')}</summary>
                  <FlickPanel
                    dice={flickable()}
                    view={view()}
                    turn={turn()}
                    onFlick={(f) => void game.flick(f)}
                  />
                </details>
              </Show>
              <details class="js-scores" open={game.phase() === 'over'}>
                <summary>{t('scoresTable')}</summary>
                <ScoreTable state={s()} />
              </details>
            </aside>
          </div>
        )}
      </Show>
    </Page>
  );
}
