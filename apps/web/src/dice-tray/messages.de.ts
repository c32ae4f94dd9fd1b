import { translate } from '../i18n/i18n.ts';
import type { Die, en, N, Throw } from './messages.en.ts';

translate<typeof en>('dice-tray', 'de', {
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
});
