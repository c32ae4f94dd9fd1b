import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('board-view', 'fr', {
  boardLabel:
    'Le plateau vu de dessus. Balayez depuis un dé pour lui donner une pichenette ; faites glisser ailleurs ou utilisez deux doigts pour tourner le plateau.',
  turnLeft: 'Tourner le plateau dans le sens inverse des aiguilles d’une montre',
  turnRight: 'Tourner le plateau dans le sens des aiguilles d’une montre',
  zoomNear: 'Agrandir votre côté du plateau',
  webglUnavailable:
    'Ce navigateur ne sait pas afficher le plateau en 3D (WebGL indisponible). La simulation tourne quand même : donnez les pichenettes avec les commandes clavier et lisez les résultats.',
  slide: 'Glisser',
  push: 'Pousser',
  tumble: 'Culbuter',
  swipeMissed:
    'Ce geste a commencé à côté de vos dés : il tourne donc le plateau. Commencez sur un de vos dés pour lui donner une pichenette.',
  letGoToCancel: 'Relâchez ici pour annuler',
  strengthPercent: ({ percent }) => `Force ${percent} %`,
  flickControls: 'Pichenette au clavier',
  die: 'Dé',
  dieNumber: ({ n }) => `Dé ${n}`,
  direction: 'Direction',
  directionValue: ({ degrees }) => `${degrees}° (0° = droit devant vous, sens des aiguilles d’une montre)`,
  strength: 'Force',
  height: 'Où pousse le doigt',
  heightValue: ({ percent, kind }) => `À ${percent} % de la hauteur du flanc : ${kind}`,
  flick: 'Pichenette',
  noDieToFlick: 'Aucun dé ne peut recevoir de pichenette maintenant.',
  landsAway: ({ length }) => `s’arrête à ${length}`,
  landsInHole: 'tombe dans le trou',
  landsOffEdge: 'passe par-dessus le bord',
  landsOffFarEdge: 'traverse le plateau et passe par-dessus le bord opposé',
  landsOnPlatform: 's’arrête sur une plateforme',
  landingOnEmptyBoard: ({ where }) => `Le dé ${where} (sur un plateau vide).`,
  flickControlsAbout:
    'Une pichenette sans balayer : choisissez un dé, la direction, la force et l’endroit où le doigt pousse. La flèche sur le plateau montre la visée ; l’anneau montre où le dé s’arrêterait sur un plateau vide. Puis appuyez sur Pichenette.',
});
