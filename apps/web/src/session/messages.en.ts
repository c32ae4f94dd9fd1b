export type What = { what: string };
export type WrongGame = { what: string; game: string; expected: string };
export type MoveAt = { what: string; n: number };
export type Move = MoveAt & { why: string };
export type Reason = { reason: string };
export type NamedGame = { game: string; date: string; players: string };

export const en = {
  theFile: 'the file',
  theSavedLog: 'its game log',
  notJson: ({ what }: What) => `${what} is not valid JSON.`,
  foreign: ({ what }: What) => `${what} is not a Dicetable game file.`,
  newer: ({ what }: What) => `${what} was written by a newer Dicetable. Update the app first.`,
  badVersion: ({ what }: What) => `${what} has no valid version number.`,
  unknownGame: ({ what }: What) => `${what} is of a game this Dicetable does not know.`,
  wrongGame: ({ what, game, expected }: WrongGame) => `${what} is a ${game} game, not ${expected}.`,
  malformed: ({ what }: What) => `${what} is damaged: its setup or actions are missing.`,
  badSetup: ({ what }: What) => `${what} has no valid game setup.`,
  badMove: ({ what, n, why }: Move) => `action ${n} in ${what} breaks the rules (${why}).`,
  badMoveBare: ({ what, n }: MoveAt) => `action ${n} in ${what} breaks the rules.`,
  notAMove: 'it is not a move of this game',
  unreadable: ({ what }: What) => `${what} could not be read.`,
  importRefused: ({ reason }: Reason) => `Import refused: ${reason} Nothing was changed.`,
  openRefused: ({ reason }: Reason) =>
    `This saved game cannot be opened: ${reason} It is kept as it is; your other games are not affected.`,
  imported: 'Game imported.',
  notSaved: 'Import stopped: the game could not be saved on this device.',
  notFound: 'This game was not found on this device. It may have been deleted.',
  opening: 'Opening the game…',
  backToGames: 'Back to the games',
  newGame: 'New game',
  startGame: 'Start game',
  importGame: 'Import a game file',
  exportGame: 'Export game file',
  exportGameShort: 'Export',
  moveRefused: 'That is not allowed now.',
  'game-over': 'The game is over.',
  'wrong-dice-mode': 'This game uses the other kind of dice.',
  'no-rolls-left': 'All three rolls are used.',
  'all-dice-held': 'Release at least one die to roll again.',
  'not-rolled-yet': 'Roll the dice first.',
  'bad-dice-values': 'Enter five dice, each from 1 to 6.',
  'held-die-changed': 'A held die must keep its value.',
  'roll-without-dice': 'A roll in a file must say which dice it showed.',
  undo: 'Undo',
  correctDice: 'Correct the dice',
  throwStands: 'A throw stands: dice once thrown can’t be taken back.',
  computerMoveStands: 'The computer’s move stands: undo takes back only what people at the table decided.',
  retypeDice: 'Type the dice of the last throw again.',
  otherThrows:
    'this game is already on this device with other dice, or with more throws, than the file shows. A throw stands: open the game from the list instead.',
  otherSeats:
    'this game is already on this device with other seats played by the computer. A computer stays a computer: open the game from the list instead.',
  namedGame: ({ game, date, players }: NamedGame) => `${game} of ${date} (${players})`,
  unnamedGame: 'A game the file does not name',
  notAdded: 'Not added, and why:',
  lastPlayed: ({ when }: { when: string }) => `Last played ${when}`,
  playerN: ({ n }: { n: number }) => `Player ${n}`,
};
