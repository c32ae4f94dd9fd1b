import { translate } from '../../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

// Where the rules played here differ from what many tables play, the text says which rule applies.
translate<typeof en>('how-to-play-jamb', 'sr-Latn', {
  goalTitle: 'Cilj',
  goal: 'Popunite svoj listić: 13 redova, polja, u 4 kolone. U svakom potezu kockice upisujete u tačno jedno prazno polje. Kad su svi listići puni, pobeđuje najveći sveukupni zbir.',
  youNeedTitle: 'Šta vam treba',
  youNeed:
    'Pet kockica i jedan listić po igraču. Jamb igra jedan igrač ili više njih; igrati sam protiv svog najboljeg rezultata sasvim je uobičajeno. Aplikacija baca za vas, ili bacate prave kockice za stolom i unosite šta pokazuju.',
  turnTitle: 'Potez',
  turnRolls: 'Bacajte najviše tri puta. Prvo bacanje baca svih pet kockica.',
  turnHold:
    'Posle bacanja dodirnite kockice koje želite da zadržite: ostaju po strani, a sledeće bacanje baca samo ostale. Zadržanu kockicu možete pre kasnijeg bacanja opet da pustite. Svako bacanje posle prvog baca bar jednu kockicu.',
  turnWrite:
    'Kad ste zadovoljni kockicama, ili posle trećeg bacanja, upišite ih u jedno otvoreno polje. Ako tamo ne daju ništa, upisujete 0. Preskakanja nema: svaki potez popunjava tačno jedno polje.',
  categoriesTitle: 'Polja',
  categoriesIntro:
    'Svaki red broji pet kockica na svoj način. Svaki primer ispod izračunat je pravilima same igre.',
  upperRule: ({ face }) => `Zbir kockica koje pokazuju ${face}. Ostale kockice se ne broje.`,
  maxRule:
    'Zbir svih pet kockica. Ciljajte visoko: srednji red nagrađuje veliku razliku između maksimuma i minimuma.',
  minRule: 'Zbir svih pet kockica. Ciljajte nisko.',
  tripsRule: ({ bonus }) =>
    `Bar tri iste kockice: 3 × ta vrednost + ${bonus}. Inače 0. Za mnogim stolovima triling donosi bonus 20; ovde je to kućno pravilo.`,
  straightRule: ({ small, big }) =>
    `Tačno 1-2-3-4-5 vredi ${small}; tačno 2-3-4-5-6 vredi ${big}. Sve ostalo vredi 0. Za mnogim stolovima kenta vredi 66, 56 ili 46 prema bacanju; ovde je to kućno pravilo (vidi dole), isključeno ako se ne izabere.`,
  straightByRollRule: ({ first, second, third }) =>
    `Tačno 1-2-3-4-5 ili 2-3-4-5-6 vredi ${first} u prvom bacanju, ${second} u drugom i ${third} u trećem. Sve ostalo vredi 0.`,
  fullRule: ({ bonus }) =>
    `Tri iste vrednosti i par druge vrednosti: zbir svih pet + ${bonus}. Pet istih kockica nije ful.`,
  carreRule: ({ bonus }) => `Bar četiri iste kockice: 4 × ta vrednost + ${bonus}. Inače 0.`,
  jambRule: ({ bonus }) => `Svih pet kockica iste: njihov zbir + ${bonus}. Inače 0.`,
  columnsTitle: 'Četiri kolone',
  columnsIntro:
    'Svako polje ima po jednu ćeliju u svakoj koloni. Kolone se razlikuju redosledom kojim se ćelije smeju popunjavati; strelica iznad kolone to pokazuje. Mnogi igraju i kolonom „ručna” (samo iz prvog bacanja); ovde je nema. Na početku igre otvorene su istaknute ćelije ispod:',
  downRule:
    'Odozgo nadole: prvo prvi red, jamb poslednji. Ćelija se otvara tek kad je popunjena ona iznad nje.',
  upRule:
    'Odozdo nagore: prvo jamb, prvi red poslednji. Ćelija se otvara tek kad je popunjena ona ispod nje.',
  freeRule: 'Bilo koja prazna ćelija, bilo kojim redom.',
  announcedRule:
    'Samo polje najavljeno u ovom potezu (vidi Najava). Bez najave ne može da se upiše nijedna ćelija ove kolone.',
  openAtStart: 'Otvoreno na početku igre',
  closedAtStart: 'Još nije otvoreno',
  announcingTitle: 'Najava',
  announcing1:
    'Posle prvog bacanja, a pre drugog, možete da najavite jedno polje čija je ćelija u koloni najave još prazna. Potez tada mora da se završi upravo u toj ćeliji, sa 0 ako kockice to ne daju.',
  announcing2: 'Možete i da najavite i odmah stanete, upisujući prvo bacanje.',
  announcing3:
    'Kad su kolone dole, gore i slobodno puni, najava je obavezna: posle prvog bacanja drugo bacanje se odbija dok ne najavite.',
  upperBonusTitle: 'Bonus gore',
  upperBonus: ({ bonus }) =>
    `Prvih šest redova sabira se u zbir gore te kolone. Kad je svih šest popunjeno i zbir je bar 60, kolona dobija bonus od ${bonus} poena.`,
  middleTitle: 'Srednji red',
  middle:
    'Čim su u koloni popunjeni prvi red, maksimum i minimum, kolona dobija prvi red × (maksimum − minimum). Rezultat je negativan kad je minimum veći od maksimuma.',
  exampleColumn: 'Jedna kolona listića',
  endTitle: 'Zbirovi, kraj i pobednik',
  end1: 'Zbir dole sabira poslednjih pet redova. Ukupno kolona = zbir gore + bonus + sredina + zbir dole; sveukupno sabira ukupne zbirove četiri kolone.',
  end2: 'Igra završava kad su svi listići puni: 52 poteza po igraču. Pobeđuje najveći sveukupni zbir; jednaki zbirovi dele mesto.',
  houseRulesTitle: 'Kućna pravila',
  houseRulesIntro:
    'Na početku igre društvo može da izabere ove varijante. Svaka je isključena ako se ne izabere.',
  row: 'Red',
  value: 'Vrednost',
  nowCategory: ({ dice, category, score }) => `${dice} ovde u polju ${category} vredi ${score}, jer:`,
  openIn: ({ columns }) => `Za vas je sada otvoreno u: ${columns}.`,
  openNowhere: 'Za vas sada nije otvoreno ni u jednoj koloni.',
  notRolledYet: 'U ovom potezu još nije bačeno.',
  columnOpenNow: ({ categories }) => `U ovoj koloni za vas je sada otvoreno: ${categories}.`,
  columnFull: 'Ova kolona vašeg listića je puna.',
  announceFirst: 'Ovde ništa nije otvoreno dok ne najavite polje, posle prvog bacanja.',
});
