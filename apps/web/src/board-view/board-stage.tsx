// The board as a Solid component: the canvas with the 3D view, the turn buttons, the aim read-out
// while swiping, and a translated message instead of the canvas when WebGL is unavailable.
import type { Flick } from '@dicetable/engine';
import { createEffect, createSignal, type JSX, on, onCleanup, onMount, Show } from 'solid-js';
import { exposeBoardView } from '../test-build/probe.ts';
import { AIM_WORDS_BAND_PX, AIM_WORDS_MARGIN_PX, aimWordsAtFoot } from './aim-words-place.ts';
import type { PlatformStyle } from './board-mesh.ts';
import { createBoardView } from './create-board-view.ts';
import type { DieStyle } from './dice-style.ts';
import { type FlickPlan, planSummary } from './flick-plan.ts';
import { t } from './messages.ts';
import { type BoardView, type LandingPoint, type PoseSource, WebGLUnavailableError } from './types.ts';
import './board-view.css';

/** How far one press of a turn button turns the board. */
export const TURN_STEP = Math.PI / 12;

export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export interface BoardStageProps {
  /** The world is fixed for the stage's life; after world.reset()/restore() call view.sync(). */
  world: PoseSource;
  /** Reactive: a new array restyles the dice. */
  dieStyles?: readonly (DieStyle | undefined)[];
  /** Reactive: a new array rebuilds the platforms. */
  platformStyles?: readonly PlatformStyle[];
  /** Reactive; read at the moment a finger touches a die. */
  selectable?: (die: number) => boolean;
  onFlick?: (flick: Flick) => void;
  /** Why no die may be flicked now ('' when one may): said when a finger touches a die anyway. */
  closedWhy?: () => string;
  /**
   * Why a swipe that started on die `die` (−1: on no die) flicked nothing while other dice may be
   * flicked; '' for the board's own words (the swipe began beside the dice and turned the board).
   */
  missedWhy?: (die: number) => string;
  /** The planned flick the board shows now (its arrow, ring and words), or null. */
  onPlan?: (plan: FlickPlan | null) => void;
  /** The game's own lines about what just happened, shown in the board's one message area. */
  news?: JSX.Element;
  onTurn?: (angle: number) => void;
  /** Where a flick would leave its die on an empty board (the landing mark); see BoardViewOptions. */
  predictLanding?: (flick: Flick) => Promise<LandingPoint | null>;
  /** The view once it exists, or null when WebGL is unavailable. */
  onReady?: (view: BoardView | null) => void;
  class?: string;
}

/** How much larger the near side is drawn when zoomed in: the hole stays in sight. */
const NEAR_ZOOM = 1.7;

