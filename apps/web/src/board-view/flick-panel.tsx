// The keyboard (and screen-reader) way to flick: pick a die, set direction, strength and height with
// sliders, watch the aim guide on the board, then press Flick. Direction is as the player sees the
// board (0° = away from them), so it stays meaningful when the board is turned. Where the die would stop
// is said in words too, for whoever cannot see the landing mark (or has no 3D board at all).
import type { Flick } from '@dicetable/engine';
import {
  createEffect,
  createMemo,
  createSignal,
  createUniqueId,
  For,
  on,
  onCleanup,
  Show,
  untrack,
} from 'solid-js';
import type { DieStyle } from './dice-style.ts';
import { DieFace } from './die-face.tsx';
import { heightKind, screenToBoardDirection } from './flick-math.ts';
import { type FlickPlan, type LandingAnswer, planOf, planWords, sameFlick } from './flick-plan.ts';
import { latestOnly } from './latest-only.ts';
import { t } from './messages.ts';
import type { BoardView, LandingPoint } from './types.ts';

export interface FlickPanelDie {
  readonly index: number;
  /** What the die is called in the list (default "Die n"). */
  readonly label?: string;
  readonly style?: DieStyle;
}

export interface FlickPanelProps {
  dice: readonly FlickPanelDie[];
  /** The 3D view, if any: shows the aim guide and the selected die. */
  view?: BoardView | null;
  /** The board's turn in radians (to convert the on-screen direction). */
  turn: number;
  disabled?: boolean;
  /**
   * Why no flick can be made now, in words: the Flick button stays tappable, says it beside itself and
   * repeats it when tapped (a greyed-out button alone tells nothing).
   */
  blocked?: string;
  onFlick: (flick: Flick) => void;
  /** Initially selected die. */
  selected?: number;
  /** Where a flick would leave its die on an empty board (the physics' answer), said while aiming. */
  predictLanding?: (flick: Flick) => Promise<LandingPoint | null>;
  /**
   * The plan the 3D view shows (its arrow and ring): with a view, the words are read from it, so they
   * always say what the board shows; only without a view does the panel ask the physics itself.
   */
  plan?: FlickPlan | null;
  /** The board's radius in metres, to tell the near edge from the far one (unknown: any edge). */
  boardRadius?: number;
}

