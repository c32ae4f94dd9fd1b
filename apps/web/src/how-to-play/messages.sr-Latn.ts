import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('how-to-play', 'sr-Latn', {
  howToPlay: 'Kako se igra',
  howToPlayGame: ({ game }) => `Kako se igra ${game}`,
  helpButton: ({ game }) => `Pravila: ${game}`,
  contents: 'Sadržaj',
  close: 'Zatvori pravila',
  backToGame: 'Nazad na partiju',
  print: 'Odštampaj pravila',
  dice: ({ dice }) => `Kockice ${dice}`,
  scores: ({ score }) => `vredi ${score}`,
  example: 'Primer',
  inThisGame: 'U ovoj partiji',
  ruleOn: 'Uključeno u ovoj partiji',
  ruleOff: 'Isključeno u ovoj partiji',
  ruleOffByDefault: 'Isključeno osim ako se izabere na početku partije',
  loading: 'Učitavam pravila…',
  explainToggle: 'Objasni pravilo',
  explainHint: 'Dodirnite ono što želite da bude objašnjeno.',
  roundHelp: 'Kako je ovo izračunato?',
  explainWhat: ({ name }) => `Objasni: ${name}`,
});
