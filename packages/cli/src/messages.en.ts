// English: the words the command has always printed. Numbers arrive already written (i18n/format.ts).

export const en = {
  // The command's help.
  helpTitle: 'dicetable — rules, odds and dice physics of Jamb, Yam Master and JamSumo',
  helpUsage: 'Usage: dicetable <command> [arguments]',
  helpCommands: 'Commands:',
  helpHelp: "show this help, or a command's usage: dicetable help <command>",
  helpOptions: 'Options:',
  helpOptionHelp: '  --help, -h     show this help',
  helpOptionVersion: '  --version, -v  print the version',
  helpOptionLang: ({ tags }: { tags: string }) =>
    `  --lang TAG     the language of the words printed: ${tags}`,
  commandHelp: ({ summary, usage }: { summary: string; usage: string }) => `${summary}\n\nUsage: ${usage}`,
  unknownCommand: ({ name }: { name: string }) =>
    `unknown command '${name}'. Run 'dicetable --help' for the list.`,

  // Refusals several commands share.
  unknownOptionQuoted: ({ option }: { option: string }) => `unknown option '${option}'`,
  unknownOption: ({ option }: { option: string }) => `unknown option ${option}`,
  withUsage: ({ message, usage }: { message: string; usage: string }) => `${message}\n\nUsage: ${usage}`,
  atLine: ({ line, message }: { line: string; message: string }) => `line ${line}: ${message}`,
  cannotRead: ({ file }: { file: string }) => `cannot read ${file}`,
  // A file that is no game log, by its refusal code: in English the rules' own words.
  logNotJson: 'This file is not a Dicetable game: it is not valid JSON.',
  logForeign: 'This file is not a Dicetable game log.',
  logBadVersion: 'This game log has no valid version number.',
  logNewerVersion: ({ version, newest }: { version: string; newest: string }) =>
    `This game log was written by a newer Dicetable (format ${version}); this one reads up to ${newest}.`,
  logUnknownGame: ({ game }: { game: string }) => `This game log is for an unknown game: ${game}.`,
  logMalformed: 'This game log is damaged: setup or actions are missing.',
  giveLogs: 'give one or more game log files',
  needsValue: ({ option }: { option: string }) => `${option} needs a value`,

  // Game words: English prints the ids, as typed on the command line.
  categoryOnes: 'ones',
  categoryTwos: 'twos',
  categoryThrees: 'threes',
  categoryFours: 'fours',
  categoryFives: 'fives',
  categorySixes: 'sixes',
  categoryMax: 'max',
  categoryMin: 'min',
  categoryTrips: 'trips',
  categoryStraight: 'straight',
  categoryFull: 'full',
  categoryCarre: 'carre',
  categoryJamb: 'jamb',
  figureFull: 'full',
  figureCarre: 'carre',
  figureYam: 'yam',
  figureSuite: 'suite',
  figureLe8: 'le8',
  figureSec: 'sec',
  figureDefi: 'defi',
  yamBrelan: ({ n }: { n: string }) => `${n}`,
  figureSeparator: ' ',

  adviseSummary: "the expert's next action for each game log read from standard input",
  adviseUsage: [
    'dicetable advise --stream   < one game log (JSON) per line',
    'For each log (any moment of a Jamb or Yam Master game, docs/game-log.md) prints one line: the action',
    'the expert would take next, as a log action object, with "expected" (the expected final score of the',
    'sheet) for Jamb. A throw of the dice not held is {"type": "roll"} for app and real dice alike.',
    'A line that is not a playable log gets {"error": {"code", "message"}} and the stream goes on.',
  ].join('\n'),
  adviseUnknownArgument: ({ argument }: { argument: string }) => `unknown argument ${argument}`,
  adviseNeedsStream: 'advise reads logs from standard input: add --stream',

  benchSummary: 'run a benchmark (odds, physics, fairness) and print its figures; --json for JSON',
  benchUsage:
    'dicetable bench NAME [--json]   (with no NAME: every benchmark)\n' +
    '       dicetable bench vision --accuracy DIR [--json]   (DIR holds images/ and YOLO labels/)',
  benchUnknown: ({ name, available }: { name: string; available: string }) =>
    `unknown benchmark '${name}'; available: ${available}`,

  diceCheckSummary: 'test whether the real dice entered in game logs are fair (χ²)',
  diceCheckUsage: `dicetable dice-check LOG... [--dice-set NAME] [--json]

Counts every die value entered with real dice in the logs (the first throw of a turn: all five dice;
a later throw: only the dice not held) and tests whether the six faces are equally likely (Pearson's χ²,
5 degrees of freedom). --dice-set NAME counts only games played with that named set of dice.
--json prints {"throws", "faces": [ones…sixes], "chi2", "p"}; without it a verdict in words.`,
  diceSetNeedsName: '--dice-set needs the name of a set of dice',
  diceThrows: ({ throws }: { throws: string }) => `throws: ${throws}`,
  diceChi2: ({ chi2 }: { chi2: string }) => `chi2: ${chi2}  (5 degrees of freedom)`,
  diceTooFew: ({ needed }: { needed: string }) => `too few throws to judge: ${needed} more needed`,
  diceNoSign: ({ throws, p }: { throws: string; p: string }) =>
    `no sign of bias after ${throws} throws (p = ${p})`,
  diceBiased: ({ face, often, p }: { face: number; often: boolean; p: string }) =>
    `${['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'][face - 1]} come up too ${often ? 'often' : 'rarely'}: p = ${p}`,
  diceMoreThrows: ({ throws }: { count: number; throws: string }) =>
    `${throws} more throws would reveal a 2-point bias on one face`,
  diceEnoughThrows: 'enough throws to reveal a 2-point bias on one face',

  figuresSummary: 'list the Yam Master squares five dice qualify for',
  figuresUsage: `dicetable figures D1 D2 D3 D4 D5 [--first-roll] [--defi]
       dicetable figures < lines of "D1 D2 D3 D4 D5 [first-roll|defi]"

Prints the Yam Master square labels the five dice qualify for, space-separated, in this order:
brelans 1 2 3 4 5 6, then carre defi full le8 sec suite yam (alphabetical), e.g. "3 carre full yam".
--first-roll: the dice are the turn's first roll (sec when they make a figure other than a brelan).
--defi: a Défi was declared and the dice come after roll 2 or 3 (defi when they make a figure other
than a brelan; a failed Défi allows no square, so the line is empty).`,
  fiveDiceNot: ({ count }: { count: string }) => `give five dice, not ${count}`,
  notADie: ({ word }: { word: string }) => `'${word}' is not a die value from 1 to 6`,
  defiNotFirstRoll: 'a Défi is judged after roll 2 or 3, so it cannot be the first roll',

  flickSummary: 'simulate a dice physics scenario (board, dice, flicks) to rest and print the outcome',
  flickUsage: [
    'dicetable flick SCENARIO.json [--json]',
    '',
    '  SCENARIO.json  a board, dice and flicks (format: docs/physics-scenario.md; "-" reads stdin)',
    '  --json         print {"initialSeconds", "flicks": [{flick, contacts, seconds, rested}], "outcomes"}',
    '',
    'The dice are placed and left to come to rest, then each flick is made in turn and simulated until',
    'everything rests. Prints where each die ended (board, platform N, hole, off), whether it lies flat',
    'and its top face, and for each flick the pairs of dice that touched.',
  ].join('\n'),
  flickOneScenario: 'give exactly one scenario file',
  flickLine: (p: {
    number: string;
    die: string;
    direction: string;
    strength: string;
    height: string;
    touched: string;
    rest: string;
  }) =>
    `flick ${p.number}: die ${p.die}, direction ${p.direction} rad, strength ${p.strength}, height ${p.height}: ${p.touched}; ${p.rest}`,
  flickTouchedNone: 'touched no other die',
  flickTouched: ({ pairs }: { pairs: string }) => `touched ${pairs}`,
  flickRested: ({ seconds }: { seconds: string }) => `rested after ${seconds} s`,
  flickMoving: ({ seconds }: { seconds: string }) => `still moving after ${seconds} s`,
  dieOutcome: (p: { die: string; where: string; lie: string; x: string; y: string; z: string }) =>
    `die ${p.die}: ${p.where}${p.lie} at (${p.x}, ${p.y}, ${p.z}) m`,
  whereBoard: 'board',
  wherePlatform: ({ platform }: { platform: string }) => `platform ${platform}`,
  whereHole: 'hole',
  whereOff: 'off',
  lieFlat: ({ face }: { face: string }) => `, flat, ${face} up`,
  lieNotFlat: ', not flat',

  oddsSummary: 'exact odds of every Jamb category or Yam Master figure, and which dice to keep',
  oddsUsage: [
    'dicetable odds jamb|yam [--dice 2,2,2,4,6 --rolls-left N] [--defi] [--hold 2,2,2] [--json]',
    '',
    '  jamb|yam        the game (Yam Master is yam)',
    '  --dice D,D,D,D,D  the five dice now; without it: before the first roll of a turn (3 rolls left)',
    '  --rolls-left N  rolls left after this roll: 0, 1 or 2 (default 2, just after the first roll)',
    '  --defi          Yam Master: a Défi has been declared this turn',
    '  --hold D,D,...  also show the figures when exactly these dice are kept and the rest rerolled now',
    '                  ("" keeps none)',
    '  --straight-by-roll, --trips-bonus-20',
    '                  Jamb house rules: a straight scores 66/56/46 by roll; trips score 3 × value + 20',
    '  --json          print {"targets": {ID: {...}}, "given": {...}} as JSON',
    '',
    'For each target: the best chance over every way of holding and stopping, the dice to keep now for',
    'it, and for Jamb the best expected score of the category and the dice to keep for that.',
  ].join('\n'),
  oddsDiceNeedsValue: ({ option }: { option: string }) => `${option} needs a value, e.g. ${option} 2,2,2,4,6`,
  oddsNotADie: ({ option, part }: { option: string; part: string }) =>
    `${option}: '${part}' is not a die value 1-6`,
  oddsRollsLeftWhole: '--rolls-left needs a whole number: 0, 1 or 2 (3 without --dice)',
  oddsOneGame: ({ first, second }: { first: string; second: string }) =>
    `one game only; got '${first}' and '${second}'`,
  oddsUnknownGame: ({ name }: { name: string }) => `unknown game '${name}'; use jamb or yam`,
  oddsWhichGame: ({ usage }: { usage: string }) => `which game? Usage: ${usage}`,
  oddsDefiOnlyYam: 'a Défi exists only in Yam Master',
  oddsHouseRulesOnlyJamb: 'Jamb house rules apply only to Jamb',
  oddsThreeRollsBefore: 'before the first roll (no dice) there are 3 rolls left',
  oddsDefiNeedsDice: 'a Défi is declared after the first roll, so it needs dice',
  oddsHoldNeedsDice: 'a hold needs dice',
  oddsRollsLeftAfterRoll: 'after a roll, rolls left must be 0, 1 or 2',
  oddsNoRollsLeft: 'no rolls left: the dice cannot be rerolled',
  oddsHeading: ({ game, situation }: { game: string; situation: string }) => `${game} odds: ${situation}`,
  oddsBeforeFirstRoll: 'before the first roll, 3 rolls left',
  oddsDiceRollsLeft: ({ dice, count, rolls }: { dice: string; count: number; rolls: string }) =>
    `dice ${dice}, ${rolls} roll${count === 1 ? '' : 's'} left`,
  oddsDefiDeclared: ', Défi declared',
  oddsTarget: 'target',
  oddsChance: 'chance',
  oddsForChance: 'for the chance',
  oddsExpected: 'expected',
  oddsForPoints: 'for the points',
  oddsWith: ({ hold }: { hold: string }) => `with ${hold}`,
  oddsGivenJamb: ({ chance, points }: { chance: string; points: string }) => `${chance}, ${points} pts`,
  holdStop: 'stop',
  holdRerollAll: 'reroll all',
  holdKeep: ({ dice }: { dice: string }) => `keep ${dice}`,

  readDiceSummary: 'read the dice in JPEG or PNG photos (value, box, confidence); --json for JSON lines',
  readDiceUsage: `dicetable read-dice IMAGE... [--json]

Reads the dice in each JPEG or PNG photo: the face up of every six-sided pip die, its box in pixels
(x, y, width, height from the top-left corner) and the reader's confidence from 0 to 1.
--json prints one line per image:
  {"file","width","height","dice":[{"value","box","confidence"}],"ms"}
or, for a file that cannot be read or is not an image, {"file","error":{"code","message"}} with code
unreadable, not-an-image or corrupt-image. Exits 1 when any file failed, after reading the others.`,
  readDiceToldUsage: `With --dice N, the number of dice thrown: "dice" holds at most the N likeliest dice, in the
same order, and every other die the reader saw goes, likeliest first, into a new field after "dice":
  {"file","width","height","dice":[...],"others":[{"value","box","confidence"}],"ms"}
N is a whole number, 1 or more. Without --dice the output is as above.`,
  readDiceCountNeeded: '--dice needs the number of dice thrown, e.g. --dice 5',
  readDiceCountBad: ({ value }: { value: string }) =>
    `--dice takes the number of dice thrown, a whole number of 1 or more, not '${value}'`,
  readDiceCountTwice: '--dice is given twice: give the number of dice thrown once',
  readDiceOthers: ({ values }: { values: string }) => ` (also seen, less likely: ${values})`,
  readDiceNameFiles: 'name at least one JPEG or PNG file',
  readDiceCount: ({ count, dice }: { count: number; dice: string }) =>
    count === 1 ? '1 die' : `${dice} dice`,
  readDiceLine: (p: { file: string; size: string; count: string; values: string; ms: string }) =>
    `${p.file} (${p.size}): ${p.count}${p.values}  [${p.ms} ms]`,
  imageUnreadable: ({ reason }: { reason: string }) => `cannot read the file (${reason})`,
  imageNotAnImage: 'not a JPEG or PNG file',
  imageCorrupt: ({ format, reason }: { format: string; reason: string }) =>
    `cannot decode the ${format} data: ${reason}`,

  replaySummary: 'replay a saved game log through the rules and print the result as JSON',
  replayUsage:
    'dicetable replay FILE [--strict]   (exit 1 at the first illegal action, 2 for an unreadable file)\n' +
    '  --strict   a JamSumo flick must re-simulate to the recorded board bit for bit (else exit 1, replay-diverged)',
  replayGiveFile: 'give the game log file to replay',
  replayIllegal: ({ index, message, code }: { index: string; message: string; code: string }) =>
    `action ${index} is illegal: ${message} (${code})`,
  replayNote: ({ notice }: { notice: string }) => `note: ${notice}`,

  scoreSummary: 'score five dice in a Jamb category (or a table of them from standard input)',
  scoreUsage: ({ categories }: { categories: string }) =>
    [
      'dicetable score jamb CATEGORY D1 D2 D3 D4 D5 [--roll N] [--straight-by-roll] [--trips-bonus-20]',
      '       dicetable score jamb [options] < lines of "CATEGORY D1 D2 D3 D4 D5"',
      `CATEGORY is one of ${categories}; each die is 1 to 6. Prints the score as a bare integer,`,
      'one per input line when reading standard input. --roll (1–3, default 3) matters only with --straight-by-roll.',
    ].join('\n'),
  scoreUnknownCategory: ({ category, categories }: { category: string; categories: string }) =>
    `unknown category '${category}' (one of ${categories})`,
  scoreFiveDice: ({ dice }: { dice: string }) => `give exactly five dice, each 1 to 6 (got '${dice}')`,
  scoreRollTakes: '--roll takes 1, 2 or 3',
  scoreOnlyJamb: ({ game }: { game: string }) => `scoring is available for: jamb (got '${game}')`,

  simulateSummary: 'let computer players play many games and print how often each wins; --json for JSON',
  simulateNameGame: ({ games }: { games: string }) =>
    `name the game to simulate: ${games} (e.g. dicetable simulate jamsumo --mode sumo)`,
  simulateJambSummary: 'solo Jamb games of one computer player (default rules); defaults 100 games, seed 1',
  simulateJambUsage: ({ players }: { players: string }) =>
    [
      `    dicetable simulate jamb --player ${players} [--games N] [--seed S] [--json]`,
      '    --json     print {"games", "mean", "sd", "min", "max", "msPerDecision"}',
    ].join('\n'),
  simulateYamSummary: 'Yam Master, A against B, the first seat alternating; defaults 100 games, seed 1',
  simulateYamUsage: ({ players }: { players: string }) =>
    [
      '    dicetable simulate yam-master --players A,B [--games N] [--seed S] [--json]',
      `    --players  two of ${players}`,
      '    --json     print {"games", "wins": [A, B], "draws", "winRate", "msPerDecision"} (winRate of A)',
    ].join('\n'),
  simulateJamSumoSummary: 'JamSumo computer players against each other (Jam, Sumo or Jam Sumo)',
  simulateJamSumoUsage: ({ most, players }: { most: string; players: string }) =>
    [
      '    dicetable simulate jamsumo [--mode jam|sumo|jamsumo] [--players expert,aimer] [--games N] [--seed S] [--json] [--progress]',
      `    --players  2–${most} of ${players}, in seat order (default expert,aimer)`,
      '    --games    games to play (default 10); the round marker starts with the next seat each game',
      '    --json     print {"games", "wins", "draws", "winRate", "msPerDecision", "candidatesPerSecond"}',
      '    --progress print each game as it ends (on stderr)',
    ].join('\n'),
  simulateUnexpected: ({ argument }: { argument: string }) => `unexpected argument '${argument}'`,
  simulateCount: ({ option, min, text }: { option: string; min: string; text: string }) =>
    `${option} takes a whole number of at least ${min} (got '${text}')`,
  simulatePlayerOneOf: ({ players }: { players: string }) => `--player takes one of ${players}`,
  simulatePlayersTwoOf: ({ players }: { players: string }) =>
    `--players takes two of ${players}, e.g. hard,greedy`,
  simulateJambResult: (p: {
    player: string;
    count: number;
    games: string;
    seed: string;
    mean: string;
    sd: string;
    min: string;
    max: string;
    ms: string;
    median: string;
  }) =>
    `${p.player} over ${p.games} games (seed ${p.seed}): mean ${p.mean}, sd ${p.sd}, ` +
    `min ${p.min}, max ${p.max}; ${p.ms} ms per decision (median ${p.median} ms)`,
  simulateYamResult: (p: {
    first: string;
    second: string;
    count: number;
    games: string;
    seed: string;
    wins: string;
    losses: string;
    draws: string;
    winRate: string;
    ms: string;
    median: string;
  }) =>
    `${p.first} against ${p.second} over ${p.games} games (seed ${p.seed}): ${p.wins} wins, ` +
    `${p.losses} losses, ${p.draws} draws (win rate ${p.winRate}); ${p.ms} ms per decision ` +
    `(median ${p.median} ms)`,
  simulateModeOneOf: ({ modes }: { modes: string }) => `--mode must be one of ${modes}`,
  simulatePlayersCount: ({ least, most }: { least: string; most: string }) =>
    `--players names ${least} to ${most} players`,
  simulateUnknownPlayer: ({ name, players }: { name: string; players: string }) =>
    `unknown player '${name}'; players: ${players}`,
  simulateWholeNumber: ({ option, min }: { option: string; min: string }) =>
    `${option} must be a whole number ≥ ${min}`,
  jamSumoProgress: (p: { game: string; games: string; outcome: string; wins: string; draws: string }) =>
    `game ${p.game}/${p.games}: ${p.outcome}; wins so far ${p.wins}, draws ${p.draws}`,
  jamSumoDraw: 'draw',
  jamSumoAbandoned: 'abandoned',
  jamSumoAgainst: ' against ',
  jamSumoHeading: (p: { mode: string; count: number; games: string; players: string; seed: string }) =>
    `JamSumo, ${p.mode}: ${p.games} games of ${p.players} (seed ${p.seed})`,
  jamSumoSeat: (p: { player: string; seat: string; count: number; wins: string }) =>
    `  ${p.player} (seat ${p.seat}): ${p.wins} wins`,
  jamSumoDraws: ({ draws }: { draws: string }) => `  draws: ${draws}`,
  jamSumoShare: ({ player, share, ms }: { player: string; share: string; ms: string }) =>
    `  ${player} wins ${share}; ${ms} ms CPU per decision`,
  jamSumoPlanners: ({ rate }: { rate: string }) =>
    `  planners simulated ${rate} candidate flicks to rest per CPU second`,

  statsSummary: 'per-player statistics of finished game logs, as JSON',
  statsUsage: `dicetable stats LOG...

Prints the statistics of every player in the finished games among the logs as JSON:
{ "games": N, "players": [{ "player", "games", "jamb", "yamMaster", "jamsumo" }] }, a player being a
name. Jamb: games, mean, best, worst, totals, columnMeans, upperBonusShare, hitRates; Yam Master: wins,
losses, draws, linesOfFive, meanPoints; JamSumo: modes, meanPipsPerRound, diceSunk, flickRounds
(docs/statistics.md defines each). Unfinished or illegal games are skipped with a note on stderr.`,
  statsSkipped: ({ file }: { file: string }) => `${file}: skipped, not a finished legal game`,
};
