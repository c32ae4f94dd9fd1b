import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

const one = (n: number) => new Intl.PluralRules('hr').select(n) === 'one';

translate<typeof en>('camera', 'hr', {
  camera: 'Kamera',
  cameraLabel: ({ n }) =>
    one(n) ? 'Pročitaj bačenu kockicu kamerom' : `Pročitaj bačene kockice kamerom (${n})`,
  title: 'Pročitaj kockice kamerom',
  close: 'Zatvori kameru',
  intro: ({ n }) =>
    one(n)
      ? 'Usmjerite tablet prema bačenoj kockici i držite ga mirno. Aplikacija ocrta kockicu koju pročita i predloži je; ništa se ne upisuje dok ne dodirnete „Upotrijebi ove kockice”.'
      : `Usmjerite tablet prema bačenim kockicama (${n}) i držite ga mirno. Aplikacija ocrta svaku kockicu koju pročita i predloži bacanje; ništa se ne upisuje dok ne dodirnete „Upotrijebi ove kockice”.`,
  introHeld:
    'Zadržane kockice mogu ostati na slici: aplikacija ih prepoznaje po vrijednostima i predlaže samo ponovno bačene kockice.',
  privacy: 'Slika se čita na ovom tabletu; nikad se ne sprema niti šalje.',
  useCamera: 'Upotrijebi kameru',
  typeInstead: 'Upiši kockice ručno',
  starting: 'Pokrećem kameru… Ako preglednik pita, dopustite kameru.',
  denied:
    'Kamera nije dopuštena. Da biste čitali kockice, dopustite kameru za ovu stranicu u postavkama preglednika i pokušajte ponovno. U međuvremenu upišite kockice tipkama.',
  missing: 'Na ovom uređaju nije pronađena kamera. Upišite kockice tipkama.',
  busy: 'Kamera se nije mogla pokrenuti: možda je koristi druga aplikacija. Zatvorite tu aplikaciju i pokušajte ponovno ili upišite kockice tipkama.',
  unsupported:
    'Ovaj preglednik ne dopušta stranici da koristi kameru (za kameru je potrebna sigurna https adresa aplikacije). Upišite kockice tipkama.',
  readerFailed: 'Čitač kockica nije se mogao pokrenuti. Upišite kockice tipkama.',
  tryAgain: 'Pokušaj ponovno',
  torch: 'Svjetlo',
  picture: 'Slika stola s kamere',
  loadingReader: 'Učitavam čitač kockica…',
  looking: ({ n, seen }) => `Tražim kockice: ${seen} od ${n} viđeno.`,
  tooMany: ({ n, seen }) =>
    `Na slici je kockica: ${seen}, bačeno: ${n}. Zadržane i sve ostale kockice držite izvan slike.`,
  steady: 'Držite mirno…',
  proposed: ({ dice }) => `Pročitano: ${dice}. Provjerite; dodirnite kockicu da je ispravite.`,
  proposal: 'Pročitane kockice',
  dieButton: ({ n, value }) => `Kockica ${n}: ${value}. Ispravi`,
  dieButtonUnsure: ({ n, value }) => `Kockica ${n}: ${value}, pročitana nesigurno. Provjeri ili ispravi`,
  choose: ({ n }) => `Kockica ${n} pokazuje`,
  setValue: ({ n }) => `Postavi na ${n}`,
  useThese: 'Upotrijebi ove kockice',
  readAgain: 'Pročitaj ponovno',
  closer: 'Kockice su na slici male: približite tablet da zauzmu više slike.',
  heldLeftOut: ({ dice }) => `Zadržane kockice na slici, izostavljene: ${dice}.`,
  alsoSeen: 'Viđene i ove, manje vjerojatne: dodirnite jednu da je upotrijebite umjesto druge',
  swapIn: ({ n, value }) => `Upotrijebi i viđenu ${value} umjesto kockice ${n}`,
  unsure: 'Kockice označene s „?” čitač je pročitao najmanje sigurno: najprije provjerite njih.',
  learnDice: 'Nauči moje kockice',
  learnDiceBlurb:
    'Sprema svako bacanje koje potvrdite kamerom na ovom uređaju (nikad se ne šalje) i prilagođava čitač vašim kockicama.',
  tunedOn: ({ n }) =>
    plural('hr', n, {
      one: `Čitač je naučio ${n} vašu kockicu`,
      few: `Čitač je naučio ${n} vaše kockice`,
      other: `Čitač je naučio ${n} vaših kockica`,
    }),
  keptNotTuned: ({ n, every }) =>
    plural('hr', n, {
      one: `Spremljena je ${n} vaša kockica; čitač se prilagođava kad ih bude ${every}.`,
      few: `Spremljene su ${n} vaše kockice; čitač se prilagođava kad ih bude ${every}.`,
      other: `Spremljeno je ${n} vaših kockica; čitač se prilagođava kad ih bude ${every}.`,
    }),
  forgetDice: 'Zaboravi moje kockice',
  tuningFull:
    'Pohrana ovog uređaja je puna: kockice vašeg zadnjeg bacanja nisu spremljene. Ništa drugo nije izgubljeno.',
  tuningFailed: 'Vaše kockice nije bilo moguće spremiti na ovaj uređaj. Ništa drugo nije izgubljeno.',
  learningOn:
    '„Nauči moje kockice” je uključeno: kockice koje potvrdite spremaju se na ovaj tablet radi prilagodbe čitača i nikad se ne šalju.',
});
