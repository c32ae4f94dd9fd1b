import { translate } from '../../../i18n/i18n.ts';
import type { en, N, Name, Points } from './messages.en.ts';

translate<typeof en>('how-to-play-yam-master', 'pt', {
  goalTitle: 'O objetivo',
  goal: 'Dois jogadores conquistam as casas de um tabuleiro de 5×5 com as suas fichas. Cinco fichas suas numa linha, numa coluna ou numa diagonal longa ganham logo. Caso contrário, o jogo acaba quando um jogador coloca a 12.ª ficha, e as filas de três ou quatro fichas dão pontos.',
  youNeedTitle: 'O que é preciso',
  youNeed: ({ tokens }: { tokens: number }) =>
    `Dois jogadores, cinco dados, o tabuleiro e ${tokens} fichas cada um; na aplicação um jogador tem círculos, o outro losangos. Cada casa mostra a figura que a conquista:`,
  turnTitle: 'Uma vez',
  turn1:
    'Lance até três vezes. Entre lançamentos, guarde os dados que quer manter; cada lançamento depois do primeiro lança pelo menos um dado.',
  turn2:
    'Depois do último lançamento, os dados podem formar várias figuras. Escolha uma: pode pôr uma ficha em qualquer casa livre com essa figura. Colocar não é obrigatório.',
  figuresTitle: 'As figuras',
  figuresIntro:
    'Cada exemplo indica todas as casas que os dados podem conquistar, calculadas pelas próprias regras do jogo.',
  brelanRule: ({ n }: N) => `Pelo menos três dados a mostrar ${n}.`,
  fullRule:
    'Três de um valor e dois de um valor, não necessariamente diferentes: cinco dados iguais também são um Full.',
  carreRule: 'Pelo menos quatro dados iguais.',
  yamRule: 'Cinco dados iguais. Um Yam também é um Full, um Carré e um trio.',
  yamPredator:
    'Com um Yam pode, em vez de colocar uma ficha, tirar do tabuleiro uma ficha do adversário. Essa ficha sai do jogo.',
  suiteRule: 'Exatamente 1-2-3-4-5 ou 2-3-4-5-6.',
  le8Rule: 'Os cinco dados somam 8 ou menos.',
  secRule:
    'Qualquer figura que não seja um trio (Full, Carré, Yam, Sequência, ≤ 8) feita no primeiro lançamento da vez.',
  defiRule:
    'Um desafio: declare-o depois do primeiro lançamento e antes do segundo; depois tem de lançar pelo menos mais uma vez. Tem êxito quando, depois do segundo ou do terceiro lançamento, os dados formam uma figura que não seja um trio. Não precisa de dizer qual.',
  defiFailed: 'Um desafio falhado não custa nada, mas a vez acaba sem ficha.',
  secTurn:
    'Um Sec toma-se logo a seguir ao primeiro lançamento: ponha uma ficha numa casa Sec livre e a sua vez acaba, como acaba sempre que coloca. Não é obrigatório: pode lançar de novo, e então o Sec perde-se nesta vez (os dados ainda podem formar outras figuras).',
  secOneSquare:
    'Uma casa Sec é uma casa como as outras. Com um Sec escolhe uma casa: uma casa Sec ou uma casa da própria figura, por exemplo um Full. De qualquer forma coloca uma ficha.',
  marksTitle: 'Os sinais no tabuleiro',
  marksIntro: 'O que significa cada sinal e cada moldura numa casa:',
  markBrelan: 'Um número com um dado (1 a 6): um trio desse número, pelo menos três dados a mostrá-lo.',
  markFull: ({ name }: Name) => `${name}: três dados de um valor mais dois dados de um valor.`,
  markCarre: ({ name }: Name) => `${name}: quatro dados com o mesmo valor.`,
  markYam: ({ name }: Name) => `${name}: os cinco dados com o mesmo valor.`,
  markSuite: ({ name }: Name) => `${name}: a sequência de 1 a 5 ou a sequência de 2 a 6.`,
  markLe8: ({ name }: Name) => `${name}: Σ é o sinal de uma soma; os cinco dados somam 8 ou menos.`,
  markSec: ({ name }: Name) => `${name}: o relâmpago, uma figura feita no primeiro lançamento.`,
  markDefi: ({ name }: Name) =>
    `${name}: as espadas cruzadas, um desafio declarado depois do primeiro lançamento.`,
  markTokens: 'Um círculo ou um losango: uma ficha do jogador dos círculos ou do jogador dos losangos.',
  markLit: 'Um anel grosso colorido: a sua ficha pode ir para esta casa agora.',
  markRemovable: 'Um anel vermelho: com um Yam pode tirar esta ficha do tabuleiro.',
  markRun:
    'Uma moldura dentro da casa na cor de um jogador: esta ficha faz parte de uma fila de três ou quatro que conta para esse jogador.',
  markWinning: 'Uma casa maior com um anel escuro à volta: parte da linha de cinco que ganhou o jogo.',
  markLastMove:
    'Uma moldura tracejada: a casa onde a última vez pôs ou tirou uma ficha, até ao próximo lançamento.',
  markHinted:
    'Um pequeno ponto no canto (com as ajudas de probabilidades ligadas): uma casa livre cuja figura os dados ainda podem fazer nesta vez.',
  firstRoll: 'Primeiro lançamento',
  afterDefi: 'Depois de um Défi declarado',
  qualifies: ({ labels }: { labels: string }) => `Pode conquistar: ${labels}`,
  noSquare: 'Não pode conquistar nenhuma casa',
  linesTitle: 'Uma linha de cinco',
  lines:
    'Quem completa uma linha de cinco fichas suas ganha logo. Uma linha de cinco é uma linha inteira, uma coluna inteira ou uma das duas diagonais longas de canto a canto; as diagonais mais curtas têm menos de cinco casas e nunca formam uma.',
  linesCaption: 'Os círculos completam a linha do meio: ganham logo.',
  endTitle: 'O fim',
  end: ({ tokens }: { tokens: number }) =>
    `Caso contrário, o jogo acaba assim que um jogador coloca a sua ${tokens}.ª ficha (fichas colocadas, não fichas ainda no tabuleiro). Depois, os dois contam os pontos.`,
  pointsTitle: 'Pontos',
  points:
    'Cada fila seguida de três ou quatro fichas suas conta, numa linha, numa coluna ou em qualquer diagonal: as duas diagonais longas e também as diagonais mais curtas de quatro e de três casas. Três seguidas valem 1 ponto, quatro seguidas 2 pontos. Uma fila de quatro não conta também as suas filas de três. Ganha quem tiver mais pontos; pontos iguais são um empate.',
  pointsCaption: ({ first, second }: Points) => `Pontos: círculos ${first}, losangos ${second}.`,
  houseRulesTitle: 'Regras da casa',
  houseRules:
    'Ao começar um jogo, o grupo pode carregar outra disposição das casas a partir de um ficheiro de tabuleiro.',
  layoutDefault: 'O tabuleiro padrão',
  layoutCustom: 'Um tabuleiro próprio',
  thisBoard: 'O tabuleiro deste jogo',
  circles: 'Círculos',
  diamonds: 'Losangos',
  nowClaims: ({ dice, figure }: { dice: string; figure: string }) =>
    `${dice} pode conquistar agora uma casa ${figure}.`,
  nowNotClaims: ({ dice, figure }: { dice: string; figure: string }) =>
    `${dice} não pode conquistar agora uma casa ${figure}.`,
  notRolledYet: 'Ainda não se lançou nesta vez.',
});
