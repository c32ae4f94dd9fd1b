import { jambCategoryWords } from '@dicetable/i18n';
import { translate } from '../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('jamb', 'pt', {
  title: 'Jamb',
  resume: 'Continuar',
  view: 'Ver',
  delete: 'Apagar',
  deleteConfirm: ({ title }: { title: string }) => `Apagar o jogo “${title}”? Não é possível desfazer.`,
  unfinishedGames: 'Jogos por terminar',
  finishedGames: 'Jogos terminados',
  noGames: 'Ainda não há jogos. Comece um novo.',
  printBlank: 'Imprimir uma folha em branco',
  print: 'Imprimir',
  lastPlayed: ({ when }: { when: string }) => `Jogado pela última vez ${when}`,
  turnsOf: ({ done, total }: { done: number; total: number }) => `${done} de ${total} jogadas`,
  winner: ({ name, total }: { name: string; total: number }) => `${name} ganhou com ${total}`,
  players: 'Jogadores',
  addPlayer: 'Adicionar jogador',
  removePlayer: ({ name }: { name: string }) => `Remover ${name}`,
  playerName: ({ n }: { n: number }) => `Nome do jogador ${n}`,
  defaultName: ({ n }: { n: number }) => `Jogador ${n}`,
  diceMode: 'Dados',
  appDice: 'Dados da app',
  realDice: 'Dados reais',
  appDiceHint: 'O tablet lança.',
  realDiceHint: 'Lance os seus próprios dados e toque no que mostram.',
  houseRules: 'Regras da casa',
  straightByRoll: 'Sequência vale 66, 56 ou 46 no primeiro, segundo ou terceiro lançamento',
  tripsBonus20: 'Trio: bónus de 20 em vez de 10',
  graduatedBonus: 'Bónus superior escalonado: +30 a partir de 60, +40 a partir de 70, +50 a partir de 80',
  clampMiddle: 'Meio nunca negativo (Máx − Mín pelo menos 0)',
  passScreen: 'Mostrar “passe o tablet” entre jogadores',
  ...jambCategoryWords.pt,
  columnDown: 'Descer',
  columnUp: 'Subir',
  columnFree: 'Livre',
  columnAnnounced: 'Anunciada',
  upperSubtotal: 'Subtotal superior',
  bonus: 'Bónus',
  middle: 'Meio (Uns × (Máx − Mín))',
  lower: 'Subtotal inferior',
  columnTotal: 'Total da coluna',
  grandTotal: 'Total geral',
  category: 'Categoria',
  sheetOf: ({ name }: { name: string }) => `Folha de pontuação de ${name}`,
  turnOf: ({ name }: { name: string }) => `Vez de ${name}`,
  rollCount: ({ used }: { used: number }) => `Lançamento ${used} de 3`,
  noRollYet: 'Ainda sem lançamento',
  turnRollFirst: 'Lance os dados para começar a vez.',
  turnThrowFirst: 'Lance os cinco dados na mesa e escreva-os.',
  turnWriteOrRoll: 'Escreva uma pontuação na folha, ou lance de novo.',
  turnWriteAnnouncedOrRoll: ({ category }: { category: string }) =>
    `Lance de novo, ou escreva o resultado em anunciada ${category}.`,
  turnWriteNow: 'Não resta nenhum lançamento: escreva uma pontuação na folha.',
  rolled: ({ dice }: { dice: string }) => `Dados: ${dice}`,
  announce: 'Anunciar',
  announceChoose: 'Que categoria anuncia?',
  announced: ({ category }: { category: string }) => `Anunciado: ${category}`,
  announceRequired: 'Só resta a coluna Anunciada: anuncie uma categoria antes de lançar de novo.',
  writeAnnounced: ({ category }: { category: string }) => `Escreva o resultado em anunciada ${category}.`,
  cancel: 'Cancelar',
  writeCell: ({ score, category, column }: { score: number; category: string; column: string }) =>
    `Escrever ${score} em ${category}, ${column}`,
  cellClosed: ({ category, column }: { category: string; column: string }) =>
    `${category}, ${column}: fechada agora`,
  cellValue: ({ score, category, column }: { score: number; category: string; column: string }) =>
    `${category}, ${column}: ${score}`,
  confirmZeroTitle: 'Escrever um zero?',
  confirmZero: ({ category, column }: { category: string; column: string }) =>
    `Estes dados valem 0 em ${category} (${column}). Escrever 0 aí?`,
  writeZero: 'Escrever 0',
  wrote: ({
    name,
    score,
    category,
    column,
  }: {
    name: string;
    score: number;
    category: string;
    column: string;
  }) => `${name} escreveu ${score} em ${category}, ${column}.`,
  undo: 'Desfazer',
  undone: 'A última ação foi desfeita.',
  passTo: ({ name }: { name: string }) => `Passe o tablet a ${name}`,
  startTurn: ({ name }: { name: string }) => `Sou ${name}: começar a minha vez`,
  gameOver: 'Fim do jogo',
  ranking: 'Classificação',
  place: ({ place }: { place: number }) => `${place}.º`,
  points: ({ total }: { total: number }) => `${total} pontos`,
  showSheet: ({ name, total }: { name: string; total: number }) => `${name}: ${total}. Mostrar esta folha`,
  backToSheet: ({ name }: { name: string }) => `Voltar à folha de ${name}`,
  scoreboard: 'Pontuação',
  hints: 'Dicas',
  hintsFor: ({ name }: { name: string }) => `Dicas para ${name}`,
  hintValue: ({ chance, expected }: { chance: string; expected: string }) => `${chance} · ${expected}`,
  hintLabel: ({ chance, expected }: { chance: string; expected: string }) =>
    `Com os lançamentos que restam, guardando os dados que ajudam: probabilidade ${chance} de pontuar, ${expected} pontos em média`,
  hintLabelHeld: ({ chance, expected }: { chance: string; expected: string }) =>
    `Lançando os dados não guardados e depois guardando os que ajudam: probabilidade ${chance} de pontuar, ${expected} pontos em média`,
  hintIfAnnounced: ({ hint }: { hint: string }) => `Só se anunciar agora. ${hint}`,
  hintNowLabel: ({ score }: { score: string }) => `Vale ${score} agora`,
  hintBothLabel: ({ now, again }: { now: string; again: string }) => `${now}. ${again}`,
  legendNow: 'o que vale agora',
  legendAgain:
    'com os lançamentos que restam, guardando os dados que ajudam: probabilidade de pontuar mais de 0 · pontos em média',
  legendAgainHeld:
    'lançando os dados não guardados e depois guardando os que ajudam: probabilidade de pontuar mais de 0 · pontos em média',
  legendIfAnnounced: ({ column }: { column: string }) => `em ${column}, só se o anunciar agora`,
  legendLastRoll: 'Sem lançamentos: só o que vale agora.',
  showKeep: ({ category }: { category: string }) => `Mostrar que dados guardar para ${category}`,
  keepFor: ({ category }: { category: string }) => `Os dados a guardar para ${category} estão acesos.`,
  hintsOn: 'ligadas',
  hintsOff: 'desligadas',
  hintsLegendTitle: 'Dicas nas casas abertas:',
  wroteCard: ({ score, category, column }: { score: number; category: string; column: string }) =>
    `Escrito: ${score} em ${category}, coluna ${column}`,
  undoWrite: 'Anular: não era essa casa',
  hintsLoading: 'As dicas estão a carregar…',
  blankSheet: 'Folha de pontuação em branco',
  name: 'Nome',
  date: 'Data',
  closedDownOrder: ({ next }: { next: string }) =>
    `Coluna Descer: preenche-se dos Uns para baixo. A seguir aqui: ${next}.`,
  closedUpOrder: ({ next }: { next: string }) =>
    `Coluna Subir: preenche-se do Jamb para cima. A seguir aqui: ${next}.`,
  closedAnnounceFirst: ({ category }: { category: string }) =>
    `Coluna Anunciada: anuncie ${category} logo após o primeiro lançamento e aponte-o aqui.`,
  closedAnnouncedTurn: ({ category }: { category: string }) =>
    `Esta vez foi anunciada: aponte-a em Anunciada, ${category}.`,
  closedNoteClose: 'Fechar',
});
