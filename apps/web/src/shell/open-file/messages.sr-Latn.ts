import { translate } from '../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('openFile', 'sr-Latn', {
  title: 'Otvori fajl partije',
  intro: 'Fajl partije izvezen iz Jamba, Yam Mastera ili JamSumoa otvara se ovde, u svojoj igri.',
  opening: 'Otvaram fajl partije…',
  choose: 'Izaberi fajl partije',
  openGame: 'Otvori partiju',
});
