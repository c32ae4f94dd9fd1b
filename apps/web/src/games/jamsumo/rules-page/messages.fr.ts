import { translate } from '../../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('how-to-play-jamsumo', 'fr', {
  goalTitle: 'Le but',
  goal: 'Un jeu d’adresse : d’une pichenette du doigt, vous envoyez des dés sur un plateau rond percé d’un trou au milieu. Au Jam, vous faites tomber vos dés dans le trou et gardez peu de points ; au Sumo, vous éjectez les dés des autres et en gardez beaucoup.',
  youNeedTitle: 'Ce qu’il faut',
  youNeed:
    'Un plateau de JamSumo avec son trou, une plateforme par joueur, 25 dés de cinq couleurs et un marqueur de manche. De 2 à 5 joueurs, chacun avec les cinq dés d’une couleur. Sur la tablette, l’app simule chaque pichenette ; avec un plateau en bois, l’app tient le bloc de scores.',
  platformsTitle: 'Les plateformes',
  platforms:
    'Une plateforme est un rebord plat au bord du plateau, à la même hauteur. On n’utilise qu’autant de plateformes que de joueurs, réparties régulièrement autour du plateau. Au Jam, chaque joueur peut utiliser n’importe quelle plateforme ; au Sumo, les dés de chaque joueur partent devant une plateforme à lui.',
  supplyTitle: 'La réserve',
  supply: 'Au Jam, vos cinq dés commencent dans votre réserve, à côté du plateau, chacun sur le 4.',
  placingTitle: 'Poser et jouer un tour',
  placing:
    'À votre tour, vous donnez exactement une pichenette à l’un de vos dés. Au Jam, soit vous posez un dé de votre réserve, sur le 4, sur n’importe quelle plateforme (pas seulement celle devant vous) et lui donnez une pichenette, soit vous donnez une pichenette à l’un de vos dés déjà en jeu, sur le plateau ou sur une plateforme.',
  flickingTitle: 'La pichenette',
  flicking:
    'Donnez la pichenette d’un doigt contre une face latérale du dé, jamais sur le dessus, et ne touchez que ce dé. Vous pouvez tourner le plateau, mais jamais déplacer des dés à la main.',
  flickingTablet:
    'Sur la tablette, balayez depuis le dé dans la direction où il doit partir, ou utilisez les boutons de pichenette sous le plateau.',
  flickHeight: ({ height, slide, tumble, push }) =>
    `L’endroit où le doigt pousse le côté du dé change la pichenette (sur la tablette, le réglage « ${height} »). En bas, près du plateau, et le dé glisse à plat sur le plateau (${slide}). En haut, près de l’arête du dessus, et il bascule sur ses arêtes en avançant, si bien que la face du dessus peut changer (${tumble}). Entre les deux, il est poussé (${push}). Quand vous balayez, touchez le dé en bas pour le faire glisser et en haut pour le faire culbuter.`,
  markerShown:
    'Dans l’app, ◆ à côté du nom d’un joueur montre qui a le marqueur de manche et commence la manche.',
  holeTitle: 'Le trou',
  hole: 'Un dé qui tombe dans le trou est hors jeu pour le reste de la manche. Au Jam, c’est le but : un dé dans le trou compte 0. Au Sumo, un dé dans le trou est perdu.',
  sumoLineTitle: 'La ligne de Sumo',
  sumoLine:
    'Une ligne est tracée sur le plateau devant chaque plateforme. Au Sumo, vos cinq dés commencent sur le plateau entre votre ligne et le bord, sur le 3.',
  sumoHit:
    'Au Sumo, vous donnez une pichenette à l’un de vos dés pour qu’il touche un dé adverse. S’il n’en touche aucun, c’est raté : votre dé quitte la manche.',
  fallingOffTitle: 'Tomber du plateau',
  fallingOff:
    'Un dé qui quitte le plateau et les plateformes est tombé du bord. Au Jam, il reste en jeu : il retourne dans la réserve de son propriétaire, sur le 4. Au Sumo, il est hors jeu pour la manche, tout comme un dé qui s’arrête sur une plateforme.',
  roundScoreTitle: 'Compter une manche',
  roundJam:
    'Jam : la manche se termine dès que les cinq dés d’un joueur sont dans le trou. Chacun compte les points de ses dés qui ne sont pas dans le trou : un dé de la réserve compte 4, un dé à plat sa face du dessus, un dé qui n’est pas à plat (appuyé sur un autre dé, le bord du trou ou le bord d’une plateforme) compte 4.',
  roundSumo:
    'Sumo : la manche se termine dès qu’un joueur n’a plus de dé sur le plateau. Chacun compte les points de ses dés encore sur le plateau ; un dé qui n’est pas à plat compte 3.',
  jamExample: 'Une manche de Jam se termine : tous les dés de Bea sont dans le trou.',
  sumoExample: 'Une manche de Sumo se termine : Bea n’a plus de dé sur le plateau.',
  pipsOf: ({ name, pips }) => `${name} compte ${pips}`,
  dieInHole: 'dans le trou',
  dieInSupply: 'dans la réserve',
  dieFlat: 'à plat',
  dieTilted: 'pas à plat',
  dieOff: 'tombé du bord',
  dieOnPlatform: 'sur une plateforme',
  dieMissed: 'raté',
  dieCounts: ({ where, pips }) => `${where} : ${pips}`,
  winnerTitle: 'Les manches et le gagnant',
  winner:
    'Le joueur qui a le marqueur de manche commence chaque manche ; on joue dans le sens des aiguilles d’une montre. Après chaque manche, le marqueur passe à gauche et chacun reprend ses dés. La partie compte autant de manches qu’il y a de joueurs.',
  winnerRule:
    'Au Jam, le total le plus bas gagne ; au Sumo et au Jam Sumo, le plus haut. À égalité, les joueurs partagent la place.',
  winnerExample: 'Deux joueurs, une partie de Jam Sumo : les manches de Jam comptent en points négatifs.',
  round: 'Manche',
  total: 'Total',
  winnerIs: ({ name }) => `${name} gagne.`,
  modesTitle: 'Les trois modes',
  modes: 'Une partie se joue dans l’un des trois modes, choisi au début :',
  jamMode: 'Chaque manche est une manche de Jam. Le total le plus bas gagne.',
  sumoMode: 'Chaque manche est une manche de Sumo. Le total le plus haut gagne.',
  jamsumoMode:
    'Chaque manche est une manche de Jam, dont le score compte en points négatifs, suivie d’une manche de Sumo, dont le score compte en points positifs. Le marqueur passe après chaque paire. Le total le plus haut gagne.',
  houseRulesTitle: 'Règles maison',
  houseRules:
    'Au début d’une partie, le groupe choisit le mode, et s’il joue les pichenettes sur la tablette ou tient le score d’une partie sur un plateau en bois.',
  thisGame: ({ mode }) => `Cette partie : ${mode}`,
  tableFlick: 'Pichenettes sur la tablette',
  tablePad: 'Bloc de scores pour un plateau en bois',
  diagram:
    'Le plateau vu de dessus, pour quatre joueurs : le trou au milieu, une plateforme au bord pour chaque joueur, une ligne de Sumo devant chaque plateforme, la réserve à côté du plateau et le trajet d’une pichenette d’une plateforme vers le trou.',
  legendHole: 'Trou',
  legendPlatform: 'Plateforme',
  legendSumoLine: 'Ligne de Sumo',
  legendSupply: 'Réserve',
  legendFlick: 'Trajet d’une pichenette',
  legendOff: 'Tombé du bord',
  thisRound: 'Cette manche, dé par dé :',
  minusInJamSumo: 'Au Jam Sumo, ces points de Jam comptent en points négatifs.',
});
