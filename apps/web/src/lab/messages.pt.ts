import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('lab', 'pt', {
  intro:
    'Atire qualquer dado: toque-lhe e deslize. Toque em baixo no dado para o fazer deslizar, em cima para o fazer capotar; quanto mais longo o gesto, mais forte o tiro.',
  scene: 'Cena',
  presetSpread: '5 dados espalhados',
  presetBreak: 'Grupo de 24 + atirador',
  presetHole: 'Dados junto ao buraco',
  presetPlatform: 'Dados junto a uma plataforma',
  presetSumo: 'Início de Sumo',
  players: 'Jogadores (plataformas)',
  reset: 'Repor',
  undo: 'Anular o último tiro',
  loadingEngine: 'A carregar o motor de física…',
  engineFailed: 'Não foi possível iniciar o motor de física neste navegador.',
  retry: 'Tentar de novo',
  ready: 'Pronto. Deslize a partir de um dado para o atirar.',
  moving: 'Os dados estão a mover-se…',
  settled: ({ seconds }: { seconds: string }) => `Tudo parado, ${seconds} s depois do tiro.`,
  stillMoving: 'Deixámos de acompanhar após 20 s; alguns dados podem ainda mover-se.',
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
  }) => `Último tiro: dado ${die}, ${degrees}°, força ${strength}%, altura ${height}%.`,
  fairnessHeading: 'Os dados são justos?',
  fairnessIntro:
    'Petelecos fortes na aresta de cima de dados com o 4 para cima, cada um rodado e apontado ao acaso: quantas vezes cada face fica para cima.',
  fairnessRun: ({ n }: { n: number }) => `Lançar ${n} dados`,
  fairnessRunning: ({ done, total }: { done: number; total: number }) => `A lançar… ${done} de ${total}`,
  fairnessFace: ({ face, count }: { face: number; count: number }) => `Face ${face}: ${count} vezes`,
  fairnessResult: ({ flat, p }: { flat: number; p: string }) =>
    `${flat} dados pararam deitados. Um dado justo dá contagens tão desiguais com probabilidade p = ${p} (teste χ²); abaixo de 0,01 as faces não são justas.`,
  outcomesHeading: 'Onde estão os dados',
  columnDie: 'Dado',
  columnWhere: 'Onde',
  columnFlat: 'Deitado',
  columnTop: 'Face de cima',
  onBoard: 'No tabuleiro',
  onPlatform: ({ n }: { n: number }) => `Na plataforma ${n}`,
  inHole: 'No buraco',
  offEdge: 'Fora do tabuleiro',
  flat: 'Deitado',
  leaning: 'Inclinado',
  noTopFace: '—',
  dieNumber: ({ n }: { n: number }) => `Dado ${n}`,
  contactsHeading: 'Contactos no último tiro',
  noContacts: 'Nenhum dado tocou noutro.',
  noFlickYet: 'Ainda nenhum tiro.',
  contact: ({ a, b }: { a: number; b: number }) => `O dado ${a} tocou no dado ${b}`,
  summary: ({ board, platform, hole, off }: { board: number; platform: number; hole: number; off: number }) =>
    `${board} no tabuleiro, ${platform} numa plataforma, ${hole} no buraco, ${off} fora do tabuleiro.`,
});
