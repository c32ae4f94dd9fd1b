import { translate } from '../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('openFile', 'fr', {
  title: 'Ouvrir un fichier de partie',
  intro: 'Un fichier de partie exporté de Jamb, de Yam Master ou de JamSumo s’ouvre ici dans son propre jeu.',
  opening: 'Ouverture du fichier de partie…',
  choose: 'Choisir un fichier de partie',
  openGame: 'Ouvrir la partie',
});
