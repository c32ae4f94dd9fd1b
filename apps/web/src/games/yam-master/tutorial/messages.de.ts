import { translate } from '../../../i18n/i18n.ts';
import type { At, Button, Dice, en, Face, Figure, Name } from './messages.en.ts';

translate<typeof en>('tutorial-yam-master', 'de', {
  goalRoll:
    'Yam Master ist ein Wettlauf: Wer zuerst fünf eigene Steine in einer Linie auf diesem Brett hat, gewinnt. In jedem Zug würfelst du bis zu dreimal und setzt dann einen Stein auf ein Feld, das deine Würfel ergeben. Tippe auf Würfeln.',
  rollTry: 'tippe auf Würfeln.',
  rolled: ({ dice }: Dice) => `Du hast ${dice} gewürfelt.`,
  hold: ({ face }: Face) =>
    `Spiel auf eine Figur: Behalte die zwei ${face}er (tippe jeden an). Drei Würfel mit ${face} sind dreimal ${face}, die Figur der Felder mit ${face}.`,
  holdTry: ({ face }: Face) => `tippe einen Würfel mit ${face} an.`,
  rollAgain: 'Tippe auf Noch einmal würfeln: Nur die nicht gehaltenen Würfel werden geworfen.',
  rollAgainTry: 'tippe auf Noch einmal würfeln.',
  rolledBrelan: ({ dice, face }: Dice & Face) => `Jetzt zeigen die Würfel ${dice}: dreimal ${face}.`,
  placeBrelan: ({ face, row, column }: Face & At) =>
    `Setz einen Stein: Tippe auf das leuchtende Feld ${face} in Reihe ${row}, Spalte ${column}. Jedes freie Feld einer Figur, die deine Würfel ergeben, leuchtet; ein gesetzter Stein beendet den Zug.`,
  placeBrelanTry: ({ face, row, column }: Face & At) =>
    `tippe auf das leuchtende Feld ${face} in Reihe ${row}, Spalte ${column}.`,
  placed: ({ label, row, column }: { label: string } & At) =>
    `Dein Stein steht auf ${label}, Reihe ${row}, Spalte ${column}. Das Feld ist jetzt besetzt: Niemand sonst kann dort setzen.`,
  computerTurn: ({ name }: Name) =>
    `Jetzt spielt ${name} einen Zug auf dieselbe Weise: würfeln, dann einen Stein auf ein Feld setzen, das die Würfel ergeben, oder keinen.`,
  watch: ({ name }: Name) => `Zug von ${name} ansehen`,
  watchTry: ({ name }: Name) => `tippe auf Zug von ${name} ansehen.`,
  yourTurn: 'Wieder dein Zug: Tippe auf Würfeln.',
  rolledSec: ({ dice, figure }: Figure) =>
    `Du hast ${dice} gewürfelt: ${figure} gleich im ersten Wurf. Eine echte Figur im ersten Wurf ist ein Sec!`,
  placeSec: ({ row, column }: At) =>
    `Echte Figuren sind Full, Carré, Yam, Suite und ≤ 8 — kein Dreierpasch. Im ersten Wurf gemacht, darf sie auch ein Sec-Feld (⚡) nehmen. Tippe auf das leuchtende Sec-Feld in Reihe ${row}, Spalte ${column}.`,
  placeSecTry: ({ row, column }: At) =>
    `tippe auf das leuchtende Sec-Feld in Reihe ${row}, Spalte ${column}.`,
  rolledNothing: ({ dice }: Dice) => `Du hast ${dice} gewürfelt: keine Figur, nichts zu setzen.`,
  declareDefi: ({ button }: Button) =>
    `Sag einen Défi an: Tippe auf „${button}“. Dann musst du mit dem nächsten oder übernächsten Wurf eine echte Figur machen (keinen Dreierpasch), und du musst mindestens noch einmal würfeln. Gelingt es, darfst du ein Défi-Feld (⚔) nehmen; sonst endet der Zug ohne Stein.`,
  declareDefiTry: ({ button }: Button) => `tippe auf „${button}“.`,
  defiDeclared: 'Du hast einen Défi angesagt.',
  rollDefiAgain: 'Tippe auf Noch einmal würfeln: Alle fünf Würfel werden geworfen.',
  rolledDefi: ({ dice, figure }: Figure) =>
    `Du hast ${dice} gewürfelt: ${figure}, eine echte Figur. Der Défi ist gelungen!`,
  placeDefi: ({ row, column }: At) => `Tippe auf das leuchtende Défi-Feld in Reihe ${row}, Spalte ${column}.`,
  placeDefiTry: ({ row, column }: At) =>
    `tippe auf das leuchtende Défi-Feld in Reihe ${row}, Spalte ${column}.`,
  ending:
    'Deine drei Steine stehen auf einer schrägen Linie: Am Ende zählen drei in einer Reihe 1 Punkt, vier 2 Punkte. Fünf in einer Reihe, Spalte oder langen Diagonale gewinnen sofort. Schafft niemand fünf, endet das Spiel, sobald jemand 12 Steine gesetzt hat, und mehr Punkte gewinnen. Ein Yam (fünf gleiche) darf stattdessen einen Stein des anderen vom Brett nehmen. Der Rest steht in den Spielregeln.',
});
