// The Jamb game as a pure reducer: apply(state, action) gives the next state or a typed error.
// The random generator's state lives in the game state, so replaying a log rolls the same dice.
import { type RngState, seedRng } from '../dice/prng.ts';
import {
  type DiceTurn,
  type DiceTurnErrorCode,
  diceToRoll,
  enterTurnDice,
  newDiceTurn,
  rollsLeft,
  rollTurnShowing,
  setHeld,
} from '../dice/turn.ts';
import { fail, ok, type Result } from '../result.ts';
import type { JambAction } from './actions.ts';
import { JAMB_CATEGORIES, JAMB_COLUMNS, type JambCategory, type JambColumn } from './categories.ts';
import { scoreCategory } from './scoring.ts';
import type { JambSetup } from './setup.ts';
import { emptySheet, isCellOpen, isFilled, isSheetFull, type JambSheet, mustAnnounce } from './sheet.ts';

export interface JambState {
  readonly setup: JambSetup;
  /** One sheet per player, in seat order. */
  readonly sheets: readonly JambSheet[];
  /** Whose turn it is (index into the players). */
  readonly current: number;
  readonly turn: DiceTurn;
  /** The category announced this turn, if any. */
  readonly announced: JambCategory | null;
  readonly rng: RngState;
  /** Turns completed so far, over all players. */
  readonly turnsPlayed: number;
  readonly finished: boolean;
}

export type JambErrorCode =
  | DiceTurnErrorCode
  | 'game-over'
  | 'wrong-dice-mode'
  | 'announce-required'
  | 'announce-too-early'
  | 'announce-too-late'
  | 'already-announced'
  | 'die-already-held'
  | 'die-not-held'
  | 'cell-filled'
  | 'cell-not-open'
  | 'not-announced'
  | 'must-write-announced';

export function createJambGame(setup: JambSetup): JambState {
  return {
    setup,
    sheets: setup.players.map(() => emptySheet()),
    current: 0,
    turn: newDiceTurn(),
    announced: null,
    rng: seedRng(setup.seed ?? 0),
    turnsPlayed: 0,
    finished: false,
  };
}

/** The score writing this cell now would give (the current dice, this roll number). */
export function previewScore(state: JambState, category: JambCategory): number | null {
  if (!state.turn.dice) return null;
  return scoreCategory(category, state.turn.dice, state.setup.options, state.turn.rollsUsed);
}

function checkReroll(state: JambState): Result<true, JambErrorCode> {
  if (state.turn.dice !== null && state.announced === null && mustAnnounce(state.sheets[state.current]!)) {
    return fail(
      'announce-required',
      'Only announced cells are left: announce a category before rolling again.',
    );
  }
  return ok(true);
}

function checkWrite(
  state: JambState,
  column: JambColumn,
  category: JambCategory,
): Result<true, JambErrorCode> {
  const sheet = state.sheets[state.current]!;
  if (!state.turn.dice) return fail('not-rolled-yet', 'Roll before writing a score.');
  if (state.announced !== null && (column !== 'announced' || category !== state.announced)) {
    return fail('must-write-announced', `This turn was announced: write it in announced ${state.announced}.`);
  }
  if (isFilled(sheet, column, category))
    return fail('cell-filled', `${column} ${category} is already written.`);
  if (column === 'announced' && state.announced === null) {
    return fail(
      'not-announced',
      'A cell of the announced column needs an announcement after the first roll.',
    );
  }
  if (!isCellOpen(sheet, column, category, state.announced)) {
    const order = column === 'down' ? 'from ones down to jamb' : 'from jamb up to ones';
    return fail('cell-not-open', `The ${column} column is filled in order, ${order}.`);
  }
  return ok(true);
}

function write(state: JambState, column: JambColumn, category: JambCategory): JambState {
  const score = previewScore(state, category)!;
  const sheets = state.sheets.map((sheet, index) =>
    index === state.current ? { ...sheet, [column]: { ...sheet[column], [category]: score } } : sheet,
  );
  const finished = sheets.every(isSheetFull);
  return {
    ...state,
    sheets,
    current: finished ? state.current : (state.current + 1) % sheets.length,
    turn: newDiceTurn(),
    announced: null,
    turnsPlayed: state.turnsPlayed + 1,
    finished,
  };
}

