import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageForTag, negotiateLanguage } from './languages.ts';

describe('a language tag', () => {
  it('names each language Dicetable speaks by its own tag', () => {
    for (const lang of LANGUAGES) expect(languageForTag(lang)).toBe(lang);
  });

  it('maps regional tags and Serbian without a script the way devices are read', () => {
    expect(languageForTag('fr-FR')).toBe('fr');
    expect(languageForTag('pt-BR')).toBe('pt');
    expect(languageForTag('sr')).toBe('sr-Cyrl');
    expect(languageForTag('sr-RS')).toBe('sr-Cyrl');
    expect(languageForTag('sr-ME')).toBe('sr-Latn');
    expect(languageForTag('bs')).toBe('hr');
  });

  it('has no language for a tag Dicetable does not speak or that is no tag', () => {
    expect(languageForTag('es')).toBeUndefined();
    expect(languageForTag('not a tag')).toBeUndefined();
  });
});

describe('a device’s preferred languages', () => {
  const unknown = fc.constantFrom('es', 'it-IT', 'ja', 'not a tag', '');

  it('give the first Dicetable speaks, whatever unknown tags stand before it', () => {
    fc.assert(
      fc.property(
        fc.array(unknown),
        fc.constantFrom(...LANGUAGES),
        fc.array(fc.constantFrom(...LANGUAGES)),
        (before, lang, after) => {
          expect(negotiateLanguage([...before, lang, ...after])).toBe(lang);
        },
      ),
    );
  });

  it('give the fallback when Dicetable speaks none of them', () => {
    fc.assert(
      fc.property(fc.array(unknown), (tags) => {
        expect(negotiateLanguage(tags, 'de')).toBe('de');
      }),
    );
    expect(negotiateLanguage([])).toBe('en');
  });
});
