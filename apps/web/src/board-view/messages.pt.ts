import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('board-view', 'pt', {
  boardLabel:
    'O tabuleiro visto de cima. Deslize a partir de um dado para o atirar; arraste noutro sítio ou use dois dedos para rodar o tabuleiro.',
  turnLeft: 'Rodar o tabuleiro no sentido anti-horário',
  turnRight: 'Rodar o tabuleiro no sentido horário',
  zoomNear: 'Ampliar o teu lado do tabuleiro',
  webglUnavailable:
    'Este navegador não consegue desenhar o tabuleiro 3D (WebGL indisponível). A simulação funciona na mesma: atire com os controlos de teclado e leia os resultados.',
  slide: 'Deslizar',
  push: 'Empurrar',
  tumble: 'Capotar',
  swipeMissed:
    'Esse deslize começou ao lado dos seus dados, por isso roda o tabuleiro. Comece num dos seus dados para o lançar.',
  letGoToCancel: 'Solte aqui para cancelar',
  strengthPercent: ({ percent }: { percent: number }) => `${percent}% de força`,
  flickControls: 'Atirar com o teclado',
  die: 'Dado',
  dieNumber: ({ n }: { n: number }) => `Dado ${n}`,
  direction: 'Direção',
  directionValue: ({ degrees }: { degrees: number }) =>
    `${degrees}° (0° = para longe de si, sentido horário)`,
  strength: 'Força',
  height: 'Onde o dedo empurra',
  heightValue: ({ percent, kind }: { percent: number; kind: string }) =>
    `${percent}% de altura na face lateral: ${kind}`,
  flick: 'Atirar',
  noDieToFlick: 'Nenhum dado pode ser atirado agora.',
  landsAway: ({ length }: { length: string }) => `para a ${length}`,
  landsInHole: 'cai no buraco',
  landsOffEdge: 'sai pela borda',
  landsOffFarEdge: 'atravessa o tabuleiro e sai pela borda do lado oposto',
  landsOnPlatform: 'para numa plataforma',
  landingOnEmptyBoard: ({ where }: { where: string }) => `O dado ${where} (num tabuleiro vazio).`,
  flickControlsAbout:
    'Atirar sem deslizar: escolha um dado, a direção, a força e onde o dedo empurra. A seta no tabuleiro mostra a pontaria; o anel mostra onde o dado pararia num tabuleiro vazio. Depois carregue em Atirar.',
});
