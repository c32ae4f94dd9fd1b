import { translate } from '../i18n/catalogue.ts';
import { plural } from '../i18n/format.ts';
import { type en, FIELDS } from './messages.en.ts';

const decisionsWord = (count: number) => plural(count, { one: 'Entscheidung', other: 'Entscheidungen' });

translate<typeof en>('cli-review', 'de', {
  reviewSummary:
    'was jede Entscheidung jeder Person gegenüber der besten Wahl des Beraters gekostet hat; --json für JSON',
  reviewUsage: [
    'dicetable review DATEI [--json] [--player NAME]   (Exit 1 bei der ersten unzulässigen Aktion, 2 bei einer unlesbaren Datei)',
    `  --json         gibt ${FIELDS} aus`,
    '  --player NAME  nur die Entscheidungen des Spielers mit diesem Namen',
    'Jamb: Kosten in erwarteten Endpunkten des Blatts. Yam Master: in Prozentpunkten der Gewinnchance gegen den',
    'Gegner (ein Computerplatz auf seiner Stufe, eine Person wie der mittlere Spieler). Computerplätze werden',
    'nicht bewertet; Spiele mit echten Würfeln nach den eingegebenen Würfeln. JamSumo wird nicht bewertet.',
  ].join('\n'),
  reviewGiveFile: 'gib die Spielprotokolldatei zum Bewerten an',
  reviewNeedsName: '--player braucht einen Namen',
  reviewUnknownArgument: ({ argument }) => `unbekanntes Argument ${argument}`,
  reviewUnknownPlayer: ({ name, players }) => `kein Spieler heißt ${name} (Spieler: ${players})`,
  reviewNotReviewed: ({ game }) =>
    `${game}-Spiele werden nicht bewertet: ein Schnipser lässt sich nur durch Simulieren beurteilen, und der einer Person wird einmal gespielt`,
  reviewHeadingPoints:
    'Jamb-Bewertung: was jede Wahl an erwarteten Endpunkten des Blatts gekostet hat, gegenüber der besten des Beraters.',
  reviewHeadingWin:
    'Yam-Master-Bewertung: was jede Wahl an Prozentpunkten der Gewinnchance gekostet hat, gegenüber der besten des Beraters.',
  reviewPlayerPoints: ({ name, total, count, decisions: n }) =>
    `${name}: ${total} Punkte verschenkt in ${n} ${decisionsWord(count)}`,
  reviewPlayerWin: ({ name, total, count, decisions: n }) =>
    `${name}: ${total} Prozentpunkte Gewinnchance verschenkt in ${n} ${decisionsWord(count)}`,
  reviewComputer: ({ name }) => `${name}: vom Computer gespielt, nicht bewertet`,
  reviewCostliest: ({ count }) =>
    `  ${plural(count, { one: 'die teuerste Entscheidung', other: `die ${count} teuersten Entscheidungen` })}:`,
  reviewDecision: (p) =>
    `    Aktion ${p.action}: gewählt ${p.chosen} (${p.chosenExpected}), am besten ${p.best} (${p.bestExpected}), Kosten ${p.cost}`,
  reviewNoCost: '  jede Entscheidung war so gut wie die beste',
  reviewKeep: ({ dice }) => `${dice} behalten, neu würfeln`,
  reviewKeepNone: 'alle fünf neu würfeln',
  reviewWrite: ({ category, column }) => `${category} in ${column} eintragen`,
  reviewAnnounce: ({ category }) => `${category} ansagen`,
  reviewDefi: 'einen Défi ansagen',
  reviewPlace: ({ row, column }) => `auf Reihe ${row}, Spalte ${column} setzen`,
  reviewRemove: ({ row, column }) => `den Stein auf Reihe ${row}, Spalte ${column} entfernen`,
  reviewPass: 'den Zug ohne Setzen beenden',
  reviewColumnDown: 'abwärts',
  reviewColumnUp: 'aufwärts',
  reviewColumnFree: 'frei',
  reviewColumnAnnounced: 'angesagt',
  reviewExpectedPoints: ({ value }) => `erwartet ${value}`,
  reviewExpectedWin: ({ value }) => `${value} % Gewinnchance`,
});
