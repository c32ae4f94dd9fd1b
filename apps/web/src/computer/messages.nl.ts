import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('computer', 'nl', {
  advice: 'Advies',
  adviceFor: ({ name }: { name: string }) => `Advies voor ${name}`,
  adviceTitle: 'Wat de expert zou doen',
  adviceThinking: 'Even denken…',
  adviceRoll: 'Gooi de dobbelstenen.',
  adviceKeep: ({ dice }: { dice: string }) => `Houd ${dice} vast en gooi de andere stenen.`,
  adviceKeepNone: 'Gooi alle vijf stenen opnieuw.',
  adviceAnnounce: ({ category }: { category: string }) => `Kondig ${category} aan.`,
  adviceWrite: ({ category, column }: { category: string; column: string }) =>
    `Schrijf ${category} in de kolom ${column}.`,
  adviceExpected: ({ score }: { score: string }) => `verwachte eindscore ${score}`,
  adviceChoices: 'Beste keuzes',
  adviceClose: 'Advies sluiten',
  seat: ({ n }: { n: number }) => `Wie speelt plaats ${n}`,
  person: 'Persoon',
  computerLevel: ({ level }: { level: string }) => `Computer (${level})`,
  beginner: 'beginner',
  good: 'goed',
  expert: 'expert',
  easy: 'makkelijk',
  medium: 'gemiddeld',
  hard: 'moeilijk',
  computerNeedsAppDice: 'Computerspelers gooien met de dobbelstenen van de app.',
  computersDice: 'Dobbelstenen van de computer',
  computerRollsOnScreen:
    'Een computerplaats gooit met de dobbelstenen van de app op het scherm; personen tikken in wat ze gooiden.',
  computerSeatNeedsAppDice:
    'De computer speelt alleen met de dobbelstenen van de app: kies die, of laat elke plaats door een persoon spelen.',
  computerPlaying: ({ name }: { name: string }) => `${name} (computer) is aan het spelen…`,
  computerOpening: ({ name }: { name: string }) => `${name} (computer) is hierna aan de beurt.`,
  computerNamePlaying: ({ name }: { name: string }) => `${name} is aan het spelen…`,
  computerNameOpening: ({ name }: { name: string }) => `${name} is hierna aan de beurt.`,
  computerOpeningUndo: 'Tot de eerste worp maakt Ongedaan maken de laatste zet nog ongedaan.',
  computerRolled: ({ dice }: { dice: string }) => `Gooide ${dice}`,
  skipAhead: 'Vooruitspoelen',
  opponent: 'Tegenstander',
  twoPeople: 'Twee personen aan tafel',
});
