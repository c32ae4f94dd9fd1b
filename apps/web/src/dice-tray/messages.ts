import { defineMessages } from '../i18n/i18n.ts';

type N = { n: number };
type Die = { n: number; value: number; held: boolean };
type Throw = { n: number; again: boolean };

export const t = defineMessages('dice-tray', {
  en: {
    dice: 'Dice',
    tapToHold: 'Tap a die to hold it; tap again to release it. Held dice are not rolled.',
    dieLabel: ({ n, value, held }: Die) => `Die ${n}: ${value}${held ? ', held' : ''}`,
    dieEmpty: ({ n }: N) => `Die ${n}`,
    keepHint: 'keep it for the hint',
    heldTag: 'Held',
    suggestedTag: 'Keep?',
    suggestion: 'Suggested dice are dashed and marked “Keep?”; held dice are solid and marked “Held”.',
    holdSuggested: 'Hold these',
    roll: 'Roll',
    rollAgain: 'Roll again',
    enterThrow: ({ n, again }: Throw) =>
      !again ? 'Enter the five dice thrown' : `Enter the ${n} dice thrown again`,
    entered: ({ dice }: { dice: string }) => `Entered so far: ${dice}`,
    keypadValue: ({ n }: N) => `Enter a ${n}`,
    eraseLast: 'Erase the last die',
  },
  nl: {
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
  },
  de: {
    dice: 'Würfel',
    tapToHold:
      'Tippe auf einen Würfel, um ihn zu halten; tippe erneut, um ihn freizugeben. Gehaltene Würfel werden nicht geworfen.',
    dieLabel: ({ n, value, held }: Die) => `Würfel ${n}: ${value}${held ? ', gehalten' : ''}`,
    dieEmpty: ({ n }: N) => `Würfel ${n}`,
    keepHint: 'laut Hinweis halten',
    heldTag: 'Gehalten',
    suggestedTag: 'Halten?',
    suggestion:
      'Vorgeschlagene Würfel sind gestrichelt und mit „Halten?“ markiert; gehaltene Würfel sind voll umrandet und mit „Gehalten“ markiert.',
    holdSuggested: 'Diese halten',
    roll: 'Würfeln',
    rollAgain: 'Noch einmal würfeln',
    enterThrow: ({ n, again }: Throw) =>
      !again ? 'Gib die fünf geworfenen Würfel ein' : `Gib die ${n} neu geworfenen Würfel ein`,
    entered: ({ dice }: { dice: string }) => `Bisher eingegeben: ${dice}`,
    keypadValue: ({ n }: N) => `Eine ${n} eingeben`,
    eraseLast: 'Letzten Würfel löschen',
  },
  pt: {
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
  },
});
