// Every catalogue's texts in this language: one chunk, downloaded when the language is chosen.
import { languageLoaded } from '../i18n.ts';

import.meta.glob('../../**/messages.hr.ts', { eager: true });
languageLoaded('hr');
