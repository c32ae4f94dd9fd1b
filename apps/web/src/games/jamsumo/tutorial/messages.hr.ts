import { translate } from '../../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('tutorial-jamsumo', 'hr', {
  rival: 'Suparnik',
  board:
    'Ovo je JamSumo ploča. Svaki igrač kvrca s izbočine na rubu: vaša je platforma 1, Suparnikova platforma 2, a ploča se okreće prema onome tko je na redu (sada Suparnik). Rupa je u sredini; crta ispred svake platforme njezina je Sumo crta (važna je u Sumo rundama). Vaših pet kockica čeka u zalihi pokraj ploče. Ovo je Jam runda: ubacite kockice u rupu. Suparnik kvrca prvi.',
  boardTry: 'dodirnite „Gledaj Suparnikov kvrc” i pričekajte da kvrcne.',
  watchRival: 'Gledaj Suparnikov kvrc',
  rivalOpened:
    'Suparnik je stavio kockicu na svoju platformu i kvrcnuo je: zaustavila se blizu ruba, pokraj vaše platforme.',
  place:
    'Vi ste na redu. Kockica kreće iz zalihe: dodirnite kockicu u zalihi, a zatim „Stavi kockicu na platformu 1” (vaša platforma). Možete je i povući na svoju platformu.',
  placeTry: 'dodirnite kockicu u zalihi, a zatim svoju platformu.',
  hole: ({ degrees, strength }) =>
    `Sada je kvrcnite u rupu: povucite prstom od kockice prema rupi ili otvorite „Kvrc gumbima”, postavite Smjer na ${degrees}° i Jačinu na ${strength} % pa dodirnite Kvrcni. Prsten na ploči pokazuje gdje bi se kockica zaustavila.`,
  holeAgain: ({ degrees, strength }) =>
    `Pokušajte ponovno s novom kockicom: stavite jednu iz zalihe na svoju platformu i kvrcnite je prema rupi (Smjer ${degrees}°, Jačina ${strength} %). Možete kvrcnuti i svoju kockicu koja je već na ploči.`,
  holeTry: ({ degrees, strength }) =>
    `kvrcnite kockicu prema rupi (Smjer ${degrees}°, Jačina ${strength} %).`,
  missed: ({ how }) =>
    `${how} Kvrc vrijedi: kockica ostaje gdje se zaustavila (kockica koja padne s ruba vraća se u vašu zalihu). Nakon Suparnikova poteza pokušajte ponovno.`,
  missShort: 'Prekratko: kockica se zaustavila prije rupe. Kvrcnite malo jače.',
  missLong: 'Predugo: kockica je prošla rupu. Kvrcnite malo slabije.',
  missAside: 'Pokraj: kockica je prošla pokraj rupe. Ciljajte ravno u rupu.',
  sunk: 'U rupi! Ta kockica je izvan igre do kraja runde i vrijedi 0. U Jamu pobjeđuje najmanji rezultat, pa vam svaka kockica u rupi pomaže.',
  push: ({ degrees, strength }) =>
    `Sada izbacite Suparnikovu kockicu s ploče: kvrcnite svoju kockicu ravno u nju, snažno. Gumbima: Smjer ${degrees}°, Jačina ${strength} %, zatim Kvrcni.`,
  pushPlace: ({ degrees, strength }) =>
    `Sada izbacite s ploče Suparnikovu kockicu, onu blizu ruba pokraj vas: stavite kockicu iz zalihe na svoju platformu i kvrcnite je u Suparnikovu kockicu (Smjer ${degrees}°, Jačina ${strength} %).`,
  pushTry: ({ degrees, strength }) =>
    `kvrcnite kockicu u Suparnikovu kockicu blizu ruba (Smjer ${degrees}°, Jačina ${strength} %).`,
  pushMissed: ({ degrees, strength }) =>
    `Suparnikova kockica je još na ploči. Nakon Suparnikova poteza pokušajte ponovno: ciljajte ravno u nju i kvrcnite snažno (Smjer ${degrees}°, Jačina ${strength} %).`,
  pushed:
    'Preko ruba! Kockica koja padne s ploče vraća se u zalihu svojega vlasnika, sa 4 gore: Suparnik je mora ponovno ubaciti.',
  ending:
    'To je Jam. Runda završava čim jedan igrač ima svih pet kockica u rupi. Tada svatko broji svoje kockice koje nisu u rupi: kockica u zalihi vrijedi 4, kockica koja leži ravno svoju gornju stranu, nagnuta kockica 4. Najmanji zbroj osvaja rundu. U Sumo rundama naprotiv izbacujete tuđe kockice, a pobjeđuje najveći zbroj; sve piše u Kako se igra.',
  ifRoundEndedNow: 'Da runda sada završi, kockicu po kockicu:',
  sumoHit: ({ die, degrees, strength }) =>
    `Ovo je Sumo runda. Vaših pet kockica stoji na ploči ispred vaše platforme (1), iza vaše Sumo crte, svaka s 3 gore; Suparnikove stoje s druge strane rupe. Izbacite Suparnikove kockice: kvrcnite jednu svoju tako da pogodi jednu njegovu. Otvorite „Kvrc gumbima”, odaberite svoju kockicu ${die}, postavite Smjer na ${degrees}° i Jačinu na ${strength} % pa dodirnite Kvrcni ili povucite prstom od te kockice ravno prema kockici nasuprot.`,
  sumoHitAgain: ({ die, degrees, strength }) =>
    `Pokušajte ponovno svojom kockicom ${die}: odaberite je u „Kvrc gumbima”, postavite Smjer na ${degrees}° i Jačinu na ${strength} % pa dodirnite Kvrcni.`,
  sumoHitTry: ({ die, degrees, strength }) =>
    `kvrcnite svoju kockicu ${die} ravno prema Suparnikovim kockicama (Smjer ${degrees}°, Jačina ${strength} %).`,
  sumoKnockedOff:
    'Pogodak! Suparnikova kockica pala je preko ruba: izvan igre je do kraja runde. U Sumu se kockica koja napusti ploču vraća tek u sljedećoj rundi.',
  sumoKnockedHole:
    'Pogodak! Suparnikova kockica pala je u rupu: izvan igre je do kraja runde. U Sumu se kockica koja napusti ploču vraća tek u sljedećoj rundi.',
  sumoKnockedPlatform:
    'Pogodak! Suparnikova kockica zaustavila se na platformi: u Sumu je time izvan igre do kraja runde, kao da je pala preko ruba ili u rupu.',
  sumoHitStayed:
    'Vaša kockica pogodila je jednu Suparnikovu, ali ona je ostala na ploči. Nakon Suparnikova poteza kvrcnite ponovno, jače.',
  sumoMissed:
    'Promašaj: vaša kockica nije dotaknula nijednu Suparnikovu, pa je izvan igre do kraja runde. Nakon Suparnikova poteza pokušajte drugom kockicom.',
  sumoRivalTurn:
    'Sada je na potezu Suparnik. Dodirnite „Gledaj Suparnikov kvrc” i vidite što se događa s kockicom koja ništa ne pogodi.',
  sumoRivalMissed:
    'Suparnikova kockica nije dotaknula nijednu vašu: promašaj, pa je izvan igre do kraja runde.',
  sumoRivalHit:
    'Suparnikova kockica pogodila je jednu vašu. Svaka kockica koja je napustila ploču izvan je igre do kraja runde.',
  sumoEnding:
    'To je Sumo. Runda završava čim jedan igrač nema više kockica na ploči. Tada svatko broji svoje kockice koje su još na ploči (nagnuta kockica vrijedi 3), a najveći zbroj osvaja rundu. U igri Jam Sumo svaka se runda igra dvaput: najprije kao Jam, koji se broji kao minus bodovi, pa kao Sumo, koji se broji kao plus bodovi.',
});
