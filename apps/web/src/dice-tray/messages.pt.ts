import { translate } from '../i18n/i18n.ts';
import type { Die, en, N, Throw } from './messages.en.ts';

translate<typeof en>('dice-tray', 'pt', {
  dice: 'Dados',
  tapToHold:
    'Toque num dado para o guardar; toque de novo para o soltar. Os dados guardados não são lançados.',
  dieLabel: ({ n, value, held }: Die) => `Dado ${n}: ${value}${held ? ', guardado' : ''}`,
  dieEmpty: ({ n }: N) => `Dado ${n}`,
  keepHint: 'guardar segundo a sugestão',
  heldTag: 'Guardado',
  suggestedTag: 'Guardar?',
  suggestion:
    'Os dados sugeridos estão tracejados e marcados “Guardar?”; os guardados têm contorno cheio e estão marcados “Guardado”.',
  holdSuggested: 'Guardar estes',
  roll: 'Lançar',
  rollAgain: 'Lançar de novo',
  enterThrow: ({ n, again }: Throw) =>
    !again ? 'Introduza os cinco dados lançados' : `Introduza os ${n} dados lançados de novo`,
  entered: ({ dice }: { dice: string }) => `Introduzido até agora: ${dice}`,
  keypadValue: ({ n }: N) => `Introduzir um ${n}`,
  eraseLast: 'Apagar o último dado',
});
