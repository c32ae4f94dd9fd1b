import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('how-to-play', 'fr', {
  howToPlay: 'Comment jouer',
  howToPlayGame: ({ game }) => `Comment jouer au ${game}`,
  helpButton: ({ game }) => `Règles du ${game}`,
  contents: 'Sommaire',
  close: 'Fermer les règles',
  backToGame: 'Retour à la partie',
  print: 'Imprimer les règles',
  dice: ({ dice }) => `Dés ${dice}`,
  scores: ({ score }) => `vaut ${score}`,
  example: 'Exemple',
  inThisGame: 'Dans cette partie',
  ruleOn: 'Activée dans cette partie',
  ruleOff: 'Désactivée dans cette partie',
  ruleOffByDefault: 'Désactivée sauf si elle est choisie au début d’une partie',
  loading: 'Chargement des règles…',
  explainToggle: 'Expliquer une règle',
  explainHint: 'Touchez ce que vous voulez faire expliquer.',
  roundHelp: 'Comment est-ce compté ?',
  explainWhat: ({ name }) => `Expliquer : ${name}`,
});
