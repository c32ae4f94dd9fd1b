import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, formatWrittenNumber, plural } from './format.ts';
import { LANGUAGES } from './languages.ts';

describe('plural', () => {
  const igra = { one: 'igra', few: 'igre', other: 'igara' };

  it('uses the three Croatian and Serbian forms: one, few, other', () => {
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25, 101].map((n) => plural('hr', n, igra))).toEqual([
      'igra',
      'igre',
      'igre',
      'igara',
      'igara',
      'igara',
      'igra',
      'igre',
      'igara',
      'igra',
    ]);
    expect(plural('sr-Cyrl', 3, { one: 'игра', few: 'игре', other: 'игара' })).toBe('игре');
  });

  it('falls back to other where a language has no form of that kind', () => {
    expect(plural('en', 1, { one: 'game', other: 'games' })).toBe('game');
    expect(plural('en', 3, igra)).toBe('igara');
    expect(plural('fr', 0, { one: 'partie', other: 'parties' })).toBe('partie');
  });
});

describe('plural', () => {
  it('picks the Croatian and Serbian form of any count by the last two digits', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.constantFrom('hr', 'sr-Latn', 'sr-Cyrl'), (n, lang) => {
        const ones = n % 10;
        const tens = n % 100;
        const wanted =
          ones === 1 && tens !== 11
            ? 'one'
            : ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)
              ? 'few'
              : 'other';
        expect(plural(lang, n, { one: 'one', few: 'few', other: 'other' })).toBe(wanted);
      }),
    );
  });
});

describe('formats', () => {
  it('write what a fresh Intl format writes, in every language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (lang, value, digits) => {
          const fixed = { minimumFractionDigits: digits, maximumFractionDigits: digits };
          expect(formatNumber(lang, value, digits)).toBe(new Intl.NumberFormat(lang, fixed).format(value));
          expect(formatPercent(lang, value, digits)).toBe(
            new Intl.NumberFormat(lang, { style: 'percent', ...fixed }).format(value),
          );
        },
      ),
    );
  });
});

describe('a number written in English digits', () => {
  const written = fc
    .tuple(
      fc.integer({ min: -99_999, max: 99_999 }),
      fc.integer({ min: 0, max: 6 }),
      fc.nat({ max: 999_999 }),
    )
    .map(([whole, digits, fraction]) =>
      digits === 0 ? `${whole}` : `${whole}.${fraction}`.slice(0, `${whole}`.length + 1 + digits),
    );

  it('keeps its digits and decimals, only its decimal sign changes, and English stays as written', () => {
    fc.assert(
      fc.property(written, (text) => {
        expect(formatWrittenNumber('en', text)).toBe(text);
        expect(formatWrittenNumber('de', text)).toBe(text.replace('.', ','));
        expect(formatWrittenNumber('hr', text).replace(',', '.').replace('−', '-')).toBe(text);
      }),
    );
  });

  it('writes an exponent as E after the language’s digits', () => {
    expect(formatWrittenNumber('fr', '1.25e-7')).toBe('1,25E-7');
    expect(formatWrittenNumber('nl', '3e+21')).toBe('3E21');
  });

  it('takes a unit without rounding again', () => {
    expect(formatWrittenNumber('de', '36.36', { style: 'unit', unit: 'percent' })).toBe('36,36\u00a0%');
    expect(formatWrittenNumber('en', '0.10', { style: 'unit', unit: 'percent' })).toBe('0.10%');
  });
});
