// A die face drawn in SVG; used for the game cards and anywhere a small die is shown.
const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 25],
    [72, 25],
    [28, 50],
    [72, 50],
    [28, 75],
    [72, 75],
  ],
};

export function DieIcon(props: { face: number; size?: number; class?: string }) {
  return (
    <svg
      class={`die-icon ${props.class ?? ''}`}
      viewBox="0 0 100 100"
      width={props.size ?? 48}
      height={props.size ?? 48}
      aria-hidden="true"
    >
      <rect x="4" y="4" width="92" height="92" rx="18" class="die-icon-body" />
      {(PIPS[props.face] ?? []).map(([x, y]) => (
        <circle cx={x} cy={y} r="9" class="die-icon-pip" />
      ))}
    </svg>
  );
}
