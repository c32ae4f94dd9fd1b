import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('dice-tray', 'hr', {
  dice: 'Kockice',
  tapToHold:
    'Dodirnite kockicu da je zadržite; dodirnite ponovno da je pustite. Zadržane kockice se ne bacaju.',
  dieLabel: ({ n, value, held }) => `Kockica ${n}: ${value}${held ? ', zadržana' : ''}`,
  dieEmpty: ({ n }) => `Kockica ${n}`,
  keepHint: 'zadrži je prema savjetu',
  heldTag: 'Zadržana',
  suggestedTag: 'Zadržati?',
  suggestion:
    'Predložene kockice imaju isprekidan rub i oznaku „Zadržati?”; zadržane imaju pun rub i oznaku „Zadržana”.',
  holdSuggested: 'Zadrži ove',
  roll: 'Baci',
  rollAgain: 'Baci ponovno',
  enterThrow: ({ n, again }) =>
    !again ? 'Upišite pet bačenih kockica' : `Upišite ${n} ponovno bačene kockice`,
  entered: ({ dice }) => `Dosad upisano: ${dice}`,
  keypadValue: ({ n }) => `Upiši ${n}`,
  eraseLast: 'Obriši zadnju kockicu',
});
