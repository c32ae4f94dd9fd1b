// Yam Master's guided first game: three turns of the player on seeded app dice, with the computer's turns
// between them played by the guide. Turn one: roll, hold the pair of 3s, roll again, place the brelan of
// 3s. Turn two: a figure on the first roll, a Sec. Turn three: nothing on the first roll, a Défi declared
// and made. The three tokens end on one diagonal, a run of three, which is how the goal is explained.
// The seed is the one whose dice tell this story (yam-master-script.test.ts replays it through the rules).
import { MAX_ROLLS } from '@dicetable/rules';
import {
  BOARD_SIZE,
  nonBrelanFigures,
  placeableSquares,
  type YamAction,
  type YamSetup,
  type YamState,
} from '@dicetable/rules/yam-master';
import type { TutorialAutoplay, TutorialScript, TutorialStep } from '../../../tutorial/script.ts';
import { labelName } from '../labels.tsx';
import { t as yamT } from '../messages.ts';
import { lastTurnText } from '../turn-texts.ts';
import { t } from './messages.ts';

export const YAM_TUTORIAL_SEED = 34205;

export const yamTutorialSetup = (name: string, computer: string, seed = YAM_TUTORIAL_SEED): YamSetup => ({
  players: [
    { name, colour: 1 },
    { name: computer, colour: 2 },
  ],
  dice: 'app',
  seed,
});

/** The face the first turn holds and makes a brelan of. */
export const BRELAN_FACE = 3;
/** The story's squares, on one diagonal of the default board: a 3, a Sec and a Défi. */
export const STORY_SQUARES = { brelan: 1, sec: 7, defi: 13 } as const;

type Step = TutorialStep<YamState, YamAction>;

const PLAYER = 0;
const dice = (state: YamState) => (state.turn.dice ?? []).join(' ');
const at = (square: number) => ({
  row: Math.floor(square / BOARD_SIZE) + 1,
  column: (square % BOARD_SIZE) + 1,
});
const squareTarget = (square: number) => `.ym-board [data-square="${square}"]`;
const tokens = (state: YamState) => state.placed[PLAYER];
const rolledInTurn = (state: YamState, turn: number, rolls: number) =>
  tokens(state) >= turn || (state.current === PLAYER && state.turn.rollsUsed >= rolls);
const isRoll = (action: YamAction) => action.type === 'roll';
const placesOn = (square: number) => (action: YamAction) =>
  action.type === 'place' && action.row * BOARD_SIZE + action.column === square;
/** The real figure the dice make, by name, for the cards ("Full", "Suite"…). */
const figureName = (state: YamState) => {
  const figure = nonBrelanFigures(state.turn.dice ?? [])[0];
  return figure ? labelName(figure) : '';
};

const roll = (id: string, turn: number, say: () => string): Step => ({
  id,
  target: () => '.dice-roll',
  say,
  allows: isRoll,
  done: (state) => rolledInTurn(state, turn, 1),
  hint: () => t('rollTry'),
});

const place = (id: string, turn: number, square: number, say: Step['say'], hint: Step['hint']): Step => ({
  id,
  target: () => squareTarget(square),
  say,
  allows: placesOn(square),
  done: (state) => tokens(state) >= turn,
  hint,
  explain: (_, after) => t('placed', { label: labelName(after.labels[square]!), ...at(square) }),
});

/**
 * The computer's turn, played by the guide: roll; place on the first lit square the story does not need;
 * else keep the dice of the face it has most of and roll again; after the last roll, pass.
 */
function computerMove(state: YamState): YamAction {
  const { turn } = state;
  if (turn.dice === null) return { type: 'roll' };
  const story: readonly number[] = Object.values(STORY_SQUARES);
  const square = placeableSquares(state).find((free) => !story.includes(free));
  if (square !== undefined)
    return { type: 'place', row: Math.floor(square / BOARD_SIZE), column: square % BOARD_SIZE };
  if (turn.rollsUsed >= MAX_ROLLS) return { type: 'pass' };
  const count = (face: number) => turn.dice!.filter((value) => value === face).length;
  const keep = [6, 5, 4, 3, 2, 1].reduce((best, face) => (count(face) > count(best) ? face : best));
  const change = turn.dice.findIndex((value, die) => (value === keep) !== turn.held[die]);
  if (change >= 0) return { type: 'hold', die: change, held: turn.dice[change] === keep };
  return { type: 'roll' };
}

