import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { Dice, Die, en, N, Seen } from './messages.en.ts';

/** Whether `n` takes the singular in `lang` (Intl's plural rules, not a guess per language). */
const one = (lang: string, n: number) => new Intl.PluralRules(lang).select(n) === 'one';

translate<typeof en>('camera', 'de', {
  camera: 'Kamera',
  cameraLabel: ({ n }: N) =>
    one('de', n)
      ? 'Den geworfenen Würfel mit der Kamera lesen'
      : `Die ${n} geworfenen Würfel mit der Kamera lesen`,
  title: 'Würfel mit der Kamera lesen',
  close: 'Kamera schließen',
  intro: ({ n }: N) =>
    one('de', n)
      ? 'Richte das Tablet von oben auf den geworfenen Würfel und halte es still. Die App umrahmt den gelesenen Würfel und schlägt ihn vor; eingetragen wird erst, wenn du auf „Diese Würfel nehmen“ tippst.'
      : `Richte das Tablet von oben auf die ${n} geworfenen Würfel und halte es still. Die App umrahmt jeden gelesenen Würfel und schlägt den Wurf vor; eingetragen wird erst, wenn du auf „Diese Würfel nehmen“ tippst.`,
  introHeld:
    'Gehaltene Würfel dürfen im Bild bleiben: die App erkennt sie an ihren Werten und schlägt nur die neu geworfenen vor.',
  privacy: 'Das Bild wird auf diesem Tablet gelesen; es wird nie gespeichert oder verschickt.',
  useCamera: 'Kamera verwenden',
  typeInstead: 'Würfel von Hand eingeben',
  starting: 'Die Kamera startet… Erlaube die Kamera, wenn der Browser fragt.',
  denied:
    'Die Kamera ist nicht erlaubt. Erlaube die Kamera für diese Seite in den Einstellungen des Browsers und versuche es erneut. Gib die Würfel bis dahin mit dem Tastenfeld ein.',
  missing: 'Auf diesem Gerät wurde keine Kamera gefunden. Gib die Würfel mit dem Tastenfeld ein.',
  busy: 'Die Kamera konnte nicht starten: vielleicht nutzt sie eine andere App. Schließe diese App und versuche es erneut, oder gib die Würfel mit dem Tastenfeld ein.',
  unsupported:
    'Dieser Browser lässt die Seite keine Kamera nutzen (eine Kamera braucht die sichere https-Adresse der App). Gib die Würfel mit dem Tastenfeld ein.',
  readerFailed: 'Der Würfelleser konnte nicht starten. Gib die Würfel mit dem Tastenfeld ein.',
  tryAgain: 'Erneut versuchen',
  torch: 'Licht',
  picture: 'Kamerabild des Tisches',
  loadingReader: 'Der Würfelleser wird geladen…',
  looking: ({ n, seen }: Seen) =>
    one('de', n) ? `Suche 1 Würfel: ${seen} gesehen.` : `Suche ${n} Würfel: ${seen} gesehen.`,
  tooMany: ({ n, seen }: Seen) =>
    `${seen} Würfel im Bild, ${n} geworfen: halte die gehaltenen und alle anderen Würfel aus dem Bild.`,
  steady: 'Stillhalten…',
  proposed: ({ dice }: Dice) => `Gelesen: ${dice}. Prüfe sie; tippe auf einen Würfel, um ihn zu korrigieren.`,
  proposal: 'Gelesene Würfel',
  dieButton: ({ n, value }: Die) => `Würfel ${n}: ${value}. Korrigieren`,
  dieButtonUnsure: ({ n, value }: Die) => `Würfel ${n}: ${value}, unsicher gelesen. Prüfen oder korrigieren`,
  choose: ({ n }: N) => `Würfel ${n} zeigt`,
  setValue: ({ n }: N) => `Auf ${n} setzen`,
  useThese: 'Diese Würfel nehmen',
  readAgain: 'Neu lesen',
  closer: 'Die Würfel sind klein im Bild: halte das Tablet näher darüber, damit sie mehr vom Bild füllen.',
  heldLeftOut: ({ dice }: Dice) => `Gehaltene Würfel im Bild, weggelassen: ${dice}.`,
  alsoSeen: 'Auch gesehen, weniger wahrscheinlich: tippe darauf, um ihn stattdessen zu nehmen',
  swapIn: ({ n, value }: Die) => `Die auch gesehene ${value} statt Würfel ${n} nehmen`,
  unsure: 'Die mit „?“ markierten Würfel hat der Leser am unsichersten gelesen: prüfe sie zuerst.',
  learnDice: 'Meine Würfel lernen',
  learnDiceBlurb:
    'Speichert jeden Wurf, den du mit der Kamera bestätigst, auf diesem Gerät (nie verschickt) und stimmt den Leser auf deine Würfel ab.',
  tunedOn: ({ n }) =>
    plural('de', n, {
      one: `Leser auf ${n} deiner Würfel abgestimmt`,
      other: `Leser auf ${n} deiner Würfel abgestimmt`,
    }),
  keptNotTuned: ({ n, every }) =>
    plural('de', n, {
      one: `${n} deiner Würfel gespeichert; der Leser wird abgestimmt, sobald ${every} gespeichert sind.`,
      other: `${n} deiner Würfel gespeichert; der Leser wird abgestimmt, sobald ${every} gespeichert sind.`,
    }),
  forgetDice: 'Meine Würfel vergessen',
  tuningFull:
    'Der Speicher dieses Geräts ist voll: die Würfel deines letzten Wurfs wurden nicht gespeichert. Sonst ging nichts verloren.',
  tuningFailed: 'Deine Würfel konnten auf diesem Gerät nicht gespeichert werden. Sonst ging nichts verloren.',
  learningOn:
    '„Meine Würfel lernen“ ist an: die Würfel, die du bestätigst, werden auf diesem Tablet gespeichert, um den Leser abzustimmen, und nie verschickt.',
});
