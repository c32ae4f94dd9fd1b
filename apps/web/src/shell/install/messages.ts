import { defineMessages } from '../../i18n/i18n.ts';
import { en } from './messages.en.ts';

// Words of installing: the manifest's (read by the browser's install sheet and the launcher), and the
// guide to adding Dicetable to an iPad's or iPhone's Home Screen. The names of iOS's own buttons are
// those iOS shows in each language.
export const t = defineMessages('install', en);
