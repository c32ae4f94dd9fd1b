import { translate } from '../i18n/catalogue.ts';
import { plural } from '../i18n/format.ts';
import { type en, FIELDS } from './messages.en.ts';

const decisionsWord = (count: number) => plural(count, { one: 'beslissing', other: 'beslissingen' });

translate<typeof en>('cli-review', 'nl', {
  reviewSummary:
    'wat elke beslissing van elke speler kostte tegenover de beste keuze van de adviseur; --json voor JSON',
  reviewUsage: [
    'dicetable review BESTAND [--json] [--player NAAM]   (exit 1 bij de eerste ongeldige actie, 2 voor een onleesbaar bestand)',
    `  --json         geeft ${FIELDS}`,
    '  --player NAAM  alleen de beslissingen van de speler met die naam',
    'Jamb: kosten in verwachte eindpunten van het blad. Yam Master: in procentpunten winkans tegen de',
    'tegenstander (een computerplaats op zijn niveau, een persoon als de middelste speler). Computerplaatsen',
    'worden niet beoordeeld; spellen met echte stenen op de ingevoerde stenen. JamSumo wordt niet beoordeeld.',
  ].join('\n'),
  reviewGiveFile: 'geef het spelverslag om te beoordelen',
  reviewNeedsName: '--player heeft een naam nodig',
  reviewUnknownArgument: ({ argument }) => `onbekend argument ${argument}`,
  reviewUnknownPlayer: ({ name, players }) => `geen speler heet ${name} (spelers: ${players})`,
  reviewNotReviewed: ({ game }) =>
    `${game}-spellen worden niet beoordeeld: een flick is alleen te beoordelen door hem te simuleren, en die van een persoon wordt één keer gespeeld`,
  reviewHeadingPoints:
    'Jamb-beoordeling: wat elke keuze kostte in verwachte eindpunten van het blad, tegenover de beste van de adviseur.',
  reviewHeadingWin:
    'Yam Master-beoordeling: wat elke keuze kostte in procentpunten winkans, tegenover de beste van de adviseur.',
  reviewPlayerPoints: ({ name, total, count, decisions: n }) =>
    `${name}: ${total} punten prijsgegeven in ${n} ${decisionsWord(count)}`,
  reviewPlayerWin: ({ name, total, count, decisions: n }) =>
    `${name}: ${total} procentpunten winkans prijsgegeven in ${n} ${decisionsWord(count)}`,
  reviewComputer: ({ name }) => `${name}: gespeeld door de computer, niet beoordeeld`,
  reviewCostliest: ({ count }) =>
    `  ${plural(count, { one: 'de duurste beslissing', other: `de ${count} duurste beslissingen` })}:`,
  reviewDecision: (p) =>
    `    actie ${p.action}: koos ${p.chosen} (${p.chosenExpected}), beste ${p.best} (${p.bestExpected}), kosten ${p.cost}`,
  reviewNoCost: '  elke beslissing was even goed als de beste',
  reviewKeep: ({ dice }) => `${dice} houden, opnieuw gooien`,
  reviewKeepNone: 'alle vijf opnieuw gooien',
  reviewWrite: ({ category, column }) => `${category} schrijven in ${column}`,
  reviewAnnounce: ({ category }) => `${category} aankondigen`,
  reviewDefi: 'een Défi aankondigen',
  reviewPlace: ({ row, column }) => `plaatsen op rij ${row}, kolom ${column}`,
  reviewRemove: ({ row, column }) => `het fiche op rij ${row}, kolom ${column} wegnemen`,
  reviewPass: 'de beurt beëindigen zonder te plaatsen',
  reviewColumnDown: 'omlaag',
  reviewColumnUp: 'omhoog',
  reviewColumnFree: 'vrij',
  reviewColumnAnnounced: 'aangekondigd',
  reviewExpectedPoints: ({ value }) => `verwacht ${value}`,
  reviewExpectedWin: ({ value }) => `${value}% winkans`,
});
