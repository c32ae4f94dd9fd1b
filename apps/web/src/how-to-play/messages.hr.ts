import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('how-to-play', 'hr', {
  howToPlay: 'Kako se igra',
  howToPlayGame: ({ game }) => `Kako se igra ${game}`,
  helpButton: ({ game }) => `Pravila: ${game}`,
  contents: 'Sadržaj',
  close: 'Zatvori pravila',
  backToGame: 'Natrag na igru',
  print: 'Ispiši pravila',
  dice: ({ dice }) => `Kockice ${dice}`,
  scores: ({ score }) => `vrijedi ${score}`,
  example: 'Primjer',
  inThisGame: 'U ovoj igri',
  ruleOn: 'Uključeno u ovoj igri',
  ruleOff: 'Isključeno u ovoj igri',
  ruleOffByDefault: 'Isključeno osim ako se odabere pri početku igre',
  loading: 'Učitavam pravila…',
  explainToggle: 'Objasni pravilo',
  explainHint: 'Dodirnite ono što želite objašnjeno.',
  roundHelp: 'Kako je ovo izbrojeno?',
  explainWhat: ({ name }) => `Objasni: ${name}`,
});
