import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('lab', 'nl', {
  intro:
    'Schiet een willekeurige dobbelsteen weg: raak hem aan en veeg. Raak hem laag aan om te glijden, hoog om hem te laten rollen; hoe langer de veeg, hoe harder het schot.',
  scene: 'Opstelling',
  presetSpread: '5 verspreide dobbelstenen',
  presetBreak: 'Groep van 24 + stoter',
  presetHole: 'Dobbelstenen bij het gat',
  presetPlatform: 'Dobbelstenen bij een platform',
  presetSumo: 'Sumo-begin',
  players: 'Spelers (platforms)',
  reset: 'Opnieuw',
  undo: 'Laatste schot ongedaan maken',
  loadingEngine: 'De fysicamotor wordt geladen…',
  engineFailed: 'De fysicamotor kon in deze browser niet worden gestart.',
  retry: 'Opnieuw proberen',
  ready: 'Klaar. Veeg vanaf een dobbelsteen om hem weg te schieten.',
  moving: 'De dobbelstenen bewegen…',
  settled: ({ seconds }: { seconds: string }) => `Alles ligt stil, ${seconds} s na het schot.`,
  stillMoving: 'Na 20 s gestopt met kijken; sommige dobbelstenen bewegen misschien nog.',
  lastFlick: ({
    die,
    degrees,
    strength,
    height,
  }: {
    die: number;
    degrees: number;
    strength: number;
    height: number;
  }) => `Laatste schot: dobbelsteen ${die}, ${degrees}°, kracht ${strength}%, hoogte ${height}%.`,
  fairnessHeading: 'Zijn de dobbelstenen eerlijk?',
  fairnessIntro:
    'Harde schoten tegen de bovenrand van dobbelstenen met 4 boven, elk willekeurig gedraaid en gericht: hoe vaak elk vlak bovenop eindigt.',
  fairnessRun: ({ n }: { n: number }) => `${n} dobbelstenen wegschieten`,
  fairnessRunning: ({ done, total }: { done: number; total: number }) => `Bezig… ${done} van ${total}`,
  fairnessFace: ({ face, count }: { face: number; count: number }) => `Vlak ${face}: ${count} keer`,
  fairnessResult: ({ flat, p }: { flat: number; p: string }) =>
    `${flat} dobbelstenen kwamen plat tot stilstand. Een eerlijke dobbelsteen geeft zulke ongelijke aantallen met kans p = ${p} (χ²-toets); onder 0,01 zijn de vlakken niet eerlijk.`,
  outcomesHeading: 'Waar de dobbelstenen liggen',
  columnDie: 'Dobbelsteen',
  columnWhere: 'Waar',
  columnFlat: 'Plat',
  columnTop: 'Bovenkant',
  onBoard: 'Op het bord',
  onPlatform: ({ n }: { n: number }) => `Op platform ${n}`,
  inHole: 'In het gat',
  offEdge: 'Van het bord',
  flat: 'Plat',
  leaning: 'Scheef',
  noTopFace: '—',
  dieNumber: ({ n }: { n: number }) => `Dobbelsteen ${n}`,
  contactsHeading: 'Botsingen bij het laatste schot',
  noContacts: 'Geen enkele dobbelsteen raakte een andere.',
  noFlickYet: 'Nog geen schot.',
  contact: ({ a, b }: { a: number; b: number }) => `Dobbelsteen ${a} raakte dobbelsteen ${b}`,
  summary: ({ board, platform, hole, off }: { board: number; platform: number; hole: number; off: number }) =>
    `${board} op het bord, ${platform} op een platform, ${hole} in het gat, ${off} van het bord.`,
});
