import { translate } from '../i18n/i18n.ts';
import type { Die, en, N, Throw } from './messages.en.ts';

translate<typeof en>('dice-tray', 'nl', {
  dice: 'Dobbelstenen',
  tapToHold:
    'Tik op een dobbelsteen om hem vast te houden; tik nogmaals om hem los te laten. Vastgehouden stenen worden niet gegooid.',
  dieLabel: ({ n, value, held }: Die) => `Dobbelsteen ${n}: ${value}${held ? ', vastgehouden' : ''}`,
  dieEmpty: ({ n }: N) => `Dobbelsteen ${n}`,
  keepHint: 'houden volgens de hint',
  heldTag: 'Vast',
  suggestedTag: 'Houden?',
  suggestion:
    'Voorgestelde stenen zijn gestreept en gemarkeerd met “Houden?”; vastgehouden stenen zijn dicht en gemarkeerd met “Vast”.',
  holdSuggested: 'Deze vasthouden',
  roll: 'Gooien',
  rollAgain: 'Opnieuw gooien',
  enterThrow: ({ n, again }: Throw) =>
    !again ? 'Voer de vijf gegooide stenen in' : `Voer de ${n} opnieuw gegooide stenen in`,
  entered: ({ dice }: { dice: string }) => `Tot nu toe ingevoerd: ${dice}`,
  keypadValue: ({ n }: N) => `Voer een ${n} in`,
  eraseLast: 'Laatste steen wissen',
});
