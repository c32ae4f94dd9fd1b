import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('board-view', 'sr-Latn', {
  boardLabel:
    'Tabla gledana odozgo. Povucite prstom od kockice da je čvrknete; povucite drugde ili upotrebite dva prsta da okrenete tablu.',
  turnLeft: 'Okreni tablu suprotno od kazaljke na satu',
  turnRight: 'Okreni tablu u smeru kazaljke na satu',
  zoomNear: 'Uvećaj svoju stranu table',
  webglUnavailable:
    'Ovaj pregledač ne može da nacrta 3D tablu (WebGL nije dostupan). Simulacija i dalje radi: čvrkajte tastaturom i čitajte rezultate.',
  slide: 'Klizanje',
  push: 'Guranje',
  tumble: 'Kotrljanje',
  swipeMissed:
    'Taj potez je počeo pored vaših kockica pa okreće tablu. Počnite na jednoj od svojih kockica da je čvrknete.',
  letGoToCancel: 'Pustite ovde da odustanete',
  strengthPercent: ({ percent }) => `Jačina ${percent} %`,
  flickControls: 'Čvrk tastaturom',
  die: 'Kockica',
  dieNumber: ({ n }) => `Kockica ${n}`,
  direction: 'Smer',
  directionValue: ({ degrees }) => `${degrees}° (0° = od vas, u smeru kazaljke na satu)`,
  strength: 'Jačina',
  height: 'Gde prst gura',
  heightValue: ({ percent, kind }) => `${percent} % visine strane: ${kind}`,
  flick: 'Čvrkni',
  noDieToFlick: 'Sada ne može da se čvrkne nijedna kockica.',
  landsAway: ({ length }) => `zaustavlja se posle ${length}`,
  landsInHole: 'pada u rupu',
  landsOffEdge: 'prelazi preko ivice',
  landsOffFarEdge: 'prelazi celu tablu i pada preko suprotne ivice',
  landsOnPlatform: 'zaustavlja se na platformi',
  landingOnEmptyBoard: ({ where }) => `Na praznoj tabli: ${where}.`,
  flickControlsAbout:
    'Čvrkanje bez povlačenja prstom: izaberite kockicu, smer, jačinu i mesto na koje prst gura. Strelica na tabli pokazuje smer; krug pokazuje gde bi se kockica zaustavila na praznoj tabli. Zatim pritisnite Čvrkni.',
});