export function applyJambAction(state: JambState, action: JambAction): Result<JambState, JambErrorCode> {
  if (state.finished) return fail('game-over', 'The game is over: every sheet is full.');
  switch (action.type) {
    case 'roll': {
      if (state.setup.diceMode !== 'app')
        return fail('wrong-dice-mode', 'This game uses real dice: enter them.');
      const check = checkReroll(state);
      if (!check.ok) return check;
      const rolled = rollTurnShowing(state.turn, state.rng, action.dice, state.setup.seed !== undefined);
      if (!rolled.ok) return rolled;
      return ok({ ...state, turn: rolled.value.turn, rng: rolled.value.rng });
    }
    case 'enter': {
      if (state.setup.diceMode !== 'real')
        return fail('wrong-dice-mode', 'This game uses the app’s dice: roll them.');
      const check = checkReroll(state);
      if (!check.ok) return check;
      const entered = enterTurnDice(state.turn, action.dice);
      if (!entered.ok) return entered;
      return ok({ ...state, turn: entered.value });
    }
    case 'hold':
    case 'release': {
      const holding = action.type === 'hold';
      if (state.turn.dice !== null && rollsLeft(state.turn) === 0) {
        return fail('no-rolls-left', 'All three rolls are used: write a score.');
      }
      if (state.turn.dice !== null && state.turn.held[action.die] === holding) {
        return holding
          ? fail('die-already-held', `Die ${action.die + 1} is already held.`)
          : fail('die-not-held', `Die ${action.die + 1} is not held.`);
      }
      const next = setHeld(state.turn, action.die, holding);
      if (!next.ok) return next;
      return ok({ ...state, turn: next.value });
    }
    case 'announce': {
      if (state.turn.dice === null) return fail('announce-too-early', 'Announce after the first roll.');
      if (state.announced !== null)
        return fail('already-announced', `${state.announced} is already announced.`);
      if (state.turn.rollsUsed > 1)
        return fail('announce-too-late', 'Announce right after the first roll, before the second.');
      if (isFilled(state.sheets[state.current]!, 'announced', action.category)) {
        return fail('cell-filled', `announced ${action.category} is already written.`);
      }
      return ok({ ...state, announced: action.category });
    }
    case 'write': {
      const check = checkWrite(state, action.column, action.category);
      if (!check.ok) return check;
      return ok(write(state, action.column, action.category));
    }
  }
}

export interface JambWriteOption {
  readonly column: JambColumn;
  readonly category: JambCategory;
  readonly score: number;
}

/** Everything the current player may do now; the UI offers exactly this. */
export interface JambLegalActions {
  /** App dice: the roll button. */
  readonly roll: boolean;
  /** Real dice: dice indexes whose values the next throw enters (empty when no throw is allowed). */
  readonly enter: readonly number[];
  readonly hold: readonly number[];
  readonly release: readonly number[];
  readonly announce: readonly JambCategory[];
  readonly write: readonly JambWriteOption[];
  /** A second roll is blocked until an announcement is made. */
  readonly announceRequired: boolean;
}

export function legalJambActions(state: JambState): JambLegalActions {
  const none: JambLegalActions = {
    roll: false,
    enter: [],
    hold: [],
    release: [],
    announce: [],
    write: [],
    announceRequired: false,
  };
  if (state.finished) return none;
  const sheet = state.sheets[state.current]!;
  const { turn } = state;
  const rolled = turn.dice !== null;
  const announceRequired = rolled && state.announced === null && mustAnnounce(sheet);
  const canThrow = rollsLeft(turn) > 0 && diceToRoll(turn).length > 0 && !announceRequired;
  const canHold = rolled && rollsLeft(turn) > 0;
  const indexes = [0, 1, 2, 3, 4];
  return {
    roll: canThrow && state.setup.diceMode === 'app',
    enter: canThrow && state.setup.diceMode === 'real' ? diceToRoll(turn) : [],
    hold: canHold ? indexes.filter((i) => !turn.held[i]) : [],
    release: canHold ? indexes.filter((i) => turn.held[i]) : [],
    announce:
      rolled && turn.rollsUsed === 1 && state.announced === null
        ? JAMB_CATEGORIES.filter((category) => !isFilled(sheet, 'announced', category))
        : [],
    write: rolled
      ? JAMB_COLUMNS.flatMap((column) =>
          JAMB_CATEGORIES.filter((category) => checkWrite(state, column, category).ok).map((category) => ({
            column,
            category,
            score: previewScore(state, category)!,
          })),
        )
      : [],
    announceRequired,
  };
}
