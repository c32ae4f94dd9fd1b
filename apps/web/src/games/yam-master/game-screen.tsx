import { diceToRoll, MAX_ROLLS } from '@dicetable/rules';
import {
  canRemove,
  defiFailed,
  placeableSquares,
  qualifyingLabels,
  scoringRuns,
  type YamAction,
  type YamSetup,
  type YamState,
} from '@dicetable/rules/yam-master';
import { createEffect, createMemo, createResource, createSignal, on, Show } from 'solid-js';
import { ComputerTurnBanner } from '../../computer/computer-turn-banner.tsx';
import { t as tc } from '../../computer/messages.ts';
import '../../computer/computer.css';
import { YAM_SEAT_LEVELS } from '../../computer/levels.ts';
import { loadComputerSeats } from '../../computer/seats.ts';
import { DiceTray } from '../../dice-tray/dice-tray.tsx';
import { reviewPath } from '../../review/reviewed-games.ts';
import type { GameSession } from '../../session/game-session.ts';
import { savedGameRoute } from '../../session/saved-game-screen.tsx';
import { exportGame } from '../../session/saved-games.ts';
import { withShownNames } from '../../session/seat-names.ts';
import { UndoButton } from '../../session/undo-button.tsx';
import { t as shellT } from '../../shell/messages.ts';
import { feedback } from '../../ui/feedback.ts';
import { Page } from '../../ui/page.tsx';
import { Board } from './board.tsx';
import { closedSquareReason } from './closed-square.ts';
import { createYamComputerTurns } from './computer-turns.ts';
import { EndPanel } from './end-panel.tsx';
import { FiguresPanel } from './figures-panel.tsx';
import { endingLine, seatPoints, yamOver } from './game-result.ts';
import { loadSeatHints, type SeatHints, saveSeatHints } from './hints-preference.ts';
import { t } from './messages.ts';
import { createOddsHints } from './odds-hints.ts';
import { OddsPanel } from './odds-panel.tsx';
import { PlayerList } from './player-list.tsx';
import { TurnActions } from './turn-actions.tsx';
import { yamTurnMessage, yamTurnText } from './turn-message.ts';
import { lastTurnText, resultText } from './turn-texts.ts';
import { yamGame } from './yam-game.ts';
import './yam-master.css';
import { ExportButton } from '../../ui/export-button.tsx';

type YamSession = GameSession<YamSetup, YamState, YamAction>;

const NONE: ReadonlySet<number> = new Set();

