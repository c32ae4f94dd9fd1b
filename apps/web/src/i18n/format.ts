// Numbers, dates and plurals in the app's current language (the shared runtime's formats, given the
// language signal, so a text re-renders when the language switches).
import * as intl from '@dicetable/i18n';
import { language } from './i18n.ts';

export { plural } from '@dicetable/i18n';

/** A probability as a percentage in the current language, e.g. 36.3 % / 36,3 %. */
export const formatPercent = (probability: number, digits = 1) =>
  intl.formatPercent(language(), probability, digits);

export const formatNumber = (value: number, digits = 0) => intl.formatNumber(language(), value, digits);

/** A number with at most `digits` significant digits in the current language (tiny ones as 1.2E-7). */
export const formatSignificant = (value: number, digits = 2) =>
  intl.formatSignificant(language(), value, digits);

export const formatDateTime = (iso: string) => intl.formatDateTime(language(), iso);

/** An amount of storage in the largest unit that keeps it at 1 or more, e.g. "1.4 MB" / "1,4 MB". */
export const formatBytes = (bytes: number) => intl.formatBytes(language(), bytes);

/** A length on the board in centimetres, e.g. "12 cm" / "2,5 cm" (a tenth of a centimetre below 10 cm). */
export const formatCentimetres = (metres: number) => intl.formatCentimetres(language(), metres);
