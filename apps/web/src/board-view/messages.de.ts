import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('board-view', 'de', {
  boardLabel:
    'Das Brett von oben. Wische von einem Würfel weg, um ihn zu schnippen; ziehe daneben oder nutze zwei Finger, um das Brett zu drehen.',
  turnLeft: 'Brett gegen den Uhrzeigersinn drehen',
  turnRight: 'Brett im Uhrzeigersinn drehen',
  zoomNear: 'Deine Seite des Bretts vergrößern',
  webglUnavailable:
    'Dieser Browser kann das 3D-Brett nicht zeichnen (WebGL fehlt). Die Simulation läuft trotzdem: schnippe mit den Tastatur-Reglern und lies die Ergebnisse.',
  slide: 'Gleiten',
  push: 'Schieben',
  tumble: 'Kippen',
  swipeMissed:
    'Diese Wischbewegung begann neben deinen Würfeln und dreht daher das Brett. Beginne auf einem deiner Würfel, um ihn zu schnippen.',
  letGoToCancel: 'Hier loslassen zum Abbrechen',
  strengthPercent: ({ percent }: { percent: number }) => `${percent} % Stärke`,
  flickControls: 'Mit der Tastatur schnippen',
  die: 'Würfel',
  dieNumber: ({ n }: { n: number }) => `Würfel ${n}`,
  direction: 'Richtung',
  directionValue: ({ degrees }: { degrees: number }) => `${degrees}° (0° = von dir weg, im Uhrzeigersinn)`,
  strength: 'Stärke',
  height: 'Wo der Finger schiebt',
  heightValue: ({ percent, kind }: { percent: number; kind: string }) =>
    `${percent} % Höhe an der Seite: ${kind}`,
  flick: 'Schnippen',
  noDieToFlick: 'Gerade kann kein Würfel geschnippt werden.',
  landsAway: ({ length }: { length: string }) => `hält nach ${length}`,
  landsInHole: 'fällt ins Loch',
  landsOffEdge: 'fliegt über den Rand',
  landsOffFarEdge: 'quert das Brett und fliegt über den gegenüberliegenden Rand',
  landsOnPlatform: 'hält auf einer Plattform',
  landingOnEmptyBoard: ({ where }: { where: string }) => `Der Würfel ${where} (auf leerem Brett).`,
  flickControlsAbout:
    'Schnippen ohne Wischen: wähle einen Würfel, die Richtung, die Stärke und wo der Finger schiebt. Der Pfeil auf dem Brett zeigt das Ziel; der Ring zeigt, wo der Würfel auf einem leeren Brett liegen bliebe. Dann drücke Schnippen.',
});
