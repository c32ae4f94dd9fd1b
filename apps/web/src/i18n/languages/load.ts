// The languages outside the app shell (every one but English), one dynamically imported chunk each (the service worker precaches
// them, so a language chosen offline still loads).
import { type LoadedLang, setLanguageLoader } from '../i18n.ts';

const chunks: Record<LoadedLang, () => Promise<unknown>> = {
  nl: () => import('./nl.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
  hr: () => import('./hr.ts'),
  'sr-Latn': () => import('./sr-Latn.ts'),
  'sr-Cyrl': () => import('./sr-Cyrl.ts'),
  fr: () => import('./fr.ts'),
};

setLanguageLoader((lang) => chunks[lang]());