/** A Yam Master game on screen: a saved game, or the guided first game's session through this same screen. */
export function YamGameScreen(props: { session: YamSession }) {
  const state = withShownNames(props.session.state);
  const players = () => state().setup.players;
  const names = (): [string, string] => [players()[0].name, players()[1].name];
  const colours = (): [number, number] => [players()[0].colour, players()[1].colour];
  const [removeMode, setRemoveMode] = createSignal(false);
  const [hints, setHints] = createSignal<SeatHints>([false, false]);
  void loadSeatHints(props.session.id).then((saved) => saved && setHints(saved));
  const toggleHints = (player: 0 | 1) => {
    const next: SeatHints = [...hints()];
    next[player] = !next[player];
    setHints(next);
    void saveSeatHints(props.session.id, next);
  };

  // Removal mode lasts only while the Yam is on the table.
  createEffect(on(state, (now) => !canRemove(now) && setRemoveMode(false)));

  const turn = () => state().turn;
  const over = () => yamOver(state());
  const figures = createMemo(() => qualifyingLabels(state()));
  const placeable = createMemo(() => new Set(removeMode() ? [] : placeableSquares(state())));
  const opponent = () => (state().current === 0 ? 1 : 0);
  const removable = createMemo(
    () =>
      new Set(
        removeMode() && canRemove(state())
          ? state().board.flatMap((owner, square) => (owner === opponent() ? [square] : []))
          : [],
      ),
  );
  const runs = createMemo(() => scoringRuns(state().board));
  const points = createMemo(() => seatPoints(state()));
  // Read for every square of the board: worked out once a state.
  const winningLine = createMemo(() => endingLine(state()) ?? []);
  const mayEnd = () => !over() && turn().dice !== null && !(state().defi && turn().rollsUsed < 2);

  const turnMessage = createMemo(() => yamTurnMessage(state()));
  const hintsOn = () => !over() && hints()[state().current];
  const oddsHints = createOddsHints(state, hintsOn);

  /** The computer's last move of its turn in words, shown in its banner while it plays. */
  const [computerDid, setComputerDid] = createSignal('');
  const act = (action: YamAction, sound?: Parameters<typeof feedback>[0]) => {
    const byComputer = levelOf(state().current) !== null;
    if (!props.session.dispatch(action)) return;
    if (sound) feedback(sound);
    if (yamOver(state())) feedback('win');
    if (!byComputer) return;
    if (action.type === 'roll') setComputerDid(tc('computerRolled', { dice: turn().dice!.join(' ') }));
    else if (action.type === 'defi') setComputerDid(t('declaredDefi'));
  };
  // Also for a square that cannot be taken: the rules refuse it, and their refusal says why in words
  // ("That square is taken.").
  const onSquare = (square: number) => {
    const row = Math.floor(square / 5);
    const column = square % 5;
    if (removeMode()) act({ type: 'remove', row, column }, 'hit');
    else act({ type: 'place', row, column }, 'place');
  };

  const [seats] = createResource(() => loadComputerSeats('yam-master', props.session.id, 2, YAM_SEAT_LEVELS));
  const levelOf = (seat: 0 | 1) => seats()?.[seat] ?? null;
  // Undo never takes back a computer's move.
  createEffect(() => {
    const known = seats();
    if (known) props.session.setComputerSeat((seat) => (known[seat] ?? null) !== null);
  });
  const computerTurn = createMemo(() => !over() && levelOf(state().current) !== null);
  // A new turn of the computer starts with nothing said yet.
  createEffect(on(computerTurn, () => setComputerDid(''), { defer: true }));
  const computer = createYamComputerTurns({
    state,
    active: computerTurn,
    levelOf,
    actionCount: () => props.session.log().actions.length,
    act,
  });

  /** The square the last turn took or emptied, marked until the next throw so nobody misses the move. */
  const lastMoveSquare = () => (turn().dice === null ? state().lastTurn?.square : undefined);

  const exportLog = () => exportGame(yamGame, props.session.log());

  return (
    <Page
      title={shellT('yamMasterName')}
      back="/yam-master"
      class="ym-page"
      actions={
        <>
          <UndoButton session={props.session} testId="ym-undo" label={t('undo')} />
          <ExportButton onClick={exportLog} />
        </>
      }
    >
      <div class="ym-layout" classList={{ 'ym-real-dice': state().setup.dice === 'real' }}>
        <div class="ym-board-area" inert={computerTurn() || undefined}>
          <Board
            labels={state().labels}
            board={state().board}
            names={names()}
            colours={colours()}
            lit={computerTurn() ? NONE : placeable()}
            removable={computerTurn() ? NONE : removable()}
            lastMove={lastMoveSquare()}
            runs={runs()}
            winningLine={winningLine()}
            hinted={computerTurn() ? NONE : oddsHints.reachableSquares()}
            onSquare={onSquare}
            onClosedSquare={onSquare}
            closedReason={(square) => closedSquareReason(state(), square, removeMode())}
          />
        </div>
        <div class="ym-side">
          <PlayerList
            names={names()}
            colours={colours()}
            placed={state().placed}
            points={points()}
            current={over() ? null : state().current}
            hints={hints()}
            onToggleHints={toggleHints}
          />

          <div class="ym-status" role="status" aria-live="polite">
            <Show when={!over()} fallback={<strong>{resultText(state())}</strong>}>
              <strong>{t('turnOf', { name: names()[state().current] })}</strong>
              <Show when={state().lastTurn}>
                {/* Named as the turn before: never read as the turn now. */}
                <span class="muted ym-previous-turn">
                  {t('previousTurn', { text: lastTurnText(state()) })}
                </span>
              </Show>
            </Show>
          </div>
          <Show when={props.session.refusal()}>
            {(refusal) => (
              <p class="notice warning ym-error" role="alert">
                {refusal().text}
              </p>
            )}
          </Show>

          <Show when={computerTurn()}>
            <ComputerTurnBanner
              name={names()[state().current]}
              turns={computer}
              did={computerDid()}
              undoOpen={props.session.canUndo()}
              testIdPrefix="ym"
            />
          </Show>
          <Show when={!over()}>
            <div class="computer-inert" inert={computerTurn() || undefined}>
              <div class="ym-tray">
                <DiceTray
                  turn={turn()}
                  mode={state().setup.dice}
                  owner={computerTurn() ? tc('computersDice') : undefined}
                  canHold={!computerTurn() && turn().dice !== null && turn().rollsUsed < MAX_ROLLS}
                  canRoll={!computerTurn() && turn().rollsUsed < MAX_ROLLS && diceToRoll(turn()).length > 0}
                  suggested={hintsOn() ? oddsHints.suggestedHold() : undefined}
                  onToggle={(die) => act({ type: 'hold', die, held: !turn().held[die] })}
                  onRoll={() => act({ type: 'roll' }, 'roll')}
                  onEnter={(values) => act({ type: 'dice', values }, 'roll')}
                />
                {/* Before the first roll the turn's message says what to do; this only counts. */}
                <p class="ym-roll-count">
                  <Show when={turn().rollsUsed > 0}>
                    <span>{t('rollOf', { n: turn().rollsUsed })} · </span>
                  </Show>
                  <span class="muted">{t('rollsLeft', { n: MAX_ROLLS - turn().rollsUsed })}</span>
                </p>
              </div>

              <Show when={!computerTurn()}>
                <TurnActions
                  state={state()}
                  removeMode={removeMode()}
                  onToggleRemove={() => setRemoveMode(!removeMode())}
                  mayEnd={mayEnd()}
                  act={act}
                />
              </Show>
            </div>
          </Show>

          <Show when={over()}>
            <EndPanel
              result={resultText(state())}
              names={names()}
              points={points()}
              // A guided game (the only one whose undo is closed) lives on screen only: nothing to review.
              reviewHref={props.session.undoClosed ? undefined : reviewPath(props.session.id)}
            />
          </Show>
        </div>

        {/* What the dice allow on the board: under the board on a landscape tablet, where there is room. */}
        {/* During the computer's turn its banner says what happens; no sentence asks the people to play. */}
        <Show when={!over() && !computerTurn()}>
          <div class="ym-turn-notes">
            <p
              class="ym-note"
              classList={{ warning: turnMessage().key === 'defiFailedNote' }}
              aria-live="polite"
              data-testid="ym-turn-message"
            >
              {yamTurnText(turnMessage())}
            </p>
            <Show when={mayEnd() && !defiFailed(state())}>
              <FiguresPanel figures={figures()} removeMode={removeMode()} />
            </Show>
          </div>
          <Show when={hintsOn()}>
            <OddsPanel
              answer={oddsHints.odds()}
              defiNow={oddsHints.defiNow()}
              selected={oddsHints.target()}
              canSuggest={oddsHints.canSuggest()}
              assumption={oddsHints.assumption()}
              onSelect={oddsHints.setTarget}
            />
          </Show>
        </Show>
      </div>
    </Page>
  );
}

export default savedGameRoute(yamGame, '/yam-master', YamGameScreen);
