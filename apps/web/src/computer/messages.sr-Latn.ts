import { translate } from '../i18n/i18n.ts';
import type { t } from './messages.ts';

translate<typeof t>('computer', 'sr-Latn', {
  advice: 'Savet',
  adviceFor: ({ name }) => `Savet za: ${name}`,
  adviceTitle: 'Šta bi uradio stručnjak',
  adviceThinking: 'Razmišljam…',
  adviceRoll: 'Bacite kockice.',
  adviceKeep: ({ dice }) => `Zadržite ${dice} i bacite ostale kockice.`,
  adviceKeepNone: 'Bacite ponovo svih pet kockica.',
  adviceAnnounce: ({ category }) => `Najavite: ${category}.`,
  adviceWrite: ({ category, column }) => `Upišite ${category} u kolonu ${column}.`,
  adviceExpected: ({ score }) => `očekivani konačni rezultat ${score}`,
  adviceChoices: 'Najbolji izbori',
  adviceClose: 'Zatvori savet',
  seat: ({ n }) => `Ko igra na mestu ${n}`,
  person: 'Osoba',
  computerLevel: ({ level }) => `Računar (${level})`,
  beginner: 'početnik',
  good: 'dobar',
  expert: 'stručnjak',
  easy: 'lako',
  medium: 'srednje',
  hard: 'teško',
  computerNeedsAppDice: 'Igrači-računari bacaju kockice aplikacije.',
  computerPlaying: ({ name }) => `${name} (računar) igra…`,
  computerOpening: ({ name }) => `${name} (računar) igra sledeći.`,
  computerOpeningUndo: 'Do prvog bacanja Opozovi još vraća poslednji potez.',
  computerRolled: ({ dice }) => `Bačeno: ${dice}`,
  skipAhead: 'Preskoči napred',
  opponent: 'Protivnik',
  twoPeople: 'Dvoje ljudi za stolom',
  computersDice: 'Kockice računara',
  computerRollsOnScreen:
    'Mesto računara baca kockice aplikacije na ekranu; osobe upisuju kockice koje su bacile.',
  computerSeatNeedsAppDice:
    'Računar igra samo sa kockicama aplikacije: izaberite kockice aplikacije ili na svako mesto stavite osobu.',
});
