// How a reading compares with labelled dice: the figures of the accuracy report and the sample tests.
import type { DiceReading, DieValue } from './types.ts';

export interface LabelledDie {
  value: DieValue;
  box: [number, number, number, number];
}

/** YOLO label text: a line per die, class 0–5 for faces 1–6, then centre x, centre y, width, height as fractions. */
export function parseYoloLabels(text: string, width: number, height: number): LabelledDie[] {
  const dice: LabelledDie[] = [];
  for (const line of text.split('\n')) {
    const parts = line.trim().split(/\s+/).map(Number);
    if (parts.length < 5 || parts.some(Number.isNaN)) continue;
    const [cls, cx, cy, w, h] = parts as [number, number, number, number, number];
    if (!Number.isInteger(cls) || cls < 0 || cls > 5) continue;
    dice.push({
      value: (cls + 1) as DieValue,
      box: [(cx - w / 2) * width, (cy - h / 2) * height, w * width, h * height],
    });
  }
  return dice;
}

export interface PhotoScore {
  dice: number;
  right: number;
  wrongValue: number;
  missed: number;
  extra: number;
}

/** What became of each labelled die, in the order given, and how many readings matched none. */
export interface DiceOutcomes {
  outcomes: ('right' | 'wrongValue' | 'missed')[];
  extra: number;
}

/**
 * Pairs each reading with at most one labelled die whose box holds the reading's centre, nearest
 * centres first: the indices of each pair, in `truth` and in `found`.
 */
export function pairDice(
  truth: readonly LabelledDie[],
  found: readonly DiceReading[],
): { truth: number; found: number }[] {
  const centre = (b: readonly number[]) => [b[0]! + b[2]! / 2, b[1]! + b[3]! / 2] as const;
  const pairs: { t: number; f: number; d: number }[] = [];
  truth.forEach((die, t) => {
    const [x, y, w, h] = die.box;
    found.forEach((reading, f) => {
      const [fx, fy] = centre(reading.box);
      if (fx < x || fx > x + w || fy < y || fy > y + h) return;
      const [tx, ty] = centre(die.box);
      pairs.push({ t, f, d: Math.hypot(fx - tx, fy - ty) });
    });
  });
  pairs.sort((a, b) => a.d - b.d);
  const usedT = new Set<number>();
  const usedF = new Set<number>();
  const out: { truth: number; found: number }[] = [];
  for (const { t, f } of pairs) {
    if (usedT.has(t) || usedF.has(f)) continue;
    usedT.add(t);
    usedF.add(f);
    out.push({ truth: t, found: f });
  }
  return out;
}

/**
 * What became of each labelled die (pairDice): labelled dice left alone are missed, readings left alone
 * are extra dice.
 */
export function scoreDice(truth: readonly LabelledDie[], found: readonly DiceReading[]): DiceOutcomes {
  const outcomes: DiceOutcomes['outcomes'] = truth.map(() => 'missed');
  const pairs = pairDice(truth, found);
  for (const { truth: t, found: f } of pairs) {
    outcomes[t] = truth[t]!.value === found[f]!.value ? 'right' : 'wrongValue';
  }
  return { outcomes, extra: found.length - pairs.length };
}

export function scorePhoto(truth: readonly LabelledDie[], found: readonly DiceReading[]): PhotoScore {
  const { outcomes, extra } = scoreDice(truth, found);
  const count = (outcome: DiceOutcomes['outcomes'][number]) => outcomes.filter((o) => o === outcome).length;
  return {
    dice: truth.length,
    right: count('right'),
    wrongValue: count('wrongValue'),
    missed: count('missed'),
    extra,
  };
}
