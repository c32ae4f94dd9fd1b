import { translate } from '../i18n/catalogue.ts';
import { plural } from '../i18n/format.ts';
import { type en, FIELDS } from './messages.en.ts';

const decisionsWord = (count: number) => plural(count, { one: 'odluci', other: 'odluka' });

translate<typeof en>('cli-review', 'hr', {
  reviewSummary:
    'koliko je stajala svaka odluka svake osobe prema najboljem izboru savjetnika; --json za JSON',
  reviewUsage: [
    'dicetable review DATOTEKA [--json] [--player IME]   (izlaz 1 kod prve nedopuštene radnje, 2 za nečitljivu datoteku)',
    `  --json         ispisuje ${FIELDS}`,
    '  --player IME   samo odluke igrača toga imena',
    'Jamb: troškovi u očekivanim konačnim bodovima listića. Yam Master: u postotnim bodovima šanse za pobjedu',
    'protiv protivnika (računalo na svojoj razini, osoba kao srednji igrač). Mjesta računala se ne ocjenjuju;',
    'igre sa stvarnim kockicama ocjenjuju se po unesenim kockicama. JamSumo se ne ocjenjuje.',
  ].join('\n'),
  reviewGiveFile: 'navedite datoteku zapisa igre za ocjenu',
  reviewNeedsName: '--player treba ime',
  reviewUnknownArgument: ({ argument }) => `nepoznat argument ${argument}`,
  reviewUnknownPlayer: ({ name, players }) => `nijedan igrač se ne zove ${name} (igrači: ${players})`,
  reviewNotReviewed: ({ game }) =>
    `igre ${game} se ne ocjenjuju: potez prstom može se ocijeniti samo simulacijom, a potez osobe odigran je jednom`,
  reviewHeadingPoints:
    'Ocjena Jamba: koliko je svaki izbor stajao u očekivanim konačnim bodovima listića, prema najboljem izboru savjetnika.',
  reviewHeadingWin:
    'Ocjena Yam Mastera: koliko je svaki izbor stajao u postotnim bodovima šanse za pobjedu, prema najboljem izboru savjetnika.',
  reviewPlayerPoints: ({ name, total, count, decisions: n }) =>
    `${name}: ${total} bodova izgubljeno u ${n} ${decisionsWord(count)}`,
  reviewPlayerWin: ({ name, total, count, decisions: n }) =>
    `${name}: ${total} postotnih bodova šanse za pobjedu izgubljeno u ${n} ${decisionsWord(count)}`,
  reviewComputer: ({ name }) => `${name}: igralo računalo, ne ocjenjuje se`,
  reviewCostliest: ({ count }) =>
    `  ${plural(count, { one: 'najskuplja odluka', few: `${count} najskuplje odluke`, other: `${count} najskupljih odluka` })}:`,
  reviewDecision: (p) =>
    `    radnja ${p.action}: izabrano ${p.chosen} (${p.chosenExpected}), najbolje ${p.best} (${p.bestExpected}), trošak ${p.cost}`,
  reviewNoCost: '  svaka je odluka bila jednako dobra kao najbolja',
  reviewKeep: ({ dice }) => `zadržati ${dice}, baciti ponovo`,
  reviewKeepNone: 'baciti svih pet ponovo',
  reviewWrite: ({ category, column }) => `upisati ${category} u stupac ${column}`,
  reviewAnnounce: ({ category }) => `najaviti ${category}`,
  reviewDefi: 'najaviti Défi',
  reviewPlace: ({ row, column }) => `staviti na red ${row}, stupac ${column}`,
  reviewRemove: ({ row, column }) => `ukloniti žeton s reda ${row}, stupca ${column}`,
  reviewPass: 'završiti potez bez postavljanja',
  reviewColumnDown: 'dolje',
  reviewColumnUp: 'gore',
  reviewColumnFree: 'slobodno',
  reviewColumnAnnounced: 'najava',
  reviewExpectedPoints: ({ value }) => `očekivano ${value}`,
  reviewExpectedWin: ({ value }) => `${value} % za pobjedu`,
});
