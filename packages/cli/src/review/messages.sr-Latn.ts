import { translate } from '../i18n/catalogue.ts';
import { plural } from '../i18n/format.ts';
import { type en, FIELDS } from './messages.en.ts';

const decisionsWord = (count: number) => plural(count, { one: 'odluci', other: 'odluka' });

translate<typeof en>('cli-review', 'sr-Latn', {
  reviewSummary:
    'koliko je koštala svaka odluka svake osobe prema najboljem izboru savetnika; `--json` za JSON',
  reviewUsage: [
    '`dicetable review` DATOTEKA [`--json`] [`--player` IME]   (izlaz 1 kod prve nedozvoljene radnje, 2 za nečitljivu datoteku)',
    `  \`--json\`         ispisuje \`${FIELDS}\``,
    '  `--player` IME   samo odluke igrača tog imena',
    'Jamb: troškovi u očekivanim konačnim poenima listića. Yam Master: u procentnim poenima šanse za pobedu',
    'protiv protivnika (računar na svom nivou, osoba kao srednji igrač). Mesta računara se ne ocenjuju;',
    'igre sa pravim kockicama ocenjuju se po unetim kockicama. JamSumo se ne ocenjuje.',
  ].join('\n'),
  reviewGiveFile: 'navedite datoteku zapisa igre za ocenu',
  reviewNeedsName: '`--player` traži ime',
  reviewUnknownArgument: ({ argument }) => `nepoznat argument \`${argument}\``,
  reviewUnknownPlayer: ({ name, players }) => `nijedan igrač se ne zove ${name} (igrači: ${players})`,
  reviewNotReviewed: ({ game }) =>
    `igre \`${game}\` se ne ocenjuju: potez prstom može se oceniti samo simulacijom, a potez osobe odigran je jednom`,
  reviewHeadingPoints:
    'Ocena Jamba: koliko je svaki izbor koštao u očekivanim konačnim poenima listića, prema najboljem izboru savetnika.',
  reviewHeadingWin:
    'Ocena Yam Mastera: koliko je svaki izbor koštao u procentnim poenima šanse za pobedu, prema najboljem izboru savetnika.',
  reviewPlayerPoints: ({ name, total, count, decisions: n }) =>
    `${name}: ${total} poena izgubljeno u ${n} ${decisionsWord(count)}`,
  reviewPlayerWin: ({ name, total, count, decisions: n }) =>
    `${name}: ${total} procentnih poena šanse za pobedu izgubljeno u ${n} ${decisionsWord(count)}`,
  reviewComputer: ({ name }) => `${name}: igrao računar, ne ocenjuje se`,
  reviewCostliest: ({ count }) =>
    `  ${plural(count, { one: 'najskuplja odluka', few: `${count} najskuplje odluke`, other: `${count} najskupljih odluka` })}:`,
  reviewDecision: (p) =>
    `    radnja ${p.action}: izabrano ${p.chosen} (${p.chosenExpected}), najbolje ${p.best} (${p.bestExpected}), trošak ${p.cost}`,
  reviewNoCost: '  svaka odluka je bila dobra kao najbolja',
  reviewKeep: ({ dice }) => `zadržati ${dice}, baciti ponovo`,
  reviewKeepNone: 'baciti svih pet ponovo',
  reviewWrite: ({ category, column }) => `upisati ${category} u kolonu ${column}`,
  reviewAnnounce: ({ category }) => `najaviti ${category}`,
  reviewDefi: 'najaviti Défi',
  reviewPlace: ({ row, column }) => `staviti na red ${row}, kolonu ${column}`,
  reviewRemove: ({ row, column }) => `ukloniti žeton sa reda ${row}, kolone ${column}`,
  reviewPass: 'završiti potez bez postavljanja',
  reviewColumnDown: 'nadole',
  reviewColumnUp: 'nagore',
  reviewColumnFree: 'slobodno',
  reviewColumnAnnounced: 'najava',
  reviewExpectedPoints: ({ value }) => `očekivano ${value}`,
  reviewExpectedWin: ({ value }) => `${value} % za pobedu`,
});
