import { translate } from '../../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('how-to-play-jamsumo', 'sr-Latn', {
  goalTitle: 'Cilj',
  goal: 'Igra spretnosti: jednim prstom čvrkate kockice preko okrugle table sa rupom u sredini. U Jamu ubacujete kockice u rupu i zadržavate malo tačkica; u Sumou izbacujete tuđe kockice i zadržavate mnogo.',
  youNeedTitle: 'Šta vam treba',
  youNeed:
    'Tabla za JamSumo sa rupom, po jedna platforma za svakog igrača, 25 kockica u pet boja i oznaka runde. 2 do 5 igrača, svaki sa pet kockica jedne boje. Na tabletu aplikacija simulira svaki čvrk; uz drvenu tablu aplikacija vodi listić za poene.',
  platformsTitle: 'Platforme',
  platforms:
    'Platforma je ravan ispust na ivici, u visini table. Koristi se samo onoliko platformi koliko je igrača, ravnomerno raspoređenih oko table. U Jamu svaki igrač sme da koristi bilo koju platformu; u Sumou kockice svakog igrača počinju ispred njegove platforme.',
  supplyTitle: 'Zaliha',
  supply: 'U Jamu vaših pet kockica počinje u zalihi, pored table, svaka sa 4 gore.',
  placingTitle: 'Postavljanje i potez',
  placing:
    'U svom potezu radite tačno jedan čvrk jedne svoje kockice. U Jamu ili stavite kockicu iz zalihe, sa 4 gore, na bilo koju platformu (ne samo onu ispred vas) i čvrknete je, ili čvrknete jednu od svojih kockica koja je već u igri, na tabli ili na platformi.',
  flickingTitle: 'Čvrkanje',
  flicking:
    'Čvrkajte jednim prstom u bočnu stranu kockice, nikad u gornju, i dodirnite samo tu jednu kockicu. Tablu smete da okrećete, ali kockice nikad ne pomerate rukom.',
  flickingTablet:
    'Na tabletu povucite prstom od kockice u smeru u kojem treba krenuti ili upotrebite dugmad za čvrk ispod table.',
  flickHeight: ({ height, slide, tumble, push }) =>
    `Mesto na kom prst gura bok kockice menja čvrk (na tabletu klizač „${height}”). Nisko, uz tablu, i kockica klizi ravno po tabli (${slide}). Visoko, uz gornju ivicu, i ona se usput prevrće preko ivica, pa gornja strana može da se promeni (${tumble}). Između toga kockica se gura (${push}). Kad povlačite prstom, dodirnite kockicu nisko da klizi, a visoko da se kotrlja.`,
  markerShown: 'U aplikaciji ◆ pored imena igrača pokazuje ko ima oznaku runde i počinje rundu.',
  holeTitle: 'Rupa',
  hole: 'Kockica koja propadne kroz rupu je van igre do kraja runde. U Jamu je to cilj: kockica u rupi vredi 0. U Sumou je kockica u rupi izgubljena.',
  sumoLineTitle: 'Sumo linija',
  sumoLine:
    'Ispred svake platforme na tabli je povučena linija. U Sumou vaših pet kockica počinje na tabli između vaše linije i ivice, svaka sa 3 gore.',
  sumoHit:
    'U Sumou čvrkate jednu svoju kockicu tako da pogodi protivničku. Ako ne dotakne nijednu, to je promašaj: čvrknuta kockica izlazi iz runde.',
  fallingOffTitle: 'Pad sa table',
  fallingOff:
    'Kockica koja napusti tablu i platforme pala je sa ivice. U Jamu ostaje u igri: vraća se u zalihu vlasnika, sa 4 gore. U Sumou ispada za tu rundu, kao i kockica koja se zaustavi na platformi.',
  roundScoreTitle: 'Kako se boduje runda',
  roundJam:
    'Jam: runda završava čim je svih pet kockica jednog igrača u rupi. Svako broji tačkice svojih kockica koje nisu u rupi: kockica iz zalihe vredi 4, kockica koja leži ravno svoju gornju stranu, kockica koja ne leži ravno (naslonjena na drugu kockicu, ivicu rupe ili ivicu platforme) vredi 4.',
  roundSumo:
    'Sumo: runda završava čim jednom igraču ne ostane nijedna kockica na tabli. Svako broji tačkice svojih kockica koje su još na tabli; kockica koja ne leži ravno vredi 3.',
  jamExample: 'Runda Jama završava: sve Beine kockice su u rupi.',
  sumoExample: 'Runda Sumoa završava: Bei nije ostala nijedna kockica na tabli.',
  pipsOf: ({ name, pips }) => `${name}: ${pips}`,
  dieInHole: 'u rupi',
  dieInSupply: 'u zalihi',
  dieFlat: 'leži ravno',
  dieTilted: 'ne leži ravno',
  dieOff: 'pala sa ivice',
  dieOnPlatform: 'na platformi',
  dieMissed: 'promašaj',
  dieCounts: ({ where, pips }) => `${where}: ${pips}`,
  winnerTitle: 'Runde i pobednik',
  winner:
    'Igrač sa oznakom runde počinje svaku rundu; igra se u smeru kazaljke na satu. Posle svake runde oznaka prelazi ulevo i svi uzimaju svoje kockice nazad. Igra ima onoliko rundi koliko je igrača.',
  winnerRule: 'U Jamu pobeđuje najmanji zbir; u Sumou i Jam Sumou najveći. Jednaki zbirovi dele mesto.',
  winnerExample: 'Dva igrača, partija Jam Sumo: runde Jama računaju se kao negativni poeni.',
  round: 'Runda',
  total: 'Ukupno',
  winnerIs: ({ name }) => `${name} pobeđuje.`,
  modesTitle: 'Tri načina igre',
  modes: 'Igra se igra na jedan od tri načina, izabran na početku:',
  jamMode: 'Svaka runda je runda Jama. Pobeđuje najmanji zbir.',
  sumoMode: 'Svaka runda je runda Sumoa. Pobeđuje najveći zbir.',
  jamsumoMode:
    'Svaka runda je runda Jama, čiji se rezultat računa kao negativni poeni, a zatim runda Sumoa, čiji se rezultat računa kao pozitivni poeni. Oznaka prelazi posle svakog para. Pobeđuje najveći zbir.',
  houseRulesTitle: 'Kućna pravila',
  houseRules:
    'Na početku partije društvo bira način igre i da li će čvrkati na tabletu ili voditi poene partije na drvenoj tabli.',
  thisGame: ({ mode }) => `Ova partija: ${mode}`,
  tableFlick: 'Čvrkanje na tabletu',
  tablePad: 'Listić za poene uz drvenu tablu',
  diagram:
    'Tabla odozgo, za četiri igrača: rupa u sredini, platforma na ivici za svakog igrača, Sumo linija ispred svake platforme, zaliha pored table i putanja čvrka od platforme ka rupi.',
  legendHole: 'Rupa',
  legendPlatform: 'Platforma',
  legendSumoLine: 'Sumo linija',
  legendSupply: 'Zaliha',
  legendFlick: 'Putanja čvrka',
  legendOff: 'Van ivice',
  thisRound: 'Ova runda, kockicu po kockicu:',
  minusInJamSumo: 'U Jam Sumou ove tačkice Jama računaju se kao negativni poeni.',
});
