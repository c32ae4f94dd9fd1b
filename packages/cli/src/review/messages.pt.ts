import { translate } from '../i18n/catalogue.ts';
import { plural } from '../i18n/format.ts';
import { type en, FIELDS } from './messages.en.ts';

const decisionsWord = (count: number) => plural(count, { one: 'decisão', other: 'decisões' });

translate<typeof en>('cli-review', 'pt', {
  reviewSummary:
    'quanto custou cada decisão de cada pessoa face à melhor escolha do conselheiro; --json para JSON',
  reviewUsage: [
    'dicetable review FICHEIRO [--json] [--player NOME]   (saída 1 na primeira ação ilegal, 2 para um ficheiro ilegível)',
    `  --json         imprime ${FIELDS}`,
    '  --player NOME  só as decisões do jogador com esse nome',
    'Jamb: custos em pontos finais esperados da folha. Yam Master: em pontos percentuais da hipótese de ganhar',
    'contra o adversário (um lugar do computador ao seu nível, uma pessoa como o jogador médio). Os lugares do',
    'computador não são avaliados; jogos com dados reais, nos dados introduzidos. O JamSumo não é avaliado.',
  ].join('\n'),
  reviewGiveFile: 'indique o ficheiro do registo do jogo a avaliar',
  reviewNeedsName: '--player precisa de um nome',
  reviewUnknownArgument: ({ argument }) => `argumento desconhecido ${argument}`,
  reviewUnknownPlayer: ({ name, players }) => `nenhum jogador se chama ${name} (jogadores: ${players})`,
  reviewNotReviewed: ({ game }) =>
    `os jogos de ${game} não são avaliados: um piparote só se julga simulando-o, e o de uma pessoa é jogado uma vez`,
  reviewHeadingPoints:
    'Avaliação de Jamb: quanto custou cada escolha em pontos finais esperados da folha, face à melhor do conselheiro.',
  reviewHeadingWin:
    'Avaliação de Yam Master: quanto custou cada escolha em pontos percentuais da hipótese de ganhar, face à melhor do conselheiro.',
  reviewPlayerPoints: ({ name, total, count, decisions: n }) =>
    `${name}: ${total} pontos perdidos em ${n} ${decisionsWord(count)}`,
  reviewPlayerWin: ({ name, total, count, decisions: n }) =>
    `${name}: ${total} pontos percentuais de vitória perdidos em ${n} ${decisionsWord(count)}`,
  reviewComputer: ({ name }) => `${name}: jogado pelo computador, não avaliado`,
  reviewCostliest: ({ count }) =>
    `  ${plural(count, { one: 'a decisão mais cara', other: `as ${count} decisões mais caras` })}:`,
  reviewDecision: (p) =>
    `    ação ${p.action}: escolheu ${p.chosen} (${p.chosenExpected}), melhor ${p.best} (${p.bestExpected}), custo ${p.cost}`,
  reviewNoCost: '  todas as decisões foram tão boas como a melhor',
  reviewKeep: ({ dice }) => `guardar ${dice}, lançar de novo`,
  reviewKeepNone: 'lançar os cinco de novo',
  reviewWrite: ({ category, column }) => `escrever ${category} em ${column}`,
  reviewAnnounce: ({ category }) => `anunciar ${category}`,
  reviewDefi: 'declarar um Défi',
  reviewPlace: ({ row, column }) => `colocar na linha ${row}, coluna ${column}`,
  reviewRemove: ({ row, column }) => `retirar a ficha da linha ${row}, coluna ${column}`,
  reviewPass: 'terminar a vez sem colocar',
  reviewColumnDown: 'descendo',
  reviewColumnUp: 'subindo',
  reviewColumnFree: 'livre',
  reviewColumnAnnounced: 'anunciada',
  reviewExpectedPoints: ({ value }) => `esperado ${value}`,
  reviewExpectedWin: ({ value }) => `${value}% de vitória`,
});
