import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('tutorial', 'fr', {
  offerTitle: ({ game }) => `Vous découvrez le ${game} ?`,
  offerText:
    'Jouez une courte partie guidée avec les dés de l’app : chaque étape montre la commande à utiliser et dit ce qui s’est passé.',
  offerPlay: 'Jouer une première partie guidée',
  offerSkip: 'Non merci',
  replay: 'Jouer une première partie guidée',
  replaySumo: 'Jouer une manche de Sumo guidée',
  sumoTitle: 'Manche de Sumo guidée',
  title: ({ game }) => `Première partie guidée de ${game}`,
  stepOf: ({ n, total }) => `Étape ${n} sur ${total}`,
  showMe: 'Montrez-moi',
  fold: 'Masquer le guide',
  unfold: 'Afficher le guide',
  tryThis: ({ hint }) => `Essayez : ${hint}`,
  leave: 'Quitter la partie guidée',
  undoClosed:
    'Rien n’est annulé dans la partie guidée : ses dés tombent dans l’ordre dont l’histoire a besoin.',
  doneTitle: 'Bien joué !',
  playComputer: 'Jouer une vraie partie contre l’ordinateur',
  starting: 'Lancement de la partie…',
  computer: 'Ordinateur',
  jambRoll: 'Touchez Lancer : l’app lance les cinq dés.',
  jambRolled: ({ dice }) => `Vous avez obtenu ${dice}.`,
  jambHold: 'Gardez les 5 : touchez chaque dé qui montre 5. Un dé gardé ne bouge pas quand vous relancez.',
  jambHoldTry: 'touchez un dé qui montre 5.',
  jambRollAgain:
    'Touchez Relancer : seuls les dés que vous n’avez pas gardés sont lancés. Un tour compte jusqu’à trois lancers.',
  jambRollAgainTry: 'touchez Relancer.',
  jambRolledAgain: ({ dice }) => `Les dés montrent maintenant ${dice}.`,
  jambWriteFree: ({ score }) =>
    `Inscrivez-les : touchez ${score} dans la ligne Cinq de la colonne Libre. Libre accepte n’importe quelle case dans n’importe quel ordre ; Descente se remplit des As vers le bas et Montée du Jamb vers le haut, donc leurs Cinq restent grisés.`,
  jambWriteFreeTry: ({ score }) => `touchez ${score} dans la ligne Cinq de la colonne Libre.`,
  jambWrote: ({ score, column, category, count, face }) =>
    `Vous avez inscrit ${score} en ${category}, ${column} : ${count} × ${face}. Inscrire une case termine le tour.`,
  jambRollTurn: 'Nouveau tour : touchez Lancer.',
  jambRollTry: 'touchez Lancer.',
  jambAnnounce: ({ category }) =>
    `Déjà trois dés pareils ! Annoncez ${category} : touchez Annoncer, puis ${category}. On ne peut annoncer que juste après le premier lancer ; le tour s’inscrit alors dans la colonne Annonce.`,
  jambAnnounceTry: ({ category }) => `touchez Annoncer, puis ${category}.`,
  jambAnnounced: ({ category }) => `Vous avez annoncé ${category}.`,
  jambWriteAnnounced: ({ score }) =>
    `Les dés y sont déjà : touchez ${score} dans la colonne Annonce. (Vous pourriez aussi relancer pour faire mieux.)`,
  jambWriteAnnouncedTry: ({ score }) => `touchez ${score} dans la colonne Annonce.`,
  jambWroteTrips: ({ score, face, bonus }) =>
    `Vous avez inscrit ${score} en Brelan, colonne Annonce : 3 × ${face} + ${bonus}.`,
  jambEnding:
    'Voilà le Jamb : jusqu’à trois lancers par tour, vous gardez ce que vous voulez, puis vous inscrivez une case. La partie se termine quand les 52 cases sont remplies, et le plus haut total gagne. Le bonus, Max et Min et les autres lignes sont expliqués dans Comment jouer.',
});
