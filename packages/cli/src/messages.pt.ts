// Portuguese. Game words as the app's Portuguese catalogues name them.
import { jambCategoryWords } from '@dicetable/i18n';
import { translate } from './i18n/catalogue.ts';
import { plural } from './i18n/format.ts';
import type { en } from './messages.en.ts';

const FACES = ['uns', 'dois', 'três', 'quatros', 'cincos', 'seis'];
const games = (count: number) => plural(count, { one: 'jogo', other: 'jogos' });

translate<typeof en>('cli', 'pt', {
  helpTitle: 'dicetable — regras, probabilidades e física dos dados de Jamb, Yam Master e JamSumo',
  helpUsage: 'Uso: dicetable <comando> [argumentos]',
  helpCommands: 'Comandos:',
  helpHelp: 'mostra esta ajuda, ou o uso de um comando: dicetable help <comando>',
  helpOptions: 'Opções:',
  helpOptionHelp: '  --help, -h     mostra esta ajuda',
  helpOptionVersion: '  --version, -v  mostra a versão',
  helpOptionLang: ({ tags }) => `  --lang TAG     o idioma das palavras mostradas: ${tags}`,
  commandHelp: ({ summary, usage }) => `${summary}\n\nUso: ${usage}`,
  unknownCommand: ({ name }) => `comando desconhecido '${name}'. Execute 'dicetable --help' para a lista.`,

  unknownOptionQuoted: ({ option }) => `opção desconhecida '${option}'`,
  unknownOption: ({ option }) => `opção desconhecida ${option}`,
  withUsage: ({ message, usage }) => `${message}\n\nUso: ${usage}`,
  atLine: ({ line, message }) => `linha ${line}: ${message}`,
  cannotRead: ({ file }) => `não foi possível ler ${file}`,
  logNotJson: 'Este ficheiro não é um jogo do Dicetable: não é JSON válido.',
  logForeign: 'Este ficheiro não é um registo de jogo do Dicetable.',
  logBadVersion: 'Este registo de jogo não tem um número de versão válido.',
  logNewerVersion: ({ version, newest }) =>
    `Este registo de jogo foi escrito por um Dicetable mais recente (formato ${version}); este lê até ${newest}.`,
  logUnknownGame: ({ game }) => `Este registo de jogo é de um jogo desconhecido: ${game}.`,
  logMalformed: 'Este registo de jogo está danificado: faltam a preparação ou as ações.',
  giveLogs: 'indique um ou mais ficheiros de registo de jogo',
  needsValue: ({ option }) => `${option} precisa de um valor`,

  ...jambCategoryWords.pt,
  figureFull: 'Full',
  figureCarre: 'Carré',
  figureYam: 'Yam',
  figureSuite: 'Sequência',
  figureLe8: '≤ 8',
  figureSec: 'Sec',
  figureDefi: 'Défi',
  yamBrelan: ({ n }) => `Três ${n}`,
  figureSeparator: ', ',

  adviseSummary: 'a próxima jogada do especialista para cada registo de jogo lido da entrada padrão',
  adviseUsage: [
    'dicetable advise --stream   < um registo de jogo (JSON) por linha',
    'Para cada registo (qualquer momento de um jogo de Jamb ou Yam Master, docs/game-log.md) mostra uma',
    'linha: a jogada que o especialista faria a seguir, como objeto de ação do registo, com "expected" (a',
    'pontuação final esperada da folha) no Jamb. Um lançamento dos dados não guardados é {"type": "roll"},',
    'para dados da app e reais. Uma linha que não é um registo jogável recebe {"error": {"code", "message"}}',
    'e a leitura continua.',
  ].join('\n'),
  adviseUnknownArgument: ({ argument }) => `argumento desconhecido ${argument}`,
  adviseNeedsStream: 'advise lê registos da entrada padrão: acrescente --stream',

  benchSummary: 'corre um benchmark (odds, physics, fairness) e mostra os seus números; --json para JSON',
  benchUsage:
    'dicetable bench NOME [--json]   (sem NOME: todos os benchmarks)\n' +
    '       dicetable bench vision --accuracy PASTA [--json]   (PASTA tem images/ e labels/ YOLO)',
  benchUnknown: ({ name, available }) => `benchmark desconhecido '${name}'; disponíveis: ${available}`,

  diceCheckSummary: 'testa se os dados reais introduzidos nos registos de jogo são justos (χ²)',
  diceCheckUsage: `dicetable dice-check REGISTO... [--dice-set NOME] [--json]

Conta cada valor introduzido com dados reais nos registos (o primeiro lançamento de uma vez: os cinco
dados; um lançamento seguinte: só os dados não guardados) e testa se as seis faces são igualmente
prováveis (χ² de Pearson, 5 graus de liberdade). --dice-set NOME conta só jogos com esse conjunto de dados.
--json mostra {"throws", "faces": [uns…seis], "chi2", "p"}; sem ele, um veredicto em palavras.`,
  diceSetNeedsName: '--dice-set precisa do nome de um conjunto de dados',
  diceThrows: ({ throws }) => `lançamentos: ${throws}`,
  diceChi2: ({ chi2 }) => `chi2: ${chi2}  (5 graus de liberdade)`,
  diceTooFew: ({ needed }) => `lançamentos a menos para julgar: faltam ${needed}`,
  diceNoSign: ({ throws, p }) => `nenhum sinal de viés após ${throws} lançamentos (p = ${p})`,
  diceBiased: ({ face, often, p }) =>
    `os ${FACES[face - 1]} saem ${often ? 'demasiadas' : 'poucas'} vezes: p = ${p}`,
  diceMoreThrows: ({ count, throws }) =>
    `mais ${throws} ${plural(count, { one: 'lançamento revelaria', other: 'lançamentos revelariam' })} um viés de 2 pontos percentuais numa face`,
  diceEnoughThrows: 'lançamentos suficientes para revelar um viés de 2 pontos percentuais numa face',

  figuresSummary: 'lista as casas do Yam Master a que cinco dados dão direito',
  figuresUsage: `dicetable figures D1 D2 D3 D4 D5 [--first-roll] [--defi]
       dicetable figures < linhas "D1 D2 D3 D4 D5 [first-roll|defi]"

Mostra as casas do Yam Master a que os cinco dados dão direito, separadas por vírgulas: primeiro os
trios (1 a 6), depois as figuras, p. ex. "Três 3, Carré, Full, Yam".
--first-roll: os dados são o primeiro lançamento da vez (Sec quando fazem uma figura que não é um trio).
--defi: foi declarado um Défi e os dados vêm depois do lançamento 2 ou 3 (Défi quando fazem uma figura
que não é um trio; um Défi falhado não dá casa nenhuma, e a linha fica vazia).`,
  fiveDiceNot: ({ count }) => `indique cinco dados, não ${count}`,
  notADie: ({ word }) => `'${word}' não é um valor de dado de 1 a 6`,
  defiNotFirstRoll: 'um Défi é julgado depois do lançamento 2 ou 3, por isso não pode ser o primeiro',

  flickSummary: 'simula um cenário de física (tabuleiro, dados, piparotes) até parar e mostra o resultado',
  flickUsage: [
    'dicetable flick SCENARIO.json [--json]',
    '',
    '  SCENARIO.json  um tabuleiro, dados e piparotes (formato: docs/physics-scenario.md; "-" lê stdin)',
    '  --json         mostra {"initialSeconds", "flicks": [{flick, contacts, seconds, rested}], "outcomes"}',
    '',
    'Os dados são colocados e deixados parar, depois cada piparote é feito à vez e simulado até tudo',
    'parar. Mostra onde acabou cada dado (tabuleiro, plataforma N, buraco, fora), se está deitado e a sua',
    'face de cima, e para cada piparote os pares de dados que se tocaram.',
  ].join('\n'),
  flickOneScenario: 'indique exatamente um ficheiro de cenário',
  flickLine: (p) =>
    `piparote ${p.number}: dado ${p.die}, direção ${p.direction} rad, força ${p.strength}, altura ${p.height}: ${p.touched}; ${p.rest}`,
  flickTouchedNone: 'não tocou noutro dado',
  flickTouched: ({ pairs }) => `tocou ${pairs}`,
  flickRested: ({ seconds }) => `parou após ${seconds} s`,
  flickMoving: ({ seconds }) => `ainda em movimento após ${seconds} s`,
  dieOutcome: (p) => `dado ${p.die}: ${p.where}${p.lie} em (${p.x}; ${p.y}; ${p.z}) m`,
  whereBoard: 'tabuleiro',
  wherePlatform: ({ platform }) => `plataforma ${platform}`,
  whereHole: 'buraco',
  whereOff: 'fora',
  lieFlat: ({ face }) => `, deitado, ${face} para cima`,
  lieNotFlat: ', não deitado',

  oddsSummary: 'probabilidades exatas de cada categoria do Jamb ou figura do Yam Master, e que dados guardar',
  oddsUsage: [
    'dicetable odds jamb|yam [--dice 2,2,2,4,6 --rolls-left N] [--defi] [--hold 2,2,2] [--json]',
    '',
    '  jamb|yam        o jogo (Yam Master é yam)',
    '  --dice D,D,D,D,D  os cinco dados agora; sem ele: antes do primeiro lançamento da vez (faltam 3)',
    '  --rolls-left N  lançamentos que faltam depois deste: 0, 1 ou 2 (padrão 2, logo após o primeiro)',
    '  --defi          Yam Master: foi declarado um Défi nesta vez',
    '  --hold D,D,...  mostra também as figuras quando exatamente estes dados são guardados e os outros',
    '                  relançados agora ("" não guarda nenhum)',
    '  --straight-by-roll, --trips-bonus-20',
    '                  regras da casa do Jamb: a sequência vale 66/56/46 por lançamento; trio 3 × valor + 20',
    '  --json          mostra {"targets": {ID: {...}}, "given": {...}} em JSON',
    '',
    'Para cada objetivo: a melhor probabilidade sobre todas as formas de guardar e parar, os dados a',
    'guardar agora para ele, e no Jamb a melhor pontuação esperada da categoria e os dados para ela.',
  ].join('\n'),
  oddsDiceNeedsValue: ({ option }) => `${option} precisa de um valor, p. ex. ${option} 2,2,2,4,6`,
  oddsNotADie: ({ option, part }) => `${option}: '${part}' não é um valor de dado 1-6`,
  oddsRollsLeftWhole: '--rolls-left precisa de um número inteiro: 0, 1 ou 2 (3 sem --dice)',
  oddsOneGame: ({ first, second }) => `só um jogo; recebido '${first}' e '${second}'`,
  oddsUnknownGame: ({ name }) => `jogo desconhecido '${name}'; use jamb ou yam`,
  oddsWhichGame: ({ usage }) => `que jogo? Uso: ${usage}`,
  oddsDefiOnlyYam: 'um Défi só existe no Yam Master',
  oddsHouseRulesOnlyJamb: 'as regras da casa do Jamb só valem no Jamb',
  oddsThreeRollsBefore: 'antes do primeiro lançamento (sem dados) faltam 3 lançamentos',
  oddsDefiNeedsDice: 'um Défi é declarado depois do primeiro lançamento, por isso precisa de dados',
  oddsHoldNeedsDice: 'guardar precisa de dados',
  oddsRollsLeftAfterRoll: 'depois de um lançamento faltam 0, 1 ou 2',
  oddsNoRollsLeft: 'não faltam lançamentos: os dados não podem ser relançados',
  oddsHeading: ({ game, situation }) => `Probabilidades no ${game}: ${situation}`,
  oddsBeforeFirstRoll: 'antes do primeiro lançamento, faltam 3',
  oddsDiceRollsLeft: ({ dice, count, rolls }) =>
    `dados ${dice}, ${plural(count, { one: 'falta', other: 'faltam' })} ${rolls} ${plural(count, { one: 'lançamento', other: 'lançamentos' })}`,
  oddsDefiDeclared: ', Défi declarado',
  oddsTarget: 'objetivo',
  oddsChance: 'probab.',
  oddsForChance: 'para a probab.',
  oddsExpected: 'esperado',
  oddsForPoints: 'para os pontos',
  oddsWith: ({ hold }) => `com ${hold}`,
  oddsGivenJamb: ({ chance, points }) => `${chance}, ${points} pts`,
  holdStop: 'parar',
  holdRerollAll: 'relançar todos',
  holdKeep: ({ dice }) => `guardar ${dice}`,

  readDiceSummary: 'lê os dados em fotos JPEG ou PNG (valor, caixa, confiança); --json para linhas JSON',
  readDiceUsage: `dicetable read-dice IMAGEM... [--json]

Lê os dados em cada foto JPEG ou PNG: a face de cima de cada dado de seis faces com pintas, a sua caixa em
píxeis (x, y, largura, altura a partir do canto superior esquerdo) e a confiança do leitor de 0 a 1.
--json mostra uma linha por imagem:
  {"file","width","height","dice":[{"value","box","confidence"}],"ms"}
ou, para um ficheiro que não se lê ou não é uma imagem, {"file","error":{"code","message"}} com o código
unreadable, not-an-image ou corrupt-image. Sai com 1 se algum ficheiro falhou, depois de ler os outros.`,
  readDiceToldUsage: `Com --dice N, o número de dados lançados: "dice" tem no máximo os N dados mais prováveis, pela
mesma ordem, e cada outro dado que o leitor viu vai, o mais provável primeiro, para um campo novo depois
de "dice":
  {"file","width","height","dice":[...],"others":[{"value","box","confidence"}],"ms"}
N é um número inteiro, 1 ou mais. Sem --dice a saída é como acima.`,
  readDiceCountNeeded: '--dice precisa do número de dados lançados, p. ex. --dice 5',
  readDiceCountBad: ({ value }) =>
    `--dice recebe o número de dados lançados, um número inteiro de 1 ou mais, não '${value}'`,
  readDiceCountTwice: '--dice aparece duas vezes: indique o número de dados lançados uma só vez',
  readDiceOthers: ({ values }) => ` (também vistos, menos prováveis: ${values})`,
  readDiceNameFiles: 'indique pelo menos um ficheiro JPEG ou PNG',
  readDiceCount: ({ count, dice }) => `${dice} ${plural(count, { one: 'dado', other: 'dados' })}`,
  readDiceLine: (p) => `${p.file} (${p.size}): ${p.count}${p.values}  [${p.ms} ms]`,
  imageUnreadable: ({ reason }) => `não foi possível ler o ficheiro (${reason})`,
  imageNotAnImage: 'não é um ficheiro JPEG ou PNG',
  imageCorrupt: ({ format, reason }) => `não foi possível descodificar os dados ${format}: ${reason}`,

  replaySummary: 'repete um registo de jogo guardado pelas regras e mostra o resultado em JSON',
  replayUsage:
    'dicetable replay FICHEIRO [--strict]   (sai com 1 na primeira ação ilegal, 2 com um ficheiro ilegível)\n' +
    '  --strict   um piparote do JamSumo tem de dar o tabuleiro registado bit a bit (senão 1, replay-diverged)',
  replayGiveFile: 'indique o ficheiro de registo de jogo a repetir',
  replayIllegal: ({ index, message, code }) => `a ação ${index} é ilegal: ${message} (${code})`,
  replayNote: ({ notice }) => `nota: ${notice}`,

  scoreSummary: 'pontua cinco dados numa categoria do Jamb (ou uma tabela deles da entrada padrão)',
  scoreUsage: ({ categories }) =>
    [
      'dicetable score jamb CATEGORIA D1 D2 D3 D4 D5 [--roll N] [--straight-by-roll] [--trips-bonus-20]',
      '       dicetable score jamb [opções] < linhas "CATEGORIA D1 D2 D3 D4 D5"',
      `CATEGORIA é uma de ${categories}; cada dado é 1 a 6. Mostra a pontuação como número simples,`,
      'um por linha de entrada ao ler a entrada padrão. --roll (1–3, padrão 3) só conta com --straight-by-roll.',
    ].join('\n'),
  scoreUnknownCategory: ({ category, categories }) =>
    `categoria desconhecida '${category}' (uma de ${categories})`,
  scoreFiveDice: ({ dice }) => `indique exatamente cinco dados, cada um de 1 a 6 (recebido '${dice}')`,
  scoreRollTakes: '--roll aceita 1, 2 ou 3',
  scoreOnlyJamb: ({ game }) => `a pontuação existe para: jamb (recebido '${game}')`,

  simulateSummary:
    'põe jogadores do computador a jogar muitos jogos e mostra quantas vezes cada um ganha; --json para JSON',
  simulateNameGame: ({ games }) =>
    `indique o jogo a simular: ${games} (p. ex. dicetable simulate jamsumo --mode sumo)`,
  simulateJambSummary: 'Jamb a solo de um jogador do computador (regras padrão); padrão 100 jogos, semente 1',
  simulateJambUsage: ({ players }) =>
    [
      `    dicetable simulate jamb --player ${players} [--games N] [--seed S] [--json]`,
      '    --json     mostra {"games", "mean", "sd", "min", "max", "msPerDecision"}',
    ].join('\n'),
  simulateYamSummary: 'Yam Master, A contra B, o primeiro lugar alterna; padrão 100 jogos, semente 1',
  simulateYamUsage: ({ players }) =>
    [
      '    dicetable simulate yam-master --players A,B [--games N] [--seed S] [--json]',
      `    --players  dois de ${players}`,
      '    --json     mostra {"games", "wins": [A, B], "draws", "winRate", "msPerDecision"} (winRate de A)',
    ].join('\n'),
  simulateJamSumoSummary: 'jogadores do computador de JamSumo uns contra os outros (Jam, Sumo ou Jam Sumo)',
  simulateJamSumoUsage: ({ most, players }) =>
    [
      '    dicetable simulate jamsumo [--mode jam|sumo|jamsumo] [--players expert,aimer] [--games N] [--seed S] [--json] [--progress]',
      `    --players  2–${most} de ${players}, pela ordem dos lugares (padrão expert,aimer)`,
      '    --games    jogos a jogar (padrão 10); o marcador de ronda começa no lugar seguinte em cada jogo',
      '    --json     mostra {"games", "wins", "draws", "winRate", "msPerDecision", "candidatesPerSecond"}',
      '    --progress mostra cada jogo quando acaba (em stderr)',
    ].join('\n'),
  simulateUnexpected: ({ argument }) => `argumento inesperado '${argument}'`,
  simulateCount: ({ option, min, text }) =>
    `${option} aceita um número inteiro de pelo menos ${min} (recebido '${text}')`,
  simulatePlayerOneOf: ({ players }) => `--player aceita um de ${players}`,
  simulatePlayersTwoOf: ({ players }) => `--players aceita dois de ${players}, p. ex. hard,greedy`,
  simulateJambResult: (p) =>
    `${p.player} em ${p.games} ${games(p.count)} (semente ${p.seed}): média ${p.mean}, dp ${p.sd}, ` +
    `mín ${p.min}, máx ${p.max}; ${p.ms} ms por decisão (mediana ${p.median} ms)`,
  simulateYamResult: (p) =>
    `${p.first} contra ${p.second} em ${p.games} ${games(p.count)} (semente ${p.seed}): ${p.wins} vitórias, ` +
    `${p.losses} derrotas, ${p.draws} empates (taxa de vitória ${p.winRate}); ${p.ms} ms por decisão ` +
    `(mediana ${p.median} ms)`,
  simulateModeOneOf: ({ modes }) => `--mode tem de ser um de ${modes}`,
  simulatePlayersCount: ({ least, most }) => `--players indica ${least} a ${most} jogadores`,
  simulateUnknownPlayer: ({ name, players }) => `jogador desconhecido '${name}'; jogadores: ${players}`,
  simulateWholeNumber: ({ option, min }) => `${option} tem de ser um número inteiro ≥ ${min}`,
  jamSumoProgress: (p) =>
    `jogo ${p.game}/${p.games}: ${p.outcome}; vitórias até agora ${p.wins}, empates ${p.draws}`,
  jamSumoDraw: 'empate',
  jamSumoAbandoned: 'abandonado',
  jamSumoAgainst: ' contra ',
  jamSumoHeading: (p) =>
    `JamSumo, ${p.mode}: ${p.games} ${games(p.count)} de ${p.players} (semente ${p.seed})`,
  jamSumoSeat: (p) =>
    `  ${p.player} (lugar ${p.seat}): ${p.wins} ${plural(p.count, { one: 'vitória', other: 'vitórias' })}`,
  jamSumoDraws: ({ draws }) => `  empates: ${draws}`,
  jamSumoShare: ({ player, share, ms }) => `  ${player} ganha ${share}; ${ms} ms de CPU por decisão`,
  jamSumoPlanners: ({ rate }) =>
    `  os planeadores simularam ${rate} piparotes candidatos até parar por segundo de CPU`,

  statsSummary: 'estatísticas por jogador de registos de jogos terminados, em JSON',
  statsUsage: `dicetable stats REGISTO...

Mostra em JSON as estatísticas de cada jogador nos jogos terminados entre os registos:
{ "games": N, "players": [{ "player", "games", "jamb", "yamMaster", "jamsumo" }] }, sendo um jogador um
nome. Jamb: games, mean, best, worst, totals, columnMeans, upperBonusShare, hitRates; Yam Master: wins,
losses, draws, linesOfFive, meanPoints; JamSumo: modes, meanPipsPerRound, diceSunk, flickRounds
(docs/statistics.md define cada uma). Jogos por terminar ou ilegais são saltados com uma nota em stderr.`,
  statsSkipped: ({ file }) => `${file}: saltado, não é um jogo terminado e legal`,
});
