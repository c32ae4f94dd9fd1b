import { jambCategoryWords } from '@dicetable/i18n';
import { translate } from '../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('jamb', 'de', {
  title: 'Jamb',
  resume: 'Weiterspielen',
  view: 'Ansehen',
  delete: 'Löschen',
  deleteConfirm: ({ title }: { title: string }) =>
    `Das Spiel „${title}“ löschen? Das kann nicht rückgängig gemacht werden.`,
  unfinishedGames: 'Laufende Spiele',
  finishedGames: 'Beendete Spiele',
  noGames: 'Noch keine Spiele. Starte ein neues.',
  printBlank: 'Leeres Spielblatt drucken',
  print: 'Drucken',
  lastPlayed: ({ when }: { when: string }) => `Zuletzt gespielt ${when}`,
  turnsOf: ({ done, total }: { done: number; total: number }) => `${done} von ${total} Zügen`,
  winner: ({ name, total }: { name: string; total: number }) => `${name} gewann mit ${total}`,
  players: 'Spieler',
  addPlayer: 'Spieler hinzufügen',
  removePlayer: ({ name }: { name: string }) => `${name} entfernen`,
  playerName: ({ n }: { n: number }) => `Name von Spieler ${n}`,
  defaultName: ({ n }: { n: number }) => `Spieler ${n}`,
  diceMode: 'Würfel',
  appDice: 'Würfel der App',
  realDice: 'Echte Würfel',
  appDiceHint: 'Das Tablet würfelt.',
  realDiceHint: 'Würfelt mit euren eigenen Würfeln und tippt ein, was sie zeigen.',
  houseRules: 'Hausregeln',
  straightByRoll: 'Straße zählt 66, 56 oder 46 im ersten, zweiten oder dritten Wurf',
  tripsBonus20: 'Dreierpasch: Bonus 20 statt 10',
  graduatedBonus: 'Gestaffelter Bonus oben: +30 ab 60, +40 ab 70, +50 ab 80',
  clampMiddle: 'Mitte nie negativ (Max − Min mindestens 0)',
  passScreen: '„Tablet weitergeben“ zwischen den Spielern zeigen',
  ...jambCategoryWords.de,
  columnDown: 'Abwärts',
  columnUp: 'Aufwärts',
  columnFree: 'Frei',
  columnAnnounced: 'Angesagt',
  // A soft hyphen: the long word may break on a narrow sheet, where no hyphenation dictionary is.
  upperSubtotal: 'Zwischen\u00adsumme oben',
  bonus: 'Bonus',
  middle: 'Mitte (Einer × (Max − Min))',
  lower: 'Zwischen\u00adsumme unten',
  columnTotal: 'Spaltensumme',
  grandTotal: 'Gesamtsumme',
  category: 'Kategorie',
  sheetOf: ({ name }: { name: string }) => `Spielblatt von ${name}`,
  turnOf: ({ name }: { name: string }) => `${name} ist am Zug`,
  rollCount: ({ used }: { used: number }) => `Wurf ${used} von 3`,
  noRollYet: 'Noch nicht gewürfelt',
  turnRollFirst: 'Würfle, um den Zug zu beginnen.',
  turnThrowFirst: 'Wirf die fünf Würfel am Tisch und gib sie ein.',
  turnWriteOrRoll: 'Trage ein Ergebnis ins Blatt ein oder würfle noch einmal.',
  turnWriteAnnouncedOrRoll: ({ category }: { category: string }) =>
    `Würfle noch einmal oder trage das Ergebnis bei angesagt ${category} ein.`,
  turnWriteNow: 'Kein Wurf mehr übrig: trage ein Ergebnis ins Blatt ein.',
  rolled: ({ dice }: { dice: string }) => `Würfel: ${dice}`,
  announce: 'Ansagen',
  announceChoose: 'Welche Kategorie sagst du an?',
  announced: ({ category }: { category: string }) => `Angesagt: ${category}`,
  announceRequired:
    'Nur noch die Spalte Angesagt ist frei: Sage eine Kategorie an, bevor du erneut würfelst.',
  writeAnnounced: ({ category }: { category: string }) => `Trage das Ergebnis bei angesagt ${category} ein.`,
  cancel: 'Abbrechen',
  writeCell: ({ score, category, column }: { score: number; category: string; column: string }) =>
    `${score} bei ${category}, ${column} eintragen`,
  cellClosed: ({ category, column }: { category: string; column: string }) =>
    `${category}, ${column}: jetzt nicht offen`,
  cellValue: ({ score, category, column }: { score: number; category: string; column: string }) =>
    `${category}, ${column}: ${score}`,
  confirmZeroTitle: 'Eine Null eintragen?',
  confirmZero: ({ category, column }: { category: string; column: string }) =>
    `Diese Würfel zählen 0 bei ${category} (${column}). Dort 0 eintragen?`,
  writeZero: '0 eintragen',
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
  }) => `${name} trug ${score} bei ${category}, ${column} ein.`,
  undo: 'Rückgängig',
  undone: 'Die letzte Aktion wurde rückgängig gemacht.',
  passTo: ({ name }: { name: string }) => `Gib das Tablet an ${name} weiter`,
  startTurn: ({ name }: { name: string }) => `Ich bin ${name}: meinen Zug beginnen`,
  gameOver: 'Spiel beendet',
  ranking: 'Rangliste',
  place: ({ place }: { place: number }) => `${place}.`,
  points: ({ total }: { total: number }) => `${total} Punkte`,
  showSheet: ({ name, total }: { name: string; total: number }) =>
    `${name}: ${total}. Dieses Spielblatt zeigen`,
  backToSheet: ({ name }: { name: string }) => `Zurück zum Spielblatt von ${name}`,
  scoreboard: 'Punktestand',
  hints: 'Tipps',
  hintsFor: ({ name }: { name: string }) => `Tipps für ${name}`,
  hintValue: ({ chance, expected }: { chance: string; expected: string }) => `${chance} · ${expected}`,
  hintLabel: ({ chance, expected }: { chance: string; expected: string }) =>
    `Mit den restlichen Würfen, die hilfreichen Würfel behaltend: Chance ${chance} zu punkten, im Schnitt ${expected} Punkte`,
  hintLabelHeld: ({ chance, expected }: { chance: string; expected: string }) =>
    `Die nicht gehaltenen Würfel werfen, dann die hilfreichen behalten: Chance ${chance} zu punkten, im Schnitt ${expected} Punkte`,
  hintIfAnnounced: ({ hint }: { hint: string }) => `Nur wenn jetzt angesagt. ${hint}`,
  hintNowLabel: ({ score }: { score: string }) => `Bringt jetzt ${score}`,
  hintBothLabel: ({ now, again }: { now: string; again: string }) => `${now}. ${again}`,
  legendNow: 'was es jetzt bringt',
  legendAgain:
    'mit den restlichen Würfen, die hilfreichen Würfel behaltend: Chance auf mehr als 0 · Punkte im Schnitt',
  legendAgainHeld:
    'die nicht gehaltenen Würfel werfen, dann die hilfreichen behalten: Chance auf mehr als 0 · Punkte im Schnitt',
  legendIfAnnounced: ({ column }: { column: string }) => `bei ${column} nur, wenn du es jetzt ansagst`,
  legendLastRoll: 'Kein Wurf mehr: nur, was es jetzt bringt.',
  showKeep: ({ category }: { category: string }) => `Zeigen, welche Würfel du für ${category} hältst`,
  keepFor: ({ category }: { category: string }) => `Die Würfel, die du für ${category} hältst, leuchten.`,
  hintsOn: 'an',
  hintsOff: 'aus',
  hintsLegendTitle: 'Tipps in den offenen Feldern:',
  wroteCard: ({ score, category, column }: { score: number; category: string; column: string }) =>
    `Eingetragen: ${score} bei ${category}, Spalte ${column}`,
  undoWrite: 'Rückgängig: nicht dieses Feld',
  hintsLoading: 'Tipps werden geladen…',
  blankSheet: 'Leeres Spielblatt',
  name: 'Name',
  date: 'Datum',
  closedDownOrder: ({ next }: { next: string }) =>
    `Spalte Abwärts: von den Einern nach unten füllen. Hier als Nächstes: ${next}.`,
  closedUpOrder: ({ next }: { next: string }) =>
    `Spalte Aufwärts: vom Jamb nach oben füllen. Hier als Nächstes: ${next}.`,
  closedAnnounceFirst: ({ category }: { category: string }) =>
    `Spalte Angesagt: ${category} direkt nach dem ersten Wurf ansagen, dann hier eintragen.`,
  closedAnnouncedTurn: ({ category }: { category: string }) =>
    `Dieser Zug ist angesagt: trag ihn in Angesagt, ${category} ein.`,
  closedNoteClose: 'Schließen',
});
