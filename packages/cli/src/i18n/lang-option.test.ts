import { LANGUAGES, toSerbianCyrillic } from '@dicetable/i18n';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';
import { maskTimes, TYPICAL_RUNS, type TypicalRun } from './typical-runs.ts';

const OTHER_LANGUAGES = LANGUAGES.filter((lang) => lang !== 'en');

async function run(argv: readonly string[], stdin: readonly string[] = []) {
  const result = await runCli([...argv], [...stdin]);
  return { code: result.code, stdout: maskTimes(result.stdout), stderr: maskTimes(result.stderr) };
}

const isHelp = ({ argv }: TypicalRun) =>
  argv.length === 0 || argv[0] === 'help' || argv.includes('--help') || argv.includes('-h');

/** Every number printed, decimal comma or point alike: a language may change words, never figures. */
function numbers(text: string): string[] {
  return [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((match) => match[0].replace(',', '.'));
}

/** What a run prints for people: JSON (advise, stats, replay, --json) is not. */
const wordsOf = (text: string) => (text.trimStart().startsWith('{') ? '' : text);

// The engine words its refusal of a physics scenario itself: it reaches the command in English, framed by
// the command's own words.
const ENGLISH_FROM_PACKAGES = new Set(['flick package.json']);

describe('--lang', () => {
  it('--lang en prints what the command prints without it; its help also names --lang', async () => {
    for (const typical of TYPICAL_RUNS) {
      const plain = await run(typical.argv, typical.stdin);
      const english = await run(['--lang', 'en', ...typical.argv], typical.stdin);
      if (english.stdout === plain.stdout) expect(english, typical.argv.join(' ')).toEqual(plain);
      else {
        expect(plain.stdout).toMatch(/^dicetable — rules/);
        expect(english.stdout).toBe(
          `${plain.stdout}\n  --lang TAG     the language of the words printed: ${LANGUAGES.join(', ')}`,
        );
      }
    }
  });

  it.each(OTHER_LANGUAGES)(
    '%s changes the words and nothing else: same figures, same exit codes',
    async (lang) => {
      for (const typical of TYPICAL_RUNS) {
        const label = `${lang}: ${typical.argv.join(' ')}`;
        const english = await run(typical.argv, typical.stdin);
        const translated = await run(['--lang', lang, ...typical.argv], typical.stdin);
        expect(translated.code, label).toBe(english.code);
        if (isHelp(typical)) {
          expect(translated.stdout, label).not.toBe(english.stdout);
          continue;
        }
        for (const stream of ['stdout', 'stderr'] as const) {
          const words = wordsOf(english[stream]);
          expect(numbers(wordsOf(translated[stream])), `${label} (${stream})`).toEqual(numbers(words));
          const shown = words.replace(/\p{L}+\S*\/\S*|\S+\.\w+/gu, '');
          if (
            /\p{L}{2,}/u.test(shown) &&
            !ENGLISH_FROM_PACKAGES.has(typical.argv.join(' ').replace(/\S*\//g, ''))
          ) {
            expect(translated[stream], `${label} (${stream})`).not.toBe(english[stream]);
          }
        }
      }
    },
  );

  const JSON_RUNS = [
    ['odds', 'jamb', '--dice', '2,2,2,4,6', '--rolls-left', '2', '--hold', '2,2,2', '--json'],
    ['odds', 'yam', '--json'],
    ['dice-check', '../rules/src/jamb/fixtures/solo-real-dice.log.json', '--json'],
    ['stats', '../rules/src/jamb/fixtures/solo-real-dice.log.json'],
    ['replay', '../rules/src/jamb/fixtures/illegal-write.log.json'],
    ['flick', '../engine/bench/scenes/sumo-break.json', '--json'],
    ['simulate', 'yam-master', '--players', 'greedy,random', '--games', '2', '--json'],
  ];

  it.each(OTHER_LANGUAGES)('%s leaves JSON byte for byte as it is', async (lang) => {
    for (const argv of JSON_RUNS) {
      const english = await run(argv);
      expect((await run([...argv, '--lang', lang])).stdout, argv.join(' ')).toBe(english.stdout);
    }
  });

  it('reads language tags the way the app reads a device: regions, Serbian by script', async () => {
    const help = async (tag: string) => (await run([`--lang=${tag}`, '--help'])).stdout;
    expect(await help('fr-FR')).toBe(await help('fr'));
    expect(await help('pt-BR')).toBe(await help('pt'));
    expect(await help('sr')).toBe(await help('sr-Cyrl'));
    expect(await help('sr-RS')).toBe(await help('sr-Cyrl'));
    expect(await help('sr-Latn-RS')).toBe(await help('sr-Latn'));
    expect(await help('sr-Cyrl')).toContain('Команде:');
    expect(await help('sr-Latn')).toContain('Komande:');
  });

  it('refuses an unknown or missing tag as a usage error that lists the languages', async () => {
    for (const argv of [
      ['--lang', 'es', 'score'],
      ['figures', '1', '2', '3', '4', '5', '--lang'],
    ]) {
      const result = await run(argv);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain('en, nl, de, pt, hr, sr-Latn, sr-Cyrl, fr');
    }
    expect((await run(['--lang', 'es'])).stderr).toBe(
      "dicetable: unknown language 'es'; --lang takes one of en, nl, de, pt, hr, sr-Latn, sr-Cyrl, fr",
    );
  });

  it('counts with the language’s own plural forms and names the game words as players do', async () => {
    const heading = async (lang: string, rollsLeft: string) =>
      (
        await run(['odds', 'jamb', '--dice', '1,2,3,4,5', '--rolls-left', rollsLeft, '--lang', lang])
      ).stdout.split('\n')[0];
    expect(await heading('hr', '1')).toBe('Izgledi, Jamb: kocke 1 2 3 4 5, ostaje 1 bacanje');
    expect(await heading('hr', '2')).toBe('Izgledi, Jamb: kocke 1 2 3 4 5, ostaju 2 bacanja');
    expect(await heading('fr', '1')).toBe('Probabilités au Jamb : dés 1 2 3 4 5, 1 lancer restant');
    expect(await heading('de', '2')).toBe('Chancen bei Jamb: Würfel 1 2 3 4 5, 2 Würfe übrig');
    expect((await run(['figures', '3', '3', '3', '3', '3', '--lang', 'hr'])).stdout).toBe(
      'Triling 3, Poker, Ful, Jamb',
    );
    expect((await run(['figures', '1', '2', '3', '4', '5', '--first-roll', '--lang', 'fr'])).stdout).toBe(
      'Sec, Suite',
    );
  });

  it('writes Serbian Cyrillic from the Serbian Latin words by the app’s transliteration', async () => {
    const argv = ['dice-check', '../rules/src/jamb/fixtures/solo-real-dice.log.json'];
    const latin = (await run([...argv, '--lang', 'sr-Latn'])).stdout;
    const cyrillic = (await run([...argv, '--lang', 'sr-Cyrl'])).stdout;
    expect(cyrillic).toBe(
      toSerbianCyrillic(latin.replaceAll('chi2', '`chi2`').replace('(p =', '(`p` =')).replaceAll('`', ''),
    );
    expect(cyrillic).toContain('бацања: 264');
  });
});
