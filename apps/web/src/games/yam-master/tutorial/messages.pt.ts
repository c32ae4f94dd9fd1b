import { translate } from '../../../i18n/i18n.ts';
import type { At, Button, Dice, en, Face, Figure, Name } from './messages.en.ts';

translate<typeof en>('tutorial-yam-master', 'pt', {
  goalRoll:
    'O Yam Master é uma corrida: ganha quem primeiro puser cinco fichas suas em linha neste tabuleiro. Em cada vez lança até três vezes e depois coloca uma ficha numa casa que os seus dados fazem. Toque em Lançar.',
  rollTry: 'toque em Lançar.',
  rolled: ({ dice }: Dice) => `Saiu ${dice}.`,
  hold: ({ face }: Face) =>
    `Aponte a uma figura: guarde os dois ${face} (toque em cada um). Três dados com ${face} são um trio de ${face}, a figura das casas marcadas ${face}.`,
  holdTry: ({ face }: Face) => `toque num dado com ${face}.`,
  rollAgain: 'Toque em Lançar de novo: só os dados não guardados são lançados.',
  rollAgainTry: 'toque em Lançar de novo.',
  rolledBrelan: ({ dice, face }: Dice & Face) => `Agora os dados mostram ${dice}: três ${face}, um trio.`,
  placeBrelan: ({ face, row, column }: Face & At) =>
    `Coloque uma ficha: toque na casa acesa marcada ${face} na linha ${row}, coluna ${column}. Todas as casas livres de uma figura que os dados fazem acendem; colocar uma ficha termina a vez.`,
  placeBrelanTry: ({ face, row, column }: Face & At) =>
    `toque na casa acesa marcada ${face} na linha ${row}, coluna ${column}.`,
  placed: ({ label, row, column }: { label: string } & At) =>
    `A sua ficha está em ${label}, linha ${row}, coluna ${column}. Essa casa está agora ocupada: mais ninguém pode colocar lá.`,
  computerTurn: ({ name }: Name) =>
    `Agora ${name} joga uma vez da mesma maneira: lança e depois coloca uma ficha numa casa que os dados fazem, ou nenhuma.`,
  watch: ({ name }: Name) => `Ver a vez de ${name}`,
  watchTry: ({ name }: Name) => `toque em Ver a vez de ${name}.`,
  yourTurn: 'De novo a sua vez: toque em Lançar.',
  rolledSec: ({ dice, figure }: Figure) =>
    `Saiu ${dice}: ${figure} logo no primeiro lançamento. Uma figura a sério no primeiro lançamento é um Sec!`,
  placeSec: ({ row, column }: At) =>
    `As figuras a sério são Full, Carré, Yam, Sequência e ≤ 8 — não um trio. Feita no primeiro lançamento, pode ocupar também uma casa Sec (⚡). Toque na casa Sec acesa na linha ${row}, coluna ${column}.`,
  placeSecTry: ({ row, column }: At) => `toque na casa Sec acesa na linha ${row}, coluna ${column}.`,
  rolledNothing: ({ dice }: Dice) => `Saiu ${dice}: nenhuma figura, nada para colocar.`,
  declareDefi: ({ button }: Button) =>
    `Declare um Défi: toque em “${button}”. Depois tem de fazer uma figura a sério (não um trio) no lançamento seguinte ou no outro, e tem de lançar pelo menos mais uma vez. Se conseguir, pode ocupar uma casa Défi (⚔); se não, a vez acaba sem ficha.`,
  declareDefiTry: ({ button }: Button) => `toque em “${button}”.`,
  defiDeclared: 'Declarou um Défi.',
  rollDefiAgain: 'Toque em Lançar de novo: os cinco dados são lançados.',
  rolledDefi: ({ dice, figure }: Figure) => `Saiu ${dice}: ${figure}, uma figura a sério. O Défi resultou!`,
  placeDefi: ({ row, column }: At) => `Toque na casa Défi acesa na linha ${row}, coluna ${column}.`,
  placeDefiTry: ({ row, column }: At) => `toque na casa Défi acesa na linha ${row}, coluna ${column}.`,
  ending:
    'As suas três fichas estão numa mesma diagonal: no fim, uma fila de três vale 1 ponto e uma de quatro 2 pontos. Cinco numa linha, numa coluna ou numa diagonal longa ganham logo. Se ninguém fizer cinco, a partida acaba quando alguém coloca a 12.ª ficha, e ganha quem tiver mais pontos. Um Yam (cinco iguais) pode, em vez disso, tirar uma ficha do outro jogador do tabuleiro. O resto está em Como jogar.',
});
