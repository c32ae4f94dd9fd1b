import { translate } from '../../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('how-to-play-jamsumo', 'hr', {
  goalTitle: 'Cilj',
  goal: 'Igra spretnosti: jednim prstom kvrcate kockice preko okrugle ploče s rupom u sredini. U Jamu ubacujete kockice u rupu i zadržavate malo točkica; u Sumou izbacujete tuđe kockice i zadržavate mnogo.',
  youNeedTitle: 'Što vam treba',
  youNeed:
    'Ploča za JamSumo s rupom, po jedna platforma za svakog igrača, 25 kockica u pet boja i oznaka runde. 2 do 5 igrača, svaki s pet kockica jedne boje. Na tabletu aplikacija simulira svaki kvrc; uz drvenu ploču aplikacija vodi listić za bodove.',
  platformsTitle: 'Platforme',
  platforms:
    'Platforma je ravna izbočina na rubu, u visini ploče. Koristi se samo onoliko platformi koliko je igrača, jednako razmaknutih oko ploče. U Jamu svaki igrač smije koristiti bilo koju platformu; u Sumou kockice svakog igrača počinju ispred njegove platforme.',
  supplyTitle: 'Zaliha',
  supply: 'U Jamu vaših pet kockica počinje u zalihi, pokraj ploče, svaka s 4 gore.',
  placingTitle: 'Postavljanje i potez',
  placing:
    'U svom potezu radite točno jedan kvrc jedne svoje kockice. U Jamu ili stavite kockicu iz zalihe, s 4 gore, na bilo koju platformu (ne samo onu ispred vas) i kvrcnete je, ili kvrcnete jednu od svojih kockica koja je već u igri, na ploči ili na platformi.',
  flickingTitle: 'Kvrcanje',
  flicking:
    'Kvrcajte jednim prstom u bočnu stranu kockice, nikad u gornju, i dodirnite samo tu jednu kockicu. Ploču smijete okretati, ali kockice nikad ne pomičete rukom.',
  flickingTablet:
    'Na tabletu povucite prstom od kockice u smjeru u kojem treba krenuti ili upotrijebite gumbe za kvrc ispod ploče.',
  flickHeight: ({ height, slide, tumble, push }) =>
    `Mjesto na kojem prst gura bok kockice mijenja kvrc (na tabletu klizač „${height}”). Nisko, uz ploču, i kockica klizi ravno po ploči (${slide}). Visoko, uz gornji brid, i ona se usput prevrće preko bridova, pa se gornja strana može promijeniti (${tumble}). Između toga kockica se gura (${push}). Kad povlačite prstom, dodirnite kockicu nisko da klizi, a visoko da se kotrlja.`,
  markerShown: 'U aplikaciji ◆ uz ime igrača pokazuje tko ima oznaku runde i počinje rundu.',
  holeTitle: 'Rupa',
  hole: 'Kockica koja propadne kroz rupu izvan je igre do kraja runde. U Jamu je to cilj: kockica u rupi vrijedi 0. U Sumou je kockica u rupi izgubljena.',
  sumoLineTitle: 'Sumo crta',
  sumoLine:
    'Ispred svake platforme na ploči je povučena crta. U Sumou vaših pet kockica počinje na ploči između vaše crte i ruba, svaka s 3 gore.',
  sumoHit:
    'U Sumou kvrcate jednu svoju kockicu tako da pogodi protivničku. Ako ne dotakne nijednu, to je promašaj: kvrcnuta kockica izlazi iz runde.',
  fallingOffTitle: 'Pad s ploče',
  fallingOff:
    'Kockica koja napusti ploču i platforme pala je s ruba. U Jamu ostaje u igri: vraća se u zalihu vlasnika, s 4 gore. U Sumou ispada za tu rundu, kao i kockica koja se zaustavi na platformi.',
  roundScoreTitle: 'Kako se boduje runda',
  roundJam:
    'Jam: runda završava čim je svih pet kockica jednog igrača u rupi. Svatko broji točkice svojih kockica koje nisu u rupi: kockica iz zalihe vrijedi 4, kockica koja leži ravno svoju gornju stranu, kockica koja ne leži ravno (naslonjena na drugu kockicu, rub rupe ili rub platforme) vrijedi 4.',
  roundSumo:
    'Sumo: runda završava čim jednom igraču ne ostane nijedna kockica na ploči. Svatko broji točkice svojih kockica koje su još na ploči; kockica koja ne leži ravno vrijedi 3.',
  jamExample: 'Runda Jama završava: sve Beine kockice su u rupi.',
  sumoExample: 'Runda Sumoa završava: Bei nije ostala nijedna kockica na ploči.',
  pipsOf: ({ name, pips }) => `${name}: ${pips}`,
  dieInHole: 'u rupi',
  dieInSupply: 'u zalihi',
  dieFlat: 'leži ravno',
  dieTilted: 'ne leži ravno',
  dieOff: 'pala s ruba',
  dieOnPlatform: 'na platformi',
  dieMissed: 'promašaj',
  dieCounts: ({ where, pips }) => `${where}: ${pips}`,
  winnerTitle: 'Runde i pobjednik',
  winner:
    'Igrač s oznakom runde počinje svaku rundu; igra se u smjeru kazaljke na satu. Nakon svake runde oznaka prelazi ulijevo i svi uzimaju svoje kockice natrag. Igra ima onoliko rundi koliko je igrača.',
  winnerRule: 'U Jamu pobjeđuje najmanji zbroj; u Sumou i Jam Sumou najveći. Jednaki zbrojevi dijele mjesto.',
  winnerExample: 'Dva igrača, igra Jam Sumo: runde Jama broje se kao negativni bodovi.',
  round: 'Runda',
  total: 'Ukupno',
  winnerIs: ({ name }) => `${name} pobjeđuje.`,
  modesTitle: 'Tri načina igre',
  modes: 'Igra se igra na jedan od tri načina, odabran pri početku:',
  jamMode: 'Svaka je runda runda Jama. Pobjeđuje najmanji zbroj.',
  sumoMode: 'Svaka je runda runda Sumoa. Pobjeđuje najveći zbroj.',
  jamsumoMode:
    'Svaka runda je runda Jama, čiji se rezultat broji kao negativni bodovi, a zatim runda Sumoa, čiji se rezultat broji kao pozitivni bodovi. Oznaka prelazi nakon svakog para. Pobjeđuje najveći zbroj.',
  houseRulesTitle: 'Kućna pravila',
  houseRules:
    'Pri početku igre društvo bira način igre te hoće li kvrcati na tabletu ili voditi bodove igre na drvenoj ploči.',
  thisGame: ({ mode }) => `Ova igra: ${mode}`,
  tableFlick: 'Kvrcanje na tabletu',
  tablePad: 'Listić za bodove uz drvenu ploču',
  diagram:
    'Ploča odozgo, za četiri igrača: rupa u sredini, platforma na rubu za svakog igrača, Sumo crta ispred svake platforme, zaliha pokraj ploče i putanja kvrca od platforme prema rupi.',
  legendHole: 'Rupa',
  legendPlatform: 'Platforma',
  legendSumoLine: 'Sumo crta',
  legendSupply: 'Zaliha',
  legendFlick: 'Putanja kvrca',
  legendOff: 'Izvan ruba',
  thisRound: 'Ova runda, kockicu po kockicu:',
  minusInJamSumo: 'U Jam Sumou ove točkice Jama broje se kao negativni bodovi.',
});
