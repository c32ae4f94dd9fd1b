// The app's own texts, read from its catalogues, so the browser tests of the further languages find
// controls by the words a player sees in that language and can tell when English is left on a screen.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Lang, type Message, registeredCatalogues } from '../src/i18n/i18n.ts';
import { deriveSerbianCyrillic } from '../src/i18n/serbian-cyrillic.ts';

const source = fileURLToPath(new URL('../src/', import.meta.url));
const catalogueFiles = (readdirSync(source, { recursive: true }) as string[]).filter((file) =>
  /(^|\/)messages(\.[\w-]+)?\.ts$/.test(file),
);

let loaded: Promise<void> | undefined;

/** Loads every catalogue file of every language, Serbian Cyrillic made as the app makes it. */
function loadAll(): Promise<void> {
  loaded ??= (async () => {
    for (const file of catalogueFiles) await import(`${source}${file}`);
    deriveSerbianCyrillic();
  })();
  return loaded;
}

export interface Texts {
  /** One text of a catalogue in this language, with its parameters. */
  (catalogue: string, key: string, params?: Record<string, unknown>): string;
  /** English words the screens may show that this language never uses: any of them on screen is left over. */
  readonly englishOnly: ReadonlySet<string>;
  /** The words in Latin letters this language's texts use themselves (names like Dicetable, JSON). */
  readonly ownLatin: ReadonlySet<string>;
}

const sample = new Proxy({}, { get: (_target, key) => (key === 'count' || key === 'n' ? 3 : '') });
const render = (message: Message | undefined, params: object = sample) =>
  typeof message === 'function' ? message(params) : (message ?? '');
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];

export async function textsIn(lang: Lang): Promise<Texts> {
  await loadAll();
  const catalogues = new Map(registeredCatalogues().map((catalogue) => [catalogue.name, catalogue]));
  const own = new Set<string>();
  const english = new Set<string>();
  for (const catalogue of catalogues.values()) {
    for (const [key, message] of Object.entries(catalogue.languages.en)) {
      for (const word of wordsOf(render(message))) english.add(word);
      for (const word of wordsOf(render(catalogue.languages[lang]?.[key]))) own.add(word);
    }
  }
  const text = (catalogue: string, key: string, params: Record<string, unknown> = {}) => {
    const message = catalogues.get(catalogue)?.languages[lang]?.[key];
    if (message === undefined) throw new Error(`${catalogue}/${lang}/${key} is missing`);
    return render(message, params);
  };
  return Object.assign(text, {
    englishOnly: new Set([...english].filter((word) => !own.has(word))),
    ownLatin: new Set([...own].filter((word) => /[a-z]/.test(word))),
  });
}
