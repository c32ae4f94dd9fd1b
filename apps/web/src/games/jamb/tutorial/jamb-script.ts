// Jamb's guided first game: two turns on seeded app dice. Turn one: roll, hold the fives, roll again, write
// Fives in the Free column. Turn two: roll three alike, announce Three of a kind, write it in Announced.
// The seed is the one whose dice tell this story (jamb-script.test.ts replays it through the rules).
import {
  DEFAULT_JAMB_OPTIONS,
  type JambAction,
  type JambCategory,
  type JambColumn,
  type JambSetup,
  type JambState,
  previewScore,
} from '@dicetable/rules/jamb';
import { t } from '../../../tutorial/messages.ts';
import type { TutorialScript, TutorialStep } from '../../../tutorial/script.ts';
import { categoryName, columnName } from '../labels.ts';

export const JAMB_TUTORIAL_SEED = 5233;

export const jambTutorialSetup = (name: string): JambSetup => ({
  players: [{ name }],
  diceMode: 'app',
  seed: JAMB_TUTORIAL_SEED,
  options: DEFAULT_JAMB_OPTIONS,
});

const dice = (state: JambState) => (state.turn.dice ?? []).join(' ');
const fives = (state: JambState) =>
  (state.turn.dice ?? []).flatMap((value, index) => (value === 5 ? [index] : []));
/** The face three or more dice show, for Three of a kind. */
const tripleFace = (state: JambState) =>
  [6, 5, 4, 3, 2, 1].find((face) => (state.turn.dice ?? []).filter((value) => value === face).length >= 3) ??
  0;
const cellButton = (column: JambColumn, category: JambCategory) =>
  `.jamb-table [data-cell="${column}-${category}"] button`;
const score = (state: JambState, category: JambCategory) => previewScore(state, category) ?? 0;
const isRoll = (action: JambAction) => action.type === 'roll';
const written = (state: JambState, column: JambColumn, category: JambCategory) =>
  state.sheets[0]![column][category] !== undefined;

const firstRoll: TutorialStep<JambState, JambAction> = {
  id: 'roll',
  target: () => '.dice-roll',
  say: () => t('jambRoll'),
  allows: isRoll,
  done: (state) => state.turnsPlayed > 0 || state.turn.rollsUsed >= 1,
  hint: () => t('jambRollTry'),
  explain: (_, after) => t('jambRolled', { dice: dice(after) }),
};

const holdFives: TutorialStep<JambState, JambAction> = {
  id: 'hold',
  target: (state) => `[data-testid="die-${fives(state).find((die) => !state.turn.held[die]) ?? 0}"]`,
  say: () => t('jambHold'),
  allows: (action, state) => action.type === 'hold' && state.turn.dice?.[action.die] === 5,
  done: (state) =>
    state.turnsPlayed > 0 ||
    (state.turn.dice?.every((value, die) => (value === 5) === state.turn.held[die]) ?? false),
  hint: () => t('jambHoldTry'),
};

const rollAgain: TutorialStep<JambState, JambAction> = {
  id: 'roll-again',
  target: () => '.dice-roll',
  say: () => t('jambRollAgain'),
  allows: isRoll,
  done: (state) => state.turnsPlayed > 0 || state.turn.rollsUsed >= 2,
  hint: () => t('jambRollAgainTry'),
  explain: (_, after) => t('jambRolledAgain', { dice: dice(after) }),
};

const writeFives: TutorialStep<JambState, JambAction> = {
  id: 'write-free',
  target: () => cellButton('free', 'fives'),
  say: (state) => t('jambWriteFree', { score: score(state, 'fives') }),
  allows: (action) => action.type === 'write' && action.column === 'free' && action.category === 'fives',
  done: (state) => written(state, 'free', 'fives'),
  hint: (state) => t('jambWriteFreeTry', { score: score(state, 'fives') }),
  explain: (before, after) =>
    t('jambWrote', {
      score: after.sheets[0]!.free.fives!,
      column: columnName('free'),
      category: categoryName('fives'),
      count: fives(before).length,
      face: 5,
    }),
};

const secondTurnRoll: TutorialStep<JambState, JambAction> = {
  ...firstRoll,
  id: 'roll-turn-2',
  say: () => t('jambRollTurn'),
  done: (state) => state.turnsPlayed > 1 || state.turn.rollsUsed >= 1,
};

const announceTrips: TutorialStep<JambState, JambAction> = {
  id: 'announce',
  // The choices appear once Announce is opened; until then Announce itself is the control to use.
  target: () =>
    document.querySelector('[data-announce="trips"]') ? '[data-announce="trips"]' : '.jamb-announce',
  say: () => t('jambAnnounce', { category: categoryName('trips') }),
  allows: (action) => action.type === 'announce' && action.category === 'trips',
  done: (state) => state.turnsPlayed > 1 || state.announced === 'trips',
  hint: () => t('jambAnnounceTry', { category: categoryName('trips') }),
  explain: () => t('jambAnnounced', { category: categoryName('trips') }),
};

const writeAnnounced: TutorialStep<JambState, JambAction> = {
  id: 'write-announced',
  target: () => cellButton('announced', 'trips'),
  say: (state) => t('jambWriteAnnounced', { score: score(state, 'trips') }),
  allows: (action) => action.type === 'write' && action.column === 'announced' && action.category === 'trips',
  done: (state) => written(state, 'announced', 'trips'),
  hint: (state) => t('jambWriteAnnouncedTry', { score: score(state, 'trips') }),
  explain: (before, after) => {
    const face = tripleFace(before);
    const total = after.sheets[0]!.announced.trips!;
    return t('jambWroteTrips', { score: total, face, bonus: total - 3 * face });
  },
};

export const jambScript: TutorialScript<JambState, JambAction> = {
  steps: [firstRoll, holdFives, rollAgain, writeFives, secondTurnRoll, announceTrips, writeAnnounced],
  ending: () => t('jambEnding'),
};
