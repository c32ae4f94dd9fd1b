import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('board-view', 'nl', {
  boardLabel:
    'Het bord van bovenaf. Veeg vanaf een dobbelsteen om hem weg te schieten; sleep ernaast of gebruik twee vingers om het bord te draaien.',
  turnLeft: 'Draai het bord tegen de klok in',
  turnRight: 'Draai het bord met de klok mee',
  zoomNear: 'Inzoomen op jouw kant van het bord',
  webglUnavailable:
    'Deze browser kan het 3D-bord niet tekenen (WebGL ontbreekt). De simulatie werkt wel: schiet met de toetsenbordbediening en lees de uitkomsten.',
  slide: 'Glijden',
  push: 'Duwen',
  tumble: 'Rollen',
  swipeMissed:
    'Die veeg begon naast je stenen en draait dus het bord. Begin op een van je stenen om hem weg te schieten.',
  letGoToCancel: 'Hier loslaten om te annuleren',
  strengthPercent: ({ percent }: { percent: number }) => `${percent}% kracht`,
  flickControls: 'Schieten met het toetsenbord',
  die: 'Dobbelsteen',
  dieNumber: ({ n }: { n: number }) => `Dobbelsteen ${n}`,
  direction: 'Richting',
  directionValue: ({ degrees }: { degrees: number }) => `${degrees}° (0° = van je af, met de klok mee)`,
  strength: 'Kracht',
  height: 'Waar de vinger duwt',
  heightValue: ({ percent, kind }: { percent: number; kind: string }) =>
    `${percent}% hoogte op de zijkant: ${kind}`,
  flick: 'Schieten',
  noDieToFlick: 'Er kan nu geen dobbelsteen worden geschoten.',
  landsAway: ({ length }: { length: string }) => `stopt op ${length}`,
  landsInHole: 'valt in het gat',
  landsOffEdge: 'gaat over de rand',
  landsOffFarEdge: 'steekt het bord over en gaat over de overkant',
  landsOnPlatform: 'stopt op een platform',
  landingOnEmptyBoard: ({ where }: { where: string }) => `De dobbelsteen ${where} (op een leeg bord).`,
  flickControlsAbout:
    'Schieten zonder vegen: kies een dobbelsteen, de richting, de kracht en waar de vinger duwt. De pijl op het bord toont het doel; de ring toont waar de steen op een leeg bord zou stoppen. Druk dan op Schieten.',
});
