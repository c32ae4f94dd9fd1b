import { translate } from '../i18n/i18n.ts';
import type { Dice, en, Game, Score, Trips, Wrote } from './messages.en.ts';

translate<typeof en>('tutorial', 'de', {
  offerTitle: ({ game }: Game) => `Neu bei ${game}?`,
  offerText:
    'Spiel ein kurzes geführtes Spiel mit den Würfeln der App: Jeder Schritt zeigt das Bedienelement und sagt, was geschah.',
  offerPlay: 'Ein geführtes erstes Spiel spielen',
  offerSkip: 'Nein, danke',
  replay: 'Ein geführtes erstes Spiel spielen',
  replaySumo: 'Eine geführte Sumo-Runde spielen',
  sumoTitle: 'Geführte Sumo-Runde',
  title: ({ game }: Game) => `Geführtes erstes Spiel ${game}`,
  stepOf: ({ n, total }: { n: number; total: number }) => `Schritt ${n} von ${total}`,
  showMe: 'Zeig es mir',
  fold: 'Anleitung ausblenden',
  unfold: 'Anleitung zeigen',
  tryThis: ({ hint }: { hint: string }) => `Versuch: ${hint}`,
  leave: 'Geführtes Spiel verlassen',
  undoClosed:
    'Im geführten Spiel wird nichts zurückgenommen: die Würfel fallen in der Reihenfolge, die die Geschichte braucht.',
  doneTitle: 'Gut gespielt!',
  playComputer: 'Ein echtes Spiel gegen den Computer spielen',
  starting: 'Spiel wird gestartet…',
  computer: 'Computer',
  jambRoll: 'Tippe auf Würfeln: Die App wirft alle fünf Würfel.',
  jambRolled: ({ dice }: Dice) => `Du hast ${dice} gewürfelt.`,
  jambHold:
    'Behalte die Fünfen: Tippe jeden Würfel mit 5 an. Ein gehaltener Würfel bleibt liegen, wenn du neu würfelst.',
  jambHoldTry: 'tippe einen Würfel mit 5 an.',
  jambRollAgain:
    'Tippe auf Noch einmal würfeln: Nur die nicht gehaltenen Würfel werden geworfen. Ein Zug hat bis zu drei Würfe.',
  jambRollAgainTry: 'tippe auf Noch einmal würfeln.',
  jambRolledAgain: ({ dice }: Dice) => `Jetzt zeigen die Würfel ${dice}.`,
  jambWriteFree: ({ score }: Score) =>
    `Schreib sie auf: Tippe auf ${score} in der Zeile Fünfer der Spalte Frei. Frei nimmt jede Zeile in beliebiger Reihenfolge; Abwärts füllt man von den Einern nach unten, Aufwärts vom Jamb nach oben, darum bleiben deren Fünfer grau.`,
  jambWriteFreeTry: ({ score }: Score) => `tippe auf ${score} in der Zeile Fünfer der Spalte Frei.`,
  jambWrote: ({ score, column, category, count, face }: Wrote) =>
    `Du hast ${score} in ${column}, ${category} geschrieben: ${count} × ${face}. Ein Eintrag beendet den Zug.`,
  jambRollTurn: 'Ein neuer Zug: Tippe auf Würfeln.',
  jambRollTry: 'tippe auf Würfeln.',
  jambAnnounce: ({ category }: { category: string }) =>
    `Schon drei gleiche! Sag ${category} an: Tippe auf Ansagen, dann auf ${category}. Ansagen geht nur direkt nach dem ersten Wurf; der Zug wird dann in die Spalte Angesagt geschrieben.`,
  jambAnnounceTry: ({ category }: { category: string }) => `tippe auf Ansagen, dann auf ${category}.`,
  jambAnnounced: ({ category }: { category: string }) => `Du hast ${category} angesagt.`,
  jambWriteAnnounced: ({ score }: Score) =>
    `Die Würfel reichen schon: Tippe auf ${score} in der Spalte Angesagt. (Du dürftest auch weiterwürfeln, um mehr zu holen.)`,
  jambWriteAnnouncedTry: ({ score }: Score) => `tippe auf ${score} in der Spalte Angesagt.`,
  jambWroteTrips: ({ score, face, bonus }: Trips) =>
    `Du hast ${score} in Angesagt, Dreierpasch geschrieben: 3 × ${face} + ${bonus}.`,
  jambEnding:
    'Das ist Jamb: bis zu drei Würfe pro Zug, behalte, was du willst, dann trag ein Feld ein. Das Spiel endet, wenn alle 52 Felder beschrieben sind; die höchste Summe gewinnt. Bonus, Max und Min und die anderen Zeilen stehen in den Spielregeln.',
});
