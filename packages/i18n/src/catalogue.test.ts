import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addTranslation,
  createCatalogues,
  defineCatalogue,
  definedCatalogues,
  inEveryLanguage,
  lookUp,
  translationsIn,
} from './catalogue.ts';
import { LANGUAGES, type Lang } from './languages.ts';
import type { Messages } from './messages.ts';
import { deriveSerbianCyrillic, toSerbianCyrillic } from './serbian-cyrillic.ts';

const key = fc.string({ minLength: 1, maxLength: 8 }).filter((text) => !(text in {}));
const texts = fc.dictionary(key, fc.string({ maxLength: 12 }), { maxKeys: 6 });

describe('a lookup', () => {
  it('gives the language’s text, else the English one, else the key itself', () => {
    fc.assert(
      fc.property(
        texts,
        texts,
        fc.constantFrom(...LANGUAGES.slice(1)),
        key,
        (english, other, lang, asked) => {
          const languages: Partial<Record<Lang, Messages>> = { en: english, [lang]: other };
          const wanted = asked in other ? other[asked] : asked in english ? english[asked] : asked;
          expect(lookUp(languages, lang, asked)).toBe(wanted);
        },
      ),
    );
  });

  it('builds a text from its parameters', () => {
    const languages = { en: { turn: ({ name }: { name: string }) => `${name} plays` } };
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(lookUp(languages, 'fr', 'turn', { name })).toBe(`${name} plays`);
      }),
    );
  });
});

describe('a program’s catalogues', () => {
  it('follow the program’s current language at every lookup and finish each text', () => {
    let current: Lang = 'en';
    const catalogues = createCatalogues({
      language: () => current,
      finish: (text, lang) => `${lang}:${text}`,
    });
    const t = defineCatalogue(catalogues, 'sample', {
      en: { hello: 'Hello', only: 'English only' },
      nl: { hello: 'Hallo', only: 'Alleen Engels' },
    });
    addTranslation(catalogues, 'sample', 'fr', { hello: 'Bonjour' });
    expect(t('hello')).toBe('en:Hello');
    current = 'nl';
    expect(t('hello')).toBe('nl:Hallo');
    current = 'fr';
    expect(t('hello')).toBe('fr:Bonjour');
    expect(t('only')).toBe('fr:English only');
  });

  it('take a language’s texts before the catalogue itself, and list only catalogues with English', () => {
    const catalogues = createCatalogues({ language: () => 'hr' });
    addTranslation(catalogues, 'later', 'hr', { word: 'riječ' });
    addTranslation(catalogues, 'orphan', 'hr', { word: 'siroče' });
    const t = defineCatalogue(catalogues, 'later', { en: { word: 'word' } });
    expect(t('word')).toBe('riječ');
    expect(definedCatalogues(catalogues).map((catalogue) => catalogue.name)).toEqual(['later']);
    expect(translationsIn(catalogues, 'hr').map(([name]) => name)).toEqual(['later', 'orphan']);
  });

  it('make Serbian Cyrillic from every Serbian Latin text, keeping the values a text is given', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.stringMatching(/^[A-Za-zčćžšđ]{0,10}$/), (latin, name) => {
        let current: Lang = 'sr-Latn';
        const catalogues = createCatalogues({ language: () => current });
        const t = defineCatalogue(catalogues, 'serbian', {
          en: { plain: 'plain', made: ({ name }: { name: string }) => name },
          'sr-Latn': { plain: latin, made: ({ name }: { name: string }) => `${latin} ${name}` },
        });
        deriveSerbianCyrillic(catalogues);
        current = 'sr-Cyrl';
        expect(t('plain')).toBe(toSerbianCyrillic(latin));
        expect(t('made', { name })).toBe(`${toSerbianCyrillic(latin)} ${name}`);
      }),
    );
  });

  it('give one plain text in every language they have, in the order of the languages', () => {
    const catalogues = createCatalogues({ language: () => 'en' });
    addTranslation(catalogues, 'install', 'fr', { name: 'Dicetable', count: () => 'un' });
    defineCatalogue(catalogues, 'install', {
      en: { name: 'Dicetable', count: () => 'one' },
      de: { name: 'Dicetable', count: () => 'eins' },
    });
    expect(Object.keys(inEveryLanguage(catalogues, 'install', 'name'))).toEqual(['en', 'de', 'fr']);
    expect(() => inEveryLanguage(catalogues, 'install', 'count')).toThrow(
      'install/en/count is no plain text',
    );
  });
});
