import { jambCategoryWords } from '@dicetable/i18n';
import { translate } from '../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('jamb', 'nl', {
  title: 'Jamb',
  resume: 'Verder spelen',
  view: 'Bekijken',
  delete: 'Verwijderen',
  deleteConfirm: ({ title }: { title: string }) =>
    `Het spel “${title}” verwijderen? Dit kan niet ongedaan worden gemaakt.`,
  unfinishedGames: 'Lopende spellen',
  finishedGames: 'Afgelopen spellen',
  noGames: 'Nog geen spellen. Begin een nieuw spel.',
  printBlank: 'Leeg scoreformulier afdrukken',
  print: 'Afdrukken',
  lastPlayed: ({ when }: { when: string }) => `Laatst gespeeld ${when}`,
  turnsOf: ({ done, total }: { done: number; total: number }) => `${done} van ${total} beurten`,
  winner: ({ name, total }: { name: string; total: number }) => `${name} won met ${total}`,
  players: 'Spelers',
  addPlayer: 'Speler toevoegen',
  removePlayer: ({ name }: { name: string }) => `${name} verwijderen`,
  playerName: ({ n }: { n: number }) => `Naam van speler ${n}`,
  defaultName: ({ n }: { n: number }) => `Speler ${n}`,
  diceMode: 'Dobbelstenen',
  appDice: 'Dobbelstenen van de app',
  realDice: 'Echte dobbelstenen',
  appDiceHint: 'De tablet gooit.',
  realDiceHint: 'Gooi je eigen dobbelstenen en tik in wat ze tonen.',
  houseRules: 'Huisregels',
  straightByRoll: 'Straat telt 66, 56 of 46 bij de eerste, tweede of derde worp',
  tripsBonus20: 'Drie gelijke: bonus 20 in plaats van 10',
  graduatedBonus: 'Getrapte bonus boven: +30 vanaf 60, +40 vanaf 70, +50 vanaf 80',
  clampMiddle: 'Midden nooit negatief (Max − Min minstens 0)',
  passScreen: '“Geef de tablet door” tonen tussen spelers',
  ...jambCategoryWords.nl,
  columnDown: 'Omlaag',
  columnUp: 'Omhoog',
  columnFree: 'Vrij',
  columnAnnounced: 'Aangekondigd',
  upperSubtotal: 'Subtotaal boven',
  bonus: 'Bonus',
  middle: 'Midden (Enen × (Max − Min))',
  lower: 'Subtotaal onder',
  columnTotal: 'Kolomtotaal',
  grandTotal: 'Eindtotaal',
  category: 'Categorie',
  sheetOf: ({ name }: { name: string }) => `Scoreformulier van ${name}`,
  turnOf: ({ name }: { name: string }) => `${name} is aan de beurt`,
  rollCount: ({ used }: { used: number }) => `Worp ${used} van 3`,
  noRollYet: 'Nog niet gegooid',
  turnRollFirst: 'Gooi de stenen om de beurt te beginnen.',
  turnThrowFirst: 'Gooi de vijf stenen aan tafel en typ ze in.',
  turnWriteOrRoll: 'Schrijf een score op het blad, of gooi opnieuw.',
  turnWriteAnnouncedOrRoll: ({ category }: { category: string }) =>
    `Gooi opnieuw, of schrijf het resultaat bij aangekondigd ${category}.`,
  turnWriteNow: 'Geen worp meer over: schrijf een score op het blad.',
  rolled: ({ dice }: { dice: string }) => `Dobbelstenen: ${dice}`,
  announce: 'Aankondigen',
  announceChoose: 'Welke categorie kondig je aan?',
  announced: ({ category }: { category: string }) => `Aangekondigd: ${category}`,
  announceRequired:
    'Alleen de kolom Aangekondigd is nog over: kondig een categorie aan voordat je opnieuw gooit.',
  writeAnnounced: ({ category }: { category: string }) =>
    `Noteer het resultaat bij aangekondigd ${category}.`,
  cancel: 'Annuleren',
  writeCell: ({ score, category, column }: { score: number; category: string; column: string }) =>
    `${score} noteren bij ${category}, ${column}`,
  cellClosed: ({ category, column }: { category: string; column: string }) =>
    `${category}, ${column}: nu niet open`,
  cellValue: ({ score, category, column }: { score: number; category: string; column: string }) =>
    `${category}, ${column}: ${score}`,
  confirmZeroTitle: 'Een nul noteren?',
  confirmZero: ({ category, column }: { category: string; column: string }) =>
    `Deze dobbelstenen leveren 0 op bij ${category} (${column}). Daar 0 noteren?`,
  writeZero: '0 noteren',
  wrote: ({
    name,
    score,
    category,
    column,
  }: {
    name: string;
    score: number;
    category: string;
    column: string;
  }) => `${name} noteerde ${score} bij ${category}, ${column}.`,
  undo: 'Ongedaan maken',
  undone: 'De laatste actie is ongedaan gemaakt.',
  passTo: ({ name }: { name: string }) => `Geef de tablet aan ${name}`,
  startTurn: ({ name }: { name: string }) => `Ik ben ${name}: mijn beurt beginnen`,
  gameOver: 'Spel afgelopen',
  ranking: 'Uitslag',
  place: ({ place }: { place: number }) => `${place}.`,
  points: ({ total }: { total: number }) => `${total} punten`,
  showSheet: ({ name, total }: { name: string; total: number }) =>
    `${name}: ${total}. Dit scoreformulier tonen`,
  backToSheet: ({ name }: { name: string }) => `Terug naar het formulier van ${name}`,
  scoreboard: 'Stand',
  hints: 'Tips',
  hintsFor: ({ name }: { name: string }) => `Tips voor ${name}`,
  hintValue: ({ chance, expected }: { chance: string; expected: string }) => `${chance} · ${expected}`,
  hintLabel: ({ chance, expected }: { chance: string; expected: string }) =>
    `Met de worpen die over zijn, de stenen houdend die helpen: kans ${chance} om te scoren, gemiddeld ${expected} punten`,
  hintLabelHeld: ({ chance, expected }: { chance: string; expected: string }) =>
    `De niet vastgehouden stenen gooien, dan de stenen houden die helpen: kans ${chance} om te scoren, gemiddeld ${expected} punten`,
  hintIfAnnounced: ({ hint }: { hint: string }) => `Alleen als je het nu aankondigt. ${hint}`,
  hintNowLabel: ({ score }: { score: string }) => `Levert nu ${score} op`,
  hintBothLabel: ({ now, again }: { now: string; again: string }) => `${now}. ${again}`,
  legendNow: 'wat het nu oplevert',
  legendAgain:
    'met de worpen die over zijn, de stenen houdend die helpen: kans om meer dan 0 te scoren · gemiddelde punten',
  legendAgainHeld:
    'de niet vastgehouden stenen gooien, dan de stenen houden die helpen: kans om meer dan 0 te scoren · gemiddelde punten',
  legendIfAnnounced: ({ column }: { column: string }) => `bij ${column} alleen als je het nu aankondigt`,
  legendLastRoll: 'Geen worp meer: alleen wat het nu oplevert.',
  showKeep: ({ category }: { category: string }) => `Toon welke dobbelstenen je houdt voor ${category}`,
  keepFor: ({ category }: { category: string }) =>
    `De dobbelstenen om te houden voor ${category} lichten op.`,
  hintsOn: 'aan',
  hintsOff: 'uit',
  hintsLegendTitle: 'Tips in de open vakken:',
  wroteCard: ({ score, category, column }: { score: number; category: string; column: string }) =>
    `Geschreven: ${score} bij ${category}, kolom ${column}`,
  undoWrite: 'Ongedaan maken: niet dat vak',
  hintsLoading: 'Tips worden geladen…',
  blankSheet: 'Leeg scoreformulier',
  name: 'Naam',
  date: 'Datum',
  closedDownOrder: ({ next }: { next: string }) =>
    `Kolom Omlaag: vul die van Enen naar beneden. Hier volgt: ${next}.`,
  closedUpOrder: ({ next }: { next: string }) =>
    `Kolom Omhoog: vul die van Jamb naar boven. Hier volgt: ${next}.`,
  closedAnnounceFirst: ({ category }: { category: string }) =>
    `Kolom Aangekondigd: kondig ${category} aan direct na de eerste worp en schrijf het dan hier.`,
  closedAnnouncedTurn: ({ category }: { category: string }) =>
    `Deze beurt is aangekondigd: schrijf hem in Aangekondigd, ${category}.`,
  closedNoteClose: 'Sluiten',
});
