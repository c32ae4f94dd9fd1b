// The square labels of the Yam Master board; the same ids name figures in code, logs and the CLI.

export const BRELAN_LABELS = ['1', '2', '3', '4', '5', '6'] as const;
export const FIGURE_LABELS = ['full', 'carre', 'yam', 'suite', 'le8'] as const;
export const LABELS = [...BRELAN_LABELS, ...FIGURE_LABELS, 'sec', 'defi'] as const;

export type BrelanLabel = (typeof BRELAN_LABELS)[number];
export type Label = (typeof LABELS)[number];

export function isLabel(value: unknown): value is Label {
  return LABELS.includes(value as Label);
}

/**
 * The one order labels are listed in (CLI output, figure lists): brelans 1…6 first, then the other
 * labels alphabetically by id — which is plain code-point order of the ids, e.g. `3 carre full yam`.
 */
export function compareLabels(a: Label, b: Label): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortLabels(labels: Iterable<Label>): Label[] {
  return [...new Set(labels)].sort(compareLabels);
}
