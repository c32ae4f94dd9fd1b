import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('computer', 'de', {
  advice: 'Rat',
  adviceFor: ({ name }: { name: string }) => `Rat für ${name}`,
  adviceTitle: 'Was der Experte tun würde',
  adviceThinking: 'Einen Moment…',
  adviceRoll: 'Würfle.',
  adviceKeep: ({ dice }: { dice: string }) => `Behalte ${dice} und würfle die anderen Würfel.`,
  adviceKeepNone: 'Würfle alle fünf Würfel noch einmal.',
  adviceAnnounce: ({ category }: { category: string }) => `Sage ${category} an.`,
  adviceWrite: ({ category, column }: { category: string; column: string }) =>
    `Trage ${category} in die Spalte ${column} ein.`,
  adviceExpected: ({ score }: { score: string }) => `erwartetes Endergebnis ${score}`,
  adviceChoices: 'Beste Möglichkeiten',
  adviceClose: 'Rat schließen',
  seat: ({ n }: { n: number }) => `Wer spielt Platz ${n}`,
  person: 'Mensch',
  computerLevel: ({ level }: { level: string }) => `Computer (${level})`,
  beginner: 'Anfänger',
  good: 'gut',
  expert: 'Experte',
  easy: 'leicht',
  medium: 'mittel',
  hard: 'schwer',
  computerNeedsAppDice: 'Computerspieler würfeln mit den Würfeln der App.',
  computersDice: 'Würfel des Computers',
  computerRollsOnScreen:
    'Ein Computerplatz würfelt mit den Würfeln der App auf dem Bildschirm; Personen tippen ein, was sie gewürfelt haben.',
  computerSeatNeedsAppDice:
    'Der Computer spielt nur mit den Würfeln der App: Wähle sie, oder lass jeden Platz von einer Person spielen.',
  computerPlaying: ({ name }: { name: string }) => `${name} (Computer) ist am Zug…`,
  computerOpening: ({ name }: { name: string }) => `${name} (Computer) ist als Nächstes dran.`,
  computerNamePlaying: ({ name }: { name: string }) => `${name} ist am Zug…`,
  computerNameOpening: ({ name }: { name: string }) => `${name} ist als Nächstes dran.`,
  computerOpeningUndo: 'Bis zum ersten Wurf nimmt Rückgängig den letzten Zug noch zurück.',
  computerRolled: ({ dice }: { dice: string }) => `Gewürfelt: ${dice}`,
  skipAhead: 'Vorspulen',
  opponent: 'Gegner',
  twoPeople: 'Zwei Personen am Tisch',
});
