import type { JambLevel } from '@dicetable/players';
import type { UndoKind } from '@dicetable/rules/game';
import {
  type JambAction,
  type JambCategory,
  type JambColumn,
  type JambSetup,
  type JambState,
  legalJambActions,
} from '@dicetable/rules/jamb';
import {
  createEffect,
  createMemo,
  createResource,
  createSignal,
  on,
  onCleanup,
  onMount,
  Show,
} from 'solid-js';
import { ComputerTurnBanner } from '../../computer/computer-turn-banner.tsx';
import { JambAdvicePanel } from '../../computer/jamb-advice.tsx';
import { JAMB_SEAT_LEVELS } from '../../computer/levels.ts';
import { type ComputerSeats, loadComputerSeats } from '../../computer/seats.ts';
import '../../computer/computer.css';
import { t as tc } from '../../computer/messages.ts';
import { DiceTray } from '../../dice-tray/dice-tray.tsx';
import { t as reviewT } from '../../review/messages.ts';
import { ReviewLink } from '../../review/review-link.tsx';
import { reviewPath } from '../../review/reviewed-games.ts';
import type { GameSession } from '../../session/game-session.ts';
import { t as ts } from '../../session/messages.ts';
import { savedGameRoute } from '../../session/saved-game-screen.tsx';
import { exportGame } from '../../session/saved-games.ts';
import { withShownNames } from '../../session/seat-names.ts';
import { feedback } from '../../ui/feedback.ts';
import { Page } from '../../ui/page.tsx';
import { createAdviceSwitch } from './advice-switch.ts';
import { AnnounceChoices, AnnouncedNote } from './announcement.tsx';
import { closedCellReason } from './closed-cell.ts';
import { ClosedCellNote } from './closed-cell-note.tsx';
import { createJambComputerTurns } from './computer-turns.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { fitHeaderLabels, HeaderActions } from './header-actions.tsx';
import { hintCellKey, hintCells } from './hint-cells.ts';
import { HintsLegend } from './hints-legend.tsx';
import { jambGame } from './jamb-game.ts';
import { categoryName, columnName } from './labels.ts';
import { t } from './messages.ts';
import { PassCard, type WrittenScore } from './pass-card.tsx';
import { tabletPassesTo } from './passing.ts';
import { type JambGameView, loadGameView, saveGameView } from './preferences.ts';
import { PrintSheets } from './print-sheets.tsx';
import { RankingView } from './ranking-view.tsx';
import { playerStyle, ScoreSheet } from './score-sheet.tsx';
import { Scoreboard } from './scoreboard.tsx';
import { scrollOpenCellsIntoView } from './sheet-scroll.ts';
import { jambTurnMessage, jambTurnText } from './turn-message.ts';
import { assumesHold, createJambHints } from './use-hints.ts';
import './jamb.css';

const CROWDED_SCOREBOARD = 4;

type JambSession = GameSession<JambSetup, JambState, JambAction>;

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
      {(ready) => <Game session={props.session} initialView={ready().view} seats={ready().seats} />}
    </Show>
  );
}

export default savedGameRoute(jambGame, '/jamb', JambGameScreen);

