// How a die looks: its body colour and an optional mark (the pip shape) that tells players apart
// without relying on colour. The same shapes serve the 3D dice and any SVG die the game screens draw.

/** Pip shapes; `round` is a plain die. The others are the colour-blind-safe player marks. */
export const DIE_MARKS = ['round', 'square', 'diamond', 'triangle', 'star'] as const;
export type DieMark = (typeof DIE_MARKS)[number];

export interface DieStyle {
  /** Body colour, any CSS colour in #rrggbb form. */
  readonly colour: string;
  /** Pip shape (default `round`). */
  readonly mark?: DieMark;
  /** Pip colour; by default black or white, whichever contrasts more with the body. */
  readonly pipColour?: string;
}

export const DEFAULT_DIE_STYLE: DieStyle = { colour: '#f7f2e8', mark: 'round' };

/** The player colours of base.css (--player-1 … --player-8), for when CSS cannot be read. */
export const PLAYER_COLOURS = [
  '#0072b2',
  '#d55e00',
  '#009e73',
  '#cc79a7',
  '#e6a700',
  '#56b4e9',
  '#7a5195',
  '#5f5f5f',
] as const;

/** Player n's colour (0-based) from the live CSS variables, falling back to the built-in palette. */
export function playerColour(player: number): string {
  const fallback = PLAYER_COLOURS[player % PLAYER_COLOURS.length] ?? PLAYER_COLOURS[0];
  if (typeof document === 'undefined') return fallback;
  const value = getComputedStyle(document.documentElement)
    .getPropertyValue(`--player-${(player % PLAYER_COLOURS.length) + 1}`)
    .trim();
  return /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;
}

/** Player n's die style: their colour and their own pip shape. */
export function playerDieStyle(player: number): DieStyle {
  return { colour: playerColour(player), mark: DIE_MARKS[player % DIE_MARKS.length] ?? 'round' };
}

/** Relative luminance (WCAG) of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Black or white pips, whichever has the higher contrast ratio against the body colour. */
export function contrastingPipColour(body: string): string {
  const l = luminance(body);
  const againstWhite = 1.05 / (l + 0.05);
  const againstBlack = (l + 0.05) / 0.05;
  return againstBlack >= againstWhite ? '#1b1813' : '#ffffff';
}

/**
 * SVG path data of one pip of the given shape, centred at (cx, cy) with "radius" r. Used with Path2D
 * for the dice textures and as <path d> in SVG dice, so both show the same marks.
 */
export function pipPath(mark: DieMark, cx: number, cy: number, r: number): string {
  const f = (n: number) => Number(n.toFixed(2));
  switch (mark) {
    case 'square': {
      const s = r * 0.85;
      return `M${f(cx - s)} ${f(cy - s)}H${f(cx + s)}V${f(cy + s)}H${f(cx - s)}Z`;
    }
    case 'diamond': {
      const s = r * 1.2;
      return `M${f(cx)} ${f(cy - s)}L${f(cx + s)} ${f(cy)}L${f(cx)} ${f(cy + s)}L${f(cx - s)} ${f(cy)}Z`;
    }
    case 'triangle': {
      const s = r * 1.25;
      const h = s * 0.87;
      return `M${f(cx)} ${f(cy - s)}L${f(cx + h)} ${f(cy + s / 2)}L${f(cx - h)} ${f(cy + s / 2)}Z`;
    }
    case 'star': {
      const points: string[] = [];
      for (let i = 0; i < 10; i++) {
        const radius = i % 2 === 0 ? r * 1.3 : r * 0.55;
        const angle = -Math.PI / 2 + (i * Math.PI) / 5;
        points.push(`${f(cx + radius * Math.cos(angle))} ${f(cy + radius * Math.sin(angle))}`);
      }
      return `M${points.join('L')}Z`;
    }
    default:
      return `M${f(cx - r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx + r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx - r)} ${f(cy)}Z`;
  }
}

/** Pip centres of each face on a 100 × 100 face (the same layout as the shell's DieIcon). */
export const PIP_LAYOUT: Record<number, readonly (readonly [number, number])[]> = {
  1: [[50, 50]],
  2: [
    [27, 27],
    [73, 73],
  ],
  3: [
    [27, 27],
    [50, 50],
    [73, 73],
  ],
  4: [
    [27, 27],
    [73, 27],
    [27, 73],
    [73, 73],
  ],
  5: [
    [27, 27],
    [73, 27],
    [50, 50],
    [27, 73],
    [73, 73],
  ],
  6: [
    [27, 25],
    [73, 25],
    [27, 50],
    [73, 50],
    [27, 75],
    [73, 75],
  ],
};

/** A key that is equal for styles that look the same (textures are shared between such dice). */
export function styleKey(style: DieStyle): string {
  return `${style.colour}|${style.mark ?? 'round'}|${style.pipColour ?? ''}`;
}
