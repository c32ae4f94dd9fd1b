// Serbian Cyrillic is made from the Serbian Latin texts (serbian-cyrillic.ts), so it has no files of its own.
import { languageLoaded } from '../i18n.ts';
import { deriveSerbianCyrillic } from '../serbian-cyrillic.ts';
import './sr-Latn.ts';

deriveSerbianCyrillic();
languageLoaded('sr-Cyrl');
