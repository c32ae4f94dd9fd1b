// Dutch. Game words as the app's Dutch catalogues name them.
import { jambCategoryWords } from '@dicetable/i18n';
import { translate } from './i18n/catalogue.ts';
import { plural } from './i18n/format.ts';
import type { en } from './messages.en.ts';

const FACES = ['enen', 'tweeën', 'drieën', 'vieren', 'vijven', 'zessen'];

translate<typeof en>('cli', 'nl', {
  helpTitle: 'dicetable — regels, kansen en dobbelsteenfysica van Jamb, Yam Master en JamSumo',
  helpUsage: 'Gebruik: dicetable <opdracht> [argumenten]',
  helpCommands: 'Opdrachten:',
  helpHelp: 'toon deze hulp, of hoe je een opdracht gebruikt: dicetable help <opdracht>',
  helpOptions: 'Opties:',
  helpOptionHelp: '  --help, -h     toon deze hulp',
  helpOptionVersion: '  --version, -v  toon de versie',
  helpOptionLang: ({ tags }) => `  --lang TAG     de taal van de getoonde woorden: ${tags}`,
  commandHelp: ({ summary, usage }) => `${summary}\n\nGebruik: ${usage}`,
  unknownCommand: ({ name }) => `onbekende opdracht '${name}'. Typ 'dicetable --help' voor de lijst.`,

  unknownOptionQuoted: ({ option }) => `onbekende optie '${option}'`,
  unknownOption: ({ option }) => `onbekende optie ${option}`,
  withUsage: ({ message, usage }) => `${message}\n\nGebruik: ${usage}`,
  atLine: ({ line, message }) => `regel ${line}: ${message}`,
  cannotRead: ({ file }) => `kan ${file} niet lezen`,
  logNotJson: 'Dit bestand is geen spel van Dicetable: het is geen geldige JSON.',
  logForeign: 'Dit bestand is geen spelverslag van Dicetable.',
  logBadVersion: 'Dit spelverslag heeft geen geldig versienummer.',
  logNewerVersion: ({ version, newest }) =>
    `Dit spelverslag is geschreven door een nieuwere Dicetable (formaat ${version}); deze leest tot ${newest}.`,
  logUnknownGame: ({ game }) => `Dit spelverslag is van een onbekend spel: ${game}.`,
  logMalformed: 'Dit spelverslag is beschadigd: opzet of zetten ontbreken.',
  giveLogs: 'geef een of meer spelverslagen (bestanden)',
  needsValue: ({ option }) => `${option} heeft een waarde nodig`,

  ...jambCategoryWords.nl,
  figureFull: 'Full',
  figureCarre: 'Carré',
  figureYam: 'Yam',
  figureSuite: 'Suite',
  figureLe8: '≤ 8',
  figureSec: 'Sec',
  figureDefi: 'Défi',
  yamBrelan: ({ n }) => `Drie keer ${n}`,
  figureSeparator: ', ',

  adviseSummary: 'de volgende zet van de expert voor elk spelverslag van de standaardinvoer',
  adviseUsage: [
    'dicetable advise --stream   < één spelverslag (JSON) per regel',
    'Voor elk verslag (elk moment van een spel Jamb of Yam Master, docs/game-log.md) één regel: de zet die',
    'de expert nu zou doen, als actie-object van het verslag, bij Jamb met "expected" (de verwachte',
    'eindscore van het blad). Een worp van de niet vastgehouden stenen is {"type": "roll"}, voor de stenen',
    'van de app en echte stenen gelijk. Een regel die geen speelbaar verslag is krijgt',
    '{"error": {"code", "message"}} en de invoer gaat door.',
  ].join('\n'),
  adviseUnknownArgument: ({ argument }) => `onbekend argument ${argument}`,
  adviseNeedsStream: 'advise leest verslagen van de standaardinvoer: voeg --stream toe',

  benchSummary: 'draai een benchmark (odds, physics, fairness) en toon de cijfers; --json voor JSON',
  benchUsage:
    'dicetable bench NAAM [--json]   (zonder NAAM: elke benchmark)\n' +
    '       dicetable bench vision --accuracy MAP [--json]   (MAP bevat images/ en YOLO-labels/)',
  benchUnknown: ({ name, available }) => `onbekende benchmark '${name}'; beschikbaar: ${available}`,

  diceCheckSummary: 'test of de echte stenen die in spelverslagen zijn ingevoerd eerlijk zijn (χ²)',
  diceCheckUsage: `dicetable dice-check VERSLAG... [--dice-set NAAM] [--json]

Telt elke ingevoerde waarde van echte stenen in de verslagen (de eerste worp van een beurt: alle vijf
stenen; een latere worp: alleen de niet vastgehouden stenen) en test of de zes kanten even vaak komen
(Pearsons χ², 5 vrijheidsgraden). --dice-set NAAM telt alleen spellen met die set stenen.
--json toont {"throws", "faces": [enen…zessen], "chi2", "p"}; zonder: een oordeel in woorden.`,
  diceSetNeedsName: '--dice-set heeft de naam van een set stenen nodig',
  diceThrows: ({ throws }) => `worpen: ${throws}`,
  diceChi2: ({ chi2 }) => `chi2: ${chi2}  (5 vrijheidsgraden)`,
  diceTooFew: ({ needed }) => `te weinig worpen voor een oordeel: nog ${needed} nodig`,
  diceNoSign: ({ throws, p }) => `geen teken van afwijking na ${throws} worpen (p = ${p})`,
  diceBiased: ({ face, often, p }) =>
    `${FACES[face - 1]} komen te ${often ? 'vaak' : 'weinig'} voor: p = ${p}`,
  diceMoreThrows: ({ count, throws }) =>
    `nog ${throws} ${plural(count, { one: 'worp', other: 'worpen' })} zouden een afwijking van 2 procentpunt op één kant aantonen`,
  diceEnoughThrows: 'genoeg worpen om een afwijking van 2 procentpunt op één kant aan te tonen',

  figuresSummary: 'de vakjes van Yam Master waar vijf stenen recht op geven',
  figuresUsage: `dicetable figures D1 D2 D3 D4 D5 [--first-roll] [--defi]
       dicetable figures < regels "D1 D2 D3 D4 D5 [first-roll|defi]"

Toont de vakjes van Yam Master waar de vijf stenen recht op geven, gescheiden door komma's: eerst drie
gelijke (1 tot 6), dan de figuren, bijv. "Drie keer 3, Carré, Full, Yam".
--first-roll: de stenen zijn de eerste worp van de beurt (Sec als ze een andere figuur dan drie gelijke
maken).
--defi: er is een Défi aangekondigd en de stenen komen na worp 2 of 3 (Défi als ze een andere figuur dan
drie gelijke maken; een mislukte Défi geeft geen vakje, dan is de regel leeg).`,
  fiveDiceNot: ({ count }) => `geef vijf stenen, niet ${count}`,
  notADie: ({ word }) => `'${word}' is geen waarde van een steen van 1 tot 6`,
  defiNotFirstRoll: 'een Défi wordt na worp 2 of 3 beoordeeld, dus niet bij de eerste worp',

  flickSummary: 'simuleer een fysicascenario (bord, stenen, tikken) tot alles stilligt en toon de uitkomst',
  flickUsage: [
    'dicetable flick SCENARIO.json [--json]',
    '',
    '  SCENARIO.json  een bord, stenen en tikken (formaat: docs/physics-scenario.md; "-" leest stdin)',
    '  --json         toon {"initialSeconds", "flicks": [{flick, contacts, seconds, rested}], "outcomes"}',
    '',
    'De stenen worden neergezet en komen tot rust, daarna wordt elke tik om de beurt gemaakt en',
    'gesimuleerd tot alles stilligt. Toont waar elke steen eindigde (bord, platform N, gat, eraf), of hij',
    'plat ligt en zijn bovenkant, en per tik de paren stenen die elkaar raakten.',
  ].join('\n'),
  flickOneScenario: 'geef precies één scenariobestand',
  flickLine: (p) =>
    `tik ${p.number}: steen ${p.die}, richting ${p.direction} rad, kracht ${p.strength}, hoogte ${p.height}: ${p.touched}; ${p.rest}`,
  flickTouchedNone: 'raakte geen andere steen',
  flickTouched: ({ pairs }) => `raakte ${pairs}`,
  flickRested: ({ seconds }) => `lag stil na ${seconds} s`,
  flickMoving: ({ seconds }) => `bewoog nog na ${seconds} s`,
  dieOutcome: (p) => `steen ${p.die}: ${p.where}${p.lie} op (${p.x}; ${p.y}; ${p.z}) m`,
  whereBoard: 'bord',
  wherePlatform: ({ platform }) => `platform ${platform}`,
  whereHole: 'gat',
  whereOff: 'eraf',
  lieFlat: ({ face }) => `, plat, ${face} boven`,
  lieNotFlat: ', niet plat',

  oddsSummary: 'exacte kansen van elke categorie van Jamb of figuur van Yam Master, en welke stenen je houdt',
  oddsUsage: [
    'dicetable odds jamb|yam [--dice 2,2,2,4,6 --rolls-left N] [--defi] [--hold 2,2,2] [--json]',
    '',
    '  jamb|yam        het spel (Yam Master is yam)',
    '  --dice D,D,D,D,D  de vijf stenen nu; zonder: vóór de eerste worp van een beurt (nog 3 worpen)',
    '  --rolls-left N  worpen over na deze worp: 0, 1 of 2 (standaard 2, net na de eerste worp)',
    '  --defi          Yam Master: er is deze beurt een Défi aangekondigd',
    '  --hold D,D,...  toon ook de figuren als precies deze stenen blijven liggen en de rest nu opnieuw',
    '                  gegooid wordt ("" houdt niets)',
    '  --straight-by-roll, --trips-bonus-20',
    '                  huisregels van Jamb: een straat telt 66/56/46 per worp; drie gelijke 3 × waarde + 20',
    '  --json          toon {"targets": {ID: {...}}, "given": {...}} als JSON',
    '',
    'Per doel: de beste kans over elke manier van houden en stoppen, de stenen die je er nu voor houdt,',
    'en bij Jamb de beste verwachte score van de categorie en de stenen die je daarvoor houdt.',
  ].join('\n'),
  oddsDiceNeedsValue: ({ option }) => `${option} heeft een waarde nodig, bijv. ${option} 2,2,2,4,6`,
  oddsNotADie: ({ option, part }) => `${option}: '${part}' is geen waarde van een steen 1-6`,
  oddsRollsLeftWhole: '--rolls-left heeft een heel getal nodig: 0, 1 of 2 (3 zonder --dice)',
  oddsOneGame: ({ first, second }) => `één spel tegelijk; gekregen '${first}' en '${second}'`,
  oddsUnknownGame: ({ name }) => `onbekend spel '${name}'; gebruik jamb of yam`,
  oddsWhichGame: ({ usage }) => `welk spel? Gebruik: ${usage}`,
  oddsDefiOnlyYam: 'een Défi bestaat alleen in Yam Master',
  oddsHouseRulesOnlyJamb: 'huisregels van Jamb gelden alleen voor Jamb',
  oddsThreeRollsBefore: 'vóór de eerste worp (zonder stenen) zijn er nog 3 worpen',
  oddsDefiNeedsDice: 'een Défi wordt na de eerste worp aangekondigd, dus er zijn stenen nodig',
  oddsHoldNeedsDice: 'stenen houden kan alleen met stenen',
  oddsRollsLeftAfterRoll: 'na een worp zijn er nog 0, 1 of 2 worpen',
  oddsNoRollsLeft: 'geen worpen meer: de stenen kunnen niet opnieuw gegooid worden',
  oddsHeading: ({ game, situation }) => `Kansen bij ${game}: ${situation}`,
  oddsBeforeFirstRoll: 'vóór de eerste worp, nog 3 worpen',
  oddsDiceRollsLeft: ({ dice, count, rolls }) =>
    `stenen ${dice}, nog ${rolls} ${plural(count, { one: 'worp', other: 'worpen' })}`,
  oddsDefiDeclared: ', Défi aangekondigd',
  oddsTarget: 'doel',
  oddsChance: 'kans',
  oddsForChance: 'voor de kans',
  oddsExpected: 'verwacht',
  oddsForPoints: 'voor de punten',
  oddsWith: ({ hold }) => `met ${hold}`,
  oddsGivenJamb: ({ chance, points }) => `${chance}, ${points} ptn`,
  holdStop: 'stop',
  holdRerollAll: 'alles opnieuw',
  holdKeep: ({ dice }) => `houd ${dice}`,

  readDiceSummary:
    "lees de stenen op JPEG- of PNG-foto's (waarde, kader, zekerheid); --json voor JSON-regels",
  readDiceUsage: `dicetable read-dice AFBEELDING... [--json]

Leest de stenen op elke JPEG- of PNG-foto: de bovenkant van elke zeszijdige steen met ogen, zijn kader in
pixels (x, y, breedte, hoogte vanaf de linkerbovenhoek) en de zekerheid van de lezer van 0 tot 1.
--json toont één regel per afbeelding:
  {"file","width","height","dice":[{"value","box","confidence"}],"ms"}
of, voor een bestand dat niet te lezen is of geen afbeelding is, {"file","error":{"code","message"}} met
code unreadable, not-an-image of corrupt-image. Eindigt met 1 als een bestand mislukte, na de andere.`,
  readDiceToldUsage: `Met --dice N, het aantal geworpen stenen: "dice" bevat hoogstens de N waarschijnlijkste stenen,
in dezelfde volgorde, en elke andere steen die de lezer zag komt, de waarschijnlijkste eerst, in een
nieuw veld na "dice":
  {"file","width","height","dice":[...],"others":[{"value","box","confidence"}],"ms"}
N is een geheel getal, 1 of meer. Zonder --dice is de uitvoer zoals hierboven.`,
  readDiceCountNeeded: '--dice heeft het aantal geworpen stenen nodig, bijv. --dice 5',
  readDiceCountBad: ({ value }) =>
    `--dice neemt het aantal geworpen stenen, een geheel getal van 1 of meer, niet '${value}'`,
  readDiceCountTwice: '--dice staat er twee keer: geef het aantal geworpen stenen één keer',
  readDiceOthers: ({ values }) => ` (ook gezien, minder waarschijnlijk: ${values})`,
  readDiceNameFiles: 'noem minstens één JPEG- of PNG-bestand',
  readDiceCount: ({ count, dice }) => `${dice} ${plural(count, { one: 'steen', other: 'stenen' })}`,
  readDiceLine: (p) => `${p.file} (${p.size}): ${p.count}${p.values}  [${p.ms} ms]`,
  imageUnreadable: ({ reason }) => `kan het bestand niet lezen (${reason})`,
  imageNotAnImage: 'geen JPEG- of PNG-bestand',
  imageCorrupt: ({ format, reason }) => `kan de ${format}-gegevens niet decoderen: ${reason}`,

  replaySummary: 'speel een bewaard spelverslag opnieuw volgens de regels en toon het resultaat als JSON',
  replayUsage:
    'dicetable replay BESTAND [--strict]   (eindigt met 1 bij de eerste ongeldige zet, 2 bij een onleesbaar bestand)\n' +
    '  --strict   een tik van JamSumo moet bit voor bit hetzelfde bord opleveren (anders 1, replay-diverged)',
  replayGiveFile: 'geef het spelverslag dat opnieuw gespeeld moet worden',
  replayIllegal: ({ index, message, code }) => `zet ${index} is ongeldig: ${message} (${code})`,
  replayNote: ({ notice }) => `let op: ${notice}`,

  scoreSummary: 'score van vijf stenen in een categorie van Jamb (of een tabel ervan van de standaardinvoer)',
  scoreUsage: ({ categories }) =>
    [
      'dicetable score jamb CATEGORIE D1 D2 D3 D4 D5 [--roll N] [--straight-by-roll] [--trips-bonus-20]',
      '       dicetable score jamb [opties] < regels "CATEGORIE D1 D2 D3 D4 D5"',
      `CATEGORIE is een van ${categories}; elke steen is 1 tot 6. Toont de score als kaal getal,`,
      'één per invoerregel bij de standaardinvoer. --roll (1–3, standaard 3) telt alleen met --straight-by-roll.',
    ].join('\n'),
  scoreUnknownCategory: ({ category, categories }) =>
    `onbekende categorie '${category}' (een van ${categories})`,
  scoreFiveDice: ({ dice }) => `geef precies vijf stenen, elk 1 tot 6 (gekregen '${dice}')`,
  scoreRollTakes: '--roll neemt 1, 2 of 3',
  scoreOnlyJamb: ({ game }) => `scores zijn er voor: jamb (gekregen '${game}')`,

  simulateSummary: 'laat computerspelers veel spellen spelen en toon hoe vaak elk wint; --json voor JSON',
  simulateNameGame: ({ games }) =>
    `noem het spel om te simuleren: ${games} (bijv. dicetable simulate jamsumo --mode sumo)`,
  simulateJambSummary: 'Jamb alleen door één computerspeler (standaardregels); standaard 100 spellen, seed 1',
  simulateJambUsage: ({ players }) =>
    [
      `    dicetable simulate jamb --player ${players} [--games N] [--seed S] [--json]`,
      '    --json     toon {"games", "mean", "sd", "min", "max", "msPerDecision"}',
    ].join('\n'),
  simulateYamSummary: 'Yam Master, A tegen B, de eerste plaats wisselt; standaard 100 spellen, seed 1',
  simulateYamUsage: ({ players }) =>
    [
      '    dicetable simulate yam-master --players A,B [--games N] [--seed S] [--json]',
      `    --players  twee van ${players}`,
      '    --json     toon {"games", "wins": [A, B], "draws", "winRate", "msPerDecision"} (winRate van A)',
    ].join('\n'),
  simulateJamSumoSummary: 'computerspelers van JamSumo tegen elkaar (Jam, Sumo of Jam Sumo)',
  simulateJamSumoUsage: ({ most, players }) =>
    [
      '    dicetable simulate jamsumo [--mode jam|sumo|jamsumo] [--players expert,aimer] [--games N] [--seed S] [--json] [--progress]',
      `    --players  2–${most} van ${players}, in volgorde van de plaatsen (standaard expert,aimer)`,
      '    --games    aantal spellen (standaard 10); de rondemarker begint elk spel bij de volgende plaats',
      '    --json     toon {"games", "wins", "draws", "winRate", "msPerDecision", "candidatesPerSecond"}',
      '    --progress toon elk spel als het eindigt (op stderr)',
    ].join('\n'),
  simulateUnexpected: ({ argument }) => `onverwacht argument '${argument}'`,
  simulateCount: ({ option, min, text }) =>
    `${option} neemt een heel getal van minstens ${min} (gekregen '${text}')`,
  simulatePlayerOneOf: ({ players }) => `--player neemt een van ${players}`,
  simulatePlayersTwoOf: ({ players }) => `--players neemt twee van ${players}, bijv. hard,greedy`,
  simulateJambResult: (p) =>
    `${p.player} over ${p.games} ${plural(p.count, { one: 'spel', other: 'spellen' })} (seed ${p.seed}): ` +
    `gemiddeld ${p.mean}, sd ${p.sd}, min ${p.min}, max ${p.max}; ${p.ms} ms per beslissing (mediaan ${p.median} ms)`,
  simulateYamResult: (p) =>
    `${p.first} tegen ${p.second} over ${p.games} ${plural(p.count, { one: 'spel', other: 'spellen' })} ` +
    `(seed ${p.seed}): ${p.wins} gewonnen, ${p.losses} verloren, ${p.draws} gelijk (winstaandeel ${p.winRate}); ` +
    `${p.ms} ms per beslissing (mediaan ${p.median} ms)`,
  simulateModeOneOf: ({ modes }) => `--mode moet een van ${modes} zijn`,
  simulatePlayersCount: ({ least, most }) => `--players noemt ${least} tot ${most} spelers`,
  simulateUnknownPlayer: ({ name, players }) => `onbekende speler '${name}'; spelers: ${players}`,
  simulateWholeNumber: ({ option, min }) => `${option} moet een heel getal ≥ ${min} zijn`,
  jamSumoProgress: (p) =>
    `spel ${p.game}/${p.games}: ${p.outcome}; gewonnen tot nu ${p.wins}, gelijk ${p.draws}`,
  jamSumoDraw: 'gelijk',
  jamSumoAbandoned: 'afgebroken',
  jamSumoAgainst: ' tegen ',
  jamSumoHeading: (p) =>
    `JamSumo, ${p.mode}: ${p.games} ${plural(p.count, { one: 'spel', other: 'spellen' })} van ${p.players} (seed ${p.seed})`,
  jamSumoSeat: (p) => `  ${p.player} (plaats ${p.seat}): ${p.wins} gewonnen`,
  jamSumoDraws: ({ draws }) => `  gelijk: ${draws}`,
  jamSumoShare: ({ player, share, ms }) => `  ${player} wint ${share}; ${ms} ms CPU per beslissing`,
  jamSumoPlanners: ({ rate }) =>
    `  de planners simuleerden ${rate} kandidaat-tikken tot stilstand per CPU-seconde`,

  statsSummary: 'statistieken per speler van afgelopen spelverslagen, als JSON',
  statsUsage: `dicetable stats VERSLAG...

Toont de statistieken van elke speler in de afgelopen spellen tussen de verslagen als JSON:
{ "games": N, "players": [{ "player", "games", "jamb", "yamMaster", "jamsumo" }] }, waarbij een speler een
naam is. Jamb: games, mean, best, worst, totals, columnMeans, upperBonusShare, hitRates; Yam Master: wins,
losses, draws, linesOfFive, meanPoints; JamSumo: modes, meanPipsPerRound, diceSunk, flickRounds
(docs/statistics.md beschrijft ze). Onafgemaakte of ongeldige spellen worden overgeslagen met een
melding op stderr.`,
  statsSkipped: ({ file }) => `${file}: overgeslagen, geen afgelopen geldig spel`,
});
