import { translate } from '../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

// The names of iOS's own buttons are those iOS shows in French: Partager, Sur l’écran d’accueil, Ajouter.
translate<typeof en>('install', 'fr', {
  description:
    'Jamb, Yam Master et JamSumo à table : feuilles de marque, probabilités exactes et vraie physique des dés, hors ligne.',
  shortcutJamb: 'Nouvelle partie de Jamb',
  shortcutYamMaster: 'Nouvelle partie de Yam Master',
  shortcutJamSumo: 'JamSumo',
  shortcutHistory: 'Historique',
  screenshotHome: 'L’écran d’accueil : Jamb, Yam Master et JamSumo',
  screenshotJamb: 'Une partie de Jamb : les dés et la feuille de marque',
  guideTitle: 'Sur l’écran d’accueil',
  guideIntro:
    'Ajoutez Dicetable à votre écran d’accueil : il s’ouvre alors en plein écran, comme une app, et fonctionne sans réseau.',
  guideShare: 'Touchez le bouton Partager.',
  guideShareWhere:
    'Dans Safari, il est en haut à droite sur un iPad et en bas sur un iPhone ; dans les autres navigateurs, dans la barre d’adresse ou à côté.',
  guideAdd: 'Faites défiler la liste et touchez « Sur l’écran d’accueil ».',
  guideConfirm: 'Touchez « Ajouter ». Dicetable est maintenant sur votre écran d’accueil ; ouvrez-le de là.',
  shareButton: 'Partager',
  addToHomeScreen: 'Sur l’écran d’accueil',
  addButton: 'Ajouter',
  backToGames: 'Retour aux jeux',
});
