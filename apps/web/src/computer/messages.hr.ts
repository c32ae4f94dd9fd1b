import { translate } from '../i18n/i18n.ts';
import type { t } from './messages.ts';

translate<typeof t>('computer', 'hr', {
  advice: 'Savjet',
  adviceFor: ({ name }) => `Savjet za: ${name}`,
  adviceTitle: 'Što bi učinio stručnjak',
  adviceThinking: 'Razmišljam…',
  adviceRoll: 'Bacite kockice.',
  adviceKeep: ({ dice }) => `Zadržite ${dice} i bacite ostale kockice.`,
  adviceKeepNone: 'Bacite ponovno svih pet kockica.',
  adviceAnnounce: ({ category }) => `Najavite: ${category}.`,
  adviceWrite: ({ category, column }) => `Upišite ${category} u stupac ${column}.`,
  adviceExpected: ({ score }) => `očekivani konačni rezultat ${score}`,
  adviceChoices: 'Najbolji izbori',
  adviceClose: 'Zatvori savjet',
  seat: ({ n }) => `Tko igra na mjestu ${n}`,
  person: 'Osoba',
  computerLevel: ({ level }) => `Računalo (${level})`,
  beginner: 'početnik',
  good: 'dobro',
  expert: 'stručnjak',
  easy: 'lako',
  medium: 'srednje',
  hard: 'teško',
  computerNeedsAppDice: 'Računalni igrači bacaju kockice aplikacije.',
  computerPlaying: ({ name }) => `${name} (računalo) igra…`,
  computerOpening: ({ name }) => `${name} (računalo) igra sljedeće.`,
  computerOpeningUndo: 'Do prvog bacanja Poništi još vraća zadnji potez.',
  computerRolled: ({ dice }) => `Bačeno: ${dice}`,
  skipAhead: 'Preskoči naprijed',
  opponent: 'Protivnik',
  twoPeople: 'Dvoje ljudi za stolom',
  computersDice: 'Kockice računala',
  computerRollsOnScreen:
    'Mjesto računala baca kockice aplikacije na zaslonu; osobe upisuju kockice koje su bacile.',
  computerSeatNeedsAppDice:
    'Računalo igra samo s kockicama aplikacije: odaberite kockice aplikacije ili na svako mjesto stavite osobu.',
});
