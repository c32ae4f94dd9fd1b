import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('lab', 'de', {
  intro:
    'Schnippe einen beliebigen Würfel: berühre ihn und wische. Berühre ihn unten, damit er gleitet, oben, damit er kippt; je länger das Wischen, desto stärker der Schnipser.',
  scene: 'Aufstellung',
  presetSpread: '5 verteilte Würfel',
  presetBreak: 'Gruppe von 24 + Stoßwürfel',
  presetHole: 'Würfel am Loch',
  presetPlatform: 'Würfel an einer Plattform',
  presetSumo: 'Sumo-Start',
  players: 'Spieler (Plattformen)',
  reset: 'Zurücksetzen',
  undo: 'Letzten Schnipser zurücknehmen',
  loadingEngine: 'Die Physik-Engine wird geladen…',
  engineFailed: 'Die Physik-Engine konnte in diesem Browser nicht gestartet werden.',
  retry: 'Erneut versuchen',
  ready: 'Bereit. Wische von einem Würfel weg, um ihn zu schnippen.',
  moving: 'Die Würfel bewegen sich…',
  settled: ({ seconds }: { seconds: string }) => `Alles liegt still, ${seconds} s nach dem Schnipser.`,
  stillMoving: 'Nach 20 s nicht mehr verfolgt; einige Würfel bewegen sich vielleicht noch.',
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
  }) => `Letzter Schnipser: Würfel ${die}, ${degrees}°, Stärke ${strength} %, Höhe ${height} %.`,
  fairnessHeading: 'Sind die Würfel fair?',
  fairnessIntro:
    'Kräftige Schnipser an die Oberkante von Würfeln mit der 4 oben, jeder zufällig gedreht und gezielt: wie oft jede Seite oben liegen bleibt.',
  fairnessRun: ({ n }: { n: number }) => `${n} Würfel schnipsen`,
  fairnessRunning: ({ done, total }: { done: number; total: number }) => `Schnipse… ${done} von ${total}`,
  fairnessFace: ({ face, count }: { face: number; count: number }) => `Seite ${face}: ${count}-mal`,
  fairnessResult: ({ flat, p }: { flat: number; p: string }) =>
    `${flat} Würfel blieben flach liegen. Ein fairer Würfel ergibt so ungleiche Zahlen mit Wahrscheinlichkeit p = ${p} (χ²-Test); unter 0,01 sind die Seiten nicht fair.`,
  outcomesHeading: 'Wo die Würfel liegen',
  columnDie: 'Würfel',
  columnWhere: 'Wo',
  columnFlat: 'Flach',
  columnTop: 'Oben',
  onBoard: 'Auf dem Brett',
  onPlatform: ({ n }: { n: number }) => `Auf Plattform ${n}`,
  inHole: 'Im Loch',
  offEdge: 'Vom Brett gefallen',
  flat: 'Flach',
  leaning: 'Schief',
  noTopFace: '—',
  dieNumber: ({ n }: { n: number }) => `Würfel ${n}`,
  contactsHeading: 'Berührungen beim letzten Schnipser',
  noContacts: 'Kein Würfel hat einen anderen berührt.',
  noFlickYet: 'Noch kein Schnipser.',
  contact: ({ a, b }: { a: number; b: number }) => `Würfel ${a} berührte Würfel ${b}`,
  summary: ({ board, platform, hole, off }: { board: number; platform: number; hole: number; off: number }) =>
    `${board} auf dem Brett, ${platform} auf einer Plattform, ${hole} im Loch, ${off} vom Brett gefallen.`,
});
