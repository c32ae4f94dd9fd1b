// Lists the words of every Serbian (Latin) catalogue that the Serbian (Serbia, ekavian) Hunspell dictionary
// does not know: ijekavian or Croatian forms show up here, beside names, the games' French figure names
// and the command line's English arguments, which a reviewer passes over. Serbian Cyrillic is transliterated
// from these catalogues, so it follows. Needs Debian's `hunspell` and `hunspell-sr`.
//   node tooling/serbian-spelling.mjs
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function* catalogues(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* catalogues(path);
    else if (entry.name === 'messages.sr-Latn.ts') yield path;
  }
}

const words = new Set();
for (const root of ['apps', 'packages']) {
  for (const file of catalogues(root)) {
    const text = readFileSync(file, 'utf8');
    for (const [, single, template] of text.matchAll(/'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
      const literal = (single ?? template ?? '').replace(/\$\{[^}]*\}/g, ' ').replace(/\\n/g, ' ');
      for (const word of literal.match(/\p{L}+/gu) ?? []) words.add(word);
    }
  }
}
const unknown = execFileSync('hunspell', ['-d', 'sr_Latn_RS', '-l'], { input: [...words].join('\n') })
  .toString()
  .split('\n')
  .filter(Boolean);
console.log(`${words.size} words, ${new Set(unknown).size} unknown to sr_Latn_RS:`);
console.log([...new Set(unknown)].sort().join(' '));
