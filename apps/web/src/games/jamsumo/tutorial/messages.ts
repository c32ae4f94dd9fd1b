import { defineMessages } from '../../../i18n/i18n.ts';
import { en } from './messages.en.ts';

export const t = defineMessages('tutorial-jamsumo', en);
