import { yamMasterRules } from '@dicetable/rules/game';
import {
  figuresOf,
  nonBrelanFigures,
  placeableSquares,
  qualifyingLabels,
  scoringRuns,
  type YamState,
} from '@dicetable/rules/yam-master';
import { createRoot } from 'solid-js';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, setLanguage } from '../../../i18n/i18n.ts';
import '../../../i18n/languages/all.ts';
import { storyChecks } from '../../../tutorial/story-checks.ts';
import { createTutorialSession } from '../../../tutorial/tutorial-session.ts';
import { yamGame } from '../yam-game.ts';
import {
  BRELAN_FACE,
  STORY_SQUARES,
  YAM_TUTORIAL_SEED,
  yamScript,
  yamTutorialSetup,
} from './yam-master-script.ts';

afterEach(() => setLanguage('en'));

const guided = (seed = YAM_TUTORIAL_SEED) =>
  createRoot(() => createTutorialSession(yamGame, yamTutorialSetup('Ana', 'Computer', seed), yamScript));

const { storyAction, playOn, refusesOffStory, keepsNothing } = storyChecks(
  yamScript,
  guided,
  yamMasterRules.legalActions,
);

/** Plays the story through, noting the dice of every roll of the player's; undefined where it breaks. */
function playThrough(seed = YAM_TUTORIAL_SEED) {
  const session = guided(seed);
  const cards: string[] = [];
  const rolls: { step: string; state: YamState }[] = [];
  let moves = 0;
  while (session.step() < yamScript.steps.length) {
    const step = yamScript.steps[session.step()]!;
    const action = storyAction(session);
    if (!action || moves++ > 200) return undefined;
    const at = session.step();
    const ok = step.autoplay ? session.playOn() : session.dispatch(action);
    if (!ok) return undefined;
    if (action.type === 'roll' && !step.autoplay) rolls.push({ step: step.id, state: session.state() });
    if (session.step() !== at && session.explained()) cards.push(session.explained());
  }
  return { session, cards, rolls };
}

/** The story in full: no other figure spoils the brelan, the Sec's first roll, the Défi's empty first roll. */
function tellsTheStory(seed: number): boolean {
  const played = playThrough(seed);
  if (!played) return false;
  const dice = (step: string) => played.rolls.find((roll) => roll.step === step)?.state;
  const first = dice('roll')!;
  const brelan = dice('roll-again')!;
  const defiFirst = dice('roll-defi')!;
  return (
    first.turn.dice!.filter((value) => value === BRELAN_FACE).length === 2 &&
    qualifyingLabels(first).length === 0 &&
    qualifyingLabels(brelan).join() === String(BRELAN_FACE) &&
    nonBrelanFigures(dice('roll-sec')!.turn.dice!).length === 1 &&
    figuresOf(defiFirst.turn.dice!).length === 0 &&
    nonBrelanFigures(dice('roll-defi-again')!.turn.dice!).length === 1
  );
}

describe('the guided first game of Yam Master', () => {
  it('comes true on its seed: a brelan aimed for, a Sec, a Défi made, three tokens in a line', () => {
    // The seed is one a search over 0…40 000 found telling the whole story (tellsTheStory).
    expect(tellsTheStory(YAM_TUTORIAL_SEED)).toBe(true);
    const { session, cards } = playThrough()!;
    const state = session.state();
    expect(cards).toEqual([
      'You rolled 1 2 3 6 3.',
      'Now the dice show 3 2 3 5 3: three 3s, a brelan.',
      'Your token is on Three 3s, row 1, column 2. That square is taken now: nobody else can place on it.',
      'Computer placed a token on Three 4s.',
      'You rolled 2 3 1 5 4: Suite in the very first roll. A real figure in the first roll is a Sec!',
      'Your token is on Sec, row 2, column 3. That square is taken now: nobody else can place on it.',
      'Computer placed a token on Three 5s.',
      'You rolled 6 3 1 5 1: no figure, nothing to place.',
      'You declared a Défi.',
      'You rolled 3 2 3 2 3: Full, a real figure. The Défi succeeded!',
      'Your token is on Défi, row 3, column 4. That square is taken now: nobody else can place on it.',
    ]);
    const mine = state.board.flatMap((owner, square) => (owner === 0 ? [square] : []));
    expect(mine).toEqual([STORY_SQUARES.brelan, STORY_SQUARES.sec, STORY_SQUARES.defi]);
    expect(state.labels[STORY_SQUARES.brelan]).toBe(String(BRELAN_FACE));
    expect(state.labels[STORY_SQUARES.sec]).toBe('sec');
    expect(state.labels[STORY_SQUARES.defi]).toBe('defi');
    // The ending's claim: the three tokens are one run of three, worth 1 point.
    expect(
      scoringRuns(state.board)
        .filter((run) => run.player === 0)
        .map((run) => run.squares),
    ).toEqual([mine]);
    expect(state.placed).toEqual([3, 2]);
    expect(state.result).toBeNull();
    expect(state.current).toBe(1);
  });

  it('refuses every action the story does not take now with a "Try: …", and the game stays as it was', () => {
    refusesOffStory(80);
  });

  it('points at a lit square when it asks for a token, and at a die of the face it asks to hold', () => {
    const session = guided();
    while (session.step() < yamScript.steps.length) {
      const step = yamScript.steps[session.step()]!;
      const target = step.target(session.state());
      const square = target.match(/data-square="(\d+)"/)?.[1];
      if (square) expect(placeableSquares(session.state())).toContain(Number(square));
      const die = target.match(/die-(\d)/)?.[1];
      if (die) expect(session.state().turn.dice![Number(die)]).toBe(BRELAN_FACE);
      playOn(session);
    }
  });

  it('plays the computer’s turn only when asked, and only on the computer’s turn', () => {
    const session = guided();
    expect(session.playOn()).toBe(false);
    expect(session.log().actions).toHaveLength(0);
    while (!yamScript.steps[session.step()]!.autoplay) session.dispatch(storyAction(session)!);
    expect(session.state().current).toBe(1);
    const id = yamScript.steps[session.step()]!.id;
    while (yamScript.steps[session.step()]!.id === id) expect(session.playOn()).toBe(true);
    expect(session.state().current).toBe(0);
    expect(session.state().placed).toEqual([1, 1]);
  });

  it('keeps nothing: the guided game is not saved, and it cannot be undone out of its story', async () => {
    await keepsNothing(playThrough()!.session);
  });

  it('tells its story in every language', () => {
    for (const lang of LANGUAGES) {
      setLanguage(lang);
      const { cards } = playThrough()!;
      expect(cards).toHaveLength(11);
      expect(cards.every((card) => card.length > 0)).toBe(true);
      expect(yamScript.ending(guided().state()).length).toBeGreaterThan(0);
      if (lang !== 'en') expect(cards[0]).not.toContain('You rolled');
    }
  });
});
