import { describe, expect, it } from 'vitest';
import { detectLanguage, LANGUAGES, type Message, registeredCatalogues, translationsIn } from './i18n.ts';
import { deriveSerbianCyrillic } from './serbian-cyrillic.ts';

// Load every catalogue of the app: each feature's folder holds one, messages.ts wiring one file per language
// (messages.en.ts, messages.nl.ts, … messages.fr.ts).
const modules = import.meta.glob(['../**/messages.ts', '../**/messages.*.ts'], { eager: true });
deriveSerbianCyrillic();

const sampleParams = new Proxy({}, { get: (_target, key) => (key === 'count' ? 2 : `⟨${String(key)}⟩`) });

const render = (message: Message | undefined) =>
  typeof message === 'function' ? message(sampleParams) : (message ?? '');

/** The parameters a text shows, as the sample values ⟨name⟩ it was given. */
const placeholders = (text: string) => [...new Set(text.match(/⟨[^⟩]+⟩/g) ?? [])].sort();

describe('message catalogues', () => {
  it('are found, with a file for every written language', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    expect(Object.keys(modules)).toContain('../shell/install/messages.hr.ts');
    expect(registeredCatalogues().map((catalogue) => catalogue.name)).toContain('shell');
  });

  for (const catalogue of registeredCatalogues()) {
    it(`${catalogue.name}: every key exists, is non-empty and shows the same parameters in every language`, () => {
      const englishKeys = Object.keys(catalogue.languages.en).sort();
      for (const lang of LANGUAGES) {
        const messages = catalogue.languages[lang];
        expect(messages, `${catalogue.name} has no ${lang} file`).toBeDefined();
        expect(Object.keys(messages ?? {}).sort(), `${catalogue.name}/${lang} keys`).toEqual(englishKeys);
        for (const key of englishKeys) {
          const message = messages?.[key];
          const english = catalogue.languages.en[key];
          expect(typeof message, `${catalogue.name}/${lang}/${key}`).toBe(typeof english);
          const text = render(message);
          expect(text.trim().length, `${catalogue.name}/${lang}/${key} is empty`).toBeGreaterThan(0);
          expect(placeholders(text), `${catalogue.name}/${lang}/${key} parameters`).toEqual(
            placeholders(render(english)),
          );
        }
      }
    });
  }

  it('every sibling file registers under the name of an English catalogue', () => {
    const names = registeredCatalogues().map((catalogue) => catalogue.name);
    for (const lang of LANGUAGES) {
      for (const [name] of translationsIn(lang)) expect(names, `${lang} file for ${name}`).toContain(name);
    }
  });
});

describe('language detection', () => {
  it('takes the first supported browser language, else English', () => {
    expect(detectLanguage(['es-ES', 'nl-BE', 'de'])).toBe('nl');
    expect(detectLanguage(['pt-BR'])).toBe('pt');
    expect(detectLanguage(['DE-at'])).toBe('de');
    expect(detectLanguage(['es', 'it'])).toBe('en');
    expect(detectLanguage(['not a tag', 'fr'])).toBe('fr');
    expect(detectLanguage([])).toBe('en');
  });

  it('knows Croatian and French in every country', () => {
    expect(detectLanguage(['hr'])).toBe('hr');
    expect(detectLanguage(['hr-BA'])).toBe('hr');
    expect(detectLanguage(['fr-FR'])).toBe('fr');
    expect(detectLanguage(['fr-CA', 'en'])).toBe('fr');
    expect(detectLanguage(['fr-BE'])).toBe('fr');
  });

  it('reads Serbian in the script the device names, else Cyrillic where that is the usual script', () => {
    expect(detectLanguage(['sr'])).toBe('sr-Cyrl');
    expect(detectLanguage(['sr-RS'])).toBe('sr-Cyrl');
    expect(detectLanguage(['sr-BA'])).toBe('sr-Cyrl');
    expect(detectLanguage(['sr-Cyrl-RS'])).toBe('sr-Cyrl');
    expect(detectLanguage(['sr-Latn'])).toBe('sr-Latn');
    expect(detectLanguage(['sr-Latn-RS'])).toBe('sr-Latn');
    expect(detectLanguage(['SR-latn-ba'])).toBe('sr-Latn');
    // Montenegro writes Serbian in Latin by default (CLDR), and so does Montenegrin and Serbo-Croatian.
    expect(detectLanguage(['sr-ME'])).toBe('sr-Latn');
    expect(detectLanguage(['sr-Cyrl-ME'])).toBe('sr-Cyrl');
    expect(detectLanguage(['cnr'])).toBe('sr-Latn');
    expect(detectLanguage(['sh'])).toBe('sr-Latn');
  });

  it('reads Bosnian as Croatian (ijekavian, Latin), or as Serbian Cyrillic when written in Cyrillic', () => {
    expect(detectLanguage(['bs'])).toBe('hr');
    expect(detectLanguage(['bs-BA'])).toBe('hr');
    expect(detectLanguage(['bs-Cyrl'])).toBe('sr-Cyrl');
  });
});
