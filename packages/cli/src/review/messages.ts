// The words of `dicetable review`, in every language the command speaks (Serbian Cyrillic is made from
// the Latin texts). Decisions are named with the game words of each language.
import { defineMessages } from '../i18n/catalogue.ts';
import { en } from './messages.en.ts';
import './messages.nl.ts';
import './messages.de.ts';
import './messages.pt.ts';
import './messages.hr.ts';
import './messages.sr-Latn.ts';
import './messages.fr.ts';

export const t = defineMessages('cli-review', en);
