import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('dice-tray', 'sr-Latn', {
  dice: 'Kockice',
  tapToHold:
    'Dodirnite kockicu da je zadržite; dodirnite ponovo da je pustite. Zadržane kockice se ne bacaju.',
  dieLabel: ({ n, value, held }) => `Kockica ${n}: ${value}${held ? ', zadržana' : ''}`,
  dieEmpty: ({ n }) => `Kockica ${n}`,
  keepHint: 'zadrži je prema savetu',
  heldTag: 'Zadržana',
  suggestedTag: 'Zadržati?',
  suggestion:
    'Predložene kockice imaju isprekidanu ivicu i oznaku „Zadržati?”; zadržane imaju punu ivicu i oznaku „Zadržana”.',
  holdSuggested: 'Zadrži ove',
  roll: 'Baci',
  rollAgain: 'Baci ponovo',
  enterThrow: ({ n, again }) =>
    !again ? 'Unesite pet bačenih kockica' : `Unesite ${n} ponovo bačene kockice`,
  entered: ({ dice }) => `Dosad uneto: ${dice}`,
  keypadValue: ({ n }) => `Unesi ${n}`,
  eraseLast: 'Obriši poslednju kockicu',
});
