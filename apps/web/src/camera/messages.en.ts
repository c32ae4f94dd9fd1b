import { plural } from '../i18n/format.ts';

export type N = { n: number };
export type Seen = { n: number; seen: number };
export type Die = { n: number; value: number };
export type Dice = { dice: string };
export type Kept = { n: number; every: number };

/** Whether `n` takes the singular in `lang` (Intl's plural rules, not a guess per language). */
const one = (lang: string, n: number) => new Intl.PluralRules(lang).select(n) === 'one';

export const en = {
  camera: 'Camera',
  cameraLabel: ({ n }: N) =>
    one('en', n) ? 'Read the die thrown with the camera' : `Read the ${n} dice thrown with the camera`,
  title: 'Read the dice with the camera',
  close: 'Close the camera',
  intro: ({ n }: N) =>
    one('en', n)
      ? 'Point the tablet down at the die thrown and hold it still. The app outlines the die it reads and proposes it; nothing is entered until you tap “Use these dice”.'
      : `Point the tablet down at the ${n} dice thrown and hold it still. The app outlines each die it reads and proposes the throw; nothing is entered until you tap “Use these dice”.`,
  introHeld:
    'Held dice can stay in the picture: the app knows them by their values and proposes only the dice thrown again.',
  privacy: 'The picture is read on this tablet; it is never saved or sent anywhere.',
  useCamera: 'Use the camera',
  typeInstead: 'Enter the dice by hand',
  starting: 'Starting the camera… If the browser asks, allow the camera.',
  denied:
    'The camera is not allowed. To read the dice, allow the camera for this site in the browser’s settings and try again. Meanwhile, enter the dice with the keypad.',
  missing: 'No camera was found on this device. Enter the dice with the keypad.',
  busy: 'The camera could not start: another app may be using it. Close that app and try again, or enter the dice with the keypad.',
  unsupported:
    'This browser does not let the page use a camera (a camera needs the app’s secure https address). Enter the dice with the keypad.',
  readerFailed: 'The dice reader could not start. Enter the dice with the keypad.',
  tryAgain: 'Try again',
  torch: 'Light',
  picture: 'Camera picture of the table',
  loadingReader: 'Loading the dice reader…',
  looking: ({ n, seen }: Seen) =>
    one('en', n) ? `Looking for 1 die: ${seen} seen.` : `Looking for ${n} dice: ${seen} seen.`,
  tooMany: ({ n, seen }: Seen) =>
    `${seen} dice in the picture, ${n} thrown: keep the held dice and any others out of it.`,
  steady: 'Hold still…',
  proposed: ({ dice }: Dice) => `Read: ${dice}. Check them; tap a die to correct it.`,
  proposal: 'Dice read',
  dieButton: ({ n, value }: Die) => `Die ${n}: ${value}. Correct it`,
  dieButtonUnsure: ({ n, value }: Die) =>
    `Die ${n}: ${value}, read with little certainty. Check it or correct it`,
  choose: ({ n }: N) => `Die ${n} shows`,
  setValue: ({ n }: N) => `Set to ${n}`,
  useThese: 'Use these dice',
  readAgain: 'Read again',
  closer: 'The dice look small: bring the tablet closer, so that they fill more of the picture.',
  heldLeftOut: ({ dice }: Dice) => `Held dice in the picture, left out: ${dice}.`,
  alsoSeen: 'Also seen, less likely: tap one to use it instead',
  swapIn: ({ n, value }: Die) => `Use the ${value} also seen instead of die ${n}`,
  unsure: 'The dice marked “?” are those the reader is least sure of: check them first.',
  learnDice: 'Learn my dice',
  learnDiceBlurb:
    'Keeps each throw you confirm with the camera on this device (never sent anywhere) and tunes the reader to your dice.',
  tunedOn: ({ n }: N) =>
    plural('en', n, { one: `Reader tuned on ${n} of your dice`, other: `Reader tuned on ${n} of your dice` }),
  keptNotTuned: ({ n, every }: Kept) =>
    plural('en', n, {
      one: `${n} of your dice kept; the reader is tuned once ${every} are kept.`,
      other: `${n} of your dice kept; the reader is tuned once ${every} are kept.`,
    }),
  forgetDice: 'Forget my dice',
  tuningFull:
    'This device’s storage is full: the dice of your last throw were not kept. Nothing else was lost.',
  tuningFailed: 'Your dice could not be kept on this device. Nothing else was lost.',
  learningOn:
    '“Learn my dice” is on: the dice you confirm are kept on this tablet to tune the reader, never sent anywhere.',
};
