// Every word the `dicetable` command prints for people: help, the human (non-JSON) output of each command
// and its refusals. English here is what the command printed before it spoke other languages, byte for
// byte; the siblings messages.<lang>.ts hold the other languages. JSON never goes through this catalogue.
import { defineMessages } from './i18n/catalogue.ts';
import { de } from './messages.de.ts';
import { en } from './messages.en.ts';
import { fr } from './messages.fr.ts';
import { hr } from './messages.hr.ts';
import { nl } from './messages.nl.ts';
import { pt } from './messages.pt.ts';
import { srLatn } from './messages.sr-Latn.ts';

export const t = defineMessages('cli', { en, nl, de, pt, hr, 'sr-Latn': srLatn, fr });