function Game(props: { session: JambSession; initialView: JambGameView; seats: ComputerSeats<JambLevel> }) {
  const { session } = props;
  const state = withShownNames(session.state);
  const legal = createMemo(() => legalJambActions(state()));
  const [view, setView] = createSignal(props.initialView);
  /** The last change read out to screen readers. */
  const [liveMessage, setLiveMessage] = createSignal('');
  const [announcing, setAnnouncing] = createSignal(false);
  const [confirmZero, setConfirmZero] = createSignal<{ column: JambColumn; category: JambCategory } | null>(
    null,
  );
  const [passTo, setPassTo] = createSignal<number | null>(null);
  /** What the last write put on the sheet, shown on the pass card so a mistap can be taken back. */
  const [lastWrite, setLastWrite] = createSignal<WrittenScore | null>(null);
  /**
   * The computer's last move in words (its throw, announcement or write): shown while it plays and, once
   * its write has ended its turn, to the person who plays next until their first throw.
   */
  const [computerDid, setComputerDid] = createSignal('');
  const [chosenHint, setChosenHint] = createSignal<JambCategory | null>(null);
  /** Another player's sheet shown read-only; back to the current player's at every new turn. */
  const [viewing, setViewing] = createSignal<number | null>(null);
  const sheetPlayer = () => viewing() ?? state().current;
  createEffect(
    on(
      () => state().current,
      () => setViewing(null),
      { defer: true },
    ),
  );

  const players = () => state().setup.players;
  const current = () => state().current;
  /** Above this many players the totals go below the dice, two to a row, so Roll stays on screen. */
  const crowded = () => players().length > CROWDED_SCOREBOARD;
  const scoreboard = () => (
    <Scoreboard
      state={state()}
      sheetPlayer={sheetPlayer()}
      compact={crowded()}
      onShowSheet={(player) => setViewing(player === current() ? null : player)}
    />
  );
  const currentName = () => players()[current()]!.name;
  const sheet = () => state().sheets[current()]!;
  const hintsOn = () => view().hints[current()] ?? false;
  const hints = createJambHints(state, hintsOn);
  const levelOf = (seat: number) => props.seats[seat] ?? null;
  // Undo never takes back a computer's move.
  session.setComputerSeat((seat) => levelOf(seat) !== null);
  const advice = createAdviceSwitch(state, (seat) => levelOf(seat) === null);

  const writable = createMemo(
    () => new Map(legal().write.map((option) => [`${option.column}:${option.category}`, option.score])),
  );
  // Hints only where the player may still fill a cell this turn (Announced: once announced, or marked
  // as holding only if announced now).
  const hinted = createMemo(() => hintCells(state()));
  const reachable = (column: JambColumn, category: JambCategory) =>
    hinted().has(hintCellKey(column, category));
  const ifAnnounced = (column: JambColumn, category: JambCategory) =>
    hinted().get(hintCellKey(column, category)) === 'if-announced';
  const suggested = () => {
    const category = chosenHint();
    return hintsOn() && category ? hints.keep(category) : undefined;
  };

  /** Why the empty cell tapped last cannot be written, until the game moves on. */
  const [why, setWhy] = createSignal('');
  createEffect(on(state, () => setWhy(''), { defer: true }));

  let table: HTMLDivElement | undefined;
  scrollOpenCellsIntoView(() => table, writable);

  const dispatch = (action: JambAction): boolean => {
    const byComputer = levelOf(state().current) !== null;
    if (!session.dispatch(action)) {
      setLiveMessage(session.refusal()?.text ?? '');
      return false;
    }
    if (action.type === 'roll' || action.type === 'enter') {
      feedback('roll');
      const dice = state().turn.dice!.join(' ');
      setLiveMessage(t('rolled', { dice }));
      setComputerDid(byComputer ? tc('computerRolled', { dice }) : '');
    }
    return true;
  };

  const write = (column: JambColumn, category: JambCategory) => {
    const before: JambState = state();
    const score = legal().write.find((w) => w.column === column && w.category === category)?.score;
    if (score === undefined || !dispatch({ type: 'write', column, category })) return;
    feedback(state().finished ? 'win' : 'place');
    setChosenHint(null);
    setAnnouncing(false);
    const writer = before.setup.players[before.current]!.name;
    const wrote = t('wrote', {
      name: writer,
      score,
      category: categoryName(category),
      column: columnName(column),
    });
    setLiveMessage(wrote);
    // A computer's write is not the next person's to take back: the card then says what it wrote and
    // only passes the tablet.
    const byPerson = levelOf(before.current) === null;
    setLastWrite({
      score,
      category: categoryName(category),
      column: columnName(column),
      by: writer,
      byPerson,
    });
    setComputerDid(byPerson ? '' : wrote);
    if (!state().finished && view().passScreen && tabletPassesTo(props.seats, state().current)) {
      setPassTo(state().current);
    }
  };

  const requestWrite = (column: JambColumn, category: JambCategory, score: number) => {
    if (score === 0) setConfirmZero({ column, category });
    else write(column, category);
  };

  const announce = (category: JambCategory) => {
    if (dispatch({ type: 'announce', category })) {
      setAnnouncing(false);
      setLiveMessage(t('announced', { category: categoryName(category) }));
    }
  };

  const toggleDie = (index: number) => {
    const held = state().turn.held[index];
    dispatch({ type: held ? 'release' : 'hold', die: index });
  };

  const afterUndo = (kind: UndoKind) => {
    setPassTo(null);
    setLastWrite(null);
    setComputerDid('');
    setAnnouncing(false);
    setLiveMessage(kind === 'typing-fix' ? ts('retypeDice') : t('undone'));
  };
  const undo = () => {
    if (session.undo()) afterUndo('decision');
  };

  const toggleHints = () => {
    const next = { ...view(), hints: view().hints.map((on, i) => (i === current() ? !on : on)) };
    setView(next);
    void saveGameView(session.id, next);
  };

  const computerTurn = () => !state().finished && levelOf(current()) !== null;
  const computer = createJambComputerTurns({
    state,
    active: () => computerTurn() && passTo() === null,
    levelOf,
    actionCount: () => session.log().actions.length,
    dispatch,
    write,
    onAnnounced: (category) => {
      const words = t('announced', { category: categoryName(category) });
      setLiveMessage(words);
      setComputerDid(words);
    },
  });
  /** A person plays now; the computer's write that ended its turn is still shown until their first throw. */
  const computerWroteBefore = () =>
    !computerTurn() && state().turn.dice === null && lastWrite()?.byPerson === false ? computerDid() : '';

  const turnMessage = createMemo(() => jambTurnMessage(state()));
  const rollCountText = () => {
    const used = state().turn.rollsUsed;
    return used === 0 ? t('noRollYet') : t('rollCount', { used });
  };

  const headerActions = (
    <HeaderActions
      session={session}
      onUndone={afterUndo}
      finished={state().finished}
      computerTurn={computerTurn()}
      currentName={currentName()}
      adviceOn={advice.visible()}
      onToggleAdvice={advice.toggle}
      hintsOn={hintsOn()}
      onToggleHints={toggleHints}
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
        {liveMessage()}
      </p>
      <Show
        when={!state().finished}
        fallback={
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
        }
      >
        <Show when={computerTurn()}>
          <ComputerTurnBanner
            name={currentName()}
            turns={computer}
            did={computerDid()}
            undoOpen={session.canUndo()}
            testIdPrefix="jamb"
            class="jamb-screen-only"
          />
        </Show>
        <div
          class="jamb-table jamb-screen-only"
          style={playerStyle(current())}
          ref={table}
          inert={computerTurn() || undefined}
        >
          <section class="jamb-controls" aria-label={t('turnOf', { name: currentName() })}>
            <div class="jamb-turn-banner">
              <h2 data-testid="jamb-current-player">{t('turnOf', { name: currentName() })}</h2>
              <span class="jamb-roll-count" data-testid="jamb-roll-count">
                {rollCountText()}
              </span>
            </div>
            <Show when={computerWroteBefore()}>
              <p class="jamb-computer-wrote" data-testid="jamb-computer-wrote">
                {computerWroteBefore()}
              </p>
            </Show>
            {/* During the computer's turn its banner says what happens; no sentence asks the people to play. */}
            <Show when={!computerTurn()}>
              <p
                class="jamb-turn-message"
                classList={{ 'jamb-warning': turnMessage().key === 'announceRequired' }}
                aria-live="polite"
                data-testid="jamb-turn-message"
              >
                {jambTurnText(turnMessage())}
              </p>
            </Show>
            <Show when={players().length > 1 && !crowded()}>{scoreboard()}</Show>
            <DiceTray
              turn={state().turn}
              mode={computerTurn() ? 'app' : state().setup.diceMode}
              owner={computerTurn() ? tc('computersDice') : undefined}
              canHold={
                !computerTurn() && legal().hold.length + legal().release.length > 0 && passTo() === null
              }
              canRoll={!computerTurn() && (legal().roll || legal().enter.length > 0) && passTo() === null}
              rollBlocked={legal().announceRequired ? t('announceRequired') : undefined}
              suggested={advice.keep() ?? suggested()}
              colour="var(--player)"
              onToggle={toggleDie}
              onRoll={() => dispatch({ type: 'roll' })}
              onEnter={(dice) => dispatch({ type: 'enter', dice })}
            />
            {/* Many players' totals would push the dice and Roll off the screen: they come after them. */}
            <Show when={crowded()}>{scoreboard()}</Show>
            {/* The turn's decisions first, beside the dice; Advice and the legend below them, so that on a
                landscape tablet an open Advice never pushes Announce and its list out of view. */}
            <Show when={state().announced}>{(category) => <AnnouncedNote category={category()} />}</Show>
            <Show when={!computerTurn() && legal().announce.length > 0}>
              <AnnounceChoices
                choices={legal().announce}
                required={legal().announceRequired}
                open={announcing()}
                onToggle={() => setAnnouncing((open) => !open)}
                onAnnounce={announce}
              />
            </Show>
            <Show when={advice.visible()}>
              <JambAdvicePanel state={state()} advice={advice.advice()} onClose={advice.close} />
            </Show>
            <Show when={hintsOn()}>
              <HintsLegend
                lastRoll={state().turn.rollsUsed >= 3}
                held={assumesHold(state().turn)}
                ifAnnounced={[...hinted().values()].includes('if-announced')}
              />
            </Show>
          </section>
          <div class="jamb-sheet-wrap">
            <Show when={viewing() !== null && viewing() !== current()}>
              <button type="button" class="button jamb-back-to-current" onClick={() => setViewing(null)}>
                {t('backToSheet', { name: currentName() })}
              </button>
            </Show>
            <Show
              when={sheetPlayer() === current()}
              fallback={
                <ScoreSheet
                  sheet={state().sheets[sheetPlayer()]!}
                  options={state().setup.options}
                  caption={t('sheetOf', { name: players()[sheetPlayer()]!.name })}
                  playerIndex={sheetPlayer()}
                />
              }
            >
              <ScoreSheet
                sheet={sheet()}
                options={state().setup.options}
                caption={t('sheetOf', { name: currentName() })}
                writable={computerTurn() ? undefined : writable()}
                reachable={reachable}
                ifAnnounced={ifAnnounced}
                hint={hintsOn() ? hints.hint : undefined}
                chosenHint={chosenHint()}
                onChooseHint={
                  hintsOn() && state().turn.dice && !computerTurn()
                    ? (c) => setChosenHint((old) => (old === c ? null : c))
                    : undefined
                }
                onWrite={requestWrite}
                closedReason={(column, category) => closedCellReason(state(), column, category)}
                onClosedTap={(column, category) => setWhy(closedCellReason(state(), column, category))}
                playerIndex={current()}
              />
            </Show>
          </div>
        </div>
      </Show>

      <Show when={why()}>
        <ClosedCellNote text={why()} onClose={() => setWhy('')} />
      </Show>

      <PrintSheets state={state()} />

      <Show when={passTo() !== null}>
        <PassCard
          to={passTo() ?? 0}
          name={players()[passTo() ?? 0]!.name}
          lastWrite={lastWrite()}
          canUndo={session.canUndo() && lastWrite()?.byPerson === true}
          onStart={() => setPassTo(null)}
          onUndo={undo}
        />
      </Show>

      <ConfirmDialog
        open={confirmZero() !== null}
        title={t('confirmZeroTitle')}
        confirmLabel={t('writeZero')}
        onCancel={() => setConfirmZero(null)}
        onConfirm={() => {
          const cell = confirmZero();
          setConfirmZero(null);
          if (cell) write(cell.column, cell.category);
        }}
      >
        {confirmZero()
          ? t('confirmZero', {
              category: categoryName(confirmZero()!.category),
              column: columnName(confirmZero()!.column),
            })
          : ''}
      </ConfirmDialog>
    </Page>
  );
}
