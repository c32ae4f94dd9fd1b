// The guide over a game screen in a guided game: a ring around the control to use next and a card that
// says what to do, what just happened, and "Try: …" after an action the story does not take now. The
// card takes the focus at each step and its words go to an aria-live region; "Show me" moves the focus
// to the control itself, so the whole game can be played from a keyboard. The other player's turn is
// played by the guide when the player asks, one action at a time, so the dice and the token can be seen.
// Where the screen has no room for the card beside the game (a phone), the player folds it to its
// heading; it opens again by itself with the next thing it has to say.
import { A } from '@solidjs/router';
import { createEffect, createSignal, type JSX, on, onCleanup, Show } from 'solid-js';
import { CARD_MARGIN, createCoachPlacement } from './coach-placement.ts';
import { t } from './messages.ts';
import type { TutorialScript } from './script.ts';
import type { TutorialSession } from './tutorial-session.ts';
import './coach.css';

/** Between two actions of the other player's turn: long enough to see the dice land. */
const AUTOPLAY_PACE_MS = 700;

export function Coach<Setup, State, Action>(props: {
  session: TutorialSession<Setup, State, Action>;
  script: TutorialScript<State, Action>;
  gameName: string;
  /** The card's heading, when not the guided first game's ("Guided Sumo round"). */
  title?: string;
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
  const [folded, setFolded] = createSignal(false);
  // Anything new to read opens the card again: the next step, what the last action did, a "Try: …".
  createEffect(on([session.step, session.explained, session.tryAgain], () => setFolded(false)));
  let card: HTMLElement | undefined;
  let body: HTMLDivElement | undefined;
  let heading: HTMLHeadingElement | undefined;
  const { ring, corner, place, wordsScroll, follow, bringIntoView, mayScrollAgain } = createCoachPlacement({
    target,
    card: () => card,
    body: () => body,
  });

  createEffect(
    on(session.step, () => {
      // After the screen has drawn the new turn: bring the control into view, then the card into focus.
      mayScrollAgain();
      requestAnimationFrame(() => {
        bringIntoView('nearest');
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
    bringIntoView('center');
    follow();
    target()?.focus();
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
        classList={{ 'coach-card-done': !step(), 'coach-card-folded': !!step() && folded() }}
        style={
          step() && place()
            ? { top: `${place()!.top}px`, left: `${place()!.left}px`, bottom: 'auto', right: 'auto' }
            : undefined
        }
        aria-labelledby="coach-title"
        data-testid="coach-card"
        data-step={step()?.id ?? 'done'}
        data-corner={step() ? corner() : undefined}
      >
        {/* When the words are longer than the card, the keyboard scrolls them too. */}
        <div class="coach-body" ref={body} tabindex={wordsScroll() ? 0 : undefined}>
          <div class="coach-head">
            <h2 id="coach-title" ref={heading} tabindex="-1">
              <span class="coach-game">{props.title ?? t('title', { game: props.gameName })}</span>{' '}
              <span class="coach-step">
                {step() ? t('stepOf', { n: session.step() + 1, total }) : t('doneTitle')}
              </span>
            </h2>
            <Show when={step()}>
              <button
                type="button"
                class="coach-fold"
                aria-expanded={!folded()}
                aria-controls="coach-words"
                aria-label={folded() ? t('unfold') : t('fold')}
                title={folded() ? t('unfold') : t('fold')}
                onClick={() => setFolded(!folded())}
                data-testid="coach-fold"
              >
                <span aria-hidden="true">{folded() ? '▴' : '▾'}</span>
              </button>
            </Show>
          </div>
          <div id="coach-words" hidden={!!step() && folded()}>
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
            <Show when={!step() && props.summary}>{props.summary}</Show>
          </div>
        </div>
        <div class="coach-actions" hidden={!!step() && folded()}>
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
      </section>
      {/* Room after the screen as tall as the card, so the last controls can scroll clear of it. */}
      <Show when={step()}>
        <div
          class="coach-room"
          aria-hidden="true"
          style={{ height: `${(place()?.height ?? 0) + 2 * CARD_MARGIN}px` }}
        />
      </Show>
      <p class="visually-hidden" aria-live="polite" data-testid="coach-live">
        {session.tryAgain() ? t('tryThis', { hint: session.tryAgain() }) : spoken()}
      </p>
    </>
  );
}
