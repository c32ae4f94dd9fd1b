import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('how-to-play', 'de', {
  howToPlay: 'Spielregeln',
  howToPlayGame: ({ game }: { game: string }) => `So spielt man ${game}`,
  helpButton: ({ game }: { game: string }) => `Spielregeln von ${game}`,
  contents: 'Inhalt',
  close: 'Spielregeln schließen',
  backToGame: 'Zurück zum Spiel',
  print: 'Spielregeln drucken',
  dice: ({ dice }: { dice: string }) => `Würfel ${dice}`,
  scores: ({ score }: { score: number }) => `ergibt ${score}`,
  example: 'Beispiel',
  inThisGame: 'In diesem Spiel',
  ruleOn: 'In diesem Spiel an',
  ruleOff: 'In diesem Spiel aus',
  ruleOffByDefault: 'Aus, außer beim Start eines Spiels gewählt',
  loading: 'Spielregeln werden geladen…',
  explainToggle: 'Regel erklären',
  explainHint: 'Tippe an, was erklärt werden soll.',
  roundHelp: 'Wie wurde das gezählt?',
  explainWhat: ({ name }: { name: string }) => `Erklären: ${name}`,
});
