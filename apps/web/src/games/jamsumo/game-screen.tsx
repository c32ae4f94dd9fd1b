// A JamSumo game on the tablet: the 3D board with every player's platform and Sumo line, the dice in
// play, each player's supply beside it; flicks by swipe (or the button panel); what happened in words;
// round ends, the ranking, undo and resume. The game itself lives in the controller (game-controller.ts)
// and its table worker; this screen only shows it.
import { currentKind, currentMarker, ownerOf } from '@dicetable/rules/jamsumo';
import { A, useNavigate } from '@solidjs/router';
import { createSignal, onCleanup, onMount, Show } from 'solid-js';
import { type BoardView, FlickPanel, type FlickPlan, prefersReducedMotion } from '../../board-view/index.ts';
import { savedGameRoute } from '../../session/saved-game-screen.tsx';
import { exportGame } from '../../session/saved-games.ts';
import { UndoButton } from '../../session/undo-button.tsx';
import { Page } from '../../ui/page.tsx';
import { BoardPane, platformUnder } from './board-pane.tsx';
import { colourStyle } from './colours.tsx';
import { createComputerPlayer } from './computer-player.ts';
import { flickBlock, flickBlockText } from './flick-blocked.ts';
import { createJamSumoGame, type JamSumoGame, type JamSumoSession } from './game-controller.ts';
import { modeName, roundNumbers } from './game-words.ts';
import { jamSumoGame } from './jamsumo-game.ts';
import { t } from './messages.ts';
import { PlayerPanel } from './player-panel.tsx';
import { Ranking } from './ranking.tsx';
import { RoundResult } from './round-result.tsx';
import { ScoreTable } from './score-table.tsx';
import { startTableWorker } from './table-client.ts';
import { jamSumoTurnMessage, jamSumoTurnText } from './turn-message.ts';
import './jamsumo.css';
import { ExportButton } from '../../ui/export-button.tsx';

export default savedGameRoute(jamSumoGame, '/jamsumo', (props) => {
  const navigate = useNavigate();
  // A game on the wooden board is kept on its score pad.
  if (props.session.state().setup.table === 'pad') {
    onMount(() =>
      navigate(jamSumoGame.href(props.session.id, props.session.state().setup), { replace: true }),
    );
    return null;
  }
  return <FlickTable session={props.session} />;
});

/** The table on a game's session; a guided game steadies the hand and drives the other seat through onGame. */
export function FlickTable(props: {
  session: JamSumoSession;
  handSpread?: number;
  onGame?: (game: JamSumoGame) => void;
}) {
  const reducedMotion = prefersReducedMotion();
  const [view, setView] = createSignal<BoardView | null>(null);
  const [turn, setTurn] = createSignal(0);
  const [plan, setPlan] = createSignal<FlickPlan | null>(null);
  const table = startTableWorker();
  const game = createJamSumoGame(props.session, table, {
    animate: () => !reducedMotion && view() !== null,
    ...(props.handSpread !== undefined ? { handSpread: props.handSpread } : {}),
  });
  props.onGame?.(game);
  const computer = createComputerPlayer(game, table);
  onMount(() => void game.open());
  onCleanup(() => {
    game.close();
    table.close();
  });

  const s = game.state;
  const players = () => s().setup.players;
  const nameOf = (seat: number) => players()[seat]?.name ?? '';
  const ready = () => game.phase() === 'ready';
  /** A person at the tablet is to flick (not a computer seat). */
  const personReady = () => ready() && !computer.playing();
  const live = () => game.phase() !== 'loading' && game.phase() !== 'failed';

  /** Why nobody at the tablet can flick now ('' when they can). */
  const closedWhy = () =>
    flickBlockText(
      flickBlock({ phase: game.phase(), state: s(), computer: computer.playing(), placed: !!game.pending() }),
    );

  const flickable = () => {
    if (!personReady()) return [];
    const placed = game.pending();
    return s().dice.flatMap((d, die) =>
      (placed ? die === placed.die : ownerOf(die) === s().current && d.status === 'play')
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
    const roundState = game.roundEnd()?.before ?? s();
    const kind = currentKind(roundState) === 'jam' ? t('kindJam') : t('kindSumo');
    // Only a Jam Sumo game changes kind from round to round; a Jam or Sumo game's mode already says it.
    const round = `${modeName(roundState.setup.mode)} · ${t('roundOf', roundNumbers(roundState))}`;
    return roundState.setup.mode === 'jamsumo' ? `${round} · ${kind}` : round;
  };

  return (
    <Page
      title={t('title')}
      back="/jamsumo"
      class="js-game-page"
      actions={
        <>
          <ExportButton onClick={() => exportGame(jamSumoGame, game.log())} />
          <UndoButton
            session={props.session}
            check={game.undoCheck}
            undo={game.undo}
            words={{ 'throw-stands': t('flickStands') }}
            testId="js-undo"
            label={t('undo')}
          />
        </>
      }
    >
      <p class="visually-hidden" aria-live="polite" data-testid="announce">
        {game.announcement()}
      </p>
      <Show when={game.phase() === 'loading'}>
        <p class="loading">{t('loadingEngine')}</p>
      </Show>
      <Show when={game.problem()}>
        <p class="js-error" role="alert">
          {game.problem()}
        </p>
        <ScoreTable state={game.state()} />
        <A href="/jamsumo" class="button">
          {t('title')}
        </A>
      </Show>
      <Show when={live()}>
        {
          <div class="js-table" data-phase={game.phase()}>
            <BoardPane
              game={game}
              view={view()}
              reducedMotion={reducedMotion}
              onView={setView}
              onTurn={setTurn}
              computer={computer}
              closedWhy={closedWhy}
              onPlan={setPlan}
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
                  {computer.playing()
                    ? game.phase() === 'moving'
                      ? t('computerFlicking', { name: nameOf(s().current) })
                      : computer.aim()
                        ? t('computerAiming', { name: nameOf(s().current) })
                        : t('computerThinking', { name: nameOf(s().current) })
                    : game.phase() === 'moving'
                      ? t('rolling')
                      : t('turnOf', { name: nameOf(s().current) })}
                </h2>
                <Show when={computer.failed()}>
                  <p class="js-error" role="alert">
                    {t('computerFailed')}
                  </p>
                </Show>
                <p class="muted js-hint" data-testid="turn-hint">
                  {computer.playing()
                    ? t('hintComputer', { name: nameOf(s().current) })
                    : jamSumoTurnText(jamSumoTurnMessage(s()))}
                </p>
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
              <Show when={game.phase() !== 'over'}>
                <details class="js-keyboard-flick">
                  <summary>{t('keyboardFlick')}</summary>
                  <FlickPanel
                    dice={flickable()}
                    blocked={closedWhy()}
                    view={view()}
                    turn={turn()}
                    onFlick={(f) => void game.flick(f)}
                    predictLanding={game.landing}
                    plan={plan()}
                    boardRadius={game.drawn.board.boardRadius}
                  />
                </details>
              </Show>
              <details class="js-scores" open={game.phase() === 'over'}>
                <summary>{t('scoresTable')}</summary>
                <ScoreTable state={s()} />
              </details>
            </aside>
          </div>
        }
      </Show>
    </Page>
  );
}
