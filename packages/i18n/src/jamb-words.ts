// Jamb's rows in the words players of each language use at the table (sources in docs/languages.md):
// one list for the app's sheet and the command line's words, so the two can never name a row differently.

import type { Lang } from './languages.ts';

export type JambCategoryWords = Readonly<{
  categoryOnes: string;
  categoryTwos: string;
  categoryThrees: string;
  categoryFours: string;
  categoryFives: string;
  categorySixes: string;
  categoryMax: string;
  categoryMin: string;
  categoryTrips: string;
  categoryStraight: string;
  categoryFull: string;
  categoryCarre: string;
  categoryJamb: string;
}>;

/** Croatian and Serbian tables name the rows alike (sources in docs/languages.md). */
const CROATIAN_AND_SERBIAN: JambCategoryWords = {
  categoryOnes: 'Jedinice',
  categoryTwos: 'Dvojke',
  categoryThrees: 'Trojke',
  categoryFours: 'Četvorke',
  categoryFives: 'Petice',
  categorySixes: 'Šestice',
  categoryMax: 'Maksimum',
  categoryMin: 'Minimum',
  categoryTrips: 'Triling',
  categoryStraight: 'Kenta',
  categoryFull: 'Ful',
  categoryCarre: 'Poker',
  categoryJamb: 'Jamb',
};

/** Serbian Cyrillic is made from the Serbian Latin words, as every other text. */
export const jambCategoryWords: Readonly<Record<Exclude<Lang, 'sr-Cyrl'>, JambCategoryWords>> = {
  en: {
    categoryOnes: 'Ones',
    categoryTwos: 'Twos',
    categoryThrees: 'Threes',
    categoryFours: 'Fours',
    categoryFives: 'Fives',
    categorySixes: 'Sixes',
    categoryMax: 'Max',
    categoryMin: 'Min',
    categoryTrips: 'Three of a kind',
    categoryStraight: 'Straight',
    categoryFull: 'Full house',
    categoryCarre: 'Four of a kind',
    categoryJamb: 'Jamb',
  },
  nl: {
    categoryOnes: 'Enen',
    categoryTwos: 'Tweeën',
    categoryThrees: 'Drieën',
    categoryFours: 'Vieren',
    categoryFives: 'Vijven',
    categorySixes: 'Zessen',
    categoryMax: 'Max',
    categoryMin: 'Min',
    categoryTrips: 'Drie gelijke',
    categoryStraight: 'Straat',
    categoryFull: 'Full house',
    categoryCarre: 'Carré',
    categoryJamb: 'Jamb',
  },
  de: {
    categoryOnes: 'Einer',
    categoryTwos: 'Zweier',
    categoryThrees: 'Dreier',
    categoryFours: 'Vierer',
    categoryFives: 'Fünfer',
    categorySixes: 'Sechser',
    categoryMax: 'Max',
    categoryMin: 'Min',
    categoryTrips: 'Dreierpasch',
    categoryStraight: 'Straße',
    categoryFull: 'Full House',
    categoryCarre: 'Viererpasch',
    categoryJamb: 'Jamb',
  },
  pt: {
    categoryOnes: 'Uns',
    categoryTwos: 'Dois',
    categoryThrees: 'Três',
    categoryFours: 'Quatros',
    categoryFives: 'Cincos',
    categorySixes: 'Seis',
    categoryMax: 'Máx',
    categoryMin: 'Mín',
    categoryTrips: 'Trio',
    categoryStraight: 'Sequência',
    categoryFull: 'Full house',
    categoryCarre: 'Quadra',
    categoryJamb: 'Jamb',
  },
  fr: {
    categoryOnes: 'As',
    categoryTwos: 'Deux',
    categoryThrees: 'Trois',
    categoryFours: 'Quatre',
    categoryFives: 'Cinq',
    categorySixes: 'Six',
    categoryMax: 'Max',
    categoryMin: 'Min',
    categoryTrips: 'Brelan',
    categoryStraight: 'Suite',
    categoryFull: 'Full',
    categoryCarre: 'Carré',
    categoryJamb: 'Jamb',
  },
  hr: CROATIAN_AND_SERBIAN,
  'sr-Latn': CROATIAN_AND_SERBIAN,
};
