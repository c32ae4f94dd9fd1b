import { translate } from '../../i18n/i18n.ts';
import type { t } from './messages.ts';

translate<typeof t>('openFile', 'hr', {
  title: 'Otvori datoteku igre',
  intro: 'Datoteka igre izvezena iz Jamba, Yam Mastera ili JamSumoa otvara se ovdje, u svojoj igri.',
  opening: 'Otvaram datoteku igre…',
  choose: 'Odaberi datoteku igre',
  openGame: 'Otvori igru',
});
