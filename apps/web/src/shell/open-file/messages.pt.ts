import { translate } from '../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('openFile', 'pt', {
  title: 'Abrir um ficheiro de jogo',
  intro: 'Um ficheiro de jogo exportado do Jamb, do Yam Master ou do JamSumo abre aqui no seu próprio jogo.',
  opening: 'A abrir o ficheiro de jogo…',
  choose: 'Escolher um ficheiro de jogo',
  openGame: 'Abrir o jogo',
});
