export type Game = { game: string };
export type Dice = { dice: string };
export type Score = { score: number };
export type Wrote = { score: number; column: string; category: string; count: number; face: number };
export type Trips = { score: number; face: number; bonus: number };

export const en = {
  offerTitle: ({ game }: Game) => `New to ${game}?`,
  offerText:
    'Play a short guided game on the app’s dice: each step shows the control to use and says what happened.',
  offerPlay: 'Play a guided first game',
  offerSkip: 'No thanks',
  replay: 'Play a guided first game',
  replaySumo: 'Play a guided Sumo round',
  sumoTitle: 'Guided Sumo round',
  title: ({ game }: Game) => `Guided first game of ${game}`,
  stepOf: ({ n, total }: { n: number; total: number }) => `Step ${n} of ${total}`,
  showMe: 'Show me',
  fold: 'Hide the guide',
  unfold: 'Show the guide',
  tryThis: ({ hint }: { hint: string }) => `Try: ${hint}`,
  leave: 'Leave the guided game',
  undoClosed: 'Nothing is taken back in the guided game: its dice come in the order its story needs.',
  doneTitle: 'Well played!',
  playComputer: 'Play a real game against the computer',
  starting: 'Starting the game…',
  computer: 'Computer',
  jambRoll: 'Tap Roll: the app throws all five dice.',
  jambRolled: ({ dice }: Dice) => `You rolled ${dice}.`,
  jambHold: 'Keep the fives: tap each die showing 5. A held die stays put when you roll again.',
  jambHoldTry: 'tap a die showing 5.',
  jambRollAgain: 'Tap Roll again: only the dice you did not hold are thrown. A turn has up to three rolls.',
  jambRollAgainTry: 'tap Roll again.',
  jambRolledAgain: ({ dice }: Dice) => `Now the dice show ${dice}.`,
  jambWriteFree: ({ score }: Score) =>
    `Write them down: tap ${score} in the Fives row of the Free column. Free takes any row in any order; Down is filled from Ones downwards and Up from Jamb upwards, so their Fives stay grey.`,
  jambWriteFreeTry: ({ score }: Score) => `tap ${score} in the Fives row of the Free column.`,
  jambWrote: ({ score, column, category, count, face }: Wrote) =>
    `You wrote ${score} in ${column}, ${category}: ${count} × ${face}. Writing a cell ends the turn.`,
  jambRollTurn: 'A new turn: tap Roll.',
  jambRollTry: 'tap Roll.',
  jambAnnounce: ({ category }: { category: string }) =>
    `Three alike already! Announce ${category}: tap Announce, then ${category}. You may announce only right after the first roll; the turn is then written in the Announced column.`,
  jambAnnounceTry: ({ category }: { category: string }) => `tap Announce, then ${category}.`,
  jambAnnounced: ({ category }: { category: string }) => `You announced ${category}.`,
  jambWriteAnnounced: ({ score }: Score) =>
    `The dice already make it: tap ${score} in the Announced column. (You could also roll again to do better.)`,
  jambWriteAnnouncedTry: ({ score }: Score) => `tap ${score} in the Announced column.`,
  jambWroteTrips: ({ score, face, bonus }: Trips) =>
    `You wrote ${score} in Announced, Three of a kind: 3 × ${face} + ${bonus}.`,
  jambEnding:
    'That is Jamb: up to three rolls a turn, hold what you like, then write one cell. The game ends when all 52 cells are written, and the highest total wins. The bonus, Max and Min and the other rows are in How to play.',
};
