import { defineMessages } from '../../i18n/i18n.ts';

export const t = defineMessages('openFile', {
  en: {
    title: 'Open a game file',
    intro: 'A game file exported from Jamb, Yam Master or JamSumo opens here in its own game.',
    opening: 'Opening the game file…',
    choose: 'Choose a game file',
    openGame: 'Open the game',
  },
  nl: {
    title: 'Spelbestand openen',
    intro:
      'Een spelbestand dat uit Jamb, Yam Master of JamSumo is geëxporteerd, opent hier in zijn eigen spel.',
    opening: 'Het spelbestand wordt geopend…',
    choose: 'Kies een spelbestand',
    openGame: 'Open het spel',
  },
  de: {
    title: 'Spieldatei öffnen',
    intro:
      'Eine aus Jamb, Yam Master oder JamSumo exportierte Spieldatei öffnet sich hier in ihrem eigenen Spiel.',
    opening: 'Die Spieldatei wird geöffnet …',
    choose: 'Spieldatei auswählen',
    openGame: 'Spiel öffnen',
  },
  pt: {
    title: 'Abrir um ficheiro de jogo',
    intro:
      'Um ficheiro de jogo exportado do Jamb, do Yam Master ou do JamSumo abre aqui no seu próprio jogo.',
    opening: 'A abrir o ficheiro de jogo…',
    choose: 'Escolher um ficheiro de jogo',
    openGame: 'Abrir o jogo',
  },
});
