// A guided game's session: the game's own session, kept on screen only, with a guard in front of it.
// An action the story does not want now is refused with the script's "Try: …" before it reaches the
// rules, so the dice the seed was chosen for come in the order the story tells. Undo is off: an undone
// roll burns its draws, and the story would no longer come true. The other player's turn is the
// story's own: the guide plays it action by action, and the player's taps wait until it is over.
import { createGameLog } from '@dicetable/rules';
import type { LogAction } from '@dicetable/rules/game';
import { type Accessor, batch, createSignal } from 'solid-js';
import type { AppGame } from '../session/app-game.ts';
import { createGameSession, type GameSession, type Refusal } from '../session/game-session.ts';
import { feedback } from '../ui/feedback.ts';
import { t } from './messages.ts';
import type { TutorialScript } from './script.ts';

export interface TutorialSession<Setup, State, Action> extends GameSession<Setup, State, Action> {
  /** The step the story is at; steps.length once it is over. */
  readonly step: Accessor<number>;
  /** What the last step's action did, for the next card. */
  readonly explained: Accessor<string>;
  /** The story's last "Try: …", until the next accepted action. */
  readonly tryAgain: Accessor<string>;
  /** Moves on past steps done by what the screen shows rather than by an action (a die put down). */
  advance(): void;
  /** Plays the next action of a step the guide plays itself; false when the step is not one. */
  playOn(): boolean;
}

export function createTutorialSession<Setup, State, Action>(
  game: AppGame<Setup, State, Action>,
  setup: Setup,
  script: TutorialScript<State, Action>,
): TutorialSession<Setup, State, Action> {
  const log = createGameLog<Setup, LogAction<Action>>(game.rules.id, setup);
  const inner = createGameSession(
    game,
    {
      id: `tutorial-${game.rules.id}`,
      createdAt: log.createdAt,
      log,
      state: game.rules.initialState(setup),
    },
    false,
  );
  const [step, setStep] = createSignal(0);
  const [explained, setExplained] = createSignal('');
  const [tryAgain, setTryAgain] = createSignal('');
  const [refusal, setRefusal] = createSignal<Refusal>();
  const current = () => script.steps[step()];
  /** Moves past every step now done; says what the last one did. */
  const moveOn = (before: State) => {
    let index = step();
    while (index < script.steps.length && script.steps[index]!.done(inner.state())) {
      setExplained(script.steps[index]!.explain?.(before, inner.state()) ?? '');
      index += 1;
    }
    setStep(index);
  };

  /** Applies an action the story takes; a miss is said on the same card, a finished step moves the story on. */
  const take = (action: Action) => {
    const now = current();
    const before = inner.state();
    if (!inner.dispatch(action)) return false;
    batch(() => {
      setRefusal(undefined);
      setTryAgain('');
      const missed = !now || now.done(inner.state()) ? '' : (now.missed?.(before, inner.state()) ?? '');
      if (missed) setExplained(missed);
      moveOn(before);
    });
    return true;
  };

  return {
    ...inner,
    step,
    explained,
    tryAgain,
    refusal: () => refusal() ?? inner.refusal(),
    clearRefusal: () => {
      setRefusal(undefined);
      inner.clearRefusal();
    },
    canUndo: () => false,
    // The Undo control stays inactive instead of answering a tap with nothing.
    undoCheck: () => ({ ok: false, reason: 'nothing-to-undo' }),
    undo: () => false,
    undoClosed: () => t('undoClosed'),
    dispatch(action) {
      const now = current();
      const before = inner.state();
      if (!now || now.autoplay || !now.allows(action, before)) {
        const hint = now ? now.hint(before) : '';
        batch(() => {
          setTryAgain(hint);
          setRefusal({ code: 'tutorial-not-now', text: hint && t('tryThis', { hint }) });
        });
        feedback('error');
        return false;
      }
      return take(action);
    },
    playOn() {
      const autoplay = current()?.autoplay;
      return autoplay ? take(autoplay.next(inner.state())) : false;
    },
    advance: () => batch(() => moveOn(inner.state())),
  };
}