export function BoardStage(props: BoardStageProps) {
  let canvas!: HTMLCanvasElement;
  const [view, setView] = createSignal<BoardView | null>(null);
  const [unavailable, setUnavailable] = createSignal(false);
  const [plan, setPlan] = createSignal<FlickPlan | null>(null);
  const [aimAtFoot, setAimAtFoot] = createSignal(false);
  /** Zoomed in on the near side: on a phone the whole board leaves a die about 11 px wide. */
  const [zoomed, setZoomed] = createSignal(false);
  createEffect(() => view()?.setZoom(zoomed() ? NEAR_ZOOM : 1));
  let aimOutput: HTMLOutputElement | undefined;
  /** Where the words of a plan go: away from its die and its landing ring. */
  const placeAimWords = (next: FlickPlan | null) => {
    const v = view();
    if (!next || !v) return setAimAtFoot(false);
    const points = [v.dieScreenPoint(next.aim.die), v.landingMark()?.screen].filter((point) => !!point);
    // The words as tall as they are drawn now (two lines on a phone, one on a tablet), and their margin.
    const band = aimOutput?.isConnected ? aimOutput.offsetHeight + AIM_WORDS_MARGIN_PX : AIM_WORDS_BAND_PX;
    setAimAtFoot(aimWordsAtFoot(points, v.canvas.clientHeight, band));
  };
  /**
   * Said when a swipe flicks nothing; cleared by the next swipe that takes a die. Kept as words to work
   * out, so a name or the language is read when shown.
   */
  const [missed, setMissed] = createSignal<(() => string) | null>(null);
  const say = (words: () => string) => {
    // A fresh text each time, so a screen reader says it again.
    setMissed(null);
    queueMicrotask(() => setMissed(() => words));
  };
  const missedText = () => missed()?.() ?? '';

  onMount(() => {
    try {
      const created = createBoardView(canvas, {
        world: props.world,
        dieStyles: props.dieStyles,
        platformStyles: props.platformStyles,
        selectable: props.selectable,
        reducedMotion: prefersReducedMotion(),
        onFlick: (flick) => props.onFlick?.(flick),
        onAim: (next) => {
          if (next) setMissed(null);
        },
        onPlan: (next) => {
          setPlan(next);
          placeAimWords(next);
          props.onPlan?.(next);
        },
        onMissedDie: (die) => {
          const why = props.missedWhy?.(die);
          say(why ? () => props.missedWhy?.(die) || t('swipeMissed') : () => t('swipeMissed'));
        },
        onClosedDie: () => {
          const why = props.closedWhy?.();
          if (why) say(() => props.closedWhy?.() || why);
        },
        onTurn: (angle) => props.onTurn?.(angle),
        ...(props.predictLanding ? { predictLanding: (flick: Flick) => props.predictLanding!(flick) } : {}),
      });
      exposeBoardView(canvas, created);
      setView(created);
      props.onReady?.(created);
    } catch (error) {
      if (!(error instanceof WebGLUnavailableError)) throw error;
      setUnavailable(true);
      props.onReady?.(null);
    }
  });
  onCleanup(() => view()?.dispose());

  const aimWords = (current: () => FlickPlan) => (
    <output
      ref={aimOutput}
      class="board-aim"
      classList={{ cancelling: !!current().aim.cancelling, 'at-foot': aimAtFoot() }}
      aria-hidden="true"
      data-testid="board-aim"
    >
      {planSummary(current(), props.world.board.boardRadius)}
    </output>
  );

  // Later changes of the props reach the view (the first values went into createBoardView).
  createEffect(
    on(
      () => props.dieStyles,
      (styles) => view()?.setDieStyles(styles ?? []),
      { defer: true },
    ),
  );
  createEffect(
    on(
      () => props.platformStyles,
      (styles) => view()?.setPlatformStyles(styles ?? []),
      { defer: true },
    ),
  );
  // A reason said for an earlier moment is stale once the moment has passed.
  createEffect(
    on(
      () => props.closedWhy?.(),
      () => setMissed(null),
      { defer: true },
    ),
  );
  createEffect(
    on(
      () => props.selectable,
      (filter) => view()?.setSelectable(filter ?? null),
      { defer: true },
    ),
  );

  return (
    <div class={`board-stage ${props.class ?? ''}`} classList={{ 'board-stage-unavailable': unavailable() }}>
      <Show when={unavailable()}>
        <p class="board-stage-message" role="status">
          {t('webglUnavailable')}
        </p>
      </Show>
      <canvas ref={canvas} class="board-canvas" role="img" aria-label={t('boardLabel')} />
      {/* One message area: the game's news and what a refused swipe did follow each other, never overlap. */}
      <div class="board-messages">
        <Show when={aimAtFoot() && plan()}>{(current) => aimWords(current)}</Show>
        {props.news}
        <p
          class="board-missed"
          classList={{ 'visually-hidden': !missedText() }}
          aria-live="polite"
          data-testid="board-missed"
        >
          {missedText()}
        </p>
      </div>
      <Show when={!aimAtFoot() && plan()}>{(current) => aimWords(current)}</Show>
      <Show when={view()}>
        {(v) => (
          <div class="board-turn-buttons">
            <button
              type="button"
              class="button icon-button"
              aria-pressed={zoomed()}
              aria-label={t('zoomNear')}
              title={t('zoomNear')}
              onClick={() => setZoomed(!zoomed())}
              data-testid="board-zoom"
            >
              <span aria-hidden="true">{zoomed() ? '⊖' : '⊕'}</span>
            </button>
            <button
              type="button"
              class="button icon-button"
              aria-label={t('turnLeft')}
              title={t('turnLeft')}
              onClick={() => v().turnBy(TURN_STEP)}
            >
              <span aria-hidden="true">⟲</span>
            </button>
            <button
              type="button"
              class="button icon-button"
              aria-label={t('turnRight')}
              title={t('turnRight')}
              onClick={() => v().turnBy(-TURN_STEP)}
            >
              <span aria-hidden="true">⟳</span>
            </button>
          </div>
        )}
      </Show>
    </div>
  );
}
