import { contrastingPipColour, DEFAULT_DIE_STYLE, type DieStyle, PIP_LAYOUT, pipPath } from './dice-style.ts';

/** A flat SVG die in a player's style (colour and pip mark), matching the dice on the 3D board. */
export function DieFace(props: { face?: number; style?: DieStyle; size?: number; class?: string }) {
  const style = () => props.style ?? DEFAULT_DIE_STYLE;
  const pip = () => style().pipColour ?? contrastingPipColour(style().colour);
  return (
    <svg
      class={`die-face ${props.class ?? ''}`}
      viewBox="0 0 100 100"
      width={props.size ?? 32}
      height={props.size ?? 32}
      aria-hidden="true"
    >
      <rect
        x="4"
        y="4"
        width="92"
        height="92"
        rx="18"
        fill={style().colour}
        stroke="rgb(0 0 0 / 0.35)"
        stroke-width="3"
      />
      {(PIP_LAYOUT[props.face ?? 0] ?? []).map(([x, y]) => (
        <path d={pipPath(style().mark ?? 'round', x, y, 9)} fill={pip()} />
      ))}
    </svg>
  );
}
