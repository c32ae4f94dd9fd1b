// Every word the `dicetable` command prints for people: help, the human (non-JSON) output of each command
// and its refusals. English here is what the command printed before it spoke other languages, byte for
// byte; each other language sits in its own messages.<lang>.ts. JSON never goes through this catalogue.
import { defineMessages } from './i18n/catalogue.ts';
import { en } from './messages.en.ts';
import './messages.nl.ts';
import './messages.de.ts';
import './messages.pt.ts';
import './messages.hr.ts';
import './messages.sr-Latn.ts';
import './messages.fr.ts';

export const t = defineMessages('cli', en);
