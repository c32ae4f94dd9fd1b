import { translate } from '../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('openFile', 'hr', {
  title: 'Otvori datoteku igre',
  intro: 'Datoteka igre izvezena iz Jamba, Yam Mastera ili JamSumoa otvara se ovdje, u svojoj igri.',
  opening: 'Otvaram datoteku igre…',
  choose: 'Odaberi datoteku igre',
  openGame: 'Otvori igru',
});
