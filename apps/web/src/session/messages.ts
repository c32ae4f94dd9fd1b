// The words every game shares: why a damaged, foreign or newer game cannot be opened or imported
// (`what` is the thing at fault: the file, a saved game's log), and the refusals of the dice turn that
// Jamb and Yam Master share, named by their codes.
import { defineMessages } from '../i18n/i18n.ts';
import { en } from './messages.en.ts';

export const t = defineMessages('session', en);
