import type { Pip } from './pips.ts';

/**
 * Pips of one die lie within `reach` pip diameters of each other, share their size and polarity:
 * single-linkage clusters under those rules are the dice candidates.
 */
export function groupPips(pips: readonly Pip[], reach: number): Pip[][] {
  const parent = pips.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  for (let i = 0; i < pips.length; i++) {
    const a = pips[i]!;
    for (let j = i + 1; j < pips.length; j++) {
      const b = pips[j]!;
      if (a.dark !== b.dark) continue;
      const big = Math.max(a.r, b.r);
      if (big > 1.6 * Math.min(a.r, b.r)) continue;
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      const limit = reach * 2 * big;
      if (dx * dx + dy * dy <= limit * limit) parent[root(i)] = root(j);
    }
  }
  const groups = new Map<number, Pip[]>();
  pips.forEach((pip, i) => {
    const key = root(i);
    const group = groups.get(key);
    if (group) group.push(pip);
    else groups.set(key, [pip]);
  });
  return [...groups.values()];
}
