export type N = { n: number };
export type Name = { name: string };
export type Points = { first: number; second: number };

export const en = {
  goalTitle: 'The goal',
  goal: 'Two players claim the squares of a 5×5 board with their tokens. Five of your tokens in a row, a column or a long diagonal win at once. Otherwise the game ends when a player has placed their 12th token, and runs of three or four tokens score points.',
  youNeedTitle: 'What you need',
  youNeed: ({ tokens }: { tokens: number }) =>
    `Two players, five dice, the board and ${tokens} tokens each; in the app one player has circles, the other diamonds. Each square shows the figure that claims it:`,
  turnTitle: 'A turn',
  turn1:
    'Roll up to three times. Between rolls, hold the dice you want to keep; every roll after the first throws at least one die.',
  turn2:
    'After the last roll the dice may make several figures. Pick one of them: you may put a token on any free square showing that figure. Placing is optional.',
  figuresTitle: 'The figures',
  figuresIntro: 'Each example lists every square the dice may claim, worked out by the game’s own rules.',
  brelanRule: ({ n }: N) => `At least three dice showing ${n}.`,
  fullRule:
    'Three of one value and two of one value, not necessarily different: five equal dice are a Full too.',
  carreRule: 'At least four equal dice.',
  yamRule: 'Five equal dice. A Yam is also a Full, a Carré and three of a kind.',
  yamPredator:
    'With a Yam you may, instead of placing a token, remove one of your opponent’s tokens from the board. That token leaves the game.',
  suiteRule: 'Exactly 1-2-3-4-5 or 2-3-4-5-6.',
  le8Rule: 'The five dice add up to 8 or less.',
  secRule:
    'Any figure other than three of a kind (Full, Carré, Yam, Suite, ≤ 8) made with the first roll of the turn.',
  defiRule:
    'A challenge: declare it after the first roll and before the second; then you must roll at least once more. It succeeds when, after the second or third roll, the dice make a figure other than three of a kind. You do not say which one.',
  defiFailed: 'A failed challenge costs nothing, but the turn ends without a token.',
  secTurn:
    'A Sec is taken straight after the first roll: put a token on a free Sec square and your turn ends, as every placing ends it. You need not take it: you may roll again instead, and then the Sec is gone for this turn (the dice may still make other figures).',
  secOneSquare:
    'A Sec square is one square like any other. With a Sec you choose one square: a Sec square or a square of the figure itself, such as a Full. Either way you place one token.',
  marksTitle: 'The marks on the board',
  marksIntro: 'What each sign and frame on a square means:',
  markBrelan: 'A number with a die (1 to 6): three of a kind of that number, at least three dice showing it.',
  markFull: ({ name }: Name) => `${name}: three dice of one value plus two of one value.`,
  markCarre: ({ name }: Name) => `${name}: four dice of the same value.`,
  markYam: ({ name }: Name) => `${name}: all five dice of the same value.`,
  markSuite: ({ name }: Name) => `${name}: the run 1 to 5 or the run 2 to 6.`,
  markLe8: ({ name }: Name) => `${name}: Σ is the sign for a sum; the five dice add up to 8 or less.`,
  markSec: ({ name }: Name) => `${name}: the lightning, a figure made with the first roll.`,
  markDefi: ({ name }: Name) => `${name}: the crossed swords, a challenge declared after the first roll.`,
  markTokens: 'A circle or a diamond: a token of the player with circles or of the player with diamonds.',
  markLit: 'A thick coloured ring: your token may go on this square now.',
  markRemovable: 'A red ring: with a Yam you may take this token off the board.',
  markRun:
    'A frame inside the square in a player’s colour: this token is part of a run of three or four that scores for that player.',
  markWinning: 'A larger square with a dark outer ring: part of the line of five that won the game.',
  markLastMove:
    'A dashed frame: the square the last turn placed a token on or emptied, marked until the next roll.',
  markHinted:
    'A small dot in the corner (with the odds hints on): a free square whose figure the dice can still make this turn.',
  firstRoll: 'First roll',
  afterDefi: 'After a declared Défi',
  qualifies: ({ labels }: { labels: string }) => `May claim: ${labels}`,
  noSquare: 'May claim no square',
  linesTitle: 'A line of five',
  lines:
    'A player who completes a line of five own tokens wins at once. A line of five is a whole row, a whole column or one of the two long diagonals from corner to corner; the shorter diagonals have fewer than five squares and never make one.',
  linesCaption: 'Circles complete the middle row: they win at once.',
  endTitle: 'The end',
  end: ({ tokens }: { tokens: number }) =>
    `Otherwise the game ends as soon as a player places their ${tokens}th token (tokens placed, not tokens still on the board). Then both players count their points.`,
  pointsTitle: 'Points',
  points:
    'Every unbroken run of three or four of your own tokens scores, along a row, a column or any diagonal: the two long diagonals and the shorter diagonals of four and of three squares alike. Three in a row is 1 point, four in a row 2 points. A run of four does not also count its runs of three. More points win; equal points are a draw.',
  pointsCaption: ({ first, second }: Points) => `Points: circles ${first}, diamonds ${second}.`,
  houseRulesTitle: 'House rules',
  houseRules:
    'When a game is started, the group may load another arrangement of the board’s squares from a layout file.',
  layoutDefault: 'The standard board',
  layoutCustom: 'A board of your own',
  thisBoard: 'The board of this game',
  circles: 'Circles',
  diamonds: 'Diamonds',
  nowClaims: ({ dice, figure }: { dice: string; figure: string }) =>
    `${dice} may claim a ${figure} square now.`,
  nowNotClaims: ({ dice, figure }: { dice: string; figure: string }) =>
    `${dice} may not claim a ${figure} square now.`,
  notRolledYet: 'No dice rolled yet this turn.',
};
