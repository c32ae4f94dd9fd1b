import { createResource, onCleanup, onMount, Show } from 'solid-js';
import { ComputerTurnBanner } from '../../computer/computer-turn-banner.tsx';
import { JAMB_SEAT_LEVELS } from '../../computer/levels.ts';
import { loadComputerSeats } from '../../computer/seats.ts';
import '../../computer/computer.css';
import { t as reviewT } from '../../review/messages.ts';
import { ReviewLink } from '../../review/review-link.tsx';
import { reviewPath } from '../../review/reviewed-games.ts';
import { savedGameRoute } from '../../session/saved-game-screen.tsx';
import { exportGame } from '../../session/saved-games.ts';
import { Page } from '../../ui/page.tsx';
import { ClosedCellNote } from './closed-cell-note.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { fitHeaderLabels, HeaderActions } from './header-actions.tsx';
import { jambGame } from './jamb-game.ts';
import { categoryName, columnName } from './labels.ts';
import { t } from './messages.ts';
import { PassCard } from './pass-card.tsx';
import { createJambPlay, type JambPlay, type JambSession } from './play-controller.ts';
import { loadGameView } from './preferences.ts';
import { PrintSheets } from './print-sheets.tsx';
import { RankingView } from './ranking-view.tsx';
import { playerStyle } from './score-sheet.tsx';
import { SheetPanel } from './sheet-panel.tsx';
import { scrollOpenCellsIntoView } from './sheet-scroll.ts';
import { TurnPanel } from './turn-panel.tsx';
import './jamb.css';

/**
 * The per-game view settings (hints, pass screen) and computer seats come with the game, before its first
 * frame. The guided first game shows its own session through this same screen.
 */
export function JambGameScreen(props: { session: JambSession }) {
  const [loaded] = createResource(async () => {
    const players = props.session.state().setup.players.length;
    const view = await loadGameView(props.session.id, players);
    const seats = await loadComputerSeats('jamb', props.session.id, players, JAMB_SEAT_LEVELS);
    return { view, seats };
  });

  return (
    <Show when={loaded()}>
      {(ready) => <Game game={createJambPlay(props.session, ready().view, ready().seats)} />}
    </Show>
  );
}

export default savedGameRoute(jambGame, '/jamb', JambGameScreen);

function Game(props: { game: JambPlay }) {
  const game = props.game;
  const { session, state } = game;

  let table: HTMLDivElement | undefined;
  scrollOpenCellsIntoView(() => table, game.writable);

  const headerActions = (
    <HeaderActions
      session={session}
      onUndone={game.afterUndo}
      finished={state().finished}
      computerTurn={game.computerTurn()}
      currentName={game.currentName()}
      adviceOn={game.advice.visible()}
      onToggleAdvice={game.advice.toggle}
      hintsOn={game.hintsOn()}
      onToggleHints={game.toggleHints}
      onExport={() => exportGame(jambGame, session.log())}
    />
  );

  return (
    <Page
      title={t('title')}
      back="/jamb"
      actions={headerActions}
      class="jamb-play"
      headerRef={(header) => onMount(() => onCleanup(fitHeaderLabels(header)))}
    >
      <p class="visually-hidden" role="status" aria-live="polite" data-testid="jamb-live">
        {game.liveMessage()}
      </p>
      <Show when={!state().finished} fallback={<GameOver game={game} />}>
        <Show when={game.computerTurn()}>
          <ComputerTurnBanner
            name={game.currentName()}
            turns={game.computer}
            did={game.computerDid()}
            undoOpen={session.canUndo()}
            testIdPrefix="jamb"
            class="jamb-screen-only"
          />
        </Show>
        <div
          class="jamb-table jamb-screen-only"
          style={playerStyle(game.current())}
          ref={table}
          inert={game.computerTurn() || undefined}
        >
          <TurnPanel game={game} />
          <SheetPanel game={game} />
        </div>
      </Show>

      <Show when={game.why()}>
        <ClosedCellNote text={game.why()} onClose={() => game.setWhy('')} />
      </Show>

      <PrintSheets state={state()} />

      <Show when={game.passTo() !== null}>
        <PassCard
          to={game.passTo() ?? 0}
          name={game.players()[game.passTo() ?? 0]!.name}
          lastWrite={game.lastWrite()}
          canUndo={session.canUndo() && game.lastWrite()?.byPerson === true}
          onStart={game.startPassedTurn}
          onUndo={game.undo}
        />
      </Show>

      <ConfirmDialog
        open={game.confirmZero() !== null}
        title={t('confirmZeroTitle')}
        confirmLabel={t('writeZero')}
        onCancel={game.cancelZero}
        onConfirm={game.writeConfirmedZero}
      >
        {game.confirmZero()
          ? t('confirmZero', {
              category: categoryName(game.confirmZero()!.category),
              column: columnName(game.confirmZero()!.column),
            })
          : ''}
      </ConfirmDialog>
    </Page>
  );
}

function GameOver(props: { game: JambPlay }) {
  const { session, state } = props.game;
  return (
    <div class="jamb-finished jamb-screen-only">
      <h2>{t('gameOver')}</h2>
      <Show when={!session.undoClosed}>
        {/* A guided game (the only one whose undo is closed) lives on screen only: nothing to review. */}
        <ReviewLink
          href={reviewPath(session.id)}
          players={state().setup.players.length}
          warmAtOnce
          class="button primary jamb-review"
          testId="open-review"
        >
          {reviewT('review')}
        </ReviewLink>
      </Show>
      <RankingView state={state()} />
    </div>
  );
}
