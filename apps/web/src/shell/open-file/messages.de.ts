import { translate } from '../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('openFile', 'de', {
  title: 'Spieldatei öffnen',
  intro:
    'Eine aus Jamb, Yam Master oder JamSumo exportierte Spieldatei öffnet sich hier in ihrem eigenen Spiel.',
  opening: 'Die Spieldatei wird geöffnet …',
  choose: 'Spieldatei auswählen',
  openGame: 'Spiel öffnen',
});
