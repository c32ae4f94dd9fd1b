// Serbian in Latin script (ekavian), the words of the table as in the app (docs/languages.md). Serbian
// Cyrillic is made from these texts (i18n/catalogue.ts): code between backticks stays Latin.
import { jambCategoryWords } from '@dicetable/i18n';
import { translate } from './i18n/catalogue.ts';
import { plural } from './i18n/format.ts';
import type { en } from './messages.en.ts';

const FACES = ['jedinice', 'dvojke', 'trojke', 'četvorke', 'petice', 'šestice'];
const throwsWord = (count: number) => plural(count, { one: 'bacanje', few: 'bacanja', other: 'bacanja' });
const games = (count: number) => plural(count, { one: 'igra', few: 'igre', other: 'igara' });
const gamesIn = (count: number) => plural(count, { one: 'igri', few: 'igre', other: 'igara' });
const wins = (count: number) => plural(count, { one: 'pobeda', few: 'pobede', other: 'pobeda' });

translate<typeof en>('cli', 'sr-Latn', {
  helpTitle: '`dicetable` — pravila, šanse i fizika kockica za Jamb, Yam Master i JamSumo',
  helpUsage: 'Upotreba: `dicetable <command> [arguments]`',
  helpCommands: 'Komande:',
  helpHelp: 'prikaži ovu pomoć ili upotrebu komande: `dicetable help <command>`',
  helpOptions: 'Opcije:',
  helpOptionHelp: '  `--help, -h`     prikaži ovu pomoć',
  helpOptionVersion: '  `--version, -v`  ispiši verziju',
  helpOptionLang: ({ tags }) => `  \`--lang TAG\`     jezik ispisanih reči: ${tags}`,
  commandHelp: ({ summary, usage }) => `${summary}\n\nUpotreba: ${usage}`,
  unknownCommand: ({ name }) => `nepoznata komanda '${name}'. Spisak daje '\`dicetable --help\`'.`,

  unknownOptionQuoted: ({ option }) => `nepoznata opcija '${option}'`,
  unknownOption: ({ option }) => `nepoznata opcija ${option}`,
  withUsage: ({ message, usage }) => `${message}\n\nUpotreba: ${usage}`,
  atLine: ({ line, message }) => `linija ${line}: ${message}`,
  cannotRead: ({ file }) => `ne mogu da pročitam ${file}`,
  logNotJson: 'Ova datoteka nije igra Dicetablea: nije ispravan JSON.',
  logForeign: 'Ova datoteka nije zapis igre Dicetablea.',
  logBadVersion: 'Ovaj zapis igre nema ispravan broj verzije.',
  logNewerVersion: ({ version, newest }) =>
    `Ovaj zapis igre napisao je noviji Dicetable (format ${version}); ovaj čita do ${newest}.`,
  logUnknownGame: ({ game }) => `Ovaj zapis igre je za nepoznatu igru: ${game}.`,
  logMalformed: 'Ovaj zapis igre je oštećen: nedostaju podešavanja ili radnje.',
  giveLogs: 'navedite jednu ili više datoteka zapisa igre',
  needsValue: ({ option }) => `${option} traži vrednost`,

  ...jambCategoryWords['sr-Latn'],
  figureFull: 'Ful',
  figureCarre: 'Poker',
  figureYam: 'Jamb',
  figureSuite: 'Kenta',
  figureLe8: '≤ 8',
  figureSec: 'Iz ruke',
  figureDefi: 'Izazov',
  yamBrelan: ({ n }) => `Triling ${n}`,
  figureSeparator: ', ',

  adviseSummary: 'sledeći potez stručnjaka za svaki zapis igre sa standardnog ulaza',
  adviseUsage: [
    '`dicetable advise --stream   <` jedan zapis igre (JSON) po liniji',
    'Za svaki zapis (bilo koji trenutak igre Jamba ili Yam Mastera, `docs/game-log.md`) ispisuje jednu',
    'liniju: potez koji bi stručnjak sledeći odigrao, kao objekat radnje zapisa, za Jamb sa `"expected"`',
    '(očekivani konačni zbir listića). Bacanje kockica koje se ne drže je `{"type": "roll"}`, za kockice',
    'aplikacije i prave kockice jednako. Linija koja nije igriv zapis dobija `{"error": {"code", "message"}}`',
    'i čitanje se nastavlja.',
  ].join('\n'),
  adviseUnknownArgument: ({ argument }) => `nepoznat argument ${argument}`,
  adviseNeedsStream: '`advise` čita zapise sa standardnog ulaza: dodajte --stream',

  benchSummary: 'pokreni merenje (`odds, physics, fairness`) i ispiši njegove brojke; --json za JSON',
  benchUsage:
    '`dicetable bench NAME [--json]`   (bez `NAME`: sva merenja)\n' +
    '       `dicetable bench vision --accuracy DIR [--json]`   (`DIR` sadrži `images/` i YOLO `labels/`)',
  benchUnknown: ({ name, available }) => `nepoznato merenje '${name}'; postoje: ${available}`,

  diceCheckSummary: 'proveri da li su prave kockice upisane u zapise igara poštene (χ²)',
  diceCheckUsage: `\`dicetable dice-check LOG... [--dice-set NAME] [--json]\`

Broji svaku vrednost pravih kockica upisanu u zapise (prvo bacanje poteza: svih pet kockica; kasnije
bacanje: samo kockice koje se ne drže) i proverava da li svih šest strana pada jednako često (Pirsonov
χ², 5 stepeni slobode). \`--dice-set NAME\` broji samo igre odigrane tim kompletom kockica.
--json ispisuje \`{"throws", "faces": [ones…sixes], "chi2", "p"}\`; bez njega ocenu rečima.`,
  diceSetNeedsName: '--dice-set traži ime kompleta kockica',
  diceThrows: ({ throws }) => `bacanja: ${throws}`,
  diceChi2: ({ chi2 }) => `\`chi2\`: ${chi2}  (5 stepeni slobode)`,
  diceTooFew: ({ needed }) => `premalo bacanja za ocenu: treba još ${needed}`,
  diceNoSign: ({ throws, p }) => `nema znaka pristrasnosti posle ${throws} bacanja (\`p\` = ${p})`,
  diceBiased: ({ face, often, p }) =>
    `${FACES[face - 1]} padaju ${often ? 'prečesto' : 'preretko'}: \`p\` = ${p}`,
  diceMoreThrows: ({ count, throws }) =>
    `još ${throws} ${throwsWord(count)} otkrilo bi pristrasnost od 2 procentna poena na jednoj strani`,
  diceEnoughThrows: 'dovoljno bacanja da se otkrije pristrasnost od 2 procentna poena na jednoj strani',

  figuresSummary: 'navedi polja Yam Mastera koja pet kockica dozvoljava',
  figuresUsage: `\`dicetable figures D1 D2 D3 D4 D5 [--first-roll] [--defi]\`
       \`dicetable figures < "D1 D2 D3 D4 D5 [first-roll|defi]"\` (po liniji)

Ispisuje polja Yam Mastera koja pet kockica dozvoljava, odvojena zarezima: najpre trilinge (1 do 6), zatim
figure, npr. "Triling 3, Poker, Ful, Jamb".
--first-roll: kockice su prvo bacanje poteza (Iz ruke kad čine figuru koja nije triling).
--defi: najavljen je Izazov i kockice dolaze posle 2. ili 3. bacanja (Izazov kad čine figuru koja nije
triling; neuspeli Izazov ne daje polje, pa je linija prazna).`,
  fiveDiceNot: ({ count }) => `navedite pet kockica, ne ${count}`,
  notADie: ({ word }) => `'${word}' nije vrednost kockice od 1 do 6`,
  defiNotFirstRoll: 'Izazov se ocenjuje posle 2. ili 3. bacanja, pa ne može biti prvo bacanje',

  flickSummary: 'simuliraj fizički scenario (tabla, kockice, udarci) do mirovanja i ispiši ishod',
  flickUsage: [
    '`dicetable flick SCENARIO.json [--json]`',
    '',
    '  `SCENARIO.json`  tabla, kockice i udarci (format: `docs/physics-scenario.md`; `"-"` čita `stdin`)',
    '  `--json         {"initialSeconds", "flicks": [{flick, contacts, seconds, rested}], "outcomes"}`',
    '',
    'Kockice se postave i puste da se smire, zatim se svaki udarac izvede redom i simulira dok se sve ne',
    'smiri. Ispisuje gde je svaka kockica završila (tabla, platforma `N`, rupa, van), da li leži ravno i',
    'njenu gornju stranu, a za svaki udarac parove kockica koje su se dodirnule.',
  ].join('\n'),
  flickOneScenario: 'navedite tačno jednu datoteku scenarija',
  flickLine: (p) =>
    `udarac ${p.number}: kockica ${p.die}, smer ${p.direction} rad, snaga ${p.strength}, visina ${p.height}: ${p.touched}; ${p.rest}`,
  flickTouchedNone: 'nije dodirnula drugu kockicu',
  flickTouched: ({ pairs }) => `dodirnula ${pairs}`,
  flickRested: ({ seconds }) => `smirila se posle ${seconds} s`,
  flickMoving: ({ seconds }) => `još se kreće posle ${seconds} s`,
  dieOutcome: (p) => `kockica ${p.die}: ${p.where}${p.lie} na (${p.x}; ${p.y}; ${p.z}) m`,
  whereBoard: 'tabla',
  wherePlatform: ({ platform }) => `platforma ${platform}`,
  whereHole: 'rupa',
  whereOff: 'van',
  lieFlat: ({ face }) => `, ravno, gore ${face}`,
  lieNotFlat: ', ne leži ravno',

  oddsSummary: 'tačne šanse svakog reda Jamba ili figure Yam Mastera i koje kockice zadržati',
  oddsUsage: [
    '`dicetable odds jamb|yam [--dice 2,2,2,4,6 --rolls-left N] [--defi] [--hold 2,2,2] [--json]`',
    '',
    '  `jamb|yam`        igra (Yam Master je `yam`)',
    '  `--dice D,D,D,D,D`  pet kockica sada; bez toga: pre prvog bacanja poteza (ostaju 3 bacanja)',
    '  `--rolls-left N`  bacanja preostala posle ovog: 0, 1 ili 2 (podrazumevano 2, odmah posle prvog)',
    '  --defi          Yam Master: u ovom potezu najavljen je Izazov',
    '  `--hold D,D,...`  prikaži i figure kad se zadrže tačno ove kockice, a ostale se sada ponovo bace',
    '                  (`""` ne zadržava nijednu)',
    '  --straight-by-roll, --trips-bonus-20',
    '                  kućna pravila Jamba: kenta vredi 66/56/46 po bacanju; triling 3 × vrednost + 20',
    '  --json          ispiši `{"targets": {ID: {...}}, "given": {...}}` kao JSON',
    '',
    'Za svaki cilj: najbolja šansa preko svih načina držanja i zaustavljanja, kockice koje sada treba',
    'zadržati za njega, a za Jamb najbolji očekivani zbir reda i kockice koje za to treba zadržati.',
  ].join('\n'),
  oddsDiceNeedsValue: ({ option }) => `${option} traži vrednost, npr. ${option} \`2,2,2,4,6\``,
  oddsNotADie: ({ option, part }) => `${option}: '${part}' nije vrednost kockice 1-6`,
  oddsRollsLeftWhole: '--rolls-left traži ceo broj: 0, 1 ili 2 (3 bez --dice)',
  oddsOneGame: ({ first, second }) => `samo jedna igra; dobijeno '${first}' i '${second}'`,
  oddsUnknownGame: ({ name }) => `nepoznata igra '${name}'; upotrebite \`jamb\` ili \`yam\``,
  oddsWhichGame: ({ usage }) => `koja igra? Upotreba: ${usage}`,
  oddsDefiOnlyYam: 'Izazov postoji samo u Yam Masteru',
  oddsHouseRulesOnlyJamb: 'kućna pravila Jamba važe samo za Jamb',
  oddsThreeRollsBefore: 'pre prvog bacanja (bez kockica) ostaju 3 bacanja',
  oddsDefiNeedsDice: 'Izazov se najavljuje posle prvog bacanja, pa traži kockice',
  oddsHoldNeedsDice: 'za držanje trebaju kockice',
  oddsRollsLeftAfterRoll: 'posle bacanja ostaje 0, 1 ili 2 bacanja',
  oddsNoRollsLeft: 'nema više bacanja: kockice se ne mogu ponovo baciti',
  oddsHeading: ({ game, situation }) => `Šanse, ${game}: ${situation}`,
  oddsBeforeFirstRoll: 'pre prvog bacanja, ostaju 3 bacanja',
  oddsDiceRollsLeft: ({ dice, count, rolls }) =>
    `kockice ${dice}, ${plural(count, { one: 'ostaje', few: 'ostaju', other: 'ostaje' })} ${rolls} ${throwsWord(count)}`,
  oddsDefiDeclared: ', najavljen Izazov',
  oddsTarget: 'cilj',
  oddsChance: 'šansa',
  oddsForChance: 'za šansu',
  oddsExpected: 'očekivano',
  oddsForPoints: 'za poene',
  oddsWith: ({ hold }) => `uz ${hold}`,
  oddsGivenJamb: ({ chance, points }) => `${chance}, ${points} poena`,
  holdStop: 'stani',
  holdRerollAll: 'baci sve',
  holdKeep: ({ dice }) => `zadrži ${dice}`,

  readDiceSummary:
    'pročitaj kockice na JPEG ili PNG fotografijama (vrednost, okvir, sigurnost); --json za JSON linije',
  readDiceUsage: `\`dicetable read-dice IMAGE... [--json]\`

Čita kockice na svakoj JPEG ili PNG fotografiji: gornju stranu svake šestostrane kockice sa tačkicama,
njen okvir u pikselima (\`x, y\`, širina, visina od gornjeg levog ugla) i sigurnost čitača od 0 do 1.
--json ispisuje jednu liniju po slici:
  \`{"file","width","height","dice":[{"value","box","confidence"}],"ms"}\`
ili, za datoteku koja ne može da se pročita ili nije slika, \`{"file","error":{"code","message"}}\` sa kodom
\`unreadable, not-an-image\` ili \`corrupt-image\`. Završava sa 1 ako neka datoteka nije uspela, posle ostalih.`,
  readDiceToldUsage: `Sa \`--dice N\`, brojem bačenih kockica: \`"dice"\` sadrži najviše \`N\` najverovatnijih kockica, istim
redom, a svaka druga kockica koju je čitač video ide, najverovatnija prva, u novo polje posle \`"dice"\`:
  \`{"file","width","height","dice":[...],"others":[{"value","box","confidence"}],"ms"}\`
\`N\` je ceo broj, 1 ili više. Bez --dice ispis je kao gore.`,
  readDiceCountNeeded: '--dice traži broj bačenih kockica, npr. --dice 5',
  readDiceCountBad: ({ value }) => `--dice prima broj bačenih kockica, ceo broj od 1 naviše, a ne '${value}'`,
  readDiceCountTwice: '--dice je naveden dvaput: navedite broj bačenih kockica jednom',
  readDiceOthers: ({ values }) => ` (viđene i ove, manje verovatne: ${values})`,
  readDiceNameFiles: 'navedite bar jednu JPEG ili PNG datoteku',
  readDiceCount: ({ count, dice }) =>
    `${dice} ${plural(count, { one: 'kockica', few: 'kockice', other: 'kockica' })}`,
  readDiceLine: (p) => `${p.file} (${p.size}): ${p.count}${p.values}  [${p.ms} ms]`,
  imageUnreadable: ({ reason }) => `ne mogu da pročitam datoteku (${reason})`,
  imageNotAnImage: 'nije JPEG ni PNG datoteka',
  imageCorrupt: ({ format, reason }) => `ne mogu da dekodiram ${format} podatke: ${reason}`,

  replaySummary: 'ponovo odigraj sačuvani zapis igre po pravilima i ispiši rezultat kao JSON',
  replayUsage:
    '`dicetable replay FILE [--strict]`   (izlaz 1 na prvoj nedozvoljenoj radnji, 2 za nečitljivu datoteku)\n' +
    '  --strict   udarac u igri JamSumo mora bit po bit dati zapisanu tablu (inače izlaz 1, `replay-diverged`)',
  replayGiveFile: 'navedite datoteku zapisa igre koju treba ponovo odigrati',
  replayIllegal: ({ index, message, code }) => `radnja ${index} nije dozvoljena: ${message} (${code})`,
  replayNote: ({ notice }) => `napomena: ${notice}`,

  scoreSummary: 'zbir pet kockica u redu Jamba (ili tabela njih sa standardnog ulaza)',
  scoreUsage: ({ categories }) =>
    [
      '`dicetable score jamb CATEGORY D1 D2 D3 D4 D5 [--roll N] [--straight-by-roll] [--trips-bonus-20]`',
      '       `dicetable score jamb [options] < "CATEGORY D1 D2 D3 D4 D5"` (po liniji)',
      `\`CATEGORY\` je jedan od ${categories}; svaka kockica je 1 do 6. Ispisuje zbir kao goli broj,`,
      'po jedan za svaku ulaznu liniju. `--roll` (1–3, podrazumevano 3) važi samo uz --straight-by-roll.',
    ].join('\n'),
  scoreUnknownCategory: ({ category, categories }) => `nepoznat red '${category}' (jedan od ${categories})`,
  scoreFiveDice: ({ dice }) => `navedite tačno pet kockica, svaku od 1 do 6 (dobijeno '${dice}')`,
  scoreRollTakes: '`--roll` prima 1, 2 ili 3',
  scoreOnlyJamb: ({ game }) => `zbir postoji za: \`jamb\` (dobijeno '${game}')`,

  simulateSummary:
    'neka računarski igrači odigraju mnogo igara i ispiši koliko često ko pobeđuje; --json za JSON',
  simulateNameGame: ({ games: names }) =>
    `navedite igru za simulaciju: ${names} (npr. \`dicetable simulate jamsumo --mode sumo\`)`,
  simulateJambSummary:
    'Jamb jednog računarskog igrača (podrazumevana pravila); podrazumevano 100 igara, seme 1',
  simulateJambUsage: ({ players }) =>
    [
      `    \`dicetable simulate jamb --player\` ${players} \`[--games N] [--seed S] [--json]\``,
      '    `--json     {"games", "mean", "sd", "min", "max", "msPerDecision"}`',
    ].join('\n'),
  simulateYamSummary: 'Yam Master, `A` protiv `B`, prvo mesto se smenjuje; podrazumevano 100 igara, seme 1',
  simulateYamUsage: ({ players }) =>
    [
      '    `dicetable simulate yam-master --players A,B [--games N] [--seed S] [--json]`',
      `    \`--players\`  dva od ${players}`,
      '    `--json     {"games", "wins": [A, B], "draws", "winRate", "msPerDecision"}` (`winRate` za `A`)',
    ].join('\n'),
  simulateJamSumoSummary: 'računarski igrači igre JamSumo jedni protiv drugih (Jam, Sumo ili Jam Sumo)',
  simulateJamSumoUsage: ({ most, players }) =>
    [
      '    `dicetable simulate jamsumo [--mode jam|sumo|jamsumo] [--players expert,aimer] [--games N] [--seed S] [--json] [--progress]`',
      `    \`--players\`  2–${most} od ${players}, redom mesta (podrazumevano \`expert,aimer\`)`,
      '    --games    broj igara (podrazumevano 10); oznaka runde svake igre kreće od sledećeg mesta',
      '    `--json     {"games", "wins", "draws", "winRate", "msPerDecision", "candidatesPerSecond"}`',
      '    `--progress` ispiši svaku igru kad se završi (na `stderr`)',
    ].join('\n'),
  simulateUnexpected: ({ argument }) => `neočekivan argument '${argument}'`,
  simulateCount: ({ option, min, text }) =>
    `${option} prima ceo broj od najmanje ${min} (dobijeno '${text}')`,
  simulatePlayerOneOf: ({ players }) => `--player prima jedno od ${players}`,
  simulatePlayersTwoOf: ({ players }) => `--players prima dva od ${players}, npr. \`hard,greedy\``,
  simulateJambResult: (p) =>
    `${p.player} u ${p.games} ${gamesIn(p.count)} (seme ${p.seed}): prosek ${p.mean}, SD ${p.sd}, ` +
    `min ${p.min}, maks ${p.max}; ${p.ms} ms po odluci (medijana ${p.median} ms)`,
  simulateYamResult: (p) =>
    `${p.first} protiv ${p.second} u ${p.games} ${gamesIn(p.count)} (seme ${p.seed}): pobede ${p.wins}, ` +
    `porazi ${p.losses}, nerešeno ${p.draws} (udeo pobeda ${p.winRate}); ${p.ms} ms po odluci ` +
    `(medijana ${p.median} ms)`,
  simulateModeOneOf: ({ modes }) => `--mode mora biti jedno od ${modes}`,
  simulatePlayersCount: ({ least, most }) => `--players navodi ${least} do ${most} igrača`,
  simulateUnknownPlayer: ({ name, players }) => `nepoznat igrač '${name}'; igrači: ${players}`,
  simulateWholeNumber: ({ option, min }) => `${option} mora biti ceo broj ≥ ${min}`,
  jamSumoProgress: (p) =>
    `igra ${p.game}/${p.games}: ${p.outcome}; pobede dosad ${p.wins}, nerešeno ${p.draws}`,
  jamSumoDraw: 'nerešeno',
  jamSumoAbandoned: 'prekinuto',
  jamSumoAgainst: ' protiv ',
  jamSumoHeading: (p) => `JamSumo, ${p.mode}: ${p.games} ${games(p.count)}, ${p.players} (seme ${p.seed})`,
  jamSumoSeat: (p) => `  ${p.player} (mesto ${p.seat}): ${p.wins} ${wins(p.count)}`,
  jamSumoDraws: ({ draws }) => `  nerešeno: ${draws}`,
  jamSumoShare: ({ player, share, ms }) => `  ${player} pobeđuje u ${share}; ${ms} ms CPU-a po odluci`,
  jamSumoPlanners: ({ rate }) =>
    `  planeri su simulirali ${rate} kandidatskih udaraca do mirovanja u sekundi CPU-a`,

  statsSummary: 'statistika po igraču iz zapisa završenih igara, kao JSON',
  statsUsage: `\`dicetable stats LOG...\`

Ispisuje kao JSON statistiku svakog igrača u završenim igrama među zapisima:
\`{ "games": N, "players": [{ "player", "games", "jamb", "yamMaster", "jamsumo" }] }\`, gde je igrač ime.
Jamb: \`games, mean, best, worst, totals, columnMeans, upperBonusShare, hitRates\`; Yam Master: \`wins,
losses, draws, linesOfFive, meanPoints\`; JamSumo: \`modes, meanPipsPerRound, diceSunk, flickRounds\`
(\`docs/statistics.md\` definiše svaku). Nezavršene ili nedozvoljene igre preskaču se uz napomenu na \`stderr\`.`,
  statsSkipped: ({ file }) => `${file}: preskočeno, nije završena dozvoljena igra`,
});
