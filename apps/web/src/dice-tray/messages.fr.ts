import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('dice-tray', 'fr', {
  dice: 'Dés',
  tapToHold:
    'Touchez un dé pour le garder ; touchez-le encore pour le relâcher. Les dés gardés ne sont pas relancés.',
  dieLabel: ({ n, value, held }) => `Dé ${n} : ${value}${held ? ', gardé' : ''}`,
  dieEmpty: ({ n }) => `Dé ${n}`,
  keepHint: 'à garder (suggestion)',
  heldTag: 'Gardé',
  suggestedTag: 'Garder ?',
  suggestion:
    'Les dés conseillés sont en pointillés et marqués « Garder ? » ; les dés gardés sont pleins et marqués « Gardé ».',
  holdSuggested: 'Garder ceux-ci',
  roll: 'Lancer',
  rollAgain: 'Relancer',
  enterThrow: ({ n, again }) =>
    !again ? 'Saisissez les cinq dés lancés' : `Saisissez les ${n} dés relancés`,
  entered: ({ dice }) => `Saisis jusqu’ici : ${dice}`,
  keypadValue: ({ n }) => `Saisir un ${n}`,
  eraseLast: 'Effacer le dernier dé',
});
