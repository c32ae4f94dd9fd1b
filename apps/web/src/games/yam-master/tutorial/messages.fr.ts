import { translate } from '../../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('tutorial-yam-master', 'fr', {
  goalRoll:
    'Le Yam Master est une course : le premier qui aligne cinq de ses pions sur ce plateau gagne. À chaque tour, vous lancez jusqu’à trois fois, puis vous posez un pion sur une case que vos dés réalisent. Touchez Lancer.',
  rollTry: 'touchez Lancer.',
  rolled: ({ dice }) => `Vous avez obtenu ${dice}.`,
  hold: ({ face }) =>
    `Visez une figure : gardez les deux ${face} (touchez chacun). Trois dés qui montrent ${face} forment un brelan de ${face}, la figure des cases marquées ${face}.`,
  holdTry: ({ face }) => `touchez un dé qui montre ${face}.`,
  rollAgain: 'Touchez Relancer : seuls les dés que vous n’avez pas gardés sont lancés.',
  rollAgainTry: 'touchez Relancer.',
  rolledBrelan: ({ dice, face }) => `Les dés montrent maintenant ${dice} : trois ${face}, un brelan.`,
  placeBrelan: ({ face, row, column }) =>
    `Posez un pion : touchez la case allumée marquée ${face}, ligne ${row}, colonne ${column}. Toute case libre d’une figure que font vos dés s’allume ; poser un pion termine votre tour.`,
  placeBrelanTry: ({ face, row, column }) =>
    `touchez la case allumée marquée ${face}, ligne ${row}, colonne ${column}.`,
  placed: ({ label, row, column }) =>
    `Votre pion est sur ${label}, ligne ${row}, colonne ${column}. Cette case est prise : personne d’autre ne peut s’y poser.`,
  computerTurn: ({ name }) =>
    `${name} joue maintenant un tour de la même façon : il lance, puis pose un pion sur une case que font ses dés, ou aucun.`,
  watch: ({ name }) => `Regarder le tour de ${name}`,
  watchTry: ({ name }) => `touchez Regarder le tour de ${name}.`,
  yourTurn: 'À vous de nouveau : touchez Lancer.',
  rolledSec: ({ dice, figure }) =>
    `Vous avez obtenu ${dice} : ${figure} dès le premier lancer. Une vraie figure au premier lancer, c’est un Sec !`,
  placeSec: ({ row, column }) =>
    `Les vraies figures sont Full, Carré, Yam, Suite et ≤ 8 — pas un brelan. Faite au premier lancer, elle peut aussi prendre une case Sec (⚡). Touchez la case Sec allumée, ligne ${row}, colonne ${column}.`,
  placeSecTry: ({ row, column }) => `touchez la case Sec allumée, ligne ${row}, colonne ${column}.`,
  rolledNothing: ({ dice }) => `Vous avez obtenu ${dice} : aucune figure, rien à poser.`,
  declareDefi: ({ button }) =>
    `Annoncez un Défi : touchez « ${button} ». Vous devez alors faire une vraie figure (pas un brelan) au lancer suivant ou au dernier, et vous devez relancer au moins une fois. Si vous réussissez, vous pouvez prendre une case Défi (⚔) ; sinon, le tour se termine sans pion.`,
  declareDefiTry: ({ button }) => `touchez « ${button} ».`,
  defiDeclared: 'Vous avez annoncé un Défi.',
  rollDefiAgain: 'Touchez Relancer : les cinq dés sont lancés.',
  rolledDefi: ({ dice, figure }) => `Vous avez obtenu ${dice} : ${figure}, une vraie figure. Défi réussi !`,
  placeDefi: ({ row, column }) => `Touchez la case Défi allumée, ligne ${row}, colonne ${column}.`,
  placeDefiTry: ({ row, column }) => `touchez la case Défi allumée, ligne ${row}, colonne ${column}.`,
  ending:
    'Vos trois pions sont sur une même diagonale : à la fin, une suite de trois pions rapporte 1 point, une suite de quatre 2 points. Cinq sur une ligne, une colonne ou une grande diagonale gagnent aussitôt. Si personne n’en aligne cinq, la partie se termine quand un joueur a posé son 12e pion, et le plus de points gagne. Un Yam (cinq dés pareils) peut aussi retirer un pion de l’adversaire du plateau. Le reste est dans Comment jouer.',
});
