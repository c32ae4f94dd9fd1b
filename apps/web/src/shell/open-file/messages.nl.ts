import { translate } from '../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('openFile', 'nl', {
  title: 'Spelbestand openen',
  intro:
    'Een spelbestand dat uit Jamb, Yam Master of JamSumo is geëxporteerd, opent hier in zijn eigen spel.',
  opening: 'Het spelbestand wordt geopend…',
  choose: 'Kies een spelbestand',
  openGame: 'Open het spel',
});
