// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { language, setLanguage, translate, translationsIn } from './i18n.ts';
import { deriveSerbianCyrillic } from './serbian-cyrillic.ts';

describe('the derived Serbian Cyrillic catalogue', () => {
  it('is made from every Serbian Latin text, functions included, and becomes the language', async () => {
    translate('transliteration-sample', 'sr-Latn', {
      title: 'Džoker',
      turn: ({ name, count }: { name: string; count: number }) => `Potez ${count}: igra ${name}`,
    });
    deriveSerbianCyrillic();
    const cyrillic = Object.fromEntries(translationsIn('sr-Cyrl'))['transliteration-sample'] ?? {};
    expect(cyrillic.title).toBe('Џокер');
    expect(typeof cyrillic.turn === 'function' && cyrillic.turn({ name: 'Ljiljana', count: 3 })).toBe(
      'Потез 3: игра Ljiljana',
    );
    await setLanguage('sr-Cyrl');
    expect(language()).toBe('sr-Cyrl');
    expect(document.documentElement.lang).toBe('sr-Cyrl');
    await setLanguage('en');
  });
});
