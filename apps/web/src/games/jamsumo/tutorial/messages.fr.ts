import { translate } from '../../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('tutorial-jamsumo', 'fr', {
  rival: 'Rival',
  board:
    'Voici le plateau de JamSumo. Chaque joueur joue depuis un rebord au bord du plateau : le vôtre est la plateforme 1, celui de Rival la plateforme 2, et le plateau se tourne vers celui qui joue (maintenant Rival). Le trou est au milieu ; la ligne devant chaque plateforme est sa ligne de Sumo (elle compte dans les manches de Sumo). Vos cinq dés attendent dans votre réserve à côté du plateau. C’est une manche de Jam : envoyez vos dés dans le trou. Rival joue en premier.',
  boardTry: 'touchez « Regarder Rival jouer », puis attendez sa pichenette.',
  watchRival: 'Regarder Rival jouer',
  rivalOpened:
    'Rival a posé un dé sur sa plateforme et lui a donné une pichenette : il s’est arrêté près du bord, à côté de votre plateforme.',
  place:
    'À vous. Un dé part de votre réserve : touchez un dé de votre réserve, puis « Poser le dé sur la plateforme 1 » (votre plateforme). Vous pouvez aussi le faire glisser sur votre plateforme.',
  placeTry: 'touchez un dé de votre réserve, puis votre plateforme.',
  hole: ({ degrees, strength }) =>
    `Envoyez-le maintenant dans le trou : balayez du dé vers le trou, ou ouvrez « Pichenette par boutons », réglez Direction sur ${degrees}° et Force sur ${strength} %, puis touchez Pichenette. L’anneau sur le plateau montre où le dé s’arrêterait.`,
  holeAgain: ({ degrees, strength }) =>
    `Réessayez avec un nouveau dé : posez-en un de votre réserve sur votre plateforme, puis envoyez-le vers le trou (Direction ${degrees}°, Force ${strength} %). Vous pouvez aussi jouer votre dé déjà sur le plateau.`,
  holeTry: ({ degrees, strength }) =>
    `envoyez votre dé vers le trou (Direction ${degrees}°, Force ${strength} %).`,
  missed: ({ how }) =>
    `${how} La pichenette compte : le dé reste où il s’est arrêté (un dé tombé du bord retourne dans votre réserve). Après le tour de Rival, réessayez.`,
  missShort: 'Trop court : le dé s’est arrêté avant le trou. Frappez un peu plus fort.',
  missLong: 'Trop long : le dé a dépassé le trou. Frappez un peu plus doucement.',
  missAside: 'À côté : le dé est passé à côté du trou. Visez droit sur le trou.',
  sunk: 'Dans le trou ! Ce dé est hors jeu pour cette manche et compte 0. Au Jam, le score le plus bas gagne : chaque dé dans le trou vous aide.',
  push: ({ degrees, strength }) =>
    `Éjectez maintenant le dé de Rival du plateau : envoyez votre dé droit sur lui, fort. Avec les boutons : Direction ${degrees}°, Force ${strength} %, puis Pichenette.`,
  pushPlace: ({ degrees, strength }) =>
    `Éjectez maintenant du plateau le dé de Rival, celui près du bord à côté de vous : posez un dé de votre réserve sur votre plateforme, puis envoyez-le sur le dé de Rival (Direction ${degrees}°, Force ${strength} %).`,
  pushTry: ({ degrees, strength }) =>
    `envoyez un dé sur le dé de Rival près du bord (Direction ${degrees}°, Force ${strength} %).`,
  pushMissed: ({ degrees, strength }) =>
    `Le dé de Rival est toujours sur le plateau. Après le tour de Rival, réessayez : visez droit sur lui et frappez fort (Direction ${degrees}°, Force ${strength} %).`,
  pushed:
    'Hors du plateau ! Un dé qui tombe du plateau retourne dans la réserve de son propriétaire, sur le 4 : Rival doit le rejouer depuis le début.',
  ending:
    'Voilà le Jam. La manche se termine dès qu’un joueur a ses cinq dés dans le trou. Chacun compte alors ses dés qui ne sont pas dans le trou : un dé de la réserve compte 4, un dé à plat sa face du dessus, un dé penché 4. Le total le plus bas gagne la manche. Dans les manches de Sumo, on éjecte au contraire les dés adverses, et le total le plus haut gagne ; tout est dans Comment jouer.',
  ifRoundEndedNow: 'Si la manche finissait maintenant, dé par dé :',
  sumoHit: ({ die, degrees, strength }) =>
    `Voici une manche de Sumo. Vos cinq dés sont sur le plateau devant votre plateforme (1), derrière votre ligne de Sumo, tous sur le 3 ; ceux de Rival sont de l’autre côté du trou. Éjectez les dés de Rival : donnez une pichenette à l’un des vôtres pour qu’il touche l’un des siens. Ouvrez « Pichenette par boutons », choisissez votre dé ${die}, réglez Direction sur ${degrees}° et Force sur ${strength} %, puis touchez Pichenette, ou balayez de ce dé droit vers le dé d’en face.`,
  sumoHitAgain: ({ die, degrees, strength }) =>
    `Réessayez avec votre dé ${die} : choisissez-le dans « Pichenette par boutons », réglez Direction sur ${degrees}° et Force sur ${strength} %, puis touchez Pichenette.`,
  sumoHitTry: ({ die, degrees, strength }) =>
    `envoyez votre dé ${die} droit sur les dés de Rival (Direction ${degrees}°, Force ${strength} %).`,
  sumoKnockedOff:
    'Touché ! Le dé de Rival est tombé du bord : il est hors jeu pour la manche. Au Sumo, un dé qui quitte le plateau ne revient qu’à la manche suivante.',
  sumoKnockedHole:
    'Touché ! Le dé de Rival est tombé dans le trou : il est hors jeu pour la manche. Au Sumo, un dé qui quitte le plateau ne revient qu’à la manche suivante.',
  sumoKnockedPlatform:
    'Touché ! Le dé de Rival s’est arrêté sur une plateforme : au Sumo, il est alors hors jeu pour la manche, comme s’il était tombé du bord ou dans le trou.',
  sumoHitStayed:
    'Votre dé a touché un dé de Rival, mais celui-ci est resté sur le plateau. Après le tour de Rival, rejouez plus fort.',
  sumoMissed:
    'Raté : votre dé n’a touché aucun dé de Rival, il est donc hors jeu pour la manche. Après le tour de Rival, essayez un autre dé.',
  sumoRivalTurn:
    'C’est au tour de Rival. Touchez « Regarder Rival jouer » et voyez ce qui arrive à un dé qui ne touche rien.',
  sumoRivalMissed: 'Le dé de Rival n’a touché aucun des vôtres : raté, il est donc hors jeu pour la manche.',
  sumoRivalHit:
    'Le dé de Rival a touché l’un des vôtres. Tout dé sorti du plateau est hors jeu pour la manche.',
  sumoEnding:
    'Voilà le Sumo. La manche se termine dès qu’un joueur n’a plus de dé sur le plateau. Chacun compte alors ses dés encore sur le plateau (un dé penché compte 3), et le total le plus haut gagne la manche. Dans une partie de Jam Sumo, chaque manche se joue deux fois : d’abord en Jam, comptée en points négatifs, puis en Sumo, comptée en points positifs.',
});
