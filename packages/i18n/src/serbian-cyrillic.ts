// Serbian is written in two scripts that map letter for letter, so the Cyrillic texts are made from the
// Latin ones instead of being kept twice. What is not Serbian stays as written: placeholders, code, web
// addresses and file names, acronyms, names of things (Dicetable, Yam Master, JamSumo) and foreign words
// (any word with q, w, x or y), and the values a message is given (a player's name stays as typed).
import type { Catalogues } from './catalogue.ts';
import type { Lang } from './languages.ts';
import type { Message, Messages } from './messages.ts';

const LETTERS: Record<string, string> = {
  lj: 'љ',
  nj: 'њ',
  dž: 'џ',
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
};

// Where two letters only look like a digraph (a prefix before ž, n before j across a morpheme):
// a zero-width non-joiner keeps them apart until the end.
const NOT_DIGRAPHS: readonly [RegExp, string][] = [
  [/\b(nad|pod)ž/gi, '$1\u200cž'],
  [/\b(i|ko|va)n(?=j(?:ek|unk|ezi))/gi, '$1n\u200c'],
];

/** Names and technical words that keep their Latin spelling in Cyrillic text. */
const KEPT = [
  'Dicetable',
  'Yam Master',
  'JamSumo',
  'Yahtzee',
  'WebAssembly',
  'Firefox',
  'Chrome',
  'Safari',
  'Android',
  'iPad',
  'iOS',
  'Windows',
  'Linux',
  'macOS',
  'GitHub',
  'Dock',
];

const PROTECTED = new RegExp(
  [
    '\\{[^}]*\\}', // {placeholders}
    '`[^`]*`', // code
    '\\bhttps?://\\S+', // web addresses
    '\\b[\\w.-]+\\.(?:json|csv|png|jpg|svg|txt|dicetable|app|org|com|net)\\b', // file and host names
    '(?<!\\S)--[a-z][\\w-]*', // command-line options
    ...KEPT.map((word) => `\\b${word}\\p{L}*`), // with a case ending: Dicetablea, Yam Mastera
    '\\b[A-ZČĆŽŠĐ]{2,}[0-9]*\\b', // acronyms: JSON, CSV, PWA, QR
    '(?<!\\p{L})\\p{L}*[qwxyQWXY]\\p{L}*(?!\\p{L})', // foreign words
  ].join('|'),
  'gu',
);

/** A Latin letter's Cyrillic twin in the letter's case: Lj and LJ → Љ, lj → љ (the first letter decides). */
function inCase(latin: string, cyrillic: string): string {
  return latin[0] === latin[0]?.toLowerCase() ? cyrillic : cyrillic.toUpperCase();
}

function letters(text: string): string {
  let result = '';
  for (let index = 0; index < text.length; index++) {
    const two = text.slice(index, index + 2);
    const digraph = two.length === 2 ? LETTERS[two.toLowerCase()] : undefined;
    if (digraph) {
      result += inCase(two, digraph);
      index++;
      continue;
    }
    const one = text.charAt(index);
    const letter = LETTERS[one.toLowerCase()];
    result += letter ? inCase(one, letter) : one;
  }
  return result;
}

// A value a message is given is marked while the message is built, so it is kept exactly as given.
const VALUE_START = '\uE000';
const VALUE_END = '\uE001';
const MARKED_VALUE = `${VALUE_START}[^${VALUE_END}]*${VALUE_END}`;

/** Serbian Latin text in Cyrillic, leaving the protected parts and the given values as they are. */
export function toSerbianCyrillic(latin: string, kept: readonly string[] = []): string {
  let text = latin;
  for (const [pattern, replacement] of NOT_DIGRAPHS) text = text.replace(pattern, replacement);
  const values = kept.filter((value) => value.length > 1).sort((a, b) => b.length - a.length);
  const escaped = values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp([MARKED_VALUE, ...escaped, PROTECTED.source].join('|'), 'gu');
  let result = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    result += letters(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return (result + letters(text.slice(last))).replace(/[\u200c\uE000\uE001]/g, '');
}

/** The parameters with every text value marked; numbers and flags stay as they are for the message's logic. */
function markValues(params: unknown): unknown {
  if (typeof params !== 'object' || params === null) return params;
  return new Proxy(params, {
    get: (target, key, receiver) => {
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'string' ? `${VALUE_START}${value}${VALUE_END}` : value;
    },
  });
}

/** A Serbian Latin message in Cyrillic; a message made from values keeps those values as given. */
export function serbianCyrillicMessage<M extends Message>(message: M): M {
  if (typeof message === 'string') return toSerbianCyrillic(message) as M;
  return ((params: unknown) => toSerbianCyrillic(message(markValues(params)))) as M;
}

/** A whole Serbian Latin catalogue in Cyrillic, key for key. */
export function serbianCyrillicMessages<T extends Messages>(latin: T): T {
  const cyrillic: Messages = {};
  for (const [key, message] of Object.entries(latin)) cyrillic[key] = serbianCyrillicMessage(message);
  return cyrillic as T;
}

/**
 * Serbian Cyrillic for every catalogue whose Serbian Latin texts are there, made from them (a function of
 * this module, so a bundle that never derives it leaves the transliteration out).
 */
export function deriveSerbianCyrillic({ registry }: Catalogues, from: Lang = 'sr-Latn'): void {
  for (const languages of registry.values()) {
    const latin = languages[from];
    if (latin) languages['sr-Cyrl'] = serbianCyrillicMessages(latin);
  }
}
