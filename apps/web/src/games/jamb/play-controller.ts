// The state and actions of a Jamb game on screen: what the player may do now, the dice, writing a score
// (with the pass card after it), announcing, undo, hints and Advice, the computer's turns, and the words
// read out as the game moves. The screen's parts only draw what this holds and call its actions.
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
import { createEffect, createMemo, createSignal, on } from 'solid-js';
import { t as tc } from '../../computer/messages.ts';
import type { ComputerSeats } from '../../computer/seats.ts';
import type { GameSession } from '../../session/game-session.ts';
import { t as ts } from '../../session/messages.ts';
import { withShownNames } from '../../session/seat-names.ts';
import { feedback } from '../../ui/feedback.ts';
import { createAdviceSwitch } from './advice-switch.ts';
import { createJambComputerTurns } from './computer-turns.ts';
import { hintCellKey, hintCells } from './hint-cells.ts';
import { categoryName, columnName } from './labels.ts';
import { t } from './messages.ts';
import type { WrittenScore } from './pass-card.tsx';
import { tabletPassesTo } from './passing.ts';
import { type JambGameView, saveGameView } from './preferences.ts';
import { jambTurnMessage } from './turn-message.ts';
import { createJambHints } from './use-hints.ts';

export type JambSession = GameSession<JambSetup, JambState, JambAction>;
export type JambPlay = ReturnType<typeof createJambPlay>;

/** Above this many players the totals go below the dice, two to a row, so Roll stays on screen. */
const CROWDED_SCOREBOARD = 4;

export function createJambPlay(
  session: JambSession,
  initialView: JambGameView,
  seats: ComputerSeats<JambLevel>,
) {
  const state = withShownNames(session.state);
  const legal = createMemo(() => legalJambActions(state()));
  const [view, setView] = createSignal(initialView);
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
  createEffect(
    on(
      () => state().current,
      () => setViewing(null),
      { defer: true },
    ),
  );
  /** Why the empty cell tapped last cannot be written, until the game moves on. */
  const [why, setWhy] = createSignal('');
  createEffect(on(state, () => setWhy(''), { defer: true }));

  const players = () => state().setup.players;
  const current = () => state().current;
  const hintsOn = () => view().hints[current()] ?? false;
  const hints = createJambHints(state, hintsOn);
  const levelOf = (seat: number) => seats[seat] ?? null;
  // Undo never takes back a computer's move.
  session.setComputerSeat((seat) => levelOf(seat) !== null);
  const advice = createAdviceSwitch(state, (seat) => levelOf(seat) === null);

  const writable = createMemo(
    () => new Map(legal().write.map((option) => [`${option.column}:${option.category}`, option.score])),
  );
  // Hints only where the player may still fill a cell this turn (Announced: once announced, or marked
  // as holding only if announced now).
  const hinted = createMemo(() => hintCells(state()));

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
    if (!state().finished && view().passScreen && tabletPassesTo(seats, state().current)) {
      setPassTo(state().current);
    }
  };

  const afterUndo = (kind: UndoKind) => {
    setPassTo(null);
    setLastWrite(null);
    setComputerDid('');
    setAnnouncing(false);
    setLiveMessage(kind === 'typing-fix' ? ts('retypeDice') : t('undone'));
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

  return {
    session,
    state,
    legal,
    players,
    current,
    currentName: () => players()[current()]!.name,
    /** Above this many players the totals go below the dice, so Roll stays on screen. */
    crowded: () => players().length > CROWDED_SCOREBOARD,
    liveMessage,
    computer,
    computerTurn,
    computerDid,
    /** A person plays now; the computer's write that ended its turn is still shown until their first throw. */
    computerWroteBefore: () =>
      !computerTurn() && state().turn.dice === null && lastWrite()?.byPerson === false ? computerDid() : '',
    turnMessage: createMemo(() => jambTurnMessage(state())),
    rollCountText: () => {
      const used = state().turn.rollsUsed;
      return used === 0 ? t('noRollYet') : t('rollCount', { used });
    },
    advice,
    hints,
    hintsOn,
    hinted,
    writable,
    reachable: (column: JambColumn, category: JambCategory) => hinted().has(hintCellKey(column, category)),
    ifAnnounced: (column: JambColumn, category: JambCategory) =>
      hinted().get(hintCellKey(column, category)) === 'if-announced',
    chosenHint,
    chooseHint: (category: JambCategory) => setChosenHint((old) => (old === category ? null : category)),
    /** The dice the chosen hint would keep, while hints are on. */
    suggested: () => {
      const category = chosenHint();
      return hintsOn() && category ? hints.keep(category) : undefined;
    },
    viewing,
    setViewing,
    /** Whose sheet is shown: another player's while looked at, else the current player's. */
    sheetPlayer: () => viewing() ?? current(),
    why,
    setWhy,
    passTo,
    lastWrite,
    announcing,
    toggleAnnouncing: () => setAnnouncing((open) => !open),
    confirmZero,
    cancelZero: () => setConfirmZero(null),
    dispatch,
    toggleDie(index: number): void {
      const held = state().turn.held[index];
      dispatch({ type: held ? 'release' : 'hold', die: index });
    },
    /** A zero is written only once the player confirms it. */
    requestWrite(column: JambColumn, category: JambCategory, score: number): void {
      if (score === 0) setConfirmZero({ column, category });
      else write(column, category);
    },
    writeConfirmedZero(): void {
      const cell = confirmZero();
      setConfirmZero(null);
      if (cell) write(cell.column, cell.category);
    },
    announce(category: JambCategory): void {
      if (dispatch({ type: 'announce', category })) {
        setAnnouncing(false);
        setLiveMessage(t('announced', { category: categoryName(category) }));
      }
    },
    afterUndo,
    undo(): void {
      if (session.undo()) afterUndo('decision');
    },
    startPassedTurn: () => setPassTo(null),
    toggleHints(): void {
      const next = { ...view(), hints: view().hints.map((on, i) => (i === current() ? !on : on)) };
      setView(next);
      void saveGameView(session.id, next);
    },
  };
}
