import { translate } from '../../i18n/i18n.ts';
import type { t } from './messages.ts';

translate<typeof t>('tutorial-jamsumo', 'hr', {
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
});
