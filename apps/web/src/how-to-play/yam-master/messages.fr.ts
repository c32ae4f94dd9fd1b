import { translate } from '../../i18n/i18n.ts';
import type { t } from './messages.ts';

translate<typeof t>('how-to-play-yam-master', 'fr', {
  goalTitle: 'Le but',
  goal: 'Deux joueurs prennent les cases d’un plateau de 5 × 5 avec leurs pions. Cinq de vos pions alignés sur une rangée, une colonne ou une grande diagonale gagnent aussitôt. Sinon, la partie se termine quand un joueur a posé son 12e pion, et les alignements de trois ou quatre pions rapportent des points.',
  youNeedTitle: 'Ce qu’il faut',
  youNeed: ({ tokens }) =>
    `Deux joueurs, cinq dés, le plateau et ${tokens} pions chacun ; dans l’app, un joueur a les ronds, l’autre les losanges. Chaque case montre la figure qui permet de la prendre :`,
  turnTitle: 'Un tour',
  turn1:
    'Lancez jusqu’à trois fois. Entre les lancers, gardez les dés que vous voulez conserver ; chaque lancer après le premier jette au moins un dé.',
  turn2:
    'Après le dernier lancer, les dés peuvent faire plusieurs figures. Choisissez-en une : vous pouvez poser un pion sur n’importe quelle case libre qui montre cette figure. Poser n’est pas obligatoire.',
  figuresTitle: 'Les figures',
  figuresIntro:
    'Chaque exemple liste toutes les cases que les dés peuvent prendre, calculées selon les règles mêmes du jeu.',
  brelanRule: ({ n }) => `Au moins trois dés qui montrent ${n}.`,
  fullRule:
    'Trois dés d’une valeur et deux d’une valeur, pas forcément différente : cinq dés égaux font aussi un full.',
  carreRule: 'Au moins quatre dés égaux.',
  yamRule: 'Cinq dés égaux. Un yam est aussi un full, un carré et un brelan.',
  yamPredator:
    'Avec un yam, vous pouvez, au lieu de poser un pion, retirer du plateau un pion de votre adversaire. Ce pion quitte la partie.',
  suiteRule: 'Exactement 1-2-3-4-5 ou 2-3-4-5-6.',
  le8Rule: 'Les cinq dés font 8 ou moins au total.',
  secRule:
    'N’importe quelle figure autre qu’un brelan (full, carré, yam, suite, ≤ 8) faite au premier lancer. Le tour s’arrête après ce premier lancer.',
  defiRule:
    'Un défi : annoncez-le après le premier lancer et avant le deuxième ; vous devez alors relancer au moins une fois. Il réussit si, après le deuxième ou le troisième lancer, les dés font une figure autre qu’un brelan. Vous ne dites pas laquelle.',
  defiFailed: 'Un défi raté ne coûte rien, mais le tour se termine sans pion.',
  firstRoll: 'Premier lancer',
  afterDefi: 'Après un défi annoncé',
  qualifies: ({ labels }) => `Peut prendre : ${labels}`,
  noSquare: 'Ne peut prendre aucune case',
  linesTitle: 'Une ligne de cinq',
  lines:
    'Un joueur qui complète une ligne de cinq de ses pions, sur une rangée, une colonne ou l’une des deux grandes diagonales, gagne aussitôt.',
  linesCaption: 'Les ronds complètent la rangée du milieu : ils gagnent aussitôt.',
  endTitle: 'La fin',
  end: ({ tokens }) =>
    `Sinon, la partie se termine dès qu’un joueur pose son ${tokens}e pion (les pions posés, pas ceux encore sur le plateau). Les deux joueurs comptent alors leurs points.`,
  pointsTitle: 'Les points',
  points:
    'Chaque suite ininterrompue de vos pions le long d’une rangée, d’une colonne ou d’une diagonale rapporte : trois alignés valent 1 point, quatre alignés 2 points. Un alignement de quatre ne compte pas en plus ses alignements de trois. Le plus de points gagne ; à égalité de points, c’est un match nul.',
  pointsCaption: ({ first, second }) => `Points : ronds ${first}, losanges ${second}.`,
  houseRulesTitle: 'Règles maison',
  houseRules:
    'Au début d’une partie, le groupe peut charger une autre disposition des cases du plateau depuis un fichier de plateau.',
  layoutDefault: 'Le plateau standard',
  layoutCustom: 'Un plateau à vous',
  thisBoard: 'Le plateau de cette partie',
  circles: 'Ronds',
  diamonds: 'Losanges',
  nowClaims: ({ dice, figure }) => `${dice} peut prendre une case ${figure} maintenant.`,
  nowNotClaims: ({ dice, figure }) => `${dice} ne peut pas prendre de case ${figure} maintenant.`,
  notRolledYet: 'Pas encore de dés lancés ce tour-ci.',
});
