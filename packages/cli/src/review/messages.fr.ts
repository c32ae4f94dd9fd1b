import { translate } from '../i18n/catalogue.ts';
import { plural } from '../i18n/format.ts';
import { type en, FIELDS } from './messages.en.ts';

const decisionsWord = (count: number) => plural(count, { one: 'décision', other: 'décisions' });

translate<typeof en>('cli-review', 'fr', {
  reviewSummary:
    'ce que chaque décision de chaque personne a coûté face au meilleur choix du conseiller ; --json pour du JSON',
  reviewUsage: [
    'dicetable review FICHIER [--json] [--player NOM]   (sortie 1 à la première action illégale, 2 pour un fichier illisible)',
    `  --json         affiche ${FIELDS}`,
    '  --player NOM   seulement les décisions du joueur de ce nom',
    'Jamb : coûts en points finaux attendus de la feuille. Yam Master : en points de pourcentage de la chance de',
    'gagner contre l’adversaire (un siège de l’ordinateur à son niveau, une personne comme le joueur moyen). Les',
    'sièges de l’ordinateur ne sont pas évalués ; les parties aux vrais dés le sont sur les dés saisis. JamSumo n’est pas évalué.',
  ].join('\n'),
  reviewGiveFile: 'indiquez le fichier de partie à évaluer',
  reviewNeedsName: '--player demande un nom',
  reviewUnknownArgument: ({ argument }) => `argument inconnu ${argument}`,
  reviewUnknownPlayer: ({ name, players }) => `aucun joueur ne s’appelle ${name} (joueurs : ${players})`,
  reviewNotReviewed: ({ game }) =>
    `les parties de ${game} ne sont pas évaluées : une pichenette ne se juge qu’en la simulant, et celle d’une personne n’est jouée qu’une fois`,
  reviewHeadingPoints:
    'Bilan de Jamb : ce que chaque choix a coûté en points finaux attendus de la feuille, face au meilleur du conseiller.',
  reviewHeadingWin:
    'Bilan de Yam Master : ce que chaque choix a coûté en points de pourcentage de la chance de gagner, face au meilleur du conseiller.',
  reviewPlayerPoints: ({ name, total, count, decisions: n }) =>
    `${name} : ${total} points perdus en ${n} ${decisionsWord(count)}`,
  reviewPlayerWin: ({ name, total, count, decisions: n }) =>
    `${name} : ${total} points de pourcentage de victoire perdus en ${n} ${decisionsWord(count)}`,
  reviewComputer: ({ name }) => `${name} : joué par l’ordinateur, non évalué`,
  reviewCostliest: ({ count }) =>
    `  ${plural(count, { one: 'la décision la plus coûteuse', other: `les ${count} décisions les plus coûteuses` })} :`,
  reviewDecision: (p) =>
    `    action ${p.action} : choisi ${p.chosen} (${p.chosenExpected}), meilleur ${p.best} (${p.bestExpected}), coût ${p.cost}`,
  reviewNoCost: '  chaque décision valait la meilleure',
  reviewKeep: ({ dice }) => `garder ${dice}, relancer`,
  reviewKeepNone: 'relancer les cinq',
  reviewWrite: ({ category, column }) => `inscrire ${category} dans ${column}`,
  reviewAnnounce: ({ category }) => `annoncer ${category}`,
  reviewDefi: 'déclarer un Défi',
  reviewPlace: ({ row, column }) => `poser sur la ligne ${row}, colonne ${column}`,
  reviewRemove: ({ row, column }) => `retirer le pion de la ligne ${row}, colonne ${column}`,
  reviewPass: 'finir le tour sans poser',
  reviewColumnDown: 'descendante',
  reviewColumnUp: 'montante',
  reviewColumnFree: 'libre',
  reviewColumnAnnounced: 'annoncée',
  reviewExpectedPoints: ({ value }) => `attendu ${value}`,
  reviewExpectedWin: ({ value }) => `${value} % de victoire`,
});
