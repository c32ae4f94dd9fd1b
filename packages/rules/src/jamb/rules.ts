// Jamb behind the one game interface (game/game-rules.ts).
import { drawsBetween, seedRng, skipDraws } from '../dice/prng.ts';
import { DICE_TURN_REFUSALS, diceEntries } from '../dice/turn.ts';
import type { GameRules } from '../game/game-rules.ts';
import { rankByScore, summarize } from '../game/summary.ts';
import { type JambAction, validateJambAction } from './actions.ts';
import { JAMB_CATEGORIES, JAMB_COLUMNS, type JambCategory, type JambColumn } from './categories.ts';
import {
  applyJambAction,
  createJambGame,
  type JambErrorCode,
  type JambState,
  legalJambActions,
} from './game.ts';
import { type JambSetup, type JambSetupErrorCode, validateJambSetup } from './setup.ts';
import { isCellOpen, jambSheetTotals } from './sheet.ts';

export type JambRefusalCode = JambSetupErrorCode | 'bad-action' | JambErrorCode;

// A record, so that the compiler insists every code is listed.
const REFUSALS: Record<JambRefusalCode, true> = {
  'bad-setup': true,
  'bad-players': true,
  'bad-player-name': true,
  'bad-options': true,
  'bad-action': true,
  ...DICE_TURN_REFUSALS,
  'game-over': true,
  'wrong-dice-mode': true,
  'announce-required': true,
  'announce-too-early': true,
  'announce-too-late': true,
  'already-announced': true,
  'die-already-held': true,
  'die-not-held': true,
  'cell-filled': true,
  'cell-not-open': true,
  'not-announced': true,
  'must-write-announced': true,
};

export interface JambCell {
  readonly column: JambColumn;
  readonly category: JambCategory;
}

/**
 * Every cell the current player may still write this turn: the down and up columns in their order,
 * any free cell, and in the announced column the announced cell — or, while an announcement may still
 * be made (before the second roll), every empty announced cell.
 */
export function openCells(state: JambState): JambCell[] {
  if (state.finished) return [];
  const sheet = state.sheets[state.current]!;
  const announcedOpen = (category: JambCategory) =>
    sheet.announced[category] === undefined &&
    (state.announced === null ? state.turn.rollsUsed <= 1 : state.announced === category);
  return JAMB_COLUMNS.flatMap((column) =>
    JAMB_CATEGORIES.filter((category) =>
      column === 'announced' ? announcedOpen(category) : isCellOpen(sheet, column, category, null),
    ).map((category) => ({ column, category })),
  );
}

/** Every action the reducer accepts now, as actions (real dice: every throw the keypad may enter). */
function jambLegalActions(state: JambState): JambAction[] {
  const legal = legalJambActions(state);
  const actions: JambAction[] = [];
  if (legal.roll) actions.push({ type: 'roll' });
  if (legal.enter.length > 0) {
    for (const dice of diceEntries(state.turn)) actions.push({ type: 'enter', dice });
  }
  for (const die of legal.hold) actions.push({ type: 'hold', die });
  for (const die of legal.release) actions.push({ type: 'release', die });
  for (const category of legal.announce) actions.push({ type: 'announce', category });
  for (const { column, category } of legal.write) actions.push({ type: 'write', column, category });
  return actions;
}

const totalsOf = (state: JambState) =>
  state.sheets.map((sheet) => jambSheetTotals(sheet, state.setup.options).total);
const namesOf = (state: JambState) => state.setup.players.map((player) => player.name);

const drawsOf = (state: JambState) => drawsBetween(seedRng(state.setup.seed ?? 0), state.rng);

export const jambRules: GameRules<JambSetup, JambState, JambAction, JambAction, JambRefusalCode> = {
  id: 'jamb',
  name: 'Jamb',
  refusalCodes: Object.keys(REFUSALS) as JambRefusalCode[],
  validateSetup: validateJambSetup,
  initialState: createJambGame,
  parseAction: validateJambAction,
  apply: applyJambAction,
  legalActions: jambLegalActions,
  currentPlayer: (state) => (state.finished ? null : state.current),
  isOver: (state) => state.finished,
  result: (state) => (state.finished ? rankByScore(namesOf(state), totalsOf(state)) : null),
  standing: (state) => rankByScore(namesOf(state), totalsOf(state)),
  summary: (state, moves) =>
    summarize('jamb', 'Jamb', namesOf(state), totalsOf(state), moves, state.finished ? null : state.current),
  isThrow: (action) => action.type === 'roll' || action.type === 'enter',
  shownDice: (state) => state.turn.dice,
  madeByApp: (_, before, after) => drawsOf(after) > drawsOf(before),
  recorded: (action, after) =>
    action.type === 'roll' && after.turn.dice ? { type: 'roll', dice: [...after.turn.dice] } : action,
  draws: drawsOf,
  burn: (state, count) => (count > 0 ? { ...state, rng: skipDraws(state.rng, count) } : state),
};
