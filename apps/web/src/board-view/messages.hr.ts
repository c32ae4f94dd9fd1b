import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('board-view', 'hr', {
  boardLabel:
    'Ploča gledana odozgo. Povucite prstom od kockice da je kvrcnete; povucite drugdje ili upotrijebite dva prsta da okrenete ploču.',
  turnLeft: 'Okreni ploču suprotno od kazaljke na satu',
  turnRight: 'Okreni ploču u smjeru kazaljke na satu',
  zoomNear: 'Uvećaj svoju stranu ploče',
  webglUnavailable:
    'Ovaj preglednik ne može nacrtati 3D ploču (WebGL nije dostupan). Simulacija i dalje radi: kvrcajte tipkovnicom i čitajte rezultate.',
  slide: 'Klizanje',
  push: 'Guranje',
  tumble: 'Kotrljanje',
  swipeMissed:
    'Taj je potez počeo pokraj vaših kockica pa okreće ploču. Počnite na jednoj od svojih kockica da je kvrcnete.',
  letGoToCancel: 'Pustite ovdje da odustanete',
  strengthPercent: ({ percent }) => `Jačina ${percent} %`,
  flickControls: 'Kvrc tipkovnicom',
  die: 'Kockica',
  dieNumber: ({ n }) => `Kockica ${n}`,
  direction: 'Smjer',
  directionValue: ({ degrees }) => `${degrees}° (0° = od vas, u smjeru kazaljke na satu)`,
  strength: 'Jačina',
  height: 'Gdje prst gura',
  heightValue: ({ percent, kind }) => `${percent} % visine strane: ${kind}`,
  flick: 'Kvrcni',
  noDieToFlick: 'Sada se ne može kvrcnuti nijedna kockica.',
  landsAway: ({ length }) => `zaustavlja se nakon ${length}`,
  landsInHole: 'pada u rupu',
  landsOffEdge: 'prelazi preko ruba',
  landsOffFarEdge: 'prelazi cijelu ploču i pada preko suprotnog ruba',
  landsOnPlatform: 'zaustavlja se na platformi',
  landingOnEmptyBoard: ({ where }) => `Na praznoj ploči: ${where}.`,
  flickControlsAbout:
    'Kvrcanje bez povlačenja prstom: odaberite kockicu, smjer, jačinu i mjesto na koje prst gura. Strelica na ploči pokazuje smjer; krug pokazuje gdje bi se kockica zaustavila na praznoj ploči. Zatim pritisnite Kvrcni.',
});
