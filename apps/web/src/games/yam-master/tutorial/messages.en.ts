export type Dice = { dice: string };
export type Face = { face: number };
export type At = { row: number; column: number };
export type Name = { name: string };
export type Figure = { dice: string; figure: string };
export type Button = { button: string };

export const en = {
  goalRoll:
    'Yam Master is a race to put five of your tokens in a line on this board. Each turn you roll up to three times, then place one token on a square your dice make. Tap Roll.',
  rollTry: 'tap Roll.',
  rolled: ({ dice }: Dice) => `You rolled ${dice}.`,
  hold: ({ face }: Face) =>
    `Aim for a figure: hold the two ${face}s (tap each). Three dice showing ${face} are a brelan of ${face}s, the figure of the squares marked ${face}.`,
  holdTry: ({ face }: Face) => `tap a die showing ${face}.`,
  rollAgain: 'Tap Roll again: only the dice you did not hold are thrown.',
  rollAgainTry: 'tap Roll again.',
  rolledBrelan: ({ dice, face }: Dice & Face) => `Now the dice show ${dice}: three ${face}s, a brelan.`,
  placeBrelan: ({ face, row, column }: Face & At) =>
    `Place a token: tap the lit square marked ${face} in row ${row}, column ${column}. Every free square of a figure your dice make is lit; placing a token ends your turn.`,
  placeBrelanTry: ({ face, row, column }: Face & At) =>
    `tap the lit square marked ${face} in row ${row}, column ${column}.`,
  placed: ({ label, row, column }: { label: string } & At) =>
    `Your token is on ${label}, row ${row}, column ${column}. That square is taken now: nobody else can place on it.`,
  computerTurn: ({ name }: Name) =>
    `Now ${name} plays a turn the same way: it rolls, then places a token on a square its dice make, or none.`,
  watch: ({ name }: Name) => `Watch ${name}’s turn`,
  watchTry: ({ name }: Name) => `tap Watch ${name}’s turn.`,
  yourTurn: 'Your turn again: tap Roll.',
  rolledSec: ({ dice, figure }: Figure) =>
    `You rolled ${dice}: ${figure} in the very first roll. A real figure in the first roll is a Sec!`,
  placeSec: ({ row, column }: At) =>
    `Real figures are Full, Carré, Yam, Suite and ≤ 8 — not a brelan. Made in the first roll, it may take a Sec square (⚡) instead of a square of its own figure. Tap the lit Sec square in row ${row}, column ${column}.`,
  placeSecTry: ({ row, column }: At) => `tap the lit Sec square in row ${row}, column ${column}.`,
  rolledNothing: ({ dice }: Dice) => `You rolled ${dice}: no figure, nothing to place.`,
  declareDefi: ({ button }: Button) =>
    `Declare a Défi: tap “${button}”. You then have to make a real figure (not a brelan) with your next roll or the one after, and you must roll at least once more. If you make it, you may take a Défi square (⚔); if not, the turn ends without a token.`,
  declareDefiTry: ({ button }: Button) => `tap “${button}”.`,
  defiDeclared: 'You declared a Défi.',
  rollDefiAgain: 'Tap Roll again: all five dice are thrown.',
  rolledDefi: ({ dice, figure }: Figure) =>
    `You rolled ${dice}: ${figure}, a real figure. The Défi succeeded!`,
  placeDefi: ({ row, column }: At) => `Tap the lit Défi square in row ${row}, column ${column}.`,
  placeDefiTry: ({ row, column }: At) => `tap the lit Défi square in row ${row}, column ${column}.`,
  ending:
    'Your three tokens stand in one diagonal line: at the end a run of three scores 1 point, a run of four 2 points. Five in a row, a column or a long diagonal win at once. If nobody makes five, the game ends when a player has placed 12 tokens, and more points win. A Yam (five alike) may take one of the other player’s tokens off the board instead. The rest is in How to play.',
};
