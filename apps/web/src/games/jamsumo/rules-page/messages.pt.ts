import { translate } from '../../../i18n/i18n.ts';
import type { en, Flick, Pips } from './messages.en.ts';

translate<typeof en>('how-to-play-jamsumo', 'pt', {
  goalTitle: 'O objetivo',
  goal: 'Um jogo de destreza: dá piparotes nos dados com um dedo, sobre um tabuleiro redondo com um buraco no meio. No Jam mete os seus dados no buraco e fica com poucos pontos; no Sumo empurra os dados dos outros para fora e fica com muitos.',
  youNeedTitle: 'O que é preciso',
  youNeed:
    'Um tabuleiro de JamSumo com o buraco, uma plataforma por jogador, 25 dados de cinco cores e um marcador de ronda. 2 a 5 jogadores, cada um com os cinco dados de uma cor. No tablet, a aplicação simula cada piparote; com um tabuleiro de madeira, a aplicação guarda a folha de pontos.',
  platformsTitle: 'Plataformas',
  platforms:
    'Uma plataforma é uma saliência plana na borda, à altura do tabuleiro. Usam-se tantas plataformas quantos jogadores, igualmente espaçadas à volta do tabuleiro. No Jam qualquer jogador pode usar qualquer plataforma; no Sumo os dados de cada jogador começam em frente a uma plataforma sua.',
  supplyTitle: 'A reserva',
  supply: 'No Jam, os seus cinco dados começam na sua reserva, ao lado do tabuleiro, cada um a mostrar 4.',
  placingTitle: 'Colocar e uma vez',
  placing:
    'Na sua vez dá exatamente um piparote num dos seus dados. No Jam, ou põe um dado da reserva a mostrar 4 em qualquer plataforma (não só na que está à sua frente) e dá-lhe um piparote, ou dá um piparote num dos seus dados já em jogo, no tabuleiro ou numa plataforma.',
  flickingTitle: 'O piparote',
  flicking:
    'Dê o piparote com um dedo numa face lateral do dado, nunca no topo, e toque só nesse dado. Pode rodar o tabuleiro, mas nunca mover dados com a mão.',
  flickingTablet:
    'No tablet, deslize o dedo a partir do dado na direção em que deve ir, ou use os botões de piparote por baixo do tabuleiro.',
  flickHeight: ({ height, slide, tumble, push }: Flick) =>
    `O sítio onde o dedo empurra o lado do dado muda o piparote (no tablet, o controlo «${height}»). Em baixo, junto ao tabuleiro, e o dado desliza deitado pelo tabuleiro (${slide}). Em cima, junto à aresta de cima, e ele vai tombando sobre as arestas, por isso a face de cima pode mudar (${tumble}). No meio é empurrado (${push}). Ao deslizar o dedo, toque no dado em baixo para o fazer deslizar e em cima para o fazer capotar.`,
  markerShown:
    'Na aplicação, ◆ ao lado do nome de um jogador mostra quem tem o marcador de ronda e começa a ronda.',
  holeTitle: 'O buraco',
  hole: 'Um dado que cai pelo buraco fica fora de jogo até ao fim da ronda. No Jam é esse o objetivo: um dado no buraco conta 0. No Sumo, um dado no buraco perde-se.',
  sumoLineTitle: 'A linha de Sumo',
  sumoLine:
    'À frente de cada plataforma há uma linha desenhada no tabuleiro. No Sumo, os seus cinco dados começam no tabuleiro entre a sua linha e a borda, a mostrar 3.',
  sumoHit:
    'No Sumo dá um piparote num dos seus dados para que acerte num dado de um adversário. Se não tocar em nenhum, é um falhanço: o seu dado sai da ronda.',
  fallingOffTitle: 'Cair do tabuleiro',
  fallingOff:
    'Um dado que sai do tabuleiro e das plataformas caiu pela borda. No Jam continua em jogo: volta à reserva do dono, a mostrar 4. No Sumo fica fora da ronda, tal como um dado que pára numa plataforma.',
  roundScoreTitle: 'Como se conta uma ronda',
  roundJam:
    'Jam: a ronda acaba assim que os cinco dados de um jogador estão no buraco. Todos contam os pontos dos seus dados fora do buraco: um dado da reserva conta 4, um dado deitado a face de cima, um dado que não está deitado (encostado a outro dado, à borda do buraco ou a uma plataforma) conta 4.',
  roundSumo:
    'Sumo: a ronda acaba assim que um jogador deixa de ter dados no tabuleiro. Todos contam os pontos dos seus dados ainda no tabuleiro; um dado que não está deitado conta 3.',
  jamExample: 'Uma ronda de Jam acaba: todos os dados da Bea estão no buraco.',
  sumoExample: 'Uma ronda de Sumo acaba: a Bea já não tem dados no tabuleiro.',
  pipsOf: ({ name, pips }: Pips) => `${name} conta ${pips}`,
  dieInHole: 'no buraco',
  dieInSupply: 'na reserva',
  dieFlat: 'deitado',
  dieTilted: 'não está deitado',
  dieOff: 'caiu pela borda',
  dieOnPlatform: 'numa plataforma',
  dieMissed: 'falhanço',
  dieCounts: ({ where, pips }: { where: string; pips: number }) => `${where}: ${pips}`,
  winnerTitle: 'Rondas e o vencedor',
  winner:
    'Quem tem o marcador de ronda começa a ronda; joga-se no sentido dos ponteiros do relógio. Depois de cada ronda o marcador passa para a esquerda e todos recuperam os seus dados. O jogo tem tantas rondas quantos jogadores.',
  winnerRule:
    'No Jam ganha o total mais baixo; no Sumo e no Jam Sumo o mais alto. Totais iguais partilham o lugar.',
  winnerExample: 'Dois jogadores, um jogo de Jam Sumo: as rondas de Jam contam como pontos negativos.',
  round: 'Ronda',
  total: 'Total',
  winnerIs: ({ name }: { name: string }) => `${name} ganha.`,
  modesTitle: 'Os três modos',
  modes: 'Um jogo joga-se num de três modos, escolhido ao começar:',
  jamMode: 'Todas as rondas são de Jam. Ganha o total mais baixo.',
  sumoMode: 'Todas as rondas são de Sumo. Ganha o total mais alto.',
  jamsumoMode:
    'Cada ronda é uma ronda de Jam, cujos pontos contam como negativos, seguida de uma ronda de Sumo, cujos pontos contam como positivos. O marcador passa depois de cada par. Ganha o total mais alto.',
  houseRulesTitle: 'Regras da casa',
  houseRules:
    'Ao começar um jogo, o grupo escolhe o modo e se joga com piparotes no tablet ou se a aplicação guarda a pontuação de um jogo num tabuleiro de madeira.',
  thisGame: ({ mode }: { mode: string }) => `Este jogo: ${mode}`,
  tableFlick: 'Piparotes no tablet',
  tablePad: 'Folha de pontos para um tabuleiro de madeira',
  diagram:
    'O tabuleiro visto de cima, para quatro jogadores: o buraco no meio, uma plataforma na borda para cada jogador, uma linha de Sumo à frente de cada plataforma, a reserva ao lado do tabuleiro e o caminho de um piparote de uma plataforma para o buraco.',
  legendHole: 'Buraco',
  legendPlatform: 'Plataforma',
  legendSumoLine: 'Linha de Sumo',
  legendSupply: 'Reserva',
  legendFlick: 'O caminho de um piparote',
  legendOff: 'Caiu pela borda',
  thisRound: 'Esta ronda, dado a dado:',
  minusInJamSumo: 'No Jam Sumo, estes pontos de Jam contam como negativos.',
});
