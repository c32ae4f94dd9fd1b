import { describe, expect, it } from 'vitest';
import { detectLanguage, LANGUAGES, registeredCatalogues } from './i18n.ts';

// Load every catalogue of the app: each feature keeps one in a file named messages.ts.
const modules = import.meta.glob('../**/messages.ts', { eager: true });

const sampleParams = new Proxy({}, { get: (_target, key) => (key === 'count' ? 2 : `«${String(key)}»`) });

describe('message catalogues', () => {
  it('are found', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    expect(registeredCatalogues().map((catalogue) => catalogue.name)).toContain('shell');
  });

  for (const catalogue of registeredCatalogues()) {
    it(`${catalogue.name}: every key exists and is non-empty in every language`, () => {
      const englishKeys = Object.keys(catalogue.languages.en).sort();
      for (const lang of LANGUAGES) {
        const messages = catalogue.languages[lang];
        expect(Object.keys(messages).sort(), `${catalogue.name}/${lang} keys`).toEqual(englishKeys);
        for (const key of englishKeys) {
          const message = messages[key];
          const english = catalogue.languages.en[key];
          expect(typeof message, `${catalogue.name}/${lang}/${key}`).toBe(typeof english);
          const text = typeof message === 'function' ? message(sampleParams) : message;
          expect(text?.trim().length, `${catalogue.name}/${lang}/${key} is empty`).toBeGreaterThan(0);
        }
      }
    });
  }
});

describe('language detection', () => {
  it('takes the first supported browser language, else English', () => {
    expect(detectLanguage(['fr-FR', 'nl-BE', 'de'])).toBe('nl');
    expect(detectLanguage(['pt-BR'])).toBe('pt');
    expect(detectLanguage(['DE-at'])).toBe('de');
    expect(detectLanguage(['fr', 'es'])).toBe('en');
    expect(detectLanguage([])).toBe('en');
  });
});
