import { translate } from '../../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('tutorial-jamsumo', 'sr-Latn', {
  rival: 'Suparnik',
  board:
    'Ovo je JamSumo tabla. Svaki igrač čvrka sa ispusta na ivici: vaša je platforma 1, Suparnikova platforma 2, a tabla se okreće prema onome ko je na redu (sada Suparnik). Rupa je u sredini; linija ispred svake platforme je njena Sumo linija (važna je u Sumo rundama). Vaših pet kockica čeka u zalihi pored table. Ovo je Jam runda: ubacite kockice u rupu. Suparnik čvrka prvi.',
  boardTry: 'dodirnite „Gledaj Suparnikov čvrk” i sačekajte da čvrkne.',
  watchRival: 'Gledaj Suparnikov čvrk',
  rivalOpened:
    'Suparnik je stavio kockicu na svoju platformu i čvrknuo je: zaustavila se blizu ivice, pored vaše platforme.',
  place:
    'Vi ste na redu. Kockica kreće iz zalihe: dodirnite kockicu u zalihi, a zatim „Stavi kockicu na platformu 1” (vaša platforma). Možete je i prevući na svoju platformu.',
  placeTry: 'dodirnite kockicu u zalihi, a zatim svoju platformu.',
  hole: ({ degrees, strength }) =>
    `Sada je čvrknite u rupu: povucite prstom od kockice prema rupi ili otvorite „Čvrk pomoću dugmadi”, podesite Smer na ${degrees}° i Jačinu na ${strength} % pa dodirnite Čvrkni. Prsten na tabli pokazuje gde bi se kockica zaustavila.`,
  holeAgain: ({ degrees, strength }) =>
    `Pokušajte ponovo sa novom kockicom: stavite jednu iz zalihe na svoju platformu i čvrknite je prema rupi (Smer ${degrees}°, Jačina ${strength} %). Možete čvrknuti i svoju kockicu koja je već na tabli.`,
  holeTry: ({ degrees, strength }) => `čvrknite kockicu prema rupi (Smer ${degrees}°, Jačina ${strength} %).`,
  missed: ({ how }) =>
    `${how} Čvrk važi: kockica ostaje gde se zaustavila (kockica koja padne sa ivice vraća se u vašu zalihu). Posle Suparnikovog poteza pokušajte ponovo.`,
  missShort: 'Prekratko: kockica se zaustavila pre rupe. Čvrknite malo jače.',
  missLong: 'Predugo: kockica je prešla rupu. Čvrknite malo slabije.',
  missAside: 'Pored: kockica je prošla pored rupe. Ciljajte pravo u rupu.',
  sunk: 'U rupi! Ta kockica je van igre do kraja runde i vredi 0. U Jamu pobeđuje najmanji rezultat, pa vam svaka kockica u rupi pomaže.',
  push: ({ degrees, strength }) =>
    `Sada izbacite Suparnikovu kockicu sa table: čvrknite svoju kockicu pravo u nju, snažno. Pomoću dugmadi: Smer ${degrees}°, Jačina ${strength} %, zatim Čvrkni.`,
  pushPlace: ({ degrees, strength }) =>
    `Sada izbacite sa table Suparnikovu kockicu, onu blizu ivice pored vas: stavite kockicu iz zalihe na svoju platformu i čvrknite je u Suparnikovu kockicu (Smer ${degrees}°, Jačina ${strength} %).`,
  pushTry: ({ degrees, strength }) =>
    `čvrknite kockicu u Suparnikovu kockicu blizu ivice (Smer ${degrees}°, Jačina ${strength} %).`,
  pushMissed: ({ degrees, strength }) =>
    `Suparnikova kockica je još na tabli. Posle Suparnikovog poteza pokušajte ponovo: ciljajte pravo u nju i čvrknite snažno (Smer ${degrees}°, Jačina ${strength} %).`,
  pushed:
    'Preko ivice! Kockica koja padne sa table vraća se u zalihu svog vlasnika, sa 4 gore: Suparnik mora ponovo da je ubaci.',
  ending:
    'To je Jam. Runda se završava čim jedan igrač ima svih pet kockica u rupi. Tada svako broji svoje kockice koje nisu u rupi: kockica u zalihi vredi 4, kockica koja leži ravno svoju gornju stranu, nagnuta kockica 4. Najmanji zbir osvaja rundu. U Sumo rundama naprotiv izbacujete tuđe kockice, a pobeđuje najveći zbir; sve piše u Kako se igra.',
  ifRoundEndedNow: 'Da se runda sada završi, kockicu po kockicu:',
  sumoHit: ({ die, degrees, strength }) =>
    `Ovo je Sumo runda. Vaših pet kockica stoji na tabli ispred vaše platforme (1), iza vaše Sumo linije, svaka sa 3 gore; Suparnikove stoje sa druge strane rupe. Izbacite Suparnikove kockice: čvrknite jednu svoju tako da pogodi jednu njegovu. Otvorite „Čvrk pomoću dugmadi”, izaberite svoju kockicu ${die}, podesite Smer na ${degrees}° i Jačinu na ${strength} % pa dodirnite Čvrkni ili povucite prstom od te kockice pravo prema kockici preko puta.`,
  sumoHitAgain: ({ die, degrees, strength }) =>
    `Pokušajte ponovo svojom kockicom ${die}: izaberite je u „Čvrk pomoću dugmadi”, podesite Smer na ${degrees}° i Jačinu na ${strength} % pa dodirnite Čvrkni.`,
  sumoHitTry: ({ die, degrees, strength }) =>
    `čvrknite svoju kockicu ${die} pravo prema Suparnikovim kockicama (Smer ${degrees}°, Jačina ${strength} %).`,
  sumoKnockedOff:
    'Pogodak! Suparnikova kockica pala je preko ivice: van igre je do kraja runde. U Sumu se kockica koja napusti tablu vraća tek u sledećoj rundi.',
  sumoKnockedHole:
    'Pogodak! Suparnikova kockica pala je u rupu: van igre je do kraja runde. U Sumu se kockica koja napusti tablu vraća tek u sledećoj rundi.',
  sumoKnockedPlatform:
    'Pogodak! Suparnikova kockica zaustavila se na platformi: u Sumu je time van igre do kraja runde, kao da je pala preko ivice ili u rupu.',
  sumoHitStayed:
    'Vaša kockica pogodila je jednu Suparnikovu, ali ona je ostala na tabli. Posle Suparnikovog poteza čvrknite ponovo, jače.',
  sumoMissed:
    'Promašaj: vaša kockica nije dotakla nijednu Suparnikovu, pa je van igre do kraja runde. Posle Suparnikovog poteza pokušajte drugom kockicom.',
  sumoRivalTurn:
    'Sada je na potezu Suparnik. Dodirnite „Gledaj Suparnikov čvrk” i vidite šta se dešava sa kockicom koja ništa ne pogodi.',
  sumoRivalMissed: 'Suparnikova kockica nije dotakla nijednu vašu: promašaj, pa je van igre do kraja runde.',
  sumoRivalHit:
    'Suparnikova kockica pogodila je jednu vašu. Svaka kockica koja je napustila tablu van je igre do kraja runde.',
  sumoEnding:
    'To je Sumo. Runda se završava čim jedan igrač nema više kockica na tabli. Tada svako broji svoje kockice koje su još na tabli (nagnuta kockica vredi 3), a najveći zbir osvaja rundu. U igri Jam Sumo svaka runda se igra dvaput: najpre kao Jam, koji se broji kao minus poeni, pa kao Sumo, koji se broji kao plus poeni.',
});
