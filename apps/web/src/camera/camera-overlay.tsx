// The outlines drawn over the live picture: each die read with its value in a badge beside it, the
// proposal once there is one, and faintly beside it the other candidates (a tap swaps one in) and the held
// dice left out. A shortcut for the buttons beside the picture, so it is hidden from screen readers.
import { createMemo, createSignal, For, onCleanup, onMount } from 'solid-js';
import { badgeSpots } from './badge-spots.ts';
import type { CameraController } from './camera-controller.ts';
import type { DiceReading } from './reading.ts';
import { isUnsure } from './unsure.ts';

function DieOutline(props: {
  die: DiceReading;
  spot: { x: number; y: number };
  badge: number;
  label: string;
}) {
  return (
    <>
      <rect
        x={props.die.box[0]}
        y={props.die.box[1]}
        width={props.die.box[2]}
        height={props.die.box[3]}
        rx={props.die.box[2] / 8}
      />
      <circle cx={props.spot.x} cy={props.spot.y} r={props.badge} />
      <text x={props.spot.x} y={props.spot.y} style={{ 'font-size': `${props.badge * 1.4}px` }}>
        {props.label}
      </text>
    </>
  );
}

/** The least radius of a value's badge on screen, in CSS pixels: its value then reads at 16 px or more. */
const LEAST_BADGE_PX = 12;

export function CameraOverlay(props: { camera: CameraController }) {
  const camera = props.camera;
  let svg: SVGSVGElement | undefined;
  /** The picture's size on screen, which the frame is fitted into. */
  const [shown, setShown] = createSignal({ width: 0, height: 0 });
  onMount(() => {
    const observer = new ResizeObserver(() => {
      if (svg) setShown({ width: svg.clientWidth, height: svg.clientHeight });
    });
    if (svg) observer.observe(svg);
    onCleanup(() => observer.disconnect());
  });
  /** CSS pixels per frame pixel (the frame is fitted whole, xMidYMid meet). */
  const scale = () => Math.min(shown().width / camera.frame().width, shown().height / camera.frame().height);
  /**
   * The radius of the value's badge over each die, in frame pixels: a fortieth of the frame, and on a small
   * screen (a phone) no less than LEAST_BADGE_PX on screen.
   */
  const badge = () =>
    Math.max(
      Math.max(camera.frame().width, camera.frame().height) / 40,
      scale() > 0 ? LEAST_BADGE_PX / scale() : 0,
    );
  /** The outlines drawn: the proposal once there is one, else what the latest frame showed. */
  const outlined = () => camera.proposal() ?? camera.seen() ?? [];
  /** Beside the proposal, faintly: the other candidates, then the held dice left out. */
  const besides = () => (camera.proposal() ? [...camera.others(), ...camera.heldSeen()] : []);
  const spots = createMemo(() =>
    badgeSpots(
      [...outlined(), ...besides()].map((die) => die.box),
      badge(),
      camera.frame(),
    ),
  );

  return (
    <svg
      ref={svg}
      class="camera-overlay"
      viewBox={`0 0 ${camera.frame().width} ${camera.frame().height}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
    >
      <For each={outlined()}>
        {(die, i) => {
          const marked = () => camera.proposal() !== null && isUnsure(die);
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: a shortcut for the die buttons beside the picture, which keyboards and screen readers use.
            <g
              class="camera-die"
              classList={{
                proposed: camera.proposal() !== null,
                selected: camera.selected() === i(),
                unsure: marked(),
              }}
              onClick={() => camera.proposal() && camera.select(i())}
            >
              <DieOutline
                die={die}
                spot={spots()[i()]!}
                badge={badge()}
                label={marked() ? `${die.value}?` : String(die.value)}
              />
            </g>
          );
        }}
      </For>
      <For each={besides()}>
        {(die, i) => {
          const faint = () => i() < camera.others().length;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: a shortcut for the "also seen" buttons beside the picture, which keyboards and screen readers use.
            <g
              class="camera-die"
              classList={{ other: faint(), held: !faint() }}
              onClick={() => faint() && camera.swap(i())}
            >
              <DieOutline
                die={die}
                spot={spots()[outlined().length + i()]!}
                badge={badge()}
                label={String(die.value)}
              />
            </g>
          );
        }}
      </For>
    </svg>
  );
}
