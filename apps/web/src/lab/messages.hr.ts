import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('lab', 'hr', {
  intro:
    'Kvrcnite bilo koju kockicu: dodirnite je i povucite prstom. Dodirnite je nisko da klizi, visoko da se kotrlja; što je potez dulji, to je kvrc jači.',
  scene: 'Scena',
  presetSpread: '5 raspršenih kockica',
  presetBreak: 'Hrpa od 24 + udarna',
  presetHole: 'Kockice blizu rupe',
  presetPlatform: 'Kockice uz platformu',
  presetSumo: 'Početak Sumoa',
  players: 'Igrači (platforme)',
  reset: 'Vrati na početak',
  undo: 'Poništi zadnji kvrc',
  loadingEngine: 'Učitavam stroj za fiziku…',
  engineFailed: 'Stroj za fiziku ne može se pokrenuti u ovom pregledniku.',
  retry: 'Pokušaj ponovno',
  ready: 'Spremno. Povucite prstom od kockice da je kvrcnete.',
  moving: 'Kockice se kreću…',
  settled: ({ seconds }) => `Sve miruje, ${seconds} s nakon kvrca.`,
  stillMoving: 'Praćenje je stalo nakon 20 s; neke se kockice možda još kreću.',
  lastFlick: ({ die, degrees, strength, height }) =>
    `Zadnji kvrc: kockica ${die}, ${degrees}°, jačina ${strength} %, visina ${height} %.`,
  fairnessHeading: 'Jesu li kockice poštene?',
  fairnessIntro:
    'Jaki kvrcovi u gornji rub kockica koje pokazuju 4, svaka nasumično okrenuta i naciljana: koliko često koja strana završi gore.',
  fairnessRun: ({ n }) => `Kvrcni kockice: ${n}`,
  fairnessRunning: ({ done, total }) => `Kvrcam… ${done} od ${total}`,
  fairnessFace: ({ face, count }) => `Strana ${face}: ${count} puta`,
  fairnessResult: ({ flat, p }) =>
    `Ravno se umirilo kockica: ${flat}. Poštena kockica daje ovako nejednake brojeve s vjerojatnošću p = ${p} (test χ²); ispod 0,01 strane nisu poštene.`,
  outcomesHeading: 'Gdje su kockice',
  columnDie: 'Kockica',
  columnWhere: 'Gdje',
  columnFlat: 'Leži ravno',
  columnTop: 'Gornja strana',
  onBoard: 'Na ploči',
  onPlatform: ({ n }) => `Na platformi ${n}`,
  inHole: 'U rupi',
  offEdge: 'Pala s ruba',
  flat: 'Ravno',
  leaning: 'Nagnuto',
  noTopFace: '—',
  dieNumber: ({ n }) => `Kockica ${n}`,
  contactsHeading: 'Dodiri u zadnjem kvrcu',
  noContacts: 'Nijedna kockica nije dotakla drugu.',
  noFlickYet: 'Još nema kvrca.',
  contact: ({ a, b }) => `Kockica ${a} dotakla je kockicu ${b}`,
  summary: ({ board, platform, hole, off }) =>
    `Na ploči: ${board}, na platformi: ${platform}, u rupi: ${hole}, pale s ruba: ${off}.`,
});
