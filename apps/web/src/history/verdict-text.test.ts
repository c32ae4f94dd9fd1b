import { checkDice } from '@dicetable/stats';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n.ts';
import '../i18n/languages/all.ts';
import { verdictText } from './verdict-text.ts';

afterEach(() => setLanguage('en'));

// 600 throws with 140 sixes: χ² = 19.2, p ≈ 0.0018.
const loaded = checkDice([92, 92, 92, 92, 92, 140]);
const fair = checkDice([100, 100, 100, 100, 100, 100]);
const rareOnes = checkDice([60, 110, 110, 110, 110, 100]);

describe('the fair-dice verdict in words', () => {
  it.each([
    ['en', 'Sixes come up too often: p = 0.002', 'No sign of bias after 600 throws.'],
    ['nl', 'Zessen vallen te vaak: p = 0,002', 'Geen teken van afwijking na 600 worpen.'],
    ['de', 'Sechsen fallen zu oft: p = 0,002', 'Kein Hinweis auf gezinkte Würfel nach 600 Würfen.'],
    ['pt', 'O 6 sai vezes demais: p = 0,002', 'Nenhum sinal de viés após 600 lançamentos.'],
  ] as const)('%s', (lang, biased, noSign) => {
    setLanguage(lang);
    expect(verdictText(loaded)).toBe(biased);
    expect(verdictText(fair)).toBe(noSign);
  });

  it('names a face that comes up too rarely, a tiny p and too few throws', () => {
    expect(verdictText(rareOnes)).toMatch(/^Ones come up too rarely: p [=<] 0\.\d{3}$/);
    expect(verdictText(checkDice([2, 2, 2, 2, 2, 2]))).toBe('Too few throws to judge: 18 more needed.');
    expect(verdictText(checkDice([50, 50, 50, 50, 50, 250]))).toBe('Sixes come up too often: p < 0.001');
  });
});
