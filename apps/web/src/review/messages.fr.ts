import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

const points = (count: number) => plural('fr', count, { one: 'point', other: 'points' });

translate<typeof en>('review', 'fr', {
  title: 'Analyse de la partie',
  review: 'Analyser',
  reviewGame: ({ game, date }) => `Analyser la partie de ${game} du ${date}`,
  working: 'Chaque décision de la partie est pesée…',
  notFound: 'Cette partie n’est pas sur cet appareil.',
  notFinished: 'Une partie peut être analysée une fois terminée.',
  failed: 'Cette partie n’a pas pu être analysée.',
  jamsumoNotJudged:
    'Les parties de JamSumo ne sont pas analysées. Un lancer atterrit où la table l’emporte ; l’ordinateur sait juger les lancers qu’il essaie lui-même, mais pas ce qu’a coûté un lancer fait une fois par un joueur.',
  leadPoints:
    'À chaque décision, le conseiller de l’ordinateur a pesé chaque choix permis par les règles. Le coût d’une décision : combien de points de moins cette feuille peut espérer à la fin qu’après le meilleur choix. 0 veut dire que le meilleur choix a été fait.',
  leadWin:
    'À chaque décision, l’ordinateur a pesé chaque choix permis par les règles. Le coût d’une décision : combien de points de pourcentage de chance de gagner elle a cédés face au meilleur choix. 0 veut dire que le meilleur choix a été fait.',
  players: 'Joueurs',
  totalPoints: ({ total, count }) => `${total} ${points(count)} cédés en tout`,
  totalWin: ({ total, count }) => `${total} ${points(count)} de chance de gagner cédés en tout`,
  judgedCount: ({ count }) =>
    `${count} ${plural('fr', count, { one: 'décision pesée', other: 'décisions pesées' })}`,
  costliest: ({ name }) => `${name} : les trois décisions les plus coûteuses`,
  nothingCostly: ({ name }) => `Chaque décision de ${name} était la meilleure, ou aussi bonne.`,
  computerSeat: ({ name }) => `${name} était joué par l’ordinateur : pas analysé.`,
  costPoints: ({ cost, count }) => `${cost} ${points(count)}`,
  costWin: ({ cost, count }) => `${cost} ${points(count)} de chance de gagner`,
  turn: ({ count }) => `Tour ${count}`,
  openDecision: ({ turn, choice, cost }) => `Tour ${turn} : ${choice}. Coût : ${cost}`,
  decisionOf: ({ name }) => `Décision de ${name}`,
  position: ({ n, of }) => `Décision ${n} sur ${of} qui ont coûté quelque chose`,
  afterThrow: ({ count }) => `Après le lancer ${count} sur 3`,
  beforeFirstThrow: 'Avant le premier lancer',
  dice: 'Dés',
  held: 'gardé',
  dieHeld: ({ face }) => `${face}, gardé`,
  chosen: 'Choisi',
  best: 'Meilleur',
  cost: 'Coût',
  expectedTotal: ({ value }) => `total final espéré ${value}`,
  winChance: ({ value }) => `chance de gagner ${value}`,
  options: 'Les meilleurs choix à ce moment, tels que l’ordinateur les pèse',
  previous: 'Précédente',
  next: 'Suivante',
  backToSummary: 'Tous les joueurs',
  sheetThen: ({ name }) => `La feuille de ${name} à ce moment`,
  boardThen: 'Le plateau à ce moment',
  keep: ({ dice }) => `Garder ${dice}, relancer les autres`,
  keepNone: 'Relancer les cinq dés',
  write: ({ score, category, column }) => `Inscrire ${score} en ${category}, colonne ${column}`,
  announce: ({ category }) => `Annoncer ${category}`,
  defi: 'Annoncer un défi',
  place: ({ label, row, column }) => `Poser un jeton sur ${label} (ligne ${row}, colonne ${column})`,
  remove: ({ label, row, column }) => `Retirer le jeton de ${label} (ligne ${row}, colonne ${column})`,
  pass: 'Ne poser aucun jeton et finir le tour',
  cellEmpty: ({ category, column }) => `${category}, ${column} : vide`,
  cellChosen: ({ category, column }) => `${category}, ${column} : la case choisie`,
  cellBest: ({ category, column }) => `${category}, ${column} : la meilleure case`,
});
