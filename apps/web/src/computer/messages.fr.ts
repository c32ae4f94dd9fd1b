import { translate } from '../i18n/i18n.ts';
import type { t } from './messages.ts';

translate<typeof t>('computer', 'fr', {
  advice: 'Conseil',
  adviceFor: ({ name }) => `Conseil pour ${name}`,
  adviceTitle: 'Ce que ferait l’expert',
  adviceThinking: 'Réflexion…',
  adviceRoll: 'Lancez les dés.',
  adviceKeep: ({ dice }) => `Gardez ${dice} et relancez les autres dés.`,
  adviceKeepNone: 'Relancez les cinq dés.',
  adviceAnnounce: ({ category }) => `Annoncez ${category}.`,
  adviceWrite: ({ category, column }) => `Inscrivez ${category} dans la colonne ${column}.`,
  adviceExpected: ({ score }) => `score final attendu ${score}`,
  adviceChoices: 'Meilleurs choix',
  adviceClose: 'Fermer le conseil',
  seat: ({ n }) => `Place ${n} : jouée par`,
  person: 'Une personne',
  computerLevel: ({ level }) => `Ordinateur (${level})`,
  beginner: 'débutant',
  good: 'bon',
  expert: 'expert',
  easy: 'facile',
  medium: 'moyen',
  hard: 'difficile',
  computerNeedsAppDice: 'Les joueurs ordinateur lancent les dés de l’app.',
  computerPlaying: ({ name }) => `${name} (ordinateur) joue…`,
  computerOpening: ({ name }) => `${name} (ordinateur) joue ensuite.`,
  computerOpeningUndo: 'Jusqu’à son premier lancer, Annuler reprend encore le dernier coup.',
  computerRolled: ({ dice }) => `A lancé ${dice}`,
  skipAhead: 'Passer à la suite',
  opponent: 'Adversaire',
  twoPeople: 'Deux personnes à table',
  computersDice: 'Dés de l’ordinateur',
  computerRollsOnScreen:
    'Une place tenue par l’ordinateur lance les dés de l’app à l’écran ; les personnes saisissent les dés qu’elles ont lancés.',
  computerSeatNeedsAppDice:
    'L’ordinateur ne joue qu’avec les dés de l’app : choisissez les dés de l’app, ou faites jouer chaque place par une personne.',
});
