import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JAMB_CATEGORIES, type JambCategory } from './categories.ts';
import { DEFAULT_JAMB_OPTIONS } from './options.ts';
import { columnTotals, emptySheet, isCellOpen, type JambColumnCells } from './sheet.ts';

const full = (scores: Partial<Record<JambCategory, number>>): JambColumnCells => {
  const cells: Partial<Record<JambCategory, number>> = {};
  for (const category of JAMB_CATEGORIES) cells[category] = scores[category] ?? 0;
  return cells;
};

describe('column totals', () => {
  it('adds the bonus only when all six upper cells are written and reach 60', () => {
    const upper = { ones: 3, twos: 8, threes: 12, fours: 16, fives: 15, sixes: 6 };
    expect(columnTotals(full(upper)).bonus).toBe(30);
    expect(columnTotals({ twos: 10, threes: 15, fours: 20, fives: 25 }).bonus).toBe(0);
    expect(columnTotals(full({ ...upper, sixes: 5 })).bonus).toBe(0);
  });

  it('grades the bonus with the house rule', () => {
    const graduated = { ...DEFAULT_JAMB_OPTIONS, graduatedBonus: true };
    const upper = (sixes: number) => full({ ones: 5, twos: 10, threes: 15, fours: 20, fives: 0, sixes });
    expect(columnTotals(upper(10), graduated).bonus).toBe(30);
    expect(columnTotals(upper(20), graduated).bonus).toBe(40);
    expect(columnTotals(upper(30), graduated).bonus).toBe(50);
    expect(columnTotals(upper(30)).bonus).toBe(30);
  });

  it('signs the middle product, or clamps it with the house rule', () => {
    expect(columnTotals({ ones: 2, max: 10, min: 20 }).middle).toBe(-20);
    expect(
      columnTotals({ ones: 2, max: 10, min: 20 }, { ...DEFAULT_JAMB_OPTIONS, clampMiddle: true }).middle,
    ).toBe(0);
    expect(columnTotals({ ones: 3, max: 28, min: 7 }).middle).toBe(63);
    expect(columnTotals({ ones: 3, max: 28 }).middle).toBeNull();
  });

  it('total = upper + bonus + middle + lower for any written column', () => {
    const score = fc.option(fc.integer({ min: 0, max: 80 }), { nil: undefined });
    fc.assert(
      fc.property(fc.tuple(...JAMB_CATEGORIES.map(() => score)), (values) => {
        const cells: Partial<Record<JambCategory, number>> = {};
        JAMB_CATEGORIES.forEach((category, i) => {
          if (values[i] !== undefined) cells[category] = values[i];
        });
        const totals = columnTotals(cells);
        expect(totals.total).toBe(totals.upper + totals.bonus + (totals.middle ?? 0) + totals.lower);
        expect(totals.bonus === 0 || totals.upper >= 60).toBe(true);
      }),
    );
  });
});

describe('open cells', () => {
  it('opens down from the top, up from the bottom, free anywhere, announced only when announced', () => {
    const sheet = emptySheet();
    const open = (column: 'down' | 'up' | 'free' | 'announced', announced: JambCategory | null = null) =>
      JAMB_CATEGORIES.filter((category) => isCellOpen(sheet, column, category, announced));
    expect(open('down')).toEqual(['ones']);
    expect(open('up')).toEqual(['jamb']);
    expect(open('free')).toEqual(JAMB_CATEGORIES);
    expect(open('announced')).toEqual([]);
    expect(open('announced', 'full')).toEqual(['full']);
    const later = { ...sheet, down: { ones: 3, twos: 4 }, up: { jamb: 0 } };
    expect(JAMB_CATEGORIES.filter((c) => isCellOpen(later, 'down', c, null))).toEqual(['threes']);
    expect(JAMB_CATEGORIES.filter((c) => isCellOpen(later, 'up', c, null))).toEqual(['carre']);
  });
});
