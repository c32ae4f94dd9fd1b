import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

const one = (n: number) => new Intl.PluralRules('sr-Latn').select(n) === 'one';

translate<typeof en>('camera', 'sr-Latn', {
  camera: 'Kamera',
  cameraLabel: ({ n }) =>
    one(n) ? 'Pročitaj bačenu kockicu kamerom' : `Pročitaj bačene kockice kamerom (${n})`,
  title: 'Pročitaj kockice kamerom',
  close: 'Zatvori kameru',
  intro: ({ n }) =>
    one(n)
      ? 'Usmerite tablet prema bačenoj kockici i držite ga mirno. Aplikacija ocrta kockicu koju pročita i predloži je; ništa se ne unosi dok ne dodirnete „Upotrebi ove kockice”.'
      : `Usmerite tablet prema bačenim kockicama (${n}) i držite ga mirno. Aplikacija ocrta svaku kockicu koju pročita i predloži bacanje; ništa se ne unosi dok ne dodirnete „Upotrebi ove kockice”.`,
  introHeld:
    'Zadržane kockice mogu da ostanu na slici: aplikacija ih prepoznaje po vrednostima i predlaže samo ponovo bačene kockice.',
  privacy: 'Slika se čita na ovom tabletu; nikad se ne čuva niti šalje.',
  useCamera: 'Upotrebi kameru',
  typeInstead: 'Unesi kockice ručno',
  starting: 'Pokrećem kameru… Ako pregledač pita, dozvolite kameru.',
  denied:
    'Kamera nije dozvoljena. Da biste čitali kockice, dozvolite kameru za ovaj sajt u podešavanjima pregledača i pokušajte ponovo. U međuvremenu unesite kockice tasterima.',
  missing: 'Na ovom uređaju nije pronađena kamera. Unesite kockice tasterima.',
  busy: 'Kamera nije mogla da se pokrene: možda je koristi druga aplikacija. Zatvorite tu aplikaciju i pokušajte ponovo ili unesite kockice tasterima.',
  unsupported:
    'Ovaj pregledač ne dozvoljava sajtu da koristi kameru (za kameru je potrebna sigurna https adresa aplikacije). Unesite kockice tasterima.',
  readerFailed: 'Čitač kockica nije mogao da se pokrene. Unesite kockice tasterima.',
  tryAgain: 'Pokušaj ponovo',
  torch: 'Svetlo',
  picture: 'Slika stola sa kamere',
  loadingReader: 'Učitavam čitač kockica…',
  looking: ({ n, seen }) => `Tražim kockice: ${seen} od ${n} viđeno.`,
  tooMany: ({ n, seen }) =>
    `Na slici je kockica: ${seen}, bačeno: ${n}. Zadržane i sve ostale kockice držite izvan slike.`,
  steady: 'Držite mirno…',
  proposed: ({ dice }) => `Pročitano: ${dice}. Proverite; dodirnite kockicu da je ispravite.`,
  proposal: 'Pročitane kockice',
  dieButton: ({ n, value }) => `Kockica ${n}: ${value}. Ispravi`,
  dieButtonUnsure: ({ n, value }) => `Kockica ${n}: ${value}, pročitana nesigurno. Proveri ili ispravi`,
  choose: ({ n }) => `Kockica ${n} pokazuje`,
  setValue: ({ n }) => `Postavi na ${n}`,
  useThese: 'Upotrebi ove kockice',
  readAgain: 'Pročitaj ponovo',
  closer: 'Kockice su na slici male: približite tablet da zauzmu više slike.',
  heldLeftOut: ({ dice }) => `Zadržane kockice na slici, izostavljene: ${dice}.`,
  alsoSeen: 'Viđene i ove, manje verovatne: dodirnite jednu da je upotrebite umesto druge',
  swapIn: ({ n, value }) => `Upotrebi i viđenu ${value} umesto kockice ${n}`,
  unsure: 'Kockice označene sa „?” čitač je pročitao najmanje sigurno: najpre proverite njih.',
  learnDice: 'Nauči moje kockice',
  learnDiceBlurb:
    'Čuva svako bacanje koje potvrdite kamerom na ovom uređaju (nikad se ne šalje) i prilagođava čitač vašim kockicama.',
  tunedOn: ({ n }) =>
    plural('sr-Latn', n, {
      one: `Čitač je naučio ${n} vašu kockicu`,
      few: `Čitač je naučio ${n} vaše kockice`,
      other: `Čitač je naučio ${n} vaših kockica`,
    }),
  keptNotTuned: ({ n, every }) =>
    plural('sr-Latn', n, {
      one: `Sačuvana je ${n} vaša kockica; čitač se prilagođava kad ih bude ${every}.`,
      few: `Sačuvane su ${n} vaše kockice; čitač se prilagođava kad ih bude ${every}.`,
      other: `Sačuvano je ${n} vaših kockica; čitač se prilagođava kad ih bude ${every}.`,
    }),
  forgetDice: 'Zaboravi moje kockice',
  tuningFull:
    'Memorija ovog uređaja je puna: kockice vašeg poslednjeg bacanja nisu sačuvane. Ništa drugo nije izgubljeno.',
  tuningFailed: 'Vaše kockice nije bilo moguće sačuvati na ovom uređaju. Ništa drugo nije izgubljeno.',
  learningOn:
    '„Nauči moje kockice” je uključeno: kockice koje potvrdite čuvaju se na ovom tabletu radi prilagođavanja čitača i nikad se ne šalju.',
});
