import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('shell', 'fr', {
  appName: 'Dicetable',
  tagline:
    'Des jeux de dés à table — feuilles de marque, probabilités exactes et vraie physique des dés, hors ligne.',
  home: 'Accueil',
  back: 'Retour',
  settings: 'Réglages',
  about: 'À propos',
  gamesHeading: 'Jeux',
  play: 'Jouer',
  howToPlayGame: ({ game }) => `Comment jouer au ${game}`,
  players: ({ min, max }) =>
    min === max
      ? `${min} ${plural('fr', min, { one: 'joueur', other: 'joueurs' })}`
      : `${min} à ${max} joueurs`,
  jambName: 'Jamb',
  jambBlurb:
    'Remplissez une feuille de quatre colonnes avec le meilleur de trois lancers — descente, montée, libre et annonce.',
  yamMasterName: 'Yam Master',
  yamMasterBlurb:
    'Faites des figures pour prendre les cases d’un plateau de 5 × 5 et alignez cinq pions avant votre adversaire.',
  jamsumoName: 'JamSumo',
  jamsumoBlurb: 'Propulsez vos dés d’une pichenette : envoyez-les dans le trou ou éjectez ceux des autres.',
  language: 'Langue',
  languageAuto: ({ name }) => `Automatique (${name})`,
  theme: 'Thème',
  themeSystem: 'Système',
  themeLight: 'Clair',
  themeDark: 'Sombre',
  sound: 'Son',
  haptics: 'Vibrations',
  keepAwake: 'Garder l’écran allumé pendant une partie',
  cameraDice: 'Lire les dés avec la caméra (à l’essai)',
  cameraDiceBlurb:
    'Le lecteur se trompe encore sur beaucoup de dés : vérifiez chaque dé avant de l’utiliser.',
  hand: 'Main de la pichenette (JamSumo)',
  handBlurb: 'À quel point une pichenette s’écarte de la visée, comme le fait un vrai doigt.',
  handSteady: 'Sûre',
  handReal: 'Vraie main',
  handPercent: ({ percent }) => `${percent} % d’une vraie main`,
  lab: 'Labo de physique',
  labBlurb: 'Donnez des pichenettes aux dés sur le plateau de JamSumo et regardez la simulation.',
  on: 'Activé',
  off: 'Désactivé',
  aboutText:
    'Dicetable vous permet de jouer à trois jeux de dés sur une seule tablette, à table, avec les dés de l’app ou les vôtres, et affiche les probabilités exactes pendant que vous lancez. Une fois installée, l’app fonctionne hors ligne.',
  rulesSources: 'Les règles et leurs sources',
  jambSource: 'Jamb : le jeu traditionnel yougoslave, d’après une fiche de règles néerlandaise.',
  yamMasterSource: 'Yam Master : les règles du jeu de plateau en allemand et en portugais.',
  jamsumoSource: 'JamSumo, deuxième édition : les règles en anglais du jeu d’adresse en bois.',
  version: ({ version }) => `Version ${version}`,
  offlineReady: 'Prêt à fonctionner hors ligne.',
  updateAvailable: 'Mise à jour disponible.',
  reload: 'Recharger',
  dismiss: 'Fermer',
  notFound: 'Cette page n’existe pas.',
  storageFull:
    'Le stockage est plein : les dernières modifications n’ont pas pu être enregistrées. Libérez de la place ; la partie reste ouverte.',
  storageUnavailable:
    'Ce navigateur n’autorise pas l’enregistrement (navigation privée ?). Vous pouvez continuer à jouer, mais la partie ne survivra pas à un rechargement.',
  storageFailed:
    'Les dernières modifications n’ont pas pu être enregistrées. Vous pouvez continuer à jouer ; nous réessaierons.',
  storageUpgraded:
    'Dicetable a été mis à jour dans un autre onglet. Rechargez cet onglet pour continuer à enregistrer vos parties ; rien n’est perdu.',
  storageUpgradeBlocked:
    'Dicetable est en cours de mise à jour. Fermez-le dans vos autres onglets ou fenêtres pour continuer ; vos parties sont conservées.',
  loading: 'Chargement…',
  loadFailed: 'Cette partie de l’app n’a pas pu être chargée. Vérifiez la connexion et réessayez.',
  retry: 'Réessayer',
  engineCheck: ({ count }) =>
    `Moteur de probabilités (WebAssembly) : ${plural('fr', count, { one: `${count} résultat de dés prêt`, other: `${count} résultats de dés prêts` })}.`,
  engineUnavailable: 'Moteur de probabilités (WebAssembly) indisponible dans ce navigateur.',
  yourGames: 'Vos parties',
  historyLink: 'Historique',
  playersLink: 'Joueurs',
  statisticsLink: 'Statistiques',
  diceCheckLink: 'Test des dés',
  install: 'Installer Dicetable',
  installBlurb:
    'Installez-le sur cet appareil : il s’ouvre comme une app, en plein écran, et fonctionne sans réseau.',
  installApp: 'Installer comme une app',
  installed: 'Installé',
  installFromMenu:
    'Quand ce navigateur sait installer des apps, il le fait depuis son propre menu (Installer, Sur l’écran d’accueil ou Ajouter au Dock).',
  continueGame: 'Reprendre',
  continueWhat: ({ game, players }) => `${game} : ${players}`,
  lastPlayed: ({ when }) => `Dernière partie le ${when}`,
});