export function FlickPanel(props: FlickPanelProps) {
  const [chosen, setChosen] = createSignal<number | undefined>(props.selected);
  const [degrees, setDegrees] = createSignal(0);
  const [strength, setStrength] = createSignal(40);
  const [height, setHeight] = createSignal(20);
  const [active, setActive] = createSignal(false);
  /** The reason was asked for by a tap on the closed Flick: it is shown strongly and spoken. */
  const [told, setTold] = createSignal(false);
  const why = () => props.blocked || (props.dice.length === 0 ? t('noDieToFlick') : '');
  createEffect(on(why, () => setTold(false)));

  const die = createMemo(() => {
    const wanted = chosen();
    return props.dice.find((d) => d.index === wanted)?.index ?? props.dice[0]?.index;
  });
  const flick = (): Flick | null => {
    const index = die();
    if (index === undefined) return null;
    return {
      die: index,
      direction: screenToBoardDirection(degrees(), props.turn),
      strength: strength() / 100,
      height: height() / 100,
    };
  };

  // The guide shows while the panel is in use (focus inside it), so it never fights a finger's aim.
  // Only what the panel itself showed is cleared, so the screen's own highlights survive.
  let showing = false;
  createEffect(() => {
    const view = props.view;
    if (!view) return;
    const current = active() && !props.disabled && !why() ? flick() : null;
    if (current) {
      view.setAim(current);
      view.setHighlight([current.die]);
      showing = true;
    } else if (showing) {
      view.setAim(null);
      view.setHighlight([]);
      showing = false;
    }
  });
  onCleanup(() => {
    props.view?.setAim(null);
  });

  // Without a 3D view the panel asks itself, only while in use: each answer is a simulation in the
  // table worker. With a view, the view's plan is the one answer (the arrow and the ring show it).
  const [ownAnswer, setOwnAnswer] = createSignal<LandingAnswer | null>(null);
  const ask = props.predictLanding;
  const landings = ask
    ? latestOnly(
        (asked: Flick) => ask(asked).then((landing): LandingAnswer => ({ asked, landing })),
        setOwnAnswer,
      )
    : null;
  const aimed = () => (active() && !props.disabled ? flick() : null);
  createEffect(() => {
    const wanted = props.view ? null : aimed();
    untrack(() => landings?.want(wanted));
  });
  /** The plan the words say: the board's when it shows the panel's aim, else the panel's own. */
  const shownPlan = (): FlickPlan | null => {
    const current = aimed();
    if (!current) return null;
    if (!props.view) return planOf(current, ownAnswer());
    const plan = props.plan;
    return plan && sameFlick(plan.aim, current) ? plan : null;
  };
  const landingText = () => {
    const plan = shownPlan();
    const where = plan?.landing ? planWords(plan, props.boardRadius ?? Number.POSITIVE_INFINITY) : '';
    return where ? t('landingOnEmptyBoard', { where }) : '';
  };
  const landingId = createUniqueId();

  const submit = (event: Event) => {
    event.preventDefault();
    if (why()) {
      // A fresh text each time, so a screen reader says it again.
      setTold(false);
      queueMicrotask(() => setTold(true));
      return;
    }
    const current = flick();
    if (!current || props.disabled) return;
    props.view?.setAim(null);
    showing = false;
    props.onFlick(current);
  };

  return (
    <form
      class="flick-panel"
      aria-label={t('flickControls')}
      onSubmit={submit}
      onFocusIn={() => setActive(true)}
      onFocusOut={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(false);
      }}
    >
      <h2 class="flick-panel-title">{t('flickControls')}</h2>
      <p class="flick-panel-about muted">{t('flickControlsAbout')}</p>
      <Show when={props.dice.length > 0}>
        <label class="flick-field">
          <span>{t('die')}</span>
          <span class="flick-die-choice">
            <DieFace face={1} style={props.dice.find((d) => d.index === die())?.style} size={28} />
            <select
              onChange={(event) => setChosen(Number(event.currentTarget.value))}
              data-testid="flick-die"
            >
              <For each={props.dice}>
                {(d) => (
                  // Selected per option: the list is rebuilt as dice leave play, which would reset a select's value.
                  <option value={d.index} selected={d.index === die()}>
                    {d.label ?? t('dieNumber', { n: d.index + 1 })}
                  </option>
                )}
              </For>
            </select>
          </span>
        </label>
        <label class="flick-field">
          <span>{t('direction')}</span>
          <input
            type="range"
            min="0"
            max="355"
            step="5"
            value={degrees()}
            onInput={(event) => setDegrees(Number(event.currentTarget.value))}
            aria-valuetext={t('directionValue', { degrees: degrees() })}
            aria-describedby={landingId}
            data-testid="flick-direction"
          />
          <span class="flick-value">{t('directionValue', { degrees: degrees() })}</span>
        </label>
        <label class="flick-field">
          <span>{t('strength')}</span>
          <input
            type="range"
            min="2"
            max="100"
            step="1"
            value={strength()}
            onInput={(event) => setStrength(Number(event.currentTarget.value))}
            aria-valuetext={t('strengthPercent', { percent: strength() })}
            aria-describedby={landingId}
            data-testid="flick-strength"
          />
          <span class="flick-value">{t('strengthPercent', { percent: strength() })}</span>
        </label>
        <label class="flick-field">
          <span>{t('height')}</span>
          <input
            type="range"
            min="0"
            max="100"
            step="5"
            value={height()}
            onInput={(event) => setHeight(Number(event.currentTarget.value))}
            aria-valuetext={t('heightValue', { percent: height(), kind: t(heightKind(height() / 100)) })}
            aria-describedby={landingId}
            data-testid="flick-height"
          />
          <span class="flick-value">
            {t('heightValue', { percent: height(), kind: t(heightKind(height() / 100)) })}
          </span>
        </label>
        <p id={landingId} class="flick-landing" aria-live="polite" data-testid="flick-landing">
          {landingText()}
        </p>
      </Show>
      <button
        type="submit"
        class="button primary flick-submit"
        disabled={props.disabled}
        aria-disabled={why() ? 'true' : undefined}
        aria-describedby={why() ? 'flick-why' : undefined}
        data-testid="flick-submit"
      >
        {t('flick')}
      </button>
      <Show when={why()}>
        <p
          id="flick-why"
          class="flick-why"
          classList={{ muted: !told(), 'flick-why-told': told() }}
          data-testid="flick-why"
        >
          {why()}
        </p>
      </Show>
      <p class="visually-hidden" aria-live="polite">
        {told() ? why() : ''}
      </p>
    </form>
  );
}
