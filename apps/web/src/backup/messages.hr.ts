import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('backup', 'hr', {
  storageTitle: 'Vaše spremljene igre',
  persistent: 'Čuva se trajno: preglednik je obećao da neće brisati igre Dicetablea.',
  notPersistent:
    'Ne čuva se trajno: kad uređaju ponestane prostora, preglednik smije obrisati igre Dicetablea. S vremena na vrijeme napravite sigurnosnu kopiju.',
  persistUnknown:
    'Ovaj preglednik ne može obećati da će čuvati igre Dicetablea. S vremena na vrijeme napravite sigurnosnu kopiju.',
  askPersist: 'Zamoli preglednik da ih čuva',
  persistGranted: 'Preglednik će čuvati igre Dicetablea.',
  persistRefused:
    'Preglednik nije obećao da će ih čuvati (preglednici odlučuju prema tome koliko se stranica koristi; instalirana aplikacija češće se čuva). S vremena na vrijeme napravite sigurnosnu kopiju.',
  usage: ({ used, quota }) => `Iskorišteno ${used} od ${quota} koliko ovaj preglednik dopušta.`,
  usageUnknown: 'Ovaj preglednik ne kaže koliko prostora Dicetable koristi.',
  backUp: 'Sigurnosna kopija svega',
  backUpBlurb: 'Jedna datoteka sa svim igrama, poviješću, igračima i postavkama.',
  backedUp: ({ games, players }) => `Sigurnosna kopija u jednoj datoteci: ${games} i ${players}.`,
  games: ({ count, n }) =>
    plural('hr', n, { one: `${count} igra`, few: `${count} igre`, other: `${count} igara` }),
  players: ({ count, n }) =>
    plural('hr', n, { one: `${count} igrač`, few: `${count} igrača`, other: `${count} igrača` }),
  restore: 'Vrati iz sigurnosne kopije',
  restoreBlurb:
    'Dodaje ono što ovdje nedostaje: igre, igrače i postavke. Ništa na ovom uređaju ne briše se niti prepisuje.',
  restored: ({ added, beside, here, players }) =>
    `Vraćeno. Dodano igara: ${added}; dodano uz drukčiju inačicu koja je već ovdje: ${beside}; već ovdje: ${here}. Dodano igrača: ${players}.`,
  refusedDamaged: 'Ova je sigurnosna kopija oštećena (skraćena ili izmijenjena), pa ništa nije vraćeno.',
  refusedForeign: 'Ovo nije sigurnosna kopija Dicetablea, pa ništa nije vraćeno.',
  refusedNewer:
    'Ovu je sigurnosnu kopiju napravio noviji Dicetable. Ažurirajte aplikaciju, zatim je vratite.',
  refusedHistory: 'Ovo je datoteka povijesti, a ne sigurnosna kopija: uvezite je na zaslonu Povijest.',
  refusedGame: 'Ovo je datoteka igre, a ne sigurnosna kopija: uvezite je u popisu igara njezine igre.',
  refusedUnreadable: 'Datoteka se nije mogla pročitati, pa ništa nije vraćeno.',
  storageFailed: 'Spremište preglednika nije uspjelo, pa ništa nije promijenjeno. Pokušajte ponovno.',
  persistOffer:
    'Vaše su igre spremljene u ovom pregledniku. Kad uređaju ponestane prostora, preglednik smije obrisati spremljene podatke, osim ako je obećao da će ih čuvati. Zamoliti preglednik da čuva igre Dicetablea?',
  keepGames: 'Čuvaj moje igre',
  notNow: 'Ne sada',
  reminder: ({ count }) =>
    `Od zadnje sigurnosne kopije završeno: ${count}, a ovaj preglednik nije obećao da će ih čuvati. Napraviti kopiju sada?`,
  finishedGames: ({ count, n }) =>
    plural('hr', n, { one: `${count} igra`, few: `${count} igre`, other: `${count} igara` }),
  backUpNow: 'Napravi kopiju sada',
  later: 'Kasnije',
  promptsLabel: 'Čuvanje vaših igara',
});
