import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('how-to-play', 'nl', {
  howToPlay: 'Spelregels',
  howToPlayGame: ({ game }: { game: string }) => `Zo speel je ${game}`,
  helpButton: ({ game }: { game: string }) => `Spelregels van ${game}`,
  contents: 'Inhoud',
  close: 'Spelregels sluiten',
  backToGame: 'Terug naar het spel',
  print: 'Spelregels afdrukken',
  dice: ({ dice }: { dice: string }) => `Stenen ${dice}`,
  scores: ({ score }: { score: number }) => `levert ${score} op`,
  example: 'Voorbeeld',
  inThisGame: 'In dit spel',
  ruleOn: 'Aan in dit spel',
  ruleOff: 'Uit in dit spel',
  ruleOffByDefault: 'Uit, tenzij gekozen bij het begin van een spel',
  loading: 'Spelregels laden…',
  explainToggle: 'Leg een regel uit',
  explainHint: 'Tik aan wat je uitgelegd wilt hebben.',
  roundHelp: 'Hoe is dit geteld?',
  explainWhat: ({ name }: { name: string }) => `Uitleg: ${name}`,
});
