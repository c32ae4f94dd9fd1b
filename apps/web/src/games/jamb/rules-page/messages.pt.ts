import { translate } from '../../../i18n/i18n.ts';
import type { Bonus, en } from './messages.en.ts';

translate<typeof en>('how-to-play-jamb', 'pt', {
  goalTitle: 'O objetivo',
  goal: 'Preencher a sua folha de pontuação: 13 linhas, as categorias, em 4 colunas. Em cada vez escreve os dados em exatamente uma casa vazia. Quando todas as folhas estiverem cheias, ganha o total geral mais alto.',
  youNeedTitle: 'O que é preciso',
  youNeed:
    'Cinco dados e uma folha de pontuação por jogador. O Jamb joga-se a um ou mais; jogar sozinho, contra o seu melhor resultado, é normal. A aplicação lança por si, ou lança dados verdadeiros à mesa e introduz o que mostram.',
  turnTitle: 'Uma vez',
  turnRolls: 'Lance até três vezes. O primeiro lançamento lança os cinco dados.',
  turnHold:
    'Depois de um lançamento, toque nos dados que quer guardar: ficam retidos e o lançamento seguinte lança só os outros. Um dado retido pode ser libertado antes de um lançamento posterior. Cada lançamento depois do primeiro lança pelo menos um dado.',
  turnWrite:
    'Quando gostar dos dados, ou depois do terceiro lançamento, escreva-os numa casa aberta. Se ali não valerem nada, escreve 0. Não se pode passar: cada vez preenche exatamente uma casa.',
  categoriesTitle: 'As categorias',
  categoriesIntro:
    'Cada linha conta os cinco dados à sua maneira. Cada exemplo abaixo é calculado pelas próprias regras do jogo.',
  upperRule: ({ face }: { face: number }) =>
    `A soma dos dados que mostram ${face}. Os outros dados não contam.`,
  maxRule:
    'A soma dos cinco dados. Aponte alto: a linha do meio recompensa uma grande diferença entre Máx e Mín.',
  minRule: 'A soma dos cinco dados. Aponte baixo.',
  tripsRule: ({ bonus }: Bonus) =>
    `Pelo menos três dados iguais: 3 × esse valor + ${bonus}. Caso contrário, 0.`,
  straightRule: ({ small, big }: { small: number; big: number }) =>
    `Exatamente 1-2-3-4-5 vale ${small}; exatamente 2-3-4-5-6 vale ${big}. Qualquer outra coisa vale 0.`,
  straightByRollRule: ({ first, second, third }: { first: number; second: number; third: number }) =>
    `Exatamente 1-2-3-4-5 ou 2-3-4-5-6 vale ${first} no primeiro lançamento, ${second} no segundo e ${third} no terceiro. Qualquer outra coisa vale 0.`,
  fullRule: ({ bonus }: Bonus) =>
    `Três dados de um valor e um par de outro valor: a soma dos cinco + ${bonus}. Cinco dados iguais não são um full house.`,
  carreRule: ({ bonus }: Bonus) =>
    `Pelo menos quatro dados iguais: 4 × esse valor + ${bonus}. Caso contrário, 0.`,
  jambRule: ({ bonus }: Bonus) => `Os cinco dados iguais: a sua soma + ${bonus}. Caso contrário, 0.`,
  columnsTitle: 'As quatro colunas',
  columnsIntro:
    'Cada categoria tem uma casa em cada coluna. As colunas diferem na ordem em que as casas podem ser preenchidas; a seta por cima de uma coluna mostra-a. No início de um jogo, as casas assinaladas abaixo são as abertas:',
  downRule:
    'De cima para baixo: a primeira linha primeiro, Jamb por último. Uma casa só abre quando a de cima está preenchida.',
  upRule:
    'De baixo para cima: Jamb primeiro, a primeira linha por último. Uma casa só abre quando a de baixo está preenchida.',
  freeRule: 'Qualquer casa vazia, por qualquer ordem.',
  announcedRule:
    'Só a categoria anunciada nesta vez (ver Anunciar). Sem anúncio, nenhuma casa desta coluna pode ser escrita.',
  openAtStart: 'Aberta no início de um jogo',
  closedAtStart: 'Ainda não aberta',
  announcingTitle: 'Anunciar',
  announcing1:
    'Depois do primeiro lançamento e antes do segundo, pode anunciar uma categoria cuja casa na coluna Anunciada ainda esteja vazia. A vez tem então de acabar exatamente nessa casa, com 0 se os dados não a fizerem.',
  announcing2: 'Também pode anunciar e parar logo, escrevendo o primeiro lançamento.',
  announcing3:
    'Assim que as suas colunas Descer, Subir e Livre estiverem cheias, anunciar é obrigatório: depois do primeiro lançamento, o segundo é recusado até anunciar.',
  upperBonusTitle: 'O bónus superior',
  upperBonus: ({ bonus }: Bonus) =>
    `As seis primeiras linhas somam o subtotal superior da coluna. Quando as seis estão preenchidas e o subtotal é pelo menos 60, a coluna ganha um bónus de ${bonus} pontos.`,
  middleTitle: 'A linha do meio',
  middle:
    'Assim que a primeira linha, Máx e Mín estão preenchidas numa coluna, a coluna soma a primeira linha × (Máx − Mín). É negativo quando Mín é maior do que Máx.',
  exampleColumn: 'Uma coluna de uma folha',
  endTitle: 'Totais, o fim e o vencedor',
  end1: 'O subtotal inferior soma as últimas cinco linhas. Total da coluna = subtotal superior + bónus + meio + subtotal inferior; o total geral soma os quatro totais das colunas.',
  end2: 'O jogo acaba quando todas as folhas estão cheias: 52 vezes por jogador. Ganha o total geral mais alto; totais iguais partilham o lugar.',
  houseRulesTitle: 'Regras da casa',
  houseRulesIntro:
    'Ao começar um jogo, o grupo pode escolher estas variantes. Cada uma está desativada, a não ser que seja escolhida.',
  row: 'Linha',
  value: 'Valor',
  nowCategory: ({ dice, category, score }: { dice: string; category: string; score: number }) =>
    `${dice} vale aqui ${score} em ${category}, porque:`,
  openIn: ({ columns }: { columns: string }) => `Aberta para si agora em: ${columns}.`,
  openNowhere: 'Agora não está aberta para si em nenhuma coluna.',
  notRolledYet: 'Ainda não se lançou nesta vez.',
  columnOpenNow: ({ categories }: { categories: string }) =>
    `Abertas para si agora nesta coluna: ${categories}.`,
  columnFull: 'Esta coluna da sua folha está cheia.',
  announceFirst: 'Aqui nada está aberto até anunciar uma categoria, depois do primeiro lançamento.',
});
