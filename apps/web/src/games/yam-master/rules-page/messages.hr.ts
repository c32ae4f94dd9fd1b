import { translate } from '../../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('how-to-play-yam-master', 'hr', {
  goalTitle: 'Cilj',
  goal: 'Dva igrača svojim žetonima osvajaju polja ploče 5×5. Pet vaših žetona u redu, stupcu ili dugoj dijagonali odmah pobjeđuje. Inače igra završava kad igrač postavi svoj 12. žeton, a nizovi od tri ili četiri žetona donose bodove.',
  youNeedTitle: 'Što vam treba',
  youNeed: ({ tokens }) =>
    `Dva igrača, pet kockica, ploča i po ${tokens} žetona; u aplikaciji jedan igrač ima krugove, drugi rombove. Svako polje pokazuje figuru koja ga osvaja (na ploči su imena francuska: brelan = triling, full = ful, carré = poker, yam = jamb, suite = kenta, sec = iz ruke, défi = izazov):`,
  turnTitle: 'Potez',
  turn1:
    'Bacajte najviše tri puta. Između bacanja zadržite kockice koje želite; svako bacanje nakon prvog baca barem jednu kockicu.',
  turn2:
    'Nakon zadnjeg bacanja kockice mogu dati više figura. Odaberite jednu od njih: žeton smijete staviti na bilo koje slobodno polje s tom figurom. Postavljanje nije obvezno.',
  figuresTitle: 'Figure',
  figuresIntro: 'Svaki primjer navodi sva polja koja kockice mogu osvojiti, izračunano pravilima same igre.',
  brelanRule: ({ n }) => `Barem tri kockice koje pokazuju ${n}.`,
  fullRule: 'Tri iste vrijednosti i dvije iste vrijednosti, ne nužno različite: i pet istih kockica je ful.',
  carreRule: 'Barem četiri iste kockice.',
  yamRule: 'Pet istih kockica. Jamb je ujedno i ful, poker i triling.',
  yamPredator:
    'S jambom možete, umjesto da postavite žeton, ukloniti jedan protivnikov žeton s ploče. Taj žeton izlazi iz igre.',
  suiteRule: 'Točno 1-2-3-4-5 ili 2-3-4-5-6.',
  le8Rule: 'Zbroj pet kockica je 8 ili manje.',
  secRule: 'Bilo koja figura osim trilinga (ful, poker, jamb, kenta, ≤ 8) složena prvim bacanjem u potezu.',
  defiRule:
    'Izazov: najavite ga nakon prvog bacanja, a prije drugog; zatim morate baciti barem još jednom. Uspijeva kad nakon drugog ili trećeg bacanja kockice daju figuru koja nije triling. Ne kažete koju.',
  defiFailed: 'Neuspjeli izazov ne stoji ništa, ali potez završava bez žetona.',
  secTurn:
    'Iz ruke se uzima odmah nakon prvog bacanja: stavite žeton na slobodno polje Iz ruke i potez završava, kao nakon svakog postavljanja. Ne morate: možete umjesto toga baciti ponovno, i tada Iz ruke za ovaj potez propada (kockice i dalje mogu složiti druge figure).',
  secOneSquare:
    'Polje Iz ruke jedno je polje kao i svako drugo. S figurom iz ruke birate jedno polje: polje Iz ruke ili polje same figure, npr. ful. U oba slučaja postavljate jedan žeton.',
  marksTitle: 'Oznake na ploči',
  marksIntro: 'Što znači svaki znak i svaki okvir na polju:',
  markBrelan: 'Broj s kockicom (1 do 6): triling tog broja, barem tri kockice koje ga pokazuju.',
  markFull: ({ name }) => `${name}: tri kockice jedne vrijednosti i dvije kockice jedne vrijednosti.`,
  markCarre: ({ name }) => `${name}: četiri kockice iste vrijednosti.`,
  markYam: ({ name }) => `${name}: svih pet kockica iste vrijednosti.`,
  markSuite: ({ name }) => `${name}: niz od 1 do 5 ili niz od 2 do 6.`,
  markLe8: ({ name }) => `${name}: Σ je znak za zbroj; pet kockica zajedno daje 8 ili manje.`,
  markSec: ({ name }) => `${name}: munja, figura složena prvim bacanjem.`,
  markDefi: ({ name }) => `${name}: prekriženi mačevi, izazov najavljen nakon prvog bacanja.`,
  markTokens: 'Krug ili romb: žeton igrača s krugovima ili igrača s rombovima.',
  markLit: 'Debeli obojeni prsten: vaš žeton sada smije na ovo polje.',
  markRemovable: 'Crveni prsten: s jambom smijete maknuti ovaj žeton s ploče.',
  markRun:
    'Okvir unutar polja u boji igrača: ovaj žeton dio je niza od tri ili četiri koji donosi bodove tom igraču.',
  markWinning: 'Veće polje s tamnim prstenom okolo: dio linije od pet koja je dobila igru.',
  markLastMove:
    'Isprekidani okvir: polje na koje je prošli potez stavio žeton ili s kojeg ga je maknuo, do sljedećeg bacanja.',
  markHinted:
    'Mala točka u kutu (uz uključene izglede): slobodno polje čiju figuru kockice u ovom potezu još mogu složiti.',
  firstRoll: 'Prvo bacanje',
  afterDefi: 'Nakon najavljenog izazova',
  qualifies: ({ labels }) => `Može osvojiti: ${labels}`,
  noSquare: 'Ne može osvojiti nijedno polje',
  linesTitle: 'Linija od pet',
  lines:
    'Igrač koji složi liniju od pet svojih žetona odmah pobjeđuje. Linija od pet je cijeli red, cijeli stupac ili jedna od dviju dugih dijagonala od kuta do kuta; kraće dijagonale imaju manje od pet polja i nikad je ne čine.',
  linesCaption: 'Krugovi popunjavaju srednji red: odmah pobjeđuju.',
  endTitle: 'Kraj',
  end: ({ tokens }) =>
    `Inače igra završava čim igrač postavi svoj ${tokens}. žeton (broje se postavljeni žetoni, ne oni koji su još na ploči). Tada oba igrača broje bodove.`,
  pointsTitle: 'Bodovi',
  points:
    'Svaki neprekinuti niz od tri ili četiri vlastita žetona donosi bodove, u redu, stupcu ili bilo kojoj dijagonali: dvije duge dijagonale jednako kao i kraće dijagonale od četiri i od tri polja. Tri zaredom su 1 bod, četiri zaredom 2 boda. Niz od četiri ne broji još i svoje nizove od tri. Više bodova pobjeđuje; jednako bodova je neriješeno.',
  pointsCaption: ({ first, second }) => `Bodovi: krugovi ${first}, rombovi ${second}.`,
  houseRulesTitle: 'Kućna pravila',
  houseRules: 'Pri početku igre društvo može iz datoteke učitati drukčiji raspored polja na ploči.',
  layoutDefault: 'Standardna ploča',
  layoutCustom: 'Vlastita ploča',
  thisBoard: 'Ploča ove igre',
  circles: 'Krugovi',
  diamonds: 'Rombovi',
  nowClaims: ({ dice, figure }) => `${dice} sada može osvojiti polje ${figure}.`,
  nowNotClaims: ({ dice, figure }) => `${dice} sada ne može osvojiti polje ${figure}.`,
  notRolledYet: 'U ovom potezu još nije bačeno.',
});
