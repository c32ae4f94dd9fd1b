// What every guided game's unit test checks of its script, played through the rules' own legal actions:
// the action the story takes at each step, and that it refuses every other one with its "Try: …".
import fc from 'fast-check';
import { expect } from 'vitest';
import { loadGame } from '../store/games.ts';
import type { TutorialScript } from './script.ts';
import type { TutorialSession } from './tutorial-session.ts';

export function storyChecks<Setup, State, Action>(
  script: TutorialScript<State, Action>,
  guided: () => TutorialSession<Setup, State, Action>,
  legalActions: (state: State) => readonly Action[],
) {
  type Session = TutorialSession<Setup, State, Action>;
  /** The first action the rules allow and the story takes now; the guide's own on a turn it plays. */
  const storyAction = (session: Session): Action | undefined => {
    const step = script.steps[session.step()]!;
    if (step.autoplay) return step.autoplay.next(session.state());
    return legalActions(session.state()).find((action) => step.allows(action, session.state()));
  };
  /** One action of the story, through the player's taps or the guide's hand as the step wants. */
  const playOn = (session: Session) =>
    script.steps[session.step()]!.autoplay ? session.playOn() : session.dispatch(storyAction(session)!);

  /** Any step, any other action the rules would take: refused, the game and the story stay put. */
  const refusesOffStory = (numRuns: number) =>
    fc.assert(
      fc.property(fc.integer({ min: 0, max: script.steps.length - 1 }), fc.nat(), (stop, pick) => {
        const session = guided();
        while (session.step() < stop) playOn(session);
        const step = script.steps[stop]!;
        // On a turn the guide plays, no action is the player's.
        const other = legalActions(session.state()).filter(
          (action) => step.autoplay || !step.allows(action, session.state()),
        );
        if (other.length === 0) return;
        const before = session.log().actions.length;
        expect(session.dispatch(other[pick % other.length]!)).toBe(false);
        expect(session.log().actions.length).toBe(before);
        expect(session.step()).toBe(stop);
        expect(session.tryAgain()).toBe(step.hint(session.state()));
        expect(session.refusal()?.text).toBe(`Try: ${step.hint(session.state())}`);
      }),
      { numRuns },
    );

  /** A guided game is kept nowhere, and it cannot be undone out of its story. */
  const keepsNothing = async (session: Session) => {
    expect(session.canUndo()).toBe(false);
    expect(session.undoCheck()).toEqual({ ok: false, reason: 'nothing-to-undo' });
    expect(session.undo()).toBe(false);
    expect(await session.whenSaved()).toBe(true);
    expect(await loadGame(session.id)).toBeUndefined();
  };

  return { storyAction, playOn, refusesOffStory, keepsNothing };
}
