import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { Dice, Die, en, N, Seen } from './messages.en.ts';

/** Whether `n` takes the singular in `lang` (Intl's plural rules, not a guess per language). */
const one = (lang: string, n: number) => new Intl.PluralRules(lang).select(n) === 'one';

translate<typeof en>('camera', 'nl', {
  camera: 'Camera',
  cameraLabel: ({ n }: N) =>
    one('nl', n) ? 'Lees de gegooide steen met de camera' : `Lees de ${n} gegooide stenen met de camera`,
  title: 'Stenen lezen met de camera',
  close: 'Camera sluiten',
  intro: ({ n }: N) =>
    one('nl', n)
      ? 'Richt de tablet naar beneden op de gegooide steen en houd hem stil. De app omlijnt de steen die hij leest en stelt hem voor; er wordt niets ingevoerd tot je op “Deze stenen gebruiken” tikt.'
      : `Richt de tablet naar beneden op de ${n} gegooide stenen en houd hem stil. De app omlijnt elke steen die hij leest en stelt de worp voor; er wordt niets ingevoerd tot je op “Deze stenen gebruiken” tikt.`,
  introHeld:
    'Vastgehouden stenen mogen in beeld blijven: de app herkent ze aan hun waarde en stelt alleen de opnieuw gegooide stenen voor.',
  privacy: 'Het beeld wordt op deze tablet gelezen; het wordt nooit bewaard of verstuurd.',
  useCamera: 'Camera gebruiken',
  typeInstead: 'Stenen met de hand invoeren',
  starting: 'De camera start… Sta de camera toe als de browser erom vraagt.',
  denied:
    'De camera is niet toegestaan. Sta de camera voor deze site toe in de instellingen van de browser en probeer het opnieuw. Voer de stenen intussen in met het toetsenblok.',
  missing: 'Er is geen camera gevonden op dit apparaat. Voer de stenen in met het toetsenblok.',
  busy: 'De camera kon niet starten: misschien gebruikt een andere app hem. Sluit die app en probeer het opnieuw, of voer de stenen in met het toetsenblok.',
  unsupported:
    'Deze browser laat de pagina geen camera gebruiken (een camera vraagt het beveiligde https-adres van de app). Voer de stenen in met het toetsenblok.',
  readerFailed: 'De stenenlezer kon niet starten. Voer de stenen in met het toetsenblok.',
  tryAgain: 'Opnieuw proberen',
  torch: 'Lamp',
  picture: 'Camerabeeld van de tafel',
  loadingReader: 'De stenenlezer wordt geladen…',
  looking: ({ n, seen }: Seen) =>
    one('nl', n) ? `Op zoek naar 1 steen: ${seen} gezien.` : `Op zoek naar ${n} stenen: ${seen} gezien.`,
  tooMany: ({ n, seen }: Seen) =>
    `${seen} stenen in beeld, ${n} gegooid: houd de vastgehouden en andere stenen buiten beeld.`,
  steady: 'Stil houden…',
  proposed: ({ dice }: Dice) => `Gelezen: ${dice}. Controleer ze; tik op een steen om hem te verbeteren.`,
  proposal: 'Gelezen stenen',
  dieButton: ({ n, value }: Die) => `Dobbelsteen ${n}: ${value}. Verbeteren`,
  dieButtonUnsure: ({ n, value }: Die) =>
    `Dobbelsteen ${n}: ${value}, onzeker gelezen. Controleren of verbeteren`,
  choose: ({ n }: N) => `Dobbelsteen ${n} toont`,
  setValue: ({ n }: N) => `Maak er ${n} van`,
  useThese: 'Deze stenen gebruiken',
  readAgain: 'Opnieuw lezen',
  closer: 'De stenen zijn klein in beeld: houd de tablet dichterbij, zodat ze meer van het beeld vullen.',
  heldLeftOut: ({ dice }: Dice) => `Vastgehouden stenen in beeld, weggelaten: ${dice}.`,
  alsoSeen: 'Ook gezien, minder waarschijnlijk: tik erop om hem in plaats daarvan te gebruiken',
  swapIn: ({ n, value }: Die) => `De ook geziene ${value} gebruiken in plaats van dobbelsteen ${n}`,
  unsure: 'De stenen met een “?” heeft de lezer het minst zeker gelezen: controleer die eerst.',
  learnDice: 'Mijn stenen leren',
  learnDiceBlurb:
    'Bewaart elke worp die je met de camera bevestigt op dit apparaat (nooit verstuurd) en stemt de lezer af op jouw stenen.',
  tunedOn: ({ n }) =>
    plural('nl', n, {
      one: `Lezer afgestemd op ${n} van je stenen`,
      other: `Lezer afgestemd op ${n} van je stenen`,
    }),
  keptNotTuned: ({ n, every }) =>
    plural('nl', n, {
      one: `${n} van je stenen bewaard; de lezer wordt afgestemd zodra er ${every} bewaard zijn.`,
      other: `${n} van je stenen bewaard; de lezer wordt afgestemd zodra er ${every} bewaard zijn.`,
    }),
  forgetDice: 'Mijn stenen vergeten',
  tuningFull:
    'De opslag van dit apparaat is vol: de stenen van je laatste worp zijn niet bewaard. Verder is er niets verloren.',
  tuningFailed: 'Je stenen konden niet op dit apparaat worden bewaard. Verder is er niets verloren.',
  learningOn:
    '“Mijn stenen leren” staat aan: de stenen die je bevestigt worden op deze tablet bewaard om de lezer af te stemmen, nooit verstuurd.',
});
