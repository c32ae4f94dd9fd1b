import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

const points = (count: number) => plural('hr', count, { one: 'bod', few: 'boda', other: 'bodova' });
const percentPoints = (count: number) =>
  plural('hr', count, { one: 'postotni bod', few: 'postotna boda', other: 'postotnih bodova' });

translate<typeof en>('review', 'hr', {
  title: 'Analiza igre',
  review: 'Analiza',
  reviewGame: ({ game, date }) => `Analiza igre ${game} od ${date}`,
  working: 'Važe se svaka odluka u igri…',
  notFound: 'Ova igra nije na ovom uređaju.',
  notFinished: 'Igra se može analizirati kad završi.',
  failed: 'Ova igra nije se mogla analizirati.',
  jamsumoNotJudged:
    'Igre JamSumo se ne analiziraju. Bačena kockica padne kamo je stol odnese; računalo može ocijeniti bacanja koja samo isproba, ali ne i koliko je stajalo jedno bacanje igrača.',
  leadPoints:
    'Pri svakoj odluci računalni savjetnik odvagnuo je svaki izbor koji pravila dopuštaju. Cijena odluke: koliko bodova manje taj listić može očekivati na kraju nego nakon najboljeg izbora. 0 znači da je izabrano najbolje.',
  leadWin:
    'Pri svakoj odluci računalo je odvagnulo svaki izbor koji pravila dopuštaju. Cijena odluke: koliko je postotnih bodova izgleda za pobjedu dala u odnosu na najbolji izbor. 0 znači da je izabrano najbolje.',
  players: 'Igrači',
  totalPoints: ({ total, count }) => `Ukupno izgubljeno: ${total} ${points(count)}`,
  totalWin: ({ total, count }) => `Ukupno izgubljeno izgleda za pobjedu: ${total} ${percentPoints(count)}`,
  judgedCount: ({ count }) =>
    `${count} ${plural('hr', count, { one: 'odvagnuta odluka', few: 'odvagnute odluke', other: 'odvagnutih odluka' })}`,
  costliest: ({ name }) => `${name}: tri najskuplje odluke`,
  nothingCostly: ({ name }) => `Svaka odluka igrača ${name} bila je najbolja ili jednako dobra.`,
  computerSeat: ({ name }) => `${name}: igralo je računalo, nije analizirano.`,
  costPoints: ({ cost, count }) => `${cost} ${points(count)}`,
  costWin: ({ cost, count }) => `${cost} ${percentPoints(count)} izgleda za pobjedu`,
  turn: ({ count }) => `Potez ${count}`,
  openDecision: ({ turn, choice, cost }) => `Potez ${turn}: ${choice}. Cijena: ${cost}`,
  decisionOf: ({ name }) => `Odluka: ${name}`,
  position: ({ n, of }) => `Odluka ${n} od ${of} koje su nešto stajale`,
  afterThrow: ({ count }) => `Nakon ${count}. od 3 bacanja`,
  beforeFirstThrow: 'Prije prvog bacanja',
  dice: 'Kockice',
  held: 'zadržana',
  dieHeld: ({ face }) => `${face}, zadržana`,
  chosen: 'Izabrano',
  best: 'Najbolje',
  cost: 'Cijena',
  expectedTotal: ({ value }) => `očekivani konačni zbroj ${value}`,
  winChance: ({ value }) => `izgled za pobjedu ${value}`,
  options: 'Najbolji izbori u tom trenutku, kako ih računalo važe',
  previous: 'Prethodna',
  next: 'Sljedeća',
  backToSummary: 'Svi igrači',
  sheetThen: ({ name }) => `Listić: ${name}, u tom trenutku`,
  boardThen: 'Ploča u tom trenutku',
  keep: ({ dice }) => `Zadrži ${dice}, baci ostale`,
  keepNone: 'Baci ponovno svih pet kockica',
  write: ({ score, category, column }) => `Upiši ${score}: ${category}, stupac ${column}`,
  announce: ({ category }) => `Najavi: ${category}`,
  defi: 'Najavi izazov',
  place: ({ label, row, column }) => `Postavi žeton na ${label} (redak ${row}, stupac ${column})`,
  remove: ({ label, row, column }) => `Ukloni žeton s polja ${label} (redak ${row}, stupac ${column})`,
  pass: 'Ne postavljaj žeton i završi potez',
  cellEmpty: ({ category, column }) => `${category}, ${column}: prazno`,
  cellChosen: ({ category, column }) => `${category}, ${column}: izabrano polje`,
  cellBest: ({ category, column }) => `${category}, ${column}: najbolje polje`,
});
