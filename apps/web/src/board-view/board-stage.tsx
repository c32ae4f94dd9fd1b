// The board as a Solid component: the canvas with the 3D view, the turn buttons, the aim read-out
// while swiping, and a translated message instead of the canvas when WebGL is unavailable.
import type { Flick } from '@dicetable/engine';
import { createSignal, onCleanup, onMount, Show } from 'solid-js';
import type { PlatformStyle } from './board-mesh.ts';
import { createBoardView } from './create-board-view.ts';
import type { DieStyle } from './dice-style.ts';
import { heightKind } from './flick-math.ts';
import { t } from './messages.ts';
import {
  type Aim,
  type BoardCanvasElement,
  type BoardView,
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
  world: PoseSource;
  dieStyles?: readonly (DieStyle | undefined)[];
  platformStyles?: readonly PlatformStyle[];
  selectable?: (die: number) => boolean;
  onFlick?: (flick: Flick) => void;
  onTurn?: (angle: number) => void;
  /** The view once it exists, or null when WebGL is unavailable. */
  onReady?: (view: BoardView | null) => void;
  class?: string;
}

export function aimSummary(aim: Aim): string {
  if (aim.cancelling) return t('letGoToCancel');
  return `${t(heightKind(aim.height))} · ${t('strengthPercent', { percent: Math.round(aim.strength * 100) })}`;
}

export function BoardStage(props: BoardStageProps) {
  let canvas!: HTMLCanvasElement;
  const [view, setView] = createSignal<BoardView | null>(null);
  const [unavailable, setUnavailable] = createSignal(false);
  const [aim, setAim] = createSignal<Aim | null>(null);

  onMount(() => {
    try {
      const created = createBoardView(canvas, {
        world: props.world,
        dieStyles: props.dieStyles,
        platformStyles: props.platformStyles,
        selectable: props.selectable,
        reducedMotion: prefersReducedMotion(),
        onFlick: (flick) => props.onFlick?.(flick),
        onAim: setAim,
        onTurn: (angle) => props.onTurn?.(angle),
      });
      (canvas as BoardCanvasElement).boardView = created;
      setView(created);
      props.onReady?.(created);
    } catch (error) {
      if (!(error instanceof WebGLUnavailableError)) throw error;
      setUnavailable(true);
      props.onReady?.(null);
    }
  });
  onCleanup(() => view()?.dispose());

  return (
    <div class={`board-stage ${props.class ?? ''}`} classList={{ 'board-stage-unavailable': unavailable() }}>
      <Show when={unavailable()}>
        <p class="board-stage-message" role="status">
          {t('webglUnavailable')}
        </p>
      </Show>
      <canvas ref={canvas} class="board-canvas" role="img" aria-label={t('boardLabel')} />
      <Show when={aim()}>
        {(current) => (
          <output class="board-aim" classList={{ cancelling: !!current().cancelling }} aria-hidden="true">
            {aimSummary(current())}
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
