// The guide over a game screen in a guided game: a ring around the control to use next and a card that
// says what to do, what just happened, and "Try: …" after an action the story does not take now. The
// card takes the focus at each step and its words go to an aria-live region; "Show me" moves the focus
// to the control itself, so the whole game can be played from a keyboard. The other player's turn is
// played by the guide when the player asks, one action at a time, so the dice and the token can be seen.
import { A } from '@solidjs/router';
import { createEffect, createSignal, type JSX, on, onCleanup, onMount, Show } from 'solid-js';
import { t } from './messages.ts';
import type { TutorialScript } from './script.ts';
import type { TutorialSession } from './tutorial-session.ts';
import './coach.css';

interface Ring {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Below this gap from the ring the card moves to the other half of the screen. */
const RING_PADDING = 6;
/** Between two actions of the other player's turn: long enough to see the dice land. */
const AUTOPLAY_PACE_MS = 700;

export function Coach<Setup, State, Action>(props: {
  session: TutorialSession<Setup, State, Action>;
  script: TutorialScript<State, Action>;
  gameName: string;
  /** Where "Leave" goes: the game's lobby. */
  leaveHref: string;
  /** The last card's button: a real game against the computer. */
  finish: JSX.Element;
  /** A picture for the last card, under its words (what the game's own screens draw). */
  summary?: JSX.Element;
  /** A button of the screen's for the card now (a step where the player watches until ready). */
  action?: JSX.Element;
}) {
  const { session, script } = props;
  const step = () => script.steps[session.step()];
  const total = script.steps.length;
  const target = () => {
    const now = step();
    return now ? document.querySelector<HTMLElement>(now.target(session.state())) : null;
  };
  const [ring, setRing] = createSignal<Ring | null>(null);
  const [cardAtTop, setCardAtTop] = createSignal(false);
  let card: HTMLElement | undefined;
  let heading: HTMLHeadingElement | undefined;

  // The control can move (a roll, a scrolled sheet, a turned tablet): follow it on every frame it may have.
  const follow = () => {
    const element = target();
    if (!element) {
      setRing(null);
      return;
    }
    const box = element.getBoundingClientRect();
    setRing({
      top: box.top - RING_PADDING,
      left: box.left - RING_PADDING,
      width: box.width + 2 * RING_PADDING,
      height: box.height + 2 * RING_PADDING,
    });
    setCardAtTop(box.top + box.height / 2 > window.innerHeight / 2);
  };
  onMount(() => {
    const timer = window.setInterval(follow, 200);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    onCleanup(() => {
      window.clearInterval(timer);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    });
  });

  createEffect(
    on(session.step, () => {
      // After the screen has drawn the new turn: bring the control into view, then the card into focus.
      requestAnimationFrame(() => {
        target()?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        follow();
        heading?.focus({ preventScroll: true });
      });
    }),
  );

  const [playing, setPlaying] = createSignal(false);
  let autoplayTimer: number | undefined;
  const playTurn = () => {
    if (playing()) return;
    setPlaying(true);
    const at = session.step();
    const tick = () => {
      if (session.step() === at && session.playOn())
        autoplayTimer = window.setTimeout(tick, AUTOPLAY_PACE_MS);
      else setPlaying(false);
    };
    tick();
  };
  onCleanup(() => window.clearTimeout(autoplayTimer));

  const showMe = () => {
    const element = target();
    element?.scrollIntoView({ block: 'center', inline: 'nearest' });
    element?.focus();
  };

  const spoken = () => {
    const now = step();
    const lead = session.explained();
    const next = now ? now.say(session.state()) : script.ending(session.state());
    return lead ? `${lead} ${next}` : next;
  };

  return (
    <>
      <Show when={step() && ring()}>
        {(box) => (
          <div
            class="coach-ring"
            aria-hidden="true"
            data-testid="coach-ring"
            style={{
              top: `${box().top}px`,
              left: `${box().left}px`,
              width: `${box().width}px`,
              height: `${box().height}px`,
            }}
          />
        )}
      </Show>
      <section
        ref={card}
        class="coach-card"
        classList={{ 'coach-card-top': cardAtTop() && !!step(), 'coach-card-done': !step() }}
        aria-labelledby="coach-title"
        data-testid="coach-card"
        data-step={step()?.id ?? 'done'}
      >
        <h2 id="coach-title" ref={heading} tabindex="-1">
          <span class="coach-game">{t('title', { game: props.gameName })}</span>{' '}
          <span class="coach-step">
            {step() ? t('stepOf', { n: session.step() + 1, total }) : t('doneTitle')}
          </span>
        </h2>
        <Show when={session.explained()}>
          <p class="coach-explained" data-testid="coach-explained">
            {session.explained()}
          </p>
        </Show>
        <p class="coach-say" data-testid="coach-say">
          {step() ? step()!.say(session.state()) : script.ending(session.state())}
        </p>
        <Show when={session.tryAgain()}>
          <p class="coach-try" data-testid="coach-try">
            {t('tryThis', { hint: session.tryAgain() })}
          </p>
        </Show>
        <div class="coach-actions">
          <Show when={step()} fallback={props.finish}>
            {(now) => (
              <>
                {props.action}
                <Show
                  when={now().autoplay}
                  fallback={
                    <button type="button" class="button primary" onClick={showMe}>
                      {t('showMe')}
                    </button>
                  }
                >
                  {(autoplay) => (
                    <button
                      type="button"
                      class="button primary"
                      disabled={playing()}
                      onClick={playTurn}
                      data-testid="coach-play"
                    >
                      {autoplay().button(session.state())}
                    </button>
                  )}
                </Show>
              </>
            )}
          </Show>
          <A class="button" href={props.leaveHref}>
            {t('leave')}
          </A>
        </div>
        <Show when={!step() && props.summary}>{props.summary}</Show>
      </section>
      <p class="visually-hidden" aria-live="polite" data-testid="coach-live">
        {session.tryAgain() ? t('tryThis', { hint: session.tryAgain() }) : spoken()}
      </p>
    </>
  );
}
