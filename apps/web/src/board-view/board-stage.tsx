// The board as a Solid component: the canvas with the 3D view, the turn buttons, the aim read-out
// while swiping, and a translated message instead of the canvas when WebGL is unavailable.
import type { Flick } from '@dicetable/engine';
import { createEffect, createSignal, on, onCleanup, onMount, Show } from 'solid-js';
import { formatCentimetres } from '../i18n/format.ts';
import { exposeBoardView } from '../test-build/probe.ts';
import type { PlatformStyle } from './board-mesh.ts';
import { createBoardView } from './create-board-view.ts';
import type { DieStyle } from './dice-style.ts';
import { heightKind } from './flick-math.ts';
import { t } from './messages.ts';
import {
  type Aim,
  type BoardView,
  type LandingPoint,
  type PoseSource,
  WebGLUnavailableError,
} from './types.ts';
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
  onTurn?: (angle: number) => void;
  /** Where a flick would leave its die on an empty board (the landing mark); see BoardViewOptions. */
  predictLanding?: (flick: Flick) => Promise<LandingPoint | null>;
  /** The view once it exists, or null when WebGL is unavailable. */
  onReady?: (view: BoardView | null) => void;
  class?: string;
}

/** Where the landing mark is, in words. */
export function landingWords(landing: LandingPoint): string {
  if (landing.location === 'hole') return t('landsInHole');
  if (landing.location === 'off') return t('landsOffEdge');
  if (landing.location === 'platform') return t('landsOnPlatform');
  return t('landsAway', { length: formatCentimetres(landing.distance) });
}

export function aimSummary(aim: Aim, landing?: LandingPoint | null): string {
  if (aim.cancelling) return t('letGoToCancel');
  const words = [
    t(heightKind(aim.height)),
    t('strengthPercent', { percent: Math.round(aim.strength * 100) }),
  ];
  if (landing) words.push(landingWords(landing));
  return words.join(' · ');
}

export function BoardStage(props: BoardStageProps) {
  let canvas!: HTMLCanvasElement;
  const [view, setView] = createSignal<BoardView | null>(null);
  const [unavailable, setUnavailable] = createSignal(false);
  const [aim, setAim] = createSignal<Aim | null>(null);
  const [landing, setLanding] = createSignal<LandingPoint | null>(null);
  /** Said when a swipe starts beside the dice; cleared by the next swipe that takes a die. */
  const [missed, setMissed] = createSignal('');
  const say = (words: string) => {
    // A fresh text each time, so a screen reader says it again.
    setMissed('');
    queueMicrotask(() => setMissed(words));
  };

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
          if (next) setMissed('');
          setAim(next);
        },
        onMissedDie: () => say(t('swipeMissed')),
        onClosedDie: () => {
          const why = props.closedWhy?.();
          if (why) say(why);
        },
        onTurn: (angle) => props.onTurn?.(angle),
        ...(props.predictLanding
          ? { predictLanding: (flick: Flick) => props.predictLanding!(flick), onLanding: setLanding }
          : {}),
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
      () => setMissed(''),
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
      <p
        class="board-missed"
        classList={{ 'visually-hidden': !missed() }}
        aria-live="polite"
        data-testid="board-missed"
      >
        {missed()}
      </p>
      <Show when={aim()}>
        {(current) => (
          <output class="board-aim" classList={{ cancelling: !!current().cancelling }} aria-hidden="true">
            {aimSummary(current(), landing())}
          </output>
        )}
      </Show>
      <Show when={view()}>
        {(v) => (
          <div class="board-turn-buttons">
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
