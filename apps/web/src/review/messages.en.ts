// Figures come formatted for the language (`cost`, `value`); `count` is the same figure as a number,
// for the plural of the word after it.
type Figure = { cost: string; count: number };
type Value = { value: string };
type Name = { name: string };
type Position = { n: string; of: string };
type Square = { label: string; row: number; column: number };
type Write = { score: number; category: string; column: string };
type Decisions = { total: string; count: number };
type Cell = { category: string; column: string };
type Opening = { turn: number; choice: string; cost: string };

export const en = {
  title: 'Game review',
  review: 'Review',
  reviewGame: ({ game, date }: { game: string; date: string }) => `Review the ${game} game of ${date}`,
  working: 'Reviewing every decision of the game…',
  notFound: 'This game is not on this device.',
  notFinished: 'A game can be reviewed once it is finished.',
  failed: 'This game could not be reviewed.',
  jamsumoNotJudged:
    'JamSumo games are not reviewed. A flick lands wherever the table takes it; the computer can judge the flicks it tries itself, but not what a flick a player made once cost.',
  leadPoints:
    'For each decision, the computer’s advisor weighed every choice the rules allowed. A decision’s cost is how many points fewer that sheet can expect to end with than after the best choice. 0 means the best choice was made.',
  leadWin:
    'For each decision, the computer weighed every choice the rules allowed. A decision’s cost is how many percentage points of the chance to win it gave away against the best choice. 0 means the best choice was made.',
  players: 'Players',
  totalPoints: ({ total, count }: Decisions) =>
    `${total} ${count === 1 ? 'point' : 'points'} given away in all`,
  totalWin: ({ total, count }: Decisions) =>
    `${total} ${count === 1 ? 'point' : 'points'} of the chance to win given away in all`,
  judgedCount: ({ count }: { count: number }) =>
    count === 1 ? '1 decision reviewed' : `${count} decisions reviewed`,
  costliest: ({ name }: Name) => `${name}: the three costliest decisions`,
  nothingCostly: ({ name }: Name) => `Every decision of ${name} was the best one, or as good.`,
  computerSeat: ({ name }: Name) => `${name} was played by the computer: not reviewed.`,
  costPoints: ({ cost, count }: Figure) => `${cost} ${count === 1 ? 'point' : 'points'}`,
  costWin: ({ cost, count }: Figure) => `${cost} ${count === 1 ? 'point' : 'points'} of win chance`,
  turn: ({ count }: { count: number }) => `Turn ${count}`,
  openDecision: ({ turn, choice, cost }: Opening) => `Turn ${turn}: ${choice}. Cost: ${cost}`,
  decisionOf: ({ name }: Name) => `${name}’s decision`,
  position: ({ n, of }: Position) => `Decision ${n} of ${of} that cost something`,
  afterThrow: ({ count }: { count: number }) => `After throw ${count} of 3`,
  beforeFirstThrow: 'Before the first throw',
  dice: 'Dice',
  held: 'held',
  dieHeld: ({ face }: { face: number }) => `${face}, held`,
  chosen: 'Chosen',
  best: 'Best',
  cost: 'Cost',
  expectedTotal: ({ value }: Value) => `expected final total ${value}`,
  winChance: ({ value }: Value) => `chance to win ${value}`,
  options: 'The best choices at that moment, as the computer weighs them',
  previous: 'Previous',
  next: 'Next',
  backToSummary: 'All players',
  sheetThen: ({ name }: Name) => `${name}’s sheet at that moment`,
  boardThen: 'The board at that moment',
  keep: ({ dice }: { dice: string }) => `Keep ${dice}, throw the others`,
  keepNone: 'Throw all five dice again',
  write: ({ score, category, column }: Write) => `Write ${score} in ${category}, ${column} column`,
  announce: ({ category }: { category: string }) => `Announce ${category}`,
  defi: 'Declare a Défi',
  place: ({ label, row, column }: Square) => `Place a token on ${label} (row ${row}, column ${column})`,
  remove: ({ label, row, column }: Square) => `Remove the token on ${label} (row ${row}, column ${column})`,
  pass: 'Place no token and end the turn',
  cellEmpty: ({ category, column }: Cell) => `${category}, ${column}: empty`,
  cellChosen: ({ category, column }: Cell) => `${category}, ${column}: the cell chosen`,
  cellBest: ({ category, column }: Cell) => `${category}, ${column}: the best cell`,
};
