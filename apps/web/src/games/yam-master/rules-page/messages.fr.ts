import { translate } from '../../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('how-to-play-yam-master', 'fr', {
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
    'N’importe quelle figure autre qu’un brelan (full, carré, yam, suite, ≤ 8) faite au premier lancer du tour.',
  defiRule:
    'Un défi : annoncez-le après le premier lancer et avant le deuxième ; vous devez alors relancer au moins une fois. Il réussit si, après le deuxième ou le troisième lancer, les dés font une figure autre qu’un brelan. Vous ne dites pas laquelle.',
  defiFailed: 'Un défi raté ne coûte rien, mais le tour se termine sans pion.',
  secTurn:
    'Un sec se prend tout de suite après le premier lancer : posez un pion sur une case Sec libre et votre tour s’arrête, comme après chaque pion posé. Rien ne vous y oblige : vous pouvez relancer à la place, et le sec est alors perdu pour ce tour (les dés peuvent encore faire d’autres figures).',
  secOneSquare:
    'Une case Sec est une case comme les autres. Avec un sec, vous choisissez une seule case : une case Sec ou une case de la figure elle-même, par exemple un full. Dans les deux cas, vous posez un pion.',
  marksTitle: 'Les signes du plateau',
  marksIntro: 'Ce que veut dire chaque signe et chaque cadre sur une case :',
  markBrelan: 'Un nombre avec un dé (1 à 6) : un brelan de ce nombre, au moins trois dés qui le montrent.',
  markFull: ({ name }) => `${name} : trois dés d’une valeur plus deux dés d’une valeur.`,
  markCarre: ({ name }) => `${name} : quatre dés de même valeur.`,
  markYam: ({ name }) => `${name} : les cinq dés de même valeur.`,
  markSuite: ({ name }) => `${name} : la suite de 1 à 5 ou la suite de 2 à 6.`,
  markLe8: ({ name }) => `${name} : Σ est le signe d’une somme ; les cinq dés font 8 ou moins.`,
  markSec: ({ name }) => `${name} : l’éclair, une figure faite au premier lancer.`,
  markDefi: ({ name }) => `${name} : les épées croisées, un défi annoncé après le premier lancer.`,
  markTokens: 'Un rond ou un losange : un pion du joueur qui a les ronds ou de celui qui a les losanges.',
  markLit: 'Un épais anneau coloré : votre pion peut aller sur cette case maintenant.',
  markRemovable: 'Un anneau rouge : avec un yam, vous pouvez retirer ce pion du plateau.',
  markRun:
    'Un cadre à l’intérieur de la case, à la couleur d’un joueur : ce pion fait partie d’un alignement de trois ou quatre qui compte pour ce joueur.',
  markWinning:
    'Une case plus grande avec un anneau sombre autour : elle fait partie de la ligne de cinq qui a gagné.',
  markLastMove:
    'Un cadre en pointillés : la case où le dernier tour a posé ou retiré un pion, jusqu’au prochain lancer.',
  markHinted:
    'Un petit point dans le coin (avec les aides de probabilités) : une case libre dont les dés peuvent encore faire la figure ce tour-ci.',
  firstRoll: 'Premier lancer',
  afterDefi: 'Après un défi annoncé',
  qualifies: ({ labels }) => `Peut prendre : ${labels}`,
  noSquare: 'Ne peut prendre aucune case',
  linesTitle: 'Une ligne de cinq',
  lines:
    'Un joueur qui complète une ligne de cinq de ses pions gagne aussitôt. Une ligne de cinq est une rangée entière, une colonne entière ou l’une des deux grandes diagonales d’un coin à l’autre ; les diagonales plus courtes ont moins de cinq cases et n’en font jamais une.',
  linesCaption: 'Les ronds complètent la rangée du milieu : ils gagnent aussitôt.',
  endTitle: 'La fin',
  end: ({ tokens }) =>
    `Sinon, la partie se termine dès qu’un joueur pose son ${tokens}e pion (les pions posés, pas ceux encore sur le plateau). Les deux joueurs comptent alors leurs points.`,
  pointsTitle: 'Les points',
  points:
    'Chaque suite ininterrompue de trois ou quatre de vos pions rapporte, le long d’une rangée, d’une colonne ou de n’importe quelle diagonale : les deux grandes diagonales comme les diagonales plus courtes de quatre et de trois cases. Trois alignés valent 1 point, quatre alignés 2 points. Un alignement de quatre ne compte pas en plus ses alignements de trois. Le plus de points gagne ; à égalité de points, c’est un match nul.',
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
