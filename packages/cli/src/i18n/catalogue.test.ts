import { LANGUAGES, type Message } from '@dicetable/i18n';
import { afterEach, describe, expect, it } from 'vitest';
// Every catalogue of the command, loaded here: the set checked must not depend on which test files ran
// before in the same worker.
import '../messages.ts';
import '../review/messages.ts';
import { registeredCatalogues } from './catalogue.ts';
import { setLanguage } from './language.ts';

/** Calls a message with parameters that remember which of them it reads. */
function render(message: Message, value: number): { text: string; read: Set<string> } {
  if (typeof message === 'string') return { text: message, read: new Set() };
  const read = new Set<string>();
  const params = new Proxy(
    {},
    {
      get: (_, key) => {
        if (typeof key === 'string') read.add(key);
        return value;
      },
    },
  );
  return { text: message(params), read };
}

afterEach(() => setLanguage('en'));

describe('the command line catalogues', () => {
  const catalogues = registeredCatalogues();

  it('are loaded: the command’s and the review’s', () => {
    expect(catalogues.map((catalogue) => catalogue.name).sort()).toEqual(['cli', 'cli-review']);
  });

  for (const catalogue of catalogues) {
    const english = catalogue.languages.en;
    for (const lang of LANGUAGES) {
      it(`${catalogue.name}: ${lang} has every key, each with the parameters English reads`, () => {
        setLanguage(lang);
        const messages = catalogue.languages[lang];
        expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
        for (const [key, englishMessage] of Object.entries(english)) {
          const message = messages[key]!;
          expect(typeof message, key).toBe(typeof englishMessage);
          // 1, 2 and 5 reach every plural form of these languages (hr and sr: one, few, other).
          for (const value of [1, 2, 5]) {
            const wanted = render(englishMessage, value);
            const got = render(message, value);
            expect(got.text, `${lang}/${key}`).not.toBe('');
            expect(got.text, `${lang}/${key}`).not.toContain('undefined');
            for (const param of wanted.read)
              expect(got.read, `${lang}/${key} uses {${param}}`).toContain(param);
          }
        }
      });
    }
  }
});
