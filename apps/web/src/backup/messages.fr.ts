import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('backup', 'fr', {
  storageTitle: 'Vos parties enregistrées',
  persistent: 'Conservées durablement : le navigateur a promis de ne pas effacer les parties de Dicetable.',
  notPersistent:
    'Pas conservées durablement : quand l’appareil manque de place, le navigateur peut effacer les parties de Dicetable. Sauvegardez de temps en temps.',
  persistUnknown:
    'Ce navigateur ne peut pas promettre de garder les parties de Dicetable. Sauvegardez de temps en temps.',
  askPersist: 'Demander au navigateur de les garder',
  persistGranted: 'Le navigateur gardera les parties de Dicetable.',
  persistRefused:
    'Le navigateur n’a pas promis de les garder (les navigateurs décident selon l’usage d’un site ; une app installée est plus souvent gardée). Sauvegardez de temps en temps.',
  usage: ({ used, quota }) => `${used} utilisés sur les ${quota} que ce navigateur permet.`,
  usageUnknown: 'Ce navigateur n’indique pas combien de place Dicetable utilise.',
  backUp: 'Tout sauvegarder',
  backUpBlurb: 'Un seul fichier avec toutes les parties, l’historique, les joueurs et les réglages.',
  backedUp: ({ games, players }) => `${games} et ${players} sauvegardés dans un seul fichier.`,
  games: ({ count, n }) => plural('fr', n, { one: `${count} partie`, other: `${count} parties` }),
  players: ({ count, n }) => plural('fr', n, { one: `${count} joueur`, other: `${count} joueurs` }),
  restore: 'Restaurer une sauvegarde',
  restoreBlurb:
    'Ajoute ce qui manque ici : parties, joueurs et réglages. Rien sur cet appareil n’est supprimé ni écrasé.',
  restored: ({ added, beside, here, players }) =>
    `Restauration faite. Parties ajoutées : ${added} ; ajoutées à côté d’une version différente déjà ici : ${beside} ; déjà ici : ${here}. Joueurs ajoutés : ${players}.`,
  refusedDamaged: 'Cette sauvegarde est endommagée (tronquée ou modifiée) : rien n’a été restauré.',
  refusedForeign: 'Ce n’est pas une sauvegarde Dicetable : rien n’a été restauré.',
  refusedNewer:
    'Cette sauvegarde a été faite par un Dicetable plus récent. Mettez l’app à jour, puis restaurez-la.',
  refusedHistory: 'C’est un fichier d’historique, pas une sauvegarde : importez-le dans l’écran Historique.',
  refusedGame:
    'C’est un fichier de partie, pas une sauvegarde : importez-le dans la liste des parties de son jeu.',
  refusedUnreadable: 'Le fichier n’a pas pu être lu : rien n’a été restauré.',
  storageFailed: 'Le stockage du navigateur a échoué : rien n’a été modifié. Réessayez.',
  persistOffer:
    'Vos parties sont enregistrées dans ce navigateur. Quand l’appareil manque de place, un navigateur peut effacer les données enregistrées, sauf s’il a promis de les garder. Demander au navigateur de garder les parties de Dicetable ?',
  keepGames: 'Garder mes parties',
  notNow: 'Pas maintenant',
  reminder: ({ count }) =>
    `${count} depuis votre dernière sauvegarde, et ce navigateur n’a pas promis de les garder. Sauvegarder maintenant ?`,
  finishedGames: ({ count, n }) =>
    plural('fr', n, { one: `${count} partie terminée`, other: `${count} parties terminées` }),
  backUpNow: 'Sauvegarder maintenant',
  later: 'Plus tard',
  promptsLabel: 'Garder vos parties',
});
