// Croatian (ijekavian). Jamb and Yam Master in the words of the table, as in the app (docs/languages.md).
import { jambCategoryWords } from '@dicetable/i18n';
import { translate } from './i18n/catalogue.ts';
import { plural } from './i18n/format.ts';
import type { en } from './messages.en.ts';

const FACES = ['jedinice', 'dvojke', 'trojke', 'četvorke', 'petice', 'šestice'];
const throwsWord = (count: number) => plural(count, { one: 'bacanje', few: 'bacanja', other: 'bacanja' });
const games = (count: number) => plural(count, { one: 'igra', few: 'igre', other: 'igara' });
const gamesIn = (count: number) => plural(count, { one: 'igri', few: 'igre', other: 'igara' });
const wins = (count: number) => plural(count, { one: 'pobjeda', few: 'pobjede', other: 'pobjeda' });

translate<typeof en>('cli', 'hr', {
  helpTitle: 'dicetable — pravila, izgledi i fizika kocaka za Jamb, Yam Master i JamSumo',
  helpUsage: 'Upotreba: dicetable <naredba> [argumenti]',
  helpCommands: 'Naredbe:',
  helpHelp: 'prikaži ovu pomoć ili upotrebu naredbe: dicetable help <naredba>',
  helpOptions: 'Opcije:',
  helpOptionHelp: '  --help, -h     prikaži ovu pomoć',
  helpOptionVersion: '  --version, -v  ispiši verziju',
  helpOptionLang: ({ tags }) => `  --lang TAG     jezik ispisanih riječi: ${tags}`,
  commandHelp: ({ summary, usage }) => `${summary}\n\nUpotreba: ${usage}`,
  unknownCommand: ({ name }) => `nepoznata naredba '${name}'. Popis daje 'dicetable --help'.`,

  unknownOptionQuoted: ({ option }) => `nepoznata opcija '${option}'`,
  unknownOption: ({ option }) => `nepoznata opcija ${option}`,
  withUsage: ({ message, usage }) => `${message}\n\nUpotreba: ${usage}`,
  atLine: ({ line, message }) => `redak ${line}: ${message}`,
  cannotRead: ({ file }) => `ne mogu pročitati ${file}`,
  logNotJson: 'Ova datoteka nije igra Dicetablea: nije ispravan JSON.',
  logForeign: 'Ova datoteka nije zapis igre Dicetablea.',
  logBadVersion: 'Ovaj zapis igre nema ispravan broj verzije.',
  logNewerVersion: ({ version, newest }) =>
    `Ovaj zapis igre napisao je noviji Dicetable (format ${version}); ovaj čita do ${newest}.`,
  logUnknownGame: ({ game }) => `Ovaj zapis igre je za nepoznatu igru: ${game}.`,
  logMalformed: 'Ovaj zapis igre je oštećen: nedostaju postavke ili radnje.',
  giveLogs: 'navedite jednu ili više datoteka zapisa igre',
  needsValue: ({ option }) => `${option} treba vrijednost`,

  ...jambCategoryWords.hr,
  figureFull: 'Ful',
  figureCarre: 'Poker',
  figureYam: 'Jamb',
  figureSuite: 'Kenta',
  figureLe8: '≤ 8',
  figureSec: 'Iz ruke',
  figureDefi: 'Izazov',
  yamBrelan: ({ n }) => `Triling ${n}`,
  figureSeparator: ', ',

  adviseSummary: 'sljedeći potez stručnjaka za svaki zapis igre sa standardnog ulaza',
  adviseUsage: [
    'dicetable advise --stream   < jedan zapis igre (JSON) po retku',
    'Za svaki zapis (bilo koji trenutak igre Jamba ili Yam Mastera, docs/game-log.md) ispisuje jedan redak:',
    'potez koji bi stručnjak sljedeći odigrao, kao objekt radnje zapisa, za Jamb s "expected" (očekivani',
    'konačni zbroj listića). Bacanje kocaka koje se ne drže je {"type": "roll"}, za kocke aplikacije i',
    'prave kocke jednako. Redak koji nije igriv zapis dobiva {"error": {"code", "message"}} i čitanje se',
    'nastavlja.',
  ].join('\n'),
  adviseUnknownArgument: ({ argument }) => `nepoznat argument ${argument}`,
  adviseNeedsStream: 'advise čita zapise sa standardnog ulaza: dodajte --stream',

  benchSummary: 'pokreni mjerenje (odds, physics, fairness) i ispiši njegove brojke; --json za JSON',
  benchUsage:
    'dicetable bench IME [--json]   (bez IMENA: sva mjerenja)\n' +
    '       dicetable bench vision --accuracy MAPA [--json]   (MAPA sadrži images/ i YOLO labels/)',
  benchUnknown: ({ name, available }) => `nepoznato mjerenje '${name}'; postoje: ${available}`,

  diceCheckSummary: 'provjeri jesu li prave kocke upisane u zapise igara poštene (χ²)',
  diceCheckUsage: `dicetable dice-check ZAPIS... [--dice-set IME] [--json]

Broji svaku vrijednost pravih kocaka upisanu u zapise (prvo bacanje poteza: svih pet kocaka; kasnije
bacanje: samo kocke koje se ne drže) i provjerava pada li svih šest strana jednako često (Pearsonov χ²,
5 stupnjeva slobode). --dice-set IME broji samo igre odigrane tim kompletom kocaka.
--json ispisuje {"throws", "faces": [jedinice…šestice], "chi2", "p"}; bez njega ocjenu riječima.`,
  diceSetNeedsName: '--dice-set treba ime kompleta kocaka',
  diceThrows: ({ throws }) => `bacanja: ${throws}`,
  diceChi2: ({ chi2 }) => `chi2: ${chi2}  (5 stupnjeva slobode)`,
  diceTooFew: ({ needed }) => `premalo bacanja za ocjenu: treba još ${needed}`,
  diceNoSign: ({ throws, p }) => `nema znaka pristranosti nakon ${throws} bacanja (p = ${p})`,
  diceBiased: ({ face, often, p }) =>
    `${FACES[face - 1]} padaju ${often ? 'prečesto' : 'prerijetko'}: p = ${p}`,
  diceMoreThrows: ({ count, throws }) =>
    `još ${throws} ${throwsWord(count)} otkrilo bi pristranost od 2 postotna boda na jednoj strani`,
  diceEnoughThrows: 'dovoljno bacanja da se otkrije pristranost od 2 postotna boda na jednoj strani',

  figuresSummary: 'popiši polja Yam Mastera koja pet kocaka dopušta',
  figuresUsage: `dicetable figures D1 D2 D3 D4 D5 [--first-roll] [--defi]
       dicetable figures < retci "D1 D2 D3 D4 D5 [first-roll|defi]"

Ispisuje polja Yam Mastera koja pet kocaka dopušta, odvojena zarezima: najprije trilinge (1 do 6), zatim
figure, npr. "Triling 3, Poker, Ful, Jamb".
--first-roll: kocke su prvo bacanje poteza (Iz ruke kad čine figuru koja nije triling).
--defi: najavljen je Izazov i kocke dolaze nakon 2. ili 3. bacanja (Izazov kad čine figuru koja nije
triling; neuspjeli Izazov ne daje polje, pa je redak prazan).`,
  fiveDiceNot: ({ count }) => `navedite pet kocaka, ne ${count}`,
  notADie: ({ word }) => `'${word}' nije vrijednost kocke od 1 do 6`,
  defiNotFirstRoll: 'Izazov se ocjenjuje nakon 2. ili 3. bacanja, pa ne može biti prvo bacanje',

  flickSummary: 'simuliraj fizikalni scenarij (ploča, kocke, udarci) do mirovanja i ispiši ishod',
  flickUsage: [
    'dicetable flick SCENARIO.json [--json]',
    '',
    '  SCENARIO.json  ploča, kocke i udarci (format: docs/physics-scenario.md; "-" čita stdin)',
    '  --json         ispiši {"initialSeconds", "flicks": [{flick, contacts, seconds, rested}], "outcomes"}',
    '',
    'Kocke se postave i puste da se smire, zatim se svaki udarac izvede redom i simulira dok se sve ne',
    'smiri. Ispisuje gdje je svaka kocka završila (ploča, platforma N, rupa, van), leži li ravno i njezinu',
    'gornju stranu, a za svaki udarac parove kocaka koje su se dodirnule.',
  ].join('\n'),
  flickOneScenario: 'navedite točno jednu datoteku scenarija',
  flickLine: (p) =>
    `udarac ${p.number}: kocka ${p.die}, smjer ${p.direction} rad, snaga ${p.strength}, visina ${p.height}: ${p.touched}; ${p.rest}`,
  flickTouchedNone: 'nije dodirnula drugu kocku',
  flickTouched: ({ pairs }) => `dodirnula ${pairs}`,
  flickRested: ({ seconds }) => `smirila se nakon ${seconds} s`,
  flickMoving: ({ seconds }) => `još se kreće nakon ${seconds} s`,
  dieOutcome: (p) => `kocka ${p.die}: ${p.where}${p.lie} na (${p.x}; ${p.y}; ${p.z}) m`,
  whereBoard: 'ploča',
  wherePlatform: ({ platform }) => `platforma ${platform}`,
  whereHole: 'rupa',
  whereOff: 'van',
  lieFlat: ({ face }) => `, ravno, gore ${face}`,
  lieNotFlat: ', ne leži ravno',

  oddsSummary: 'točni izgledi svakog reda Jamba ili figure Yam Mastera i koje kocke zadržati',
  oddsUsage: [
    'dicetable odds jamb|yam [--dice 2,2,2,4,6 --rolls-left N] [--defi] [--hold 2,2,2] [--json]',
    '',
    '  jamb|yam        igra (Yam Master je yam)',
    '  --dice D,D,D,D,D  pet kocaka sada; bez toga: prije prvog bacanja poteza (ostaju 3 bacanja)',
    '  --rolls-left N  bacanja preostala nakon ovog: 0, 1 ili 2 (zadano 2, odmah nakon prvog bacanja)',
    '  --defi          Yam Master: u ovom potezu najavljen je Izazov',
    '  --hold D,D,...  prikaži i figure kad se zadrže točno ove kocke, a ostale se sada ponovno bace',
    '                  ("" ne zadržava nijednu)',
    '  --straight-by-roll, --trips-bonus-20',
    '                  kućna pravila Jamba: kenta vrijedi 66/56/46 po bacanju; triling 3 × vrijednost + 20',
    '  --json          ispiši {"targets": {ID: {...}}, "given": {...}} kao JSON',
    '',
    'Za svaki cilj: najbolji izgled preko svih načina držanja i zaustavljanja, kocke koje sada treba',
    'zadržati za njega, a za Jamb najbolji očekivani zbroj reda i kocke koje za to treba zadržati.',
  ].join('\n'),
  oddsDiceNeedsValue: ({ option }) => `${option} treba vrijednost, npr. ${option} 2,2,2,4,6`,
  oddsNotADie: ({ option, part }) => `${option}: '${part}' nije vrijednost kocke 1-6`,
  oddsRollsLeftWhole: '--rolls-left treba cijeli broj: 0, 1 ili 2 (3 bez --dice)',
  oddsOneGame: ({ first, second }) => `samo jedna igra; dobiveno '${first}' i '${second}'`,
  oddsUnknownGame: ({ name }) => `nepoznata igra '${name}'; upotrijebite jamb ili yam`,
  oddsWhichGame: ({ usage }) => `koja igra? Upotreba: ${usage}`,
  oddsDefiOnlyYam: 'Izazov postoji samo u Yam Masteru',
  oddsHouseRulesOnlyJamb: 'kućna pravila Jamba vrijede samo za Jamb',
  oddsThreeRollsBefore: 'prije prvog bacanja (bez kocaka) ostaju 3 bacanja',
  oddsDefiNeedsDice: 'Izazov se najavljuje nakon prvog bacanja, pa treba kocke',
  oddsHoldNeedsDice: 'za držanje trebaju kocke',
  oddsRollsLeftAfterRoll: 'nakon bacanja ostaje 0, 1 ili 2 bacanja',
  oddsNoRollsLeft: 'nema više bacanja: kocke se ne mogu ponovno baciti',
  oddsHeading: ({ game, situation }) => `Izgledi, ${game}: ${situation}`,
  oddsBeforeFirstRoll: 'prije prvog bacanja, ostaju 3 bacanja',
  oddsDiceRollsLeft: ({ dice, count, rolls }) =>
    `kocke ${dice}, ${plural(count, { one: 'ostaje', few: 'ostaju', other: 'ostaje' })} ${rolls} ${throwsWord(count)}`,
  oddsDefiDeclared: ', najavljen Izazov',
  oddsTarget: 'cilj',
  oddsChance: 'izgled',
  oddsForChance: 'za izgled',
  oddsExpected: 'očekivano',
  oddsForPoints: 'za bodove',
  oddsWith: ({ hold }) => `uz ${hold}`,
  oddsGivenJamb: ({ chance, points }) => `${chance}, ${points} bod.`,
  holdStop: 'stani',
  holdRerollAll: 'baci sve',
  holdKeep: ({ dice }) => `zadrži ${dice}`,

  readDiceSummary:
    'pročitaj kocke na JPEG ili PNG fotografijama (vrijednost, okvir, sigurnost); --json za JSON retke',
  readDiceUsage: `dicetable read-dice SLIKA... [--json]

Čita kocke na svakoj JPEG ili PNG fotografiji: gornju stranu svake šesterostrane kocke s točkicama, njezin
okvir u pikselima (x, y, širina, visina od gornjeg lijevog kuta) i sigurnost čitača od 0 do 1.
--json ispisuje jedan redak po slici:
  {"file","width","height","dice":[{"value","box","confidence"}],"ms"}
ili, za datoteku koja se ne može pročitati ili nije slika, {"file","error":{"code","message"}} s kodom
unreadable, not-an-image ili corrupt-image. Završava s 1 ako neka datoteka nije uspjela, nakon ostalih.`,
  readDiceToldUsage: `S --dice N, brojem bačenih kocaka: "dice" sadrži najviše N najvjerojatnijih kocaka, istim
redom, a svaka druga kocka koju je čitač vidio ide, najvjerojatnija prva, u novo polje iza "dice":
  {"file","width","height","dice":[...],"others":[{"value","box","confidence"}],"ms"}
N je cijeli broj, 1 ili više. Bez --dice ispis je kao gore.`,
  readDiceCountNeeded: '--dice treba broj bačenih kocaka, npr. --dice 5',
  readDiceCountBad: ({ value }) =>
    `--dice prima broj bačenih kocaka, cijeli broj od 1 naviše, a ne '${value}'`,
  readDiceCountTwice: '--dice je naveden dvaput: navedite broj bačenih kocaka jednom',
  readDiceOthers: ({ values }) => ` (viđene i ove, manje vjerojatne: ${values})`,
  readDiceNameFiles: 'navedite barem jednu JPEG ili PNG datoteku',
  readDiceCount: ({ count, dice }) =>
    `${dice} ${plural(count, { one: 'kocka', few: 'kocke', other: 'kocaka' })}`,
  readDiceLine: (p) => `${p.file} (${p.size}): ${p.count}${p.values}  [${p.ms} ms]`,
  imageUnreadable: ({ reason }) => `ne mogu pročitati datoteku (${reason})`,
  imageNotAnImage: 'nije JPEG ni PNG datoteka',
  imageCorrupt: ({ format, reason }) => `ne mogu dekodirati ${format} podatke: ${reason}`,

  replaySummary: 'ponovno odigraj spremljeni zapis igre po pravilima i ispiši rezultat kao JSON',
  replayUsage:
    'dicetable replay DATOTEKA [--strict]   (izlaz 1 na prvoj nedopuštenoj radnji, 2 za nečitljivu datoteku)\n' +
    '  --strict   udarac u JamSumu mora bit po bit dati zapisanu ploču (inače izlaz 1, replay-diverged)',
  replayGiveFile: 'navedite datoteku zapisa igre koju treba ponovno odigrati',
  replayIllegal: ({ index, message, code }) => `radnja ${index} nije dopuštena: ${message} (${code})`,
  replayNote: ({ notice }) => `napomena: ${notice}`,

  scoreSummary: 'zbroj pet kocaka u redu Jamba (ili tablica njih sa standardnog ulaza)',
  scoreUsage: ({ categories }) =>
    [
      'dicetable score jamb RED D1 D2 D3 D4 D5 [--roll N] [--straight-by-roll] [--trips-bonus-20]',
      '       dicetable score jamb [opcije] < retci "RED D1 D2 D3 D4 D5"',
      `RED je jedan od ${categories}; svaka kocka je 1 do 6. Ispisuje zbroj kao goli broj,`,
      'po jedan za svaki ulazni redak. --roll (1–3, zadano 3) važan je samo uz --straight-by-roll.',
    ].join('\n'),
  scoreUnknownCategory: ({ category, categories }) => `nepoznat red '${category}' (jedan od ${categories})`,
  scoreFiveDice: ({ dice }) => `navedite točno pet kocaka, svaku od 1 do 6 (dobiveno '${dice}')`,
  scoreRollTakes: '--roll prima 1, 2 ili 3',
  scoreOnlyJamb: ({ game }) => `zbrajanje postoji za: jamb (dobiveno '${game}')`,

  simulateSummary:
    'neka računalni igrači odigraju mnogo igara i ispiši koliko često tko pobjeđuje; --json za JSON',
  simulateNameGame: ({ games: names }) =>
    `navedite igru za simulaciju: ${names} (npr. dicetable simulate jamsumo --mode sumo)`,
  simulateJambSummary: 'Jamb u jednog računalnog igrača (zadana pravila); zadano 100 igara, sjeme 1',
  simulateJambUsage: ({ players }) =>
    [
      `    dicetable simulate jamb --player ${players} [--games N] [--seed S] [--json]`,
      '    --json     ispiši {"games", "mean", "sd", "min", "max", "msPerDecision"}',
    ].join('\n'),
  simulateYamSummary: 'Yam Master, A protiv B, prvo mjesto se izmjenjuje; zadano 100 igara, sjeme 1',
  simulateYamUsage: ({ players }) =>
    [
      '    dicetable simulate yam-master --players A,B [--games N] [--seed S] [--json]',
      `    --players  dva od ${players}`,
      '    --json     ispiši {"games", "wins": [A, B], "draws", "winRate", "msPerDecision"} (winRate za A)',
    ].join('\n'),
  simulateJamSumoSummary: 'računalni igrači JamSuma jedni protiv drugih (Jam, Sumo ili Jam Sumo)',
  simulateJamSumoUsage: ({ most, players }) =>
    [
      '    dicetable simulate jamsumo [--mode jam|sumo|jamsumo] [--players expert,aimer] [--games N] [--seed S] [--json] [--progress]',
      `    --players  2–${most} od ${players}, redom mjesta (zadano expert,aimer)`,
      '    --games    broj igara (zadano 10); oznaka runde svake igre kreće od sljedećeg mjesta',
      '    --json     ispiši {"games", "wins", "draws", "winRate", "msPerDecision", "candidatesPerSecond"}',
      '    --progress ispiši svaku igru kad završi (na stderr)',
    ].join('\n'),
  simulateUnexpected: ({ argument }) => `neočekivan argument '${argument}'`,
  simulateCount: ({ option, min, text }) =>
    `${option} prima cijeli broj od najmanje ${min} (dobiveno '${text}')`,
  simulatePlayerOneOf: ({ players }) => `--player prima jedno od ${players}`,
  simulatePlayersTwoOf: ({ players }) => `--players prima dva od ${players}, npr. hard,greedy`,
  simulateJambResult: (p) =>
    `${p.player} u ${p.games} ${gamesIn(p.count)} (sjeme ${p.seed}): prosjek ${p.mean}, sd ${p.sd}, ` +
    `min ${p.min}, maks ${p.max}; ${p.ms} ms po odluci (medijan ${p.median} ms)`,
  simulateYamResult: (p) =>
    `${p.first} protiv ${p.second} u ${p.games} ${gamesIn(p.count)} (sjeme ${p.seed}): pobjede ${p.wins}, ` +
    `porazi ${p.losses}, neriješeno ${p.draws} (udio pobjeda ${p.winRate}); ${p.ms} ms po odluci ` +
    `(medijan ${p.median} ms)`,
  simulateModeOneOf: ({ modes }) => `--mode mora biti jedno od ${modes}`,
  simulatePlayersCount: ({ least, most }) => `--players navodi ${least} do ${most} igrača`,
  simulateUnknownPlayer: ({ name, players }) => `nepoznat igrač '${name}'; igrači: ${players}`,
  simulateWholeNumber: ({ option, min }) => `${option} mora biti cijeli broj ≥ ${min}`,
  jamSumoProgress: (p) =>
    `igra ${p.game}/${p.games}: ${p.outcome}; pobjede dosad ${p.wins}, neriješeno ${p.draws}`,
  jamSumoDraw: 'neriješeno',
  jamSumoAbandoned: 'prekinuto',
  jamSumoAgainst: ' protiv ',
  jamSumoHeading: (p) => `JamSumo, ${p.mode}: ${p.games} ${games(p.count)}, ${p.players} (sjeme ${p.seed})`,
  jamSumoSeat: (p) => `  ${p.player} (mjesto ${p.seat}): ${p.wins} ${wins(p.count)}`,
  jamSumoDraws: ({ draws }) => `  neriješeno: ${draws}`,
  jamSumoShare: ({ player, share, ms }) => `  ${player} pobjeđuje u ${share}; ${ms} ms CPU-a po odluci`,
  jamSumoPlanners: ({ rate }) =>
    `  planeri su simulirali ${rate} kandidatskih udaraca do mirovanja u sekundi CPU-a`,

  statsSummary: 'statistika po igraču iz zapisa završenih igara, kao JSON',
  statsUsage: `dicetable stats ZAPIS...

Ispisuje kao JSON statistiku svakog igrača u završenim igrama među zapisima:
{ "games": N, "players": [{ "player", "games", "jamb", "yamMaster", "jamsumo" }] }, gdje je igrač ime.
Jamb: games, mean, best, worst, totals, columnMeans, upperBonusShare, hitRates; Yam Master: wins,
losses, draws, linesOfFive, meanPoints; JamSumo: modes, meanPipsPerRound, diceSunk, flickRounds
(docs/statistics.md definira svaku). Nezavršene ili nedopuštene igre preskaču se uz napomenu na stderr.`,
  statsSkipped: ({ file }) => `${file}: preskočeno, nije završena dopuštena igra`,
});
