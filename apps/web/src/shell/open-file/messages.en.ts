export const en = {
  title: 'Open a game file',
  intro: 'A game file exported from Jamb, Yam Master or JamSumo opens here in its own game.',
  opening: 'Opening the game file…',
  choose: 'Choose a game file',
  openGame: 'Open the game',
};