const computerName = (state: YamState) => state.setup.players[1].name;
const computerPlays: TutorialAutoplay<YamState, YamAction> = {
  button: (state) => t('watch', { name: computerName(state) }),
  next: computerMove,
};
const computerTurn = (id: string, turn: number): Step => ({
  id,
  target: () => '.ym-status',
  say: (state) => t('computerTurn', { name: computerName(state) }),
  allows: () => false,
  done: (state) => tokens(state) >= turn && state.current === PLAYER,
  hint: (state) => t('watchTry', { name: computerName(state) }),
  explain: (_, after) => lastTurnText(after),
  autoplay: computerPlays,
});

const heldPair = (state: YamState) =>
  (state.turn.dice ?? []).every((value, die) => (value === BRELAN_FACE) === state.turn.held[die]);

const firstRoll: Step = {
  ...roll('roll', 1, () => t('goalRoll')),
  explain: (_, after) => t('rolled', { dice: dice(after) }),
};

const holdPair: Step = {
  id: 'hold',
  target: (state) =>
    `[data-testid="die-${(state.turn.dice ?? []).findIndex((value, die) => value === BRELAN_FACE && !state.turn.held[die])}"]`,
  say: () => t('hold', { face: BRELAN_FACE }),
  allows: (action, state) =>
    action.type === 'hold' && action.held && state.turn.dice?.[action.die] === BRELAN_FACE,
  done: (state) => tokens(state) >= 1 || heldPair(state),
  hint: () => t('holdTry', { face: BRELAN_FACE }),
};

const rollAgain: Step = {
  ...roll('roll-again', 1, () => t('rollAgain')),
  done: (state) => rolledInTurn(state, 1, 2),
  hint: () => t('rollAgainTry'),
  explain: (_, after) => t('rolledBrelan', { dice: dice(after), face: BRELAN_FACE }),
};

const placeBrelan = place(
  'place-brelan',
  1,
  STORY_SQUARES.brelan,
  () => t('placeBrelan', { face: BRELAN_FACE, ...at(STORY_SQUARES.brelan) }),
  () => t('placeBrelanTry', { face: BRELAN_FACE, ...at(STORY_SQUARES.brelan) }),
);

const rollSec: Step = {
  ...roll('roll-sec', 2, () => t('yourTurn')),
  explain: (_, after) => t('rolledSec', { dice: dice(after), figure: figureName(after) }),
};

const placeSec = place(
  'place-sec',
  2,
  STORY_SQUARES.sec,
  () => t('placeSec', at(STORY_SQUARES.sec)),
  () => t('placeSecTry', at(STORY_SQUARES.sec)),
);

const rollDefi: Step = {
  ...roll('roll-defi', 3, () => t('yourTurn')),
  explain: (_, after) => t('rolledNothing', { dice: dice(after) }),
};

const declareDefi: Step = {
  id: 'defi',
  target: () => '.ym-defi',
  say: () => t('declareDefi', { button: yamT('declareDefiGlossed') }),
  allows: (action) => action.type === 'defi',
  done: (state) => tokens(state) >= 3 || state.defi,
  hint: () => t('declareDefiTry', { button: yamT('declareDefiGlossed') }),
  explain: () => t('defiDeclared'),
};

const rollDefiAgain: Step = {
  ...roll('roll-defi-again', 3, () => t('rollDefiAgain')),
  done: (state) => rolledInTurn(state, 3, 2),
  hint: () => t('rollAgainTry'),
  explain: (_, after) => t('rolledDefi', { dice: dice(after), figure: figureName(after) }),
};

const placeDefi = place(
  'place-defi',
  3,
  STORY_SQUARES.defi,
  () => t('placeDefi', at(STORY_SQUARES.defi)),
  () => t('placeDefiTry', at(STORY_SQUARES.defi)),
);

export const yamScript: TutorialScript<YamState, YamAction> = {
  steps: [
    firstRoll,
    holdPair,
    rollAgain,
    placeBrelan,
    computerTurn('computer-1', 1),
    rollSec,
    placeSec,
    computerTurn('computer-2', 2),
    rollDefi,
    declareDefi,
    rollDefiAgain,
    placeDefi,
  ],
  ending: () => t('ending'),
};
