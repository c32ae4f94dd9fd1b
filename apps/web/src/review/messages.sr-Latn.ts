import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

const points = (count: number) => plural('sr', count, { one: 'poen', few: 'poena', other: 'poena' });
const percentPoints = (count: number) =>
  plural('sr', count, { one: 'procentni poen', few: 'procentna poena', other: 'procentnih poena' });

translate<typeof en>('review', 'sr-Latn', {
  title: 'Analiza igre',
  review: 'Analiza',
  reviewGame: ({ game, date }) => `Analiza igre ${game} od ${date}`,
  working: 'Meri se svaka odluka u igri…',
  notFound: 'Ova igra nije na ovom uređaju.',
  notFinished: 'Igra može da se analizira kad se završi.',
  failed: 'Ova igra nije mogla da se analizira.',
  jamsumoNotJudged:
    'Igre JamSumo se ne analiziraju. Bačena kockica padne kuda je sto odnese; računar može da oceni bacanja koja sam isproba, ali ne i koliko je koštalo jedno bacanje igrača.',
  leadPoints:
    'Pri svakoj odluci računarski savetnik je izmerio svaki izbor koji pravila dopuštaju. Cena odluke: koliko poena manje taj listić može da očekuje na kraju nego posle najboljeg izbora. 0 znači da je izabrano najbolje.',
  leadWin:
    'Pri svakoj odluci računar je izmerio svaki izbor koji pravila dopuštaju. Cena odluke: koliko je procentnih poena izgleda za pobedu dala u odnosu na najbolji izbor. 0 znači da je izabrano najbolje.',
  players: 'Igrači',
  totalPoints: ({ total, count }) => `Ukupno izgubljeno: ${total} ${points(count)}`,
  totalWin: ({ total, count }) => `Ukupno izgubljeno izgleda za pobedu: ${total} ${percentPoints(count)}`,
  judgedCount: ({ count }) =>
    `${count} ${plural('sr', count, { one: 'izmerena odluka', few: 'izmerene odluke', other: 'izmerenih odluka' })}`,
  costliest: ({ name }) => `${name}: tri najskuplje odluke`,
  nothingCostly: ({ name }) => `Svaka odluka igrača ${name} bila je najbolja ili jednako dobra.`,
  computerSeat: ({ name }) => `${name}: igrao je računar, nije analizirano.`,
  costPoints: ({ cost, count }) => `${cost} ${points(count)}`,
  costWin: ({ cost, count }) => `${cost} ${percentPoints(count)} izgleda za pobedu`,
  turn: ({ count }) => `Potez ${count}`,
  openDecision: ({ turn, choice, cost }) => `Potez ${turn}: ${choice}. Cena: ${cost}`,
  decisionOf: ({ name }) => `Odluka: ${name}`,
  position: ({ n, of }) => `Odluka ${n} od ${of} koje su nešto koštale`,
  afterThrow: ({ count }) => `Posle ${count}. od 3 bacanja`,
  beforeFirstThrow: 'Pre prvog bacanja',
  dice: 'Kockice',
  held: 'zadržana',
  dieHeld: ({ face }) => `${face}, zadržana`,
  chosen: 'Izabrano',
  best: 'Najbolje',
  cost: 'Cena',
  expectedTotal: ({ value }) => `očekivani konačni zbir ${value}`,
  winChance: ({ value }) => `izgled za pobedu ${value}`,
  options: 'Najbolji izbori u tom trenutku, kako ih računar meri',
  previous: 'Prethodna',
  next: 'Sledeća',
  backToSummary: 'Svi igrači',
  sheetThen: ({ name }) => `Listić: ${name}, u tom trenutku`,
  boardThen: 'Tabla u tom trenutku',
  keep: ({ dice }) => `Zadrži ${dice}, baci ostale`,
  keepNone: 'Baci ponovo svih pet kockica',
  write: ({ score, category, column }) => `Upiši ${score}: ${category}, kolona ${column}`,
  announce: ({ category }) => `Najavi: ${category}`,
  defi: 'Najavi izazov',
  place: ({ label, row, column }) => `Postavi žeton na ${label} (red ${row}, kolona ${column})`,
  remove: ({ label, row, column }) => `Ukloni žeton sa polja ${label} (red ${row}, kolona ${column})`,
  pass: 'Ne postavljaj žeton i završi potez',
  cellEmpty: ({ category, column }) => `${category}, ${column}: prazno`,
  cellChosen: ({ category, column }) => `${category}, ${column}: izabrano polje`,
  cellBest: ({ category, column }) => `${category}, ${column}: najbolje polje`,
});
