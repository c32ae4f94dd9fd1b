import { translate } from '../../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

// Where the rules played here differ from what many tables play, the text says which rule applies.
translate<typeof en>('how-to-play-jamb', 'hr', {
  goalTitle: 'Cilj',
  goal: 'Popunite svoj listić: 13 redova, polja, u 4 stupca. U svakom potezu kockice upisujete u točno jedno prazno polje. Kad su svi listići puni, pobjeđuje najveći sveukupni zbroj.',
  youNeedTitle: 'Što vam treba',
  youNeed:
    'Pet kockica i jedan listić po igraču. Jamb igra jedan igrač ili više njih; igrati sam protiv svog najboljeg rezultata sasvim je uobičajeno. Aplikacija baca za vas, ili bacate prave kockice za stolom i upisujete što pokazuju.',
  turnTitle: 'Potez',
  turnRolls: 'Bacajte najviše tri puta. Prvo bacanje baca svih pet kockica.',
  turnHold:
    'Nakon bacanja dodirnite kockice koje želite zadržati: ostaju po strani, a sljedeće bacanje baca samo ostale. Zadržanu kockicu možete prije kasnijeg bacanja opet pustiti. Svako bacanje nakon prvog baca barem jednu kockicu.',
  turnWrite:
    'Kad ste zadovoljni kockicama, ili nakon trećeg bacanja, upišite ih u jedno otvoreno polje. Ako ondje ne daju ništa, upisujete 0. Preskakanja nema: svaki potez popunjava točno jedno polje.',
  categoriesTitle: 'Polja',
  categoriesIntro:
    'Svaki red broji pet kockica na svoj način. Svaki primjer ispod izračunan je pravilima same igre.',
  upperRule: ({ face }) => `Zbroj kockica koje pokazuju ${face}. Ostale kockice ne broje se.`,
  maxRule:
    'Zbroj svih pet kockica. Ciljajte visoko: srednji red nagrađuje veliku razliku između maksimuma i minimuma.',
  minRule: 'Zbroj svih pet kockica. Ciljajte nisko.',
  tripsRule: ({ bonus }) =>
    `Barem tri iste kockice: 3 × ta vrijednost + ${bonus}. Inače 0. Za mnogim stolovima triling donosi bonus 20; ovdje je to kućno pravilo.`,
  straightRule: ({ small, big }) =>
    `Točno 1-2-3-4-5 vrijedi ${small}; točno 2-3-4-5-6 vrijedi ${big}. Sve ostalo vrijedi 0. Za mnogim stolovima kenta vrijedi 66, 56 ili 46 prema bacanju; ovdje je to kućno pravilo (vidi dolje), isključeno ako se ne odabere.`,
  straightByRollRule: ({ first, second, third }) =>
    `Točno 1-2-3-4-5 ili 2-3-4-5-6 vrijedi ${first} u prvom bacanju, ${second} u drugom i ${third} u trećem. Sve ostalo vrijedi 0.`,
  fullRule: ({ bonus }) =>
    `Tri iste vrijednosti i par druge vrijednosti: zbroj svih pet + ${bonus}. Pet istih kockica nije ful.`,
  carreRule: ({ bonus }) => `Barem četiri iste kockice: 4 × ta vrijednost + ${bonus}. Inače 0.`,
  jambRule: ({ bonus }) => `Svih pet kockica iste: njihov zbroj + ${bonus}. Inače 0.`,
  columnsTitle: 'Četiri stupca',
  columnsIntro:
    'Svako polje ima po jednu ćeliju u svakom stupcu. Stupci se razlikuju redoslijedom kojim se ćelije smiju popunjavati; strelica iznad stupca to pokazuje. Mnogi igraju i stupcem „ručna” (samo iz prvog bacanja); ovdje ga nema. Na početku igre otvorene su istaknute ćelije ispod:',
  downRule:
    'Odozgo prema dolje: prvo prvi red, jamb zadnji. Ćelija se otvara tek kad je popunjena ona iznad nje.',
  upRule:
    'Odozdo prema gore: prvo jamb, prvi red zadnji. Ćelija se otvara tek kad je popunjena ona ispod nje.',
  freeRule: 'Bilo koja prazna ćelija, bilo kojim redom.',
  announcedRule:
    'Samo polje najavljeno u ovom potezu (vidi Najava). Bez najave ne može se upisati nijedna ćelija ovog stupca.',
  openAtStart: 'Otvoreno na početku igre',
  closedAtStart: 'Još nije otvoreno',
  announcingTitle: 'Najava',
  announcing1:
    'Nakon prvog bacanja, a prije drugog, možete najaviti jedno polje čija je ćelija u stupcu najave još prazna. Potez tada mora završiti upravo u toj ćeliji, s 0 ako kockice to ne daju.',
  announcing2: 'Možete i najaviti i odmah stati, upisujući prvo bacanje.',
  announcing3:
    'Kad su stupci dolje, gore i slobodno puni, najava je obvezna: nakon prvog bacanja drugo se bacanje odbija dok ne najavite.',
  upperBonusTitle: 'Bonus gore',
  upperBonus: ({ bonus }) =>
    `Prvih šest redova zbraja se u zbroj gore tog stupca. Kad je svih šest popunjeno i zbroj je barem 60, stupac dobiva bonus od ${bonus} bodova.`,
  middleTitle: 'Srednji red',
  middle:
    'Čim su u stupcu popunjeni prvi red, maksimum i minimum, stupac dobiva prvi red × (maksimum − minimum). Rezultat je negativan kad je minimum veći od maksimuma.',
  exampleColumn: 'Jedan stupac listića',
  endTitle: 'Zbrojevi, kraj i pobjednik',
  end1: 'Zbroj dolje zbraja zadnjih pet redova. Ukupno stupac = zbroj gore + bonus + sredina + zbroj dolje; sveukupno zbraja ukupne zbrojeve četiri stupca.',
  end2: 'Igra završava kad su svi listići puni: 52 poteza po igraču. Pobjeđuje najveći sveukupni zbroj; jednaki zbrojevi dijele mjesto.',
  houseRulesTitle: 'Kućna pravila',
  houseRulesIntro:
    'Pri početku igre društvo može odabrati ove inačice. Svaka je isključena ako se ne odabere.',
  row: 'Red',
  value: 'Vrijednost',
  nowCategory: ({ dice, category, score }) => `${dice} ovdje u polju ${category} vrijedi ${score}, jer:`,
  openIn: ({ columns }) => `Za vas je sada otvoreno u: ${columns}.`,
  openNowhere: 'Za vas sada nije otvoreno ni u jednom stupcu.',
  notRolledYet: 'U ovom potezu još nije bačeno.',
  columnOpenNow: ({ categories }) => `U ovom stupcu za vas je sada otvoreno: ${categories}.`,
  columnFull: 'Ovaj je stupac vašeg listića pun.',
  announceFirst: 'Ovdje ništa nije otvoreno dok ne najavite polje, nakon prvog bacanja.',
});
