import { translate } from '../../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('how-to-play-yam-master', 'sr-Latn', {
  goalTitle: 'Cilj',
  goal: 'Dva igrača svojim žetonima osvajaju polja table 5×5. Pet vaših žetona u redu, koloni ili dugoj dijagonali odmah pobeđuje. Inače igra završava kad igrač postavi svoj 12. žeton, a nizovi od tri ili četiri žetona donose poene.',
  youNeedTitle: 'Šta vam treba',
  youNeed: ({ tokens }) =>
    `Dva igrača, pet kockica, tabla i po ${tokens} žetona; u aplikaciji jedan igrač ima krugove, drugi rombove. Svako polje pokazuje figuru koja ga osvaja (na tabli su imena francuska: brelan = triling, full = ful, carré = poker, yam = jamb, suite = kenta, sec = iz ruke, défi = izazov):`,
  turnTitle: 'Potez',
  turn1:
    'Bacajte najviše tri puta. Između bacanja zadržite kockice koje želite; svako bacanje posle prvog baca bar jednu kockicu.',
  turn2:
    'Posle poslednjeg bacanja kockice mogu da daju više figura. Izaberite jednu od njih: žeton smete da stavite na bilo koje slobodno polje sa tom figurom. Postavljanje nije obavezno.',
  figuresTitle: 'Figure',
  figuresIntro: 'Svaki primer navodi sva polja koja kockice mogu da osvoje, izračunato pravilima same igre.',
  brelanRule: ({ n }) => `Bar tri kockice koje pokazuju ${n}.`,
  fullRule: 'Tri iste vrednosti i dve iste vrednosti, ne nužno različite: i pet istih kockica je ful.',
  carreRule: 'Bar četiri iste kockice.',
  yamRule: 'Pet istih kockica. Jamb je ujedno i ful, poker i triling.',
  yamPredator:
    'Sa jambom možete, umesto da postavite žeton, da uklonite jedan protivnikov žeton s table. Taj žeton izlazi iz igre.',
  suiteRule: 'Tačno 1-2-3-4-5 ili 2-3-4-5-6.',
  le8Rule: 'Zbir pet kockica je 8 ili manje.',
  secRule: 'Bilo koja figura osim trilinga (ful, poker, jamb, kenta, ≤ 8) složena prvim bacanjem u potezu.',
  defiRule:
    'Izazov: najavite ga posle prvog bacanja, a pre drugog; zatim morate da bacite bar još jednom. Uspeva kad posle drugog ili trećeg bacanja kockice daju figuru koja nije triling. Ne kažete koju.',
  defiFailed: 'Neuspeli izazov ne stoji ništa, ali potez završava bez žetona.',
  secTurn:
    'Iz ruke se uzima odmah posle prvog bacanja: stavite žeton na slobodno polje Iz ruke i potez se završava, kao posle svakog postavljanja. Ne morate: možete umesto toga da bacite ponovo, i tada Iz ruke za ovaj potez propada (kockice i dalje mogu da slože druge figure).',
  secOneSquare:
    'Polje Iz ruke je jedno polje kao i svako drugo. Sa figurom iz ruke birate jedno polje: polje Iz ruke ili polje same figure, npr. ful. U oba slučaja postavljate jedan žeton.',
  marksTitle: 'Oznake na tabli',
  marksIntro: 'Šta znači svaki znak i svaki okvir na polju:',
  markBrelan: 'Broj sa kockicom (1 do 6): triling tog broja, bar tri kockice koje ga pokazuju.',
  markFull: ({ name }) => `${name}: tri kockice jedne vrednosti i dve kockice jedne vrednosti.`,
  markCarre: ({ name }) => `${name}: četiri kockice iste vrednosti.`,
  markYam: ({ name }) => `${name}: svih pet kockica iste vrednosti.`,
  markSuite: ({ name }) => `${name}: niz od 1 do 5 ili niz od 2 do 6.`,
  markLe8: ({ name }) => `${name}: Σ je znak za zbir; pet kockica zajedno daje 8 ili manje.`,
  markSec: ({ name }) => `${name}: munja, figura složena prvim bacanjem.`,
  markDefi: ({ name }) => `${name}: ukršteni mačevi, izazov najavljen posle prvog bacanja.`,
  markTokens: 'Krug ili romb: žeton igrača sa krugovima ili igrača sa rombovima.',
  markLit: 'Debeli obojeni prsten: vaš žeton sada sme na ovo polje.',
  markRemovable: 'Crveni prsten: sa jambom smete da sklonite ovaj žeton sa table.',
  markRun:
    'Okvir unutar polja u boji igrača: ovaj žeton je deo niza od tri ili četiri koji donosi poene tom igraču.',
  markWinning: 'Veće polje sa tamnim prstenom okolo: deo linije od pet koja je dobila igru.',
  markLastMove:
    'Isprekidani okvir: polje na koje je prethodni potez stavio žeton ili sa kog ga je sklonio, do sledećeg bacanja.',
  markHinted:
    'Mala tačka u uglu (uz uključene šanse): slobodno polje čiju figuru kockice u ovom potezu još mogu da slože.',
  firstRoll: 'Prvo bacanje',
  afterDefi: 'Posle najavljenog izazova',
  qualifies: ({ labels }) => `Može da osvoji: ${labels}`,
  noSquare: 'Ne može da osvoji nijedno polje',
  linesTitle: 'Linija od pet',
  lines:
    'Igrač koji složi liniju od pet svojih žetona odmah pobeđuje. Linija od pet je ceo red, cela kolona ili jedna od dve duge dijagonale od ugla do ugla; kraće dijagonale imaju manje od pet polja i nikad je ne čine.',
  linesCaption: 'Krugovi popunjavaju srednji red: odmah pobeđuju.',
  endTitle: 'Kraj',
  end: ({ tokens }) =>
    `Inače igra završava čim igrač postavi svoj ${tokens}. žeton (broje se postavljeni žetoni, ne oni koji su još na tabli). Tada oba igrača broje poene.`,
  pointsTitle: 'Poeni',
  points:
    'Svaki neprekinuti niz od tri ili četiri sopstvena žetona donosi poene, u redu, koloni ili bilo kojoj dijagonali: dve duge dijagonale jednako kao i kraće dijagonale od četiri i od tri polja. Tri zaredom su 1 poen, četiri zaredom 2 poena. Niz od četiri ne broji još i svoje nizove od tri. Više poena pobeđuje; jednako poena je nerešeno.',
  pointsCaption: ({ first, second }) => `Poeni: krugovi ${first}, rombovi ${second}.`,
  houseRulesTitle: 'Kućna pravila',
  houseRules: 'Na početku partije društvo može iz fajla da učita drugačiji raspored polja na tabli.',
  layoutDefault: 'Standardna tabla',
  layoutCustom: 'Sopstvena tabla',
  thisBoard: 'Tabla ove partije',
  circles: 'Krugovi',
  diamonds: 'Rombovi',
  nowClaims: ({ dice, figure }) => `${dice} sada može da osvoji polje ${figure}.`,
  nowNotClaims: ({ dice, figure }) => `${dice} sada ne može da osvoji polje ${figure}.`,
  notRolledYet: 'U ovom potezu još nije bačeno.',
});
