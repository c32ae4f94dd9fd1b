import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allMultisets } from '../dice/multiset.ts';
import { figuresOf, nonBrelanFigures } from './figures.ts';
import { LABELS } from './labels.ts';

const dice = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 });

describe('figures', () => {
  it('lists the worked examples of docs/rules/yam-master.md#figures', () => {
    expect(figuresOf([3, 3, 3, 3, 3])).toEqual(['3', 'carre', 'full', 'yam']);
    expect(figuresOf([2, 2, 5, 5, 5])).toEqual(['5', 'full']);
    expect(figuresOf([4, 4, 4, 4, 1])).toEqual(['4', 'carre']);
    expect(figuresOf([1, 2, 3, 4, 5])).toEqual(['suite']);
    expect(figuresOf([6, 5, 4, 3, 2])).toEqual(['suite']);
    expect(figuresOf([1, 2, 3, 3, 4])).toEqual([]);
    expect(figuresOf([1, 2, 3, 4, 6])).toEqual([]);
    expect(figuresOf([1, 1, 1, 2, 3])).toEqual(['1', 'le8']);
    expect(figuresOf([1, 1, 2, 2, 3])).toEqual([]);
    expect(figuresOf([1, 1, 2, 2, 2])).toEqual(['2', 'full', 'le8']);
  });

  it('adds sec only on a first roll with a non-brelan figure', () => {
    expect(figuresOf([2, 2, 5, 5, 5], { firstRoll: true })).toEqual(['5', 'full', 'sec']);
    expect(figuresOf([5, 5, 5, 1, 2], { firstRoll: true })).toEqual(['5']);
    expect(figuresOf([2, 2, 5, 5, 5])).not.toContain('sec');
  });

  it('adds defi on success and allows nothing on failure', () => {
    expect(figuresOf([1, 2, 3, 4, 5], { defi: true })).toEqual(['defi', 'suite']);
    expect(figuresOf([6, 6, 6, 1, 2], { defi: true })).toEqual([]);
  });

  it('keeps labels sorted, unique and valid for every dice and context', () => {
    fc.assert(
      fc.property(dice, fc.boolean(), fc.boolean(), (values, firstRoll, defi) => {
        const labels = figuresOf(values, { firstRoll, defi });
        expect([...labels].sort()).toEqual(labels);
        expect(new Set(labels).size).toBe(labels.length);
        for (const label of labels) expect(LABELS).toContain(label);
      }),
    );
  });

  it('does not depend on the order of the dice', () => {
    fc.assert(
      fc.property(dice, fc.boolean(), (values, firstRoll) => {
        expect(figuresOf([...values].reverse(), { firstRoll })).toEqual(figuresOf(values, { firstRoll }));
      }),
    );
  });

  it('makes a yam also a carre and a full; a carre never a suite', () => {
    for (const multiset of allMultisets(5)) {
      const figures = nonBrelanFigures(multiset);
      if (figures.includes('yam')) expect(figures).toEqual(expect.arrayContaining(['carre', 'full']));
      if (figures.includes('carre')) expect(figures).not.toContain('suite');
    }
  });
});
