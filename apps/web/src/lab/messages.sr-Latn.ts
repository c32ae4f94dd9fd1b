import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('lab', 'sr-Latn', {
  intro:
    'Čvrknite bilo koju kockicu: dodirnite je i povucite prstom. Dodirnite je nisko da klizi, visoko da se kotrlja; što je potez duži, to je čvrk jači.',
  scene: 'Scena',
  presetSpread: '5 rasutih kockica',
  presetBreak: 'Gomila od 24 + udarna',
  presetHole: 'Kockice blizu rupe',
  presetPlatform: 'Kockice uz platformu',
  presetSumo: 'Početak Sumoa',
  players: 'Igrači (platforme)',
  reset: 'Vrati na početak',
  undo: 'Opozovi poslednji čvrk',
  loadingEngine: 'Učitavam mašinu za fiziku…',
  engineFailed: 'Mašina za fiziku ne može da se pokrene u ovom pregledaču.',
  retry: 'Pokušaj ponovo',
  ready: 'Spremno. Povucite prstom od kockice da je čvrknete.',
  moving: 'Kockice se kreću…',
  settled: ({ seconds }) => `Sve miruje, ${seconds} s posle čvrka.`,
  stillMoving: 'Praćenje je stalo posle 20 s; neke kockice se možda još kreću.',
  lastFlick: ({ die, degrees, strength, height }) =>
    `Poslednji čvrk: kockica ${die}, ${degrees}°, jačina ${strength} %, visina ${height} %.`,
  fairnessHeading: 'Da li su kockice poštene?',
  fairnessIntro:
    'Jaki čvrkovi u gornju ivicu kockica koje pokazuju 4, svaka nasumično okrenuta i naciljana: koliko često koja strana završi gore.',
  fairnessRun: ({ n }) => `Čvrkni kockice: ${n}`,
  fairnessRunning: ({ done, total }) => `Čvrkam… ${done} od ${total}`,
  fairnessFace: ({ face, count }) => `Strana ${face}: ${count} puta`,
  fairnessResult: ({ flat, p }) =>
    `Ravno se umirilo kockica: ${flat}. Poštena kockica daje ovako nejednake brojeve sa verovatnoćom p = ${p} (test χ²); ispod 0,01 strane nisu poštene.`,
  outcomesHeading: 'Gde su kockice',
  columnDie: 'Kockica',
  columnWhere: 'Gde',
  columnFlat: 'Leži ravno',
  columnTop: 'Gornja strana',
  onBoard: 'Na tabli',
  onPlatform: ({ n }) => `Na platformi ${n}`,
  inHole: 'U rupi',
  offEdge: 'Pala sa ivice',
  flat: 'Ravno',
  leaning: 'Nagnuto',
  noTopFace: '—',
  dieNumber: ({ n }) => `Kockica ${n}`,
  contactsHeading: 'Dodiri u poslednjem čvrku',
  noContacts: 'Nijedna kockica nije dotakla drugu.',
  noFlickYet: 'Još nema čvrka.',
  contact: ({ a, b }) => `Kockica ${a} dotakla je kockicu ${b}`,
  summary: ({ board, platform, hole, off }) =>
    `Na tabli: ${board}, na platformi: ${platform}, u rupi: ${hole}, pale sa ivice: ${off}.`,
});
