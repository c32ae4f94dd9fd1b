import { defineMessages } from '../i18n/i18n.ts';
import { en } from './messages.en.ts';
import './messages.nl.ts';
import './messages.de.ts';
import './messages.pt.ts';

export const t = defineMessages('dice-tray', en);
