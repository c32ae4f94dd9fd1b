// The guide over a game screen in a guided game: a ring around the control to use next and a card that
// says what to do, what just happened, and "Try: …" after an action the story does not take now. The
// card takes the focus at each step and its words go to an aria-live region; "Show me" moves the focus
// to the control itself, so the whole game can be played from a keyboard. The other player's turn is
// played by the guide when the player asks, one action at a time, so the dice and the token can be seen.
// Where the screen has no room for the card beside the game (a phone), the player folds it to its
// heading; it opens again by itself with the next thing it has to say.
import { A } from '@solidjs/router';
import { createEffect, createSignal, type JSX, on, onCleanup, onMount, Show } from 'solid-js';
import {
  type Box,
  type Corner,
  cardBox,
  chooseCorner,
  clearingScroll,
  covered,
  type Frame,
} from './card-placement.ts';
import { t } from './messages.ts';
import type { TutorialScript } from './script.ts';
import type { TutorialSession } from './tutorial-session.ts';
import './coach.css';

/** Between the control and the ring drawn around it. */
const RING_PADDING = 6;
/** Between the card and the screen's edge, and between the card and the ring. */
const CARD_MARGIN = 12;
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
  const [ring, setRing] = createSignal<Box | null>(null);
  const [corner, setCorner] = createSignal<Corner | undefined>();
  const [place, setPlace] = createSignal<Box | null>(null);
  const [wordsScroll, setWordsScroll] = createSignal(false);
  const [folded, setFolded] = createSignal(false);
  // Anything new to read opens the card again: the next step, what the last action did, a "Try: …".
  createEffect(on([session.step, session.explained, session.tryAgain], () => setFolded(false)));
  let card: HTMLElement | undefined;
  let body: HTMLDivElement | undefined;
  let heading: HTMLHeadingElement | undefined;

  /** The screen as the card sees it: below the header while the header is on screen (it holds controls). */
  const frame = (): Frame => {
    const header = document.querySelector('.page-header, .home-header')?.getBoundingClientRect();
    return {
      width: document.documentElement.clientWidth,
      height: window.innerHeight,
      topInset: Math.max(CARD_MARGIN, (header?.bottom ?? 0) + CARD_MARGIN),
      margin: CARD_MARGIN,
      gap: RING_PADDING + CARD_MARGIN,
    };
  };
  const scrollRoom = () => ({
    up: window.scrollY,
    down: document.documentElement.scrollHeight - window.innerHeight - window.scrollY,
  });
  const cardSize = () => ({ width: card?.offsetWidth ?? 0, height: card?.offsetHeight ?? 0 });
  const targetBox = (element: HTMLElement): Box => {
    const box = element.getBoundingClientRect();
    return { top: box.top, left: box.left, width: box.width, height: box.height };
  };

  /** Scrolls the control into the part of the screen the card leaves free, where no corner does. */
  const uncover = (box: Box, size = cardSize(), screen = frame()) => {
    const delta = clearingScroll(box, size, screen, scrollRoom());
    if (delta !== 0) window.scrollBy({ top: delta });
  };

  /** The guide may scroll the page to uncover the control until the player scrolls it themselves. */
  let mayScroll = true;
  // The control can move (a roll, a scrolled sheet, a turned tablet): follow it on every frame it may
  // have, and keep the card in a corner that leaves it uncovered.
  const follow = () => {
    setWordsScroll(!!body && body.scrollHeight > body.clientHeight);
    const element = target();
    if (!element) {
      setRing(null);
      return;
    }
    const box = targetBox(element);
    setRing({
      top: box.top - RING_PADDING,
      left: box.left - RING_PADDING,
      width: box.width + 2 * RING_PADDING,
      height: box.height + 2 * RING_PADDING,
    });
    // Measured once a call: it runs on every scroll event.
    const size = cardSize();
    const screen = frame();
    const now = chooseCorner(box, size, screen, corner());
    setCorner(now);
    setPlace(cardBox(now, size, screen));
    // A control that came later (a button after a roll) or a card that grew: uncover it again.
    if (mayScroll && covered(now, box, size, screen) > 0) uncover(box, size, screen);
  };

  /** Brings the control into view, and, where every corner's card would cover it, into the part one leaves free. */
  const bringIntoView = (block: ScrollLogicalPosition) => {
    const element = target();
    if (!element) return;
    element.scrollIntoView({ block, inline: 'nearest' });
    uncover(targetBox(element));
  };
  const playerScrolls = () => {
    mayScroll = false;
  };
  onMount(() => {
    const timer = window.setInterval(follow, 200);
    for (const event of ['wheel', 'touchmove', 'keydown'] as const) {
      window.addEventListener(event, playerScrolls, { passive: true });
      onCleanup(() => window.removeEventListener(event, playerScrolls));
    }
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    // New words change the card's height: place it again at once, not at the next tick.
    const resized = new ResizeObserver(follow);
    if (card) resized.observe(card);
    onCleanup(() => {
      resized.disconnect();
      window.clearInterval(timer);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    });
  });

  createEffect(
    on(session.step, () => {
      // After the screen has drawn the new turn: bring the control into view, then the card into focus.
      mayScroll = true;
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
