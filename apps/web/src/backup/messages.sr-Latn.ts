import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('backup', 'sr-Latn', {
  storageTitle: 'Vaše sačuvane partije',
  persistent: 'Čuva se trajno: pregledač je obećao da neće brisati partije Dicetablea.',
  notPersistent:
    'Ne čuva se trajno: kad uređaju ponestane prostora, pregledač sme da obriše partije Dicetablea. S vremena na vreme napravite rezervnu kopiju.',
  persistUnknown:
    'Ovaj pregledač ne može da obeća da će čuvati partije Dicetablea. S vremena na vreme napravite rezervnu kopiju.',
  askPersist: 'Zamoli pregledač da ih čuva',
  persistGranted: 'Pregledač će čuvati partije Dicetablea.',
  persistRefused:
    'Pregledač nije obećao da će ih čuvati (pregledači odlučuju prema tome koliko se sajt koristi; instalirana aplikacija se češće čuva). S vremena na vreme napravite rezervnu kopiju.',
  usage: ({ used, quota }) => `Iskorišćeno ${used} od ${quota} koliko ovaj pregledač dozvoljava.`,
  usageUnknown: 'Ovaj pregledač ne kaže koliko prostora Dicetable koristi.',
  backUp: 'Rezervna kopija svega',
  backUpBlurb: 'Jedan fajl sa svim partijama, istorijom, igračima i podešavanjima.',
  backedUp: ({ games, players }) => `Rezervna kopija u jednom fajlu: ${games} i ${players}.`,
  games: ({ count, n }) =>
    plural('sr-Latn', n, { one: `${count} partija`, few: `${count} partije`, other: `${count} partija` }),
  players: ({ count, n }) =>
    plural('sr-Latn', n, { one: `${count} igrač`, few: `${count} igrača`, other: `${count} igrača` }),
  restore: 'Vrati iz rezervne kopije',
  restoreBlurb:
    'Dodaje ono što ovde nedostaje: partije, igrače i podešavanja. Ništa na ovom uređaju se ne briše niti prepisuje.',
  restored: ({ added, beside, here, players }) =>
    `Vraćeno. Dodato partija: ${added}; dodato pored drugačije verzije koja je već ovde: ${beside}; već ovde: ${here}. Dodato igrača: ${players}.`,
  refusedDamaged: 'Ova rezervna kopija je oštećena (skraćena ili izmenjena), pa ništa nije vraćeno.',
  refusedForeign: 'Ovo nije rezervna kopija Dicetablea, pa ništa nije vraćeno.',
  refusedNewer: 'Ovu rezervnu kopiju je napravio noviji Dicetable. Ažurirajte aplikaciju, zatim je vratite.',
  refusedHistory: 'Ovo je fajl istorije, a ne rezervna kopija: uvezite ga na ekranu Istorija.',
  refusedGame: 'Ovo je fajl partije, a ne rezervna kopija: uvezite ga u listi partija njegove igre.',
  refusedUnreadable: 'Fajl nije mogao da se pročita, pa ništa nije vraćeno.',
  storageFailed: 'Skladište pregledača nije uspelo, pa ništa nije promenjeno. Pokušajte ponovo.',
  persistOffer:
    'Vaše partije su sačuvane u ovom pregledaču. Kad uređaju ponestane prostora, pregledač sme da obriše sačuvane podatke, osim ako je obećao da će ih čuvati. Zamoliti pregledač da čuva partije Dicetablea?',
  keepGames: 'Čuvaj moje partije',
  notNow: 'Ne sada',
  reminder: ({ count }) =>
    `Od poslednje rezervne kopije završeno: ${count}, a ovaj pregledač nije obećao da će ih čuvati. Napraviti kopiju sada?`,
  finishedGames: ({ count, n }) =>
    plural('sr-Latn', n, { one: `${count} partija`, few: `${count} partije`, other: `${count} partija` }),
  backUpNow: 'Napravi kopiju sada',
  later: 'Kasnije',
  promptsLabel: 'Čuvanje vaših partija',
});
