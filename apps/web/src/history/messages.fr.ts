import { plural } from '../i18n/format.ts';
import { ofName } from '../i18n/french.ts';
import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

const FACES_FR = ['Le 1', 'Le 2', 'Le 3', 'Le 4', 'Le 5', 'Le 6'];

translate<typeof en>('history', 'fr', {
  historyTitle: 'Historique',
  historyLead: 'Toutes les parties terminées de Jamb, de Yam Master et de JamSumo.',
  playersTitle: 'Joueurs',
  statisticsTitle: 'Statistiques',
  diceCheckTitle: 'Test des dés',
  historyNav: 'Historique, joueurs et statistiques',
  filterGame: 'Jeu',
  filterPlayer: 'Joueur',
  allGames: 'Tous les jeux',
  allPlayers: 'Tous les joueurs',
  jamb: 'Jamb',
  yamMaster: 'Yam Master',
  jamsumo: 'JamSumo',
  noGames: 'Aucune partie terminée pour l’instant. Jouez une partie ou importez un fichier d’historique.',
  noMatch: 'Aucune partie terminée ne correspond à ces filtres.',
  columnDate: 'Date',
  columnGame: 'Jeu',
  columnPlayers: 'Joueurs',
  columnResult: 'Résultat',
  wonBy: ({ names }) => `Gagnée par ${names}`,
  draw: ({ names }) => `Égalité : ${names}`,
  openGame: ({ game, date }) => `Ouvrir la partie de ${game} du ${date}`,
  deleteGame: 'Supprimer',
  deleteGameLabel: ({ game, date }) => `Supprimer la partie de ${game} du ${date}`,
  deleteGameConfirm: ({ game, date }) => `Supprimer la partie de ${game} du ${date} ? C’est définitif.`,
  deleteAll: 'Tout supprimer',
  deleteAllConfirm: ({ count }) =>
    plural('fr', count, {
      one: `Supprimer la partie terminée ? Les parties en cours restent. C’est définitif.`,
      other: `Supprimer les ${count} parties terminées ? Les parties en cours restent. C’est définitif.`,
    }),
  exportJson: 'Exporter l’historique (JSON)',
  exportCsv: 'Exporter les statistiques (CSV)',
  importFile: 'Importer un historique',
  imported: ({ added, duplicates, skipped }) =>
    `${plural('fr', added, { one: `${added} partie importée`, other: `${added} parties importées` })} ; ${plural('fr', duplicates, { one: `${duplicates} était déjà là`, other: `${duplicates} étaient déjà là` })}, ${plural('fr', skipped, { one: `${skipped} n’était pas une partie terminée`, other: `${skipped} n’étaient pas des parties terminées` })}.`,
  importNotJson: 'Ce fichier n’est pas un historique Dicetable : ce n’est pas du JSON valide.',
  importForeign: 'Ce fichier n’est ni un historique Dicetable ni un fichier de partie.',
  importNewer:
    'Cet historique a été écrit par un Dicetable plus récent. Mettez l’app à jour pour l’importer.',
  importStorage: 'Les parties n’ont pas pu être enregistrées sur cet appareil.',
  gamesCount: ({ count }) => `${count} ${plural('fr', count, { one: 'partie', other: 'parties' })}`,
  noPlayers:
    'Aucun joueur pour l’instant. Les noms saisis dans une nouvelle partie sont retenus ici et proposés à nouveau.',
  playersLead:
    'Un joueur, un nom, dans toutes les parties. Renommer un joueur le renomme dans chaque partie enregistrée.',
  rename: 'Renommer',
  renameLabel: ({ name }) => `Nouveau nom pour ${name}`,
  save: 'Enregistrer',
  cancel: 'Annuler',
  removePlayer: 'Retirer',
  removePlayerLabel: ({ name }) => `Retirer ${name}`,
  removeConfirm: ({ name, count }) =>
    plural('fr', count, {
      one: `Retirer ${name} et la partie enregistrée à laquelle ce joueur a participé ? C’est définitif.`,
      other: `Retirer ${name} et les ${count} parties enregistrées auxquelles ce joueur a participé ? C’est définitif.`,
    }),
  renameEmpty: 'Un nom ne peut pas être vide.',
  renameTooLong: 'Un nom a au plus 40 caractères.',
  renamePlayedTogether: ({ from, to }) =>
    `${from} et ${to} ont joué dans la même partie : ils ne peuvent pas devenir un seul joueur.`,
  storageFailed: 'La modification n’a pas pu être enregistrée.',
  statisticsOf: ({ name }) => `Statistiques ${ofName(name)}`,
  noStatistics: 'Aucune partie terminée pour l’instant, donc pas de statistiques.',
  choosePlayer: 'Joueur',
  people: 'Personnes',
  computers: 'Ordinateurs',
  computersLead:
    'Places jouées par l’ordinateur, par niveau ou par le nom que vous leur avez donné, à part des personnes.',
  totalGames: ({ count }) =>
    `${count} ${plural('fr', count, { one: 'partie terminée', other: 'parties terminées' })}`,
  statGames: 'Parties',
  statMean: 'Total moyen',
  statBest: 'Meilleur',
  statWorst: 'Pire',
  totalsOverTime: 'Totaux au fil du temps',
  columnMeans: 'Total moyen par colonne',
  upperBonusShare: 'Colonnes avec le bonus du haut',
  hitRates: 'Taux de réussite par case',
  hitRule:
    'Réussite : trois fois ou plus le chiffre de la case des As aux Six, Max de 25 ou plus, Min de 10 ou moins, toute autre figure réalisée.',
  wins: 'Victoires',
  losses: 'Défaites',
  draws: 'Égalités',
  linesOfFive: 'Gagnées avec une ligne de cinq',
  meanPoints: 'Points de ligne moyens',
  winsPerMode: 'Victoires par mode',
  winsOfGames: ({ wins, games }) => `${wins} sur ${games}`,
  meanPipsJam: 'Points moyens par manche de Jam (moins, c’est mieux)',
  meanPipsSumo: 'Points moyens par manche de Sumo (plus, c’est mieux)',
  diceSunk: 'Dés tombés dans le trou',
  diceSunkNote: ({ count }) =>
    `en ${count} ${plural('fr', count, { one: 'manche jouée', other: 'manches jouées' })} sur la tablette`,
  chartOf: ({ title }) => `Graphique : ${title}`,
  diceSet: 'Jeu de dés',
  unnamedSet: 'Dés sans nom',
  allSets: 'Tous les vrais dés',
  noRealDice:
    'Aucune partie avec de vrais dés pour l’instant. Choisissez de vrais dés dans une nouvelle partie de Jamb ou de Yam Master et saisissez ce que vous lancez.',
  countingRule:
    'Chaque dé lancé compte une fois : les cinq dés du premier lancer d’un tour, puis seulement les dés relancés. Les dés gardés ne comptent pas deux fois.',
  faceCounts: 'Combien de fois chaque face est sortie',
  expected: ({ count }) => `Attendu par face : ${count}`,
  throws: ({ count }) => `${count} lancers`,
  chi2: ({ value }) => `χ² = ${value} (5 degrés de liberté)`,
  verdictTooFew: ({ count }) => `Trop peu de lancers pour juger : encore ${count} nécessaires.`,
  verdictNoSign: ({ count }) => `Aucun signe de biais après ${count} lancers.`,
  verdictOften: ({ face, p }) => `${FACES_FR[face - 1]} sort trop souvent : ${p}`,
  verdictRarely: ({ face, p }) => `${FACES_FR[face - 1]} sort trop rarement : ${p}`,
  throwsNeeded: ({ count }) =>
    `Encore ${count} lancers révéleraient un dé qui favorise une face de 2 points de pourcentage.`,
  throwsEnough: 'Assez de lancers pour révéler un dé qui favorise une face de 2 points de pourcentage.',
  diceSetLabel: 'Jeu de dés (facultatif)',
  diceSetHint: 'Nommez les dés que vous lancez, pour tester chaque jeu séparément.',
});
