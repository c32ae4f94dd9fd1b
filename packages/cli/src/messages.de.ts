// German. Game words as the app's German catalogues name them.
import { jambCategoryWords } from '@dicetable/i18n';
import { translate } from './i18n/catalogue.ts';
import { plural } from './i18n/format.ts';
import type { en } from './messages.en.ts';

const FACES = ['Einsen', 'Zweien', 'Dreien', 'Vieren', 'Fünfen', 'Sechsen'];
const games = (count: number) => plural(count, { one: 'Spiel', other: 'Spielen' });

translate<typeof en>('cli', 'de', {
  helpTitle: 'dicetable — Regeln, Chancen und Würfelphysik von Jamb, Yam Master und JamSumo',
  helpUsage: 'Aufruf: dicetable <Befehl> [Argumente]',
  helpCommands: 'Befehle:',
  helpHelp: 'diese Hilfe, oder wie ein Befehl aufgerufen wird: dicetable help <Befehl>',
  helpOptions: 'Optionen:',
  helpOptionHelp: '  --help, -h     diese Hilfe zeigen',
  helpOptionVersion: '  --version, -v  die Version ausgeben',
  helpOptionLang: ({ tags }) => `  --lang TAG     die Sprache der ausgegebenen Wörter: ${tags}`,
  commandHelp: ({ summary, usage }) => `${summary}\n\nAufruf: ${usage}`,
  unknownCommand: ({ name }) => `unbekannter Befehl '${name}'. 'dicetable --help' zeigt die Liste.`,

  unknownOptionQuoted: ({ option }) => `unbekannte Option '${option}'`,
  unknownOption: ({ option }) => `unbekannte Option ${option}`,
  withUsage: ({ message, usage }) => `${message}\n\nAufruf: ${usage}`,
  atLine: ({ line, message }) => `Zeile ${line}: ${message}`,
  cannotRead: ({ file }) => `${file} lässt sich nicht lesen`,
  logNotJson: 'Diese Datei ist kein Spiel von Dicetable: sie ist kein gültiges JSON.',
  logForeign: 'Diese Datei ist kein Spielprotokoll von Dicetable.',
  logBadVersion: 'Dieses Spielprotokoll hat keine gültige Versionsnummer.',
  logNewerVersion: ({ version, newest }) =>
    `Dieses Spielprotokoll stammt von einem neueren Dicetable (Format ${version}); dieses liest bis ${newest}.`,
  logUnknownGame: ({ game }) => `Dieses Spielprotokoll gehört zu einem unbekannten Spiel: ${game}.`,
  logMalformed: 'Dieses Spielprotokoll ist beschädigt: Aufstellung oder Züge fehlen.',
  giveLogs: 'nenne eine oder mehrere Spielprotokoll-Dateien',
  needsValue: ({ option }) => `${option} braucht einen Wert`,

  ...jambCategoryWords.de,
  figureFull: 'Full',
  figureCarre: 'Carré',
  figureYam: 'Yam',
  figureSuite: 'Suite',
  figureLe8: '≤ 8',
  figureSec: 'Sec',
  figureDefi: 'Défi',
  yamBrelan: ({ n }) => `Dreimal ${n}`,
  figureSeparator: ', ',

  adviseSummary: 'der nächste Zug des Experten für jedes Spielprotokoll aus der Standardeingabe',
  adviseUsage: [
    'dicetable advise --stream   < ein Spielprotokoll (JSON) pro Zeile',
    'Für jedes Protokoll (jeder Moment eines Spiels Jamb oder Yam Master, docs/game-log.md) eine Zeile: der',
    'Zug, den der Experte als Nächstes machen würde, als Aktionsobjekt des Protokolls, bei Jamb mit',
    '"expected" (die erwartete Endsumme des Blatts). Ein Wurf der nicht gehaltenen Würfel ist',
    '{"type": "roll"}, für Würfel der App wie für echte. Eine Zeile, die kein spielbares Protokoll ist,',
    'bekommt {"error": {"code", "message"}}, und die Eingabe läuft weiter.',
  ].join('\n'),
  adviseUnknownArgument: ({ argument }) => `unbekanntes Argument ${argument}`,
  adviseNeedsStream: 'advise liest Protokolle aus der Standardeingabe: --stream hinzufügen',

  benchSummary:
    'einen Benchmark (odds, physics, fairness) laufen lassen und seine Zahlen zeigen; --json für JSON',
  benchUsage:
    'dicetable bench NAME [--json]   (ohne NAME: jeder Benchmark)\n' +
    '       dicetable bench vision --accuracy ORDNER [--json]   (ORDNER enthält images/ und YOLO-labels/)',
  benchUnknown: ({ name, available }) => `unbekannter Benchmark '${name}'; vorhanden: ${available}`,

  diceCheckSummary: 'prüfen, ob die in Spielprotokollen eingegebenen echten Würfel fair sind (χ²)',
  diceCheckUsage: `dicetable dice-check PROTOKOLL... [--dice-set NAME] [--json]

Zählt jeden mit echten Würfeln eingegebenen Wert in den Protokollen (der erste Wurf eines Zugs: alle fünf
Würfel; ein späterer Wurf: nur die nicht gehaltenen) und prüft, ob die sechs Seiten gleich wahrscheinlich
sind (Pearsons χ², 5 Freiheitsgrade). --dice-set NAME zählt nur Spiele mit diesem Würfelsatz.
--json gibt {"throws", "faces": [Einsen…Sechsen], "chi2", "p"} aus; ohne ein Urteil in Worten.`,
  diceSetNeedsName: '--dice-set braucht den Namen eines Würfelsatzes',
  diceThrows: ({ throws }) => `Würfe: ${throws}`,
  diceChi2: ({ chi2 }) => `chi2: ${chi2}  (5 Freiheitsgrade)`,
  diceTooFew: ({ needed }) => `zu wenige Würfe für ein Urteil: noch ${needed} nötig`,
  diceNoSign: ({ throws, p }) => `kein Zeichen einer Schieflage nach ${throws} Würfen (p = ${p})`,
  diceBiased: ({ face, often, p }) => `${FACES[face - 1]} kommen zu ${often ? 'oft' : 'selten'}: p = ${p}`,
  diceMoreThrows: ({ count, throws }) =>
    `noch ${throws} ${plural(count, { one: 'Wurf', other: 'Würfe' })} würden eine Schieflage von 2 Prozentpunkten auf einer Seite zeigen`,
  diceEnoughThrows: 'genug Würfe, um eine Schieflage von 2 Prozentpunkten auf einer Seite zu zeigen',

  figuresSummary: 'die Felder von Yam Master, die fünf Würfel erlauben',
  figuresUsage: `dicetable figures D1 D2 D3 D4 D5 [--first-roll] [--defi]
       dicetable figures < Zeilen "D1 D2 D3 D4 D5 [first-roll|defi]"

Gibt die Felder von Yam Master aus, die die fünf Würfel erlauben, durch Kommas getrennt: erst
Dreimal 1 bis 6, dann die Figuren, z. B. "Dreimal 3, Carré, Full, Yam".
--first-roll: die Würfel sind der erste Wurf des Zugs (Sec, wenn sie eine andere Figur als Dreimal
ergeben).
--defi: ein Défi wurde angesagt und die Würfel kommen nach Wurf 2 oder 3 (Défi, wenn sie eine andere
Figur als Dreimal ergeben; ein gescheiterter Défi erlaubt kein Feld, dann bleibt die Zeile leer).`,
  fiveDiceNot: ({ count }) => `nenne fünf Würfel, nicht ${count}`,
  notADie: ({ word }) => `'${word}' ist kein Würfelwert von 1 bis 6`,
  defiNotFirstRoll: 'ein Défi wird nach Wurf 2 oder 3 gewertet, also nicht beim ersten Wurf',

  flickSummary:
    'ein Physikszenario (Brett, Würfel, Schnipser) bis zur Ruhe simulieren und das Ergebnis zeigen',
  flickUsage: [
    'dicetable flick SCENARIO.json [--json]',
    '',
    '  SCENARIO.json  ein Brett, Würfel und Schnipser (Format: docs/physics-scenario.md; "-" liest stdin)',
    '  --json         gibt {"initialSeconds", "flicks": [{flick, contacts, seconds, rested}], "outcomes"} aus',
    '',
    'Die Würfel werden hingelegt und kommen zur Ruhe, dann wird jeder Schnipser der Reihe nach gemacht und',
    'simuliert, bis alles ruht. Zeigt, wo jeder Würfel endete (Brett, Plattform N, Loch, draußen), ob er',
    'flach liegt und seine obere Seite, und für jeden Schnipser die Würfelpaare, die sich berührten.',
  ].join('\n'),
  flickOneScenario: 'nenne genau eine Szenariodatei',
  flickLine: (p) =>
    `Schnipser ${p.number}: Würfel ${p.die}, Richtung ${p.direction} rad, Stärke ${p.strength}, Höhe ${p.height}: ${p.touched}; ${p.rest}`,
  flickTouchedNone: 'berührte keinen anderen Würfel',
  flickTouched: ({ pairs }) => `berührte ${pairs}`,
  flickRested: ({ seconds }) => `ruhte nach ${seconds} s`,
  flickMoving: ({ seconds }) => `bewegte sich nach ${seconds} s noch`,
  dieOutcome: (p) => `Würfel ${p.die}: ${p.where}${p.lie} bei (${p.x}; ${p.y}; ${p.z}) m`,
  whereBoard: 'Brett',
  wherePlatform: ({ platform }) => `Plattform ${platform}`,
  whereHole: 'Loch',
  whereOff: 'draußen',
  lieFlat: ({ face }) => `, flach, ${face} oben`,
  lieNotFlat: ', nicht flach',

  oddsSummary:
    'genaue Chancen jeder Kategorie von Jamb oder Figur von Yam Master, und welche Würfel man hält',
  oddsUsage: [
    'dicetable odds jamb|yam [--dice 2,2,2,4,6 --rolls-left N] [--defi] [--hold 2,2,2] [--json]',
    '',
    '  jamb|yam        das Spiel (Yam Master ist yam)',
    '  --dice D,D,D,D,D  die fünf Würfel jetzt; ohne: vor dem ersten Wurf eines Zugs (3 Würfe übrig)',
    '  --rolls-left N  Würfe übrig nach diesem Wurf: 0, 1 oder 2 (Standard 2, direkt nach dem ersten Wurf)',
    '  --defi          Yam Master: in diesem Zug wurde ein Défi angesagt',
    '  --hold D,D,...  auch die Figuren zeigen, wenn genau diese Würfel bleiben und der Rest jetzt neu',
    '                  gewürfelt wird ("" hält keinen)',
    '  --straight-by-roll, --trips-bonus-20',
    '                  Hausregeln von Jamb: eine Straße zählt 66/56/46 je Wurf; Dreierpasch 3 × Wert + 20',
    '  --json          gibt {"targets": {ID: {...}}, "given": {...}} als JSON aus',
    '',
    'Für jedes Ziel: die beste Chance über jede Art zu halten und aufzuhören, die Würfel, die man jetzt',
    'dafür hält, und bei Jamb die beste erwartete Punktzahl der Kategorie und die Würfel dafür.',
  ].join('\n'),
  oddsDiceNeedsValue: ({ option }) => `${option} braucht einen Wert, z. B. ${option} 2,2,2,4,6`,
  oddsNotADie: ({ option, part }) => `${option}: '${part}' ist kein Würfelwert 1-6`,
  oddsRollsLeftWhole: '--rolls-left braucht eine ganze Zahl: 0, 1 oder 2 (3 ohne --dice)',
  oddsOneGame: ({ first, second }) => `nur ein Spiel; bekommen '${first}' und '${second}'`,
  oddsUnknownGame: ({ name }) => `unbekanntes Spiel '${name}'; jamb oder yam verwenden`,
  oddsWhichGame: ({ usage }) => `welches Spiel? Aufruf: ${usage}`,
  oddsDefiOnlyYam: 'einen Défi gibt es nur in Yam Master',
  oddsHouseRulesOnlyJamb: 'Hausregeln von Jamb gelten nur für Jamb',
  oddsThreeRollsBefore: 'vor dem ersten Wurf (ohne Würfel) sind 3 Würfe übrig',
  oddsDefiNeedsDice: 'ein Défi wird nach dem ersten Wurf angesagt, braucht also Würfel',
  oddsHoldNeedsDice: 'halten geht nur mit Würfeln',
  oddsRollsLeftAfterRoll: 'nach einem Wurf sind 0, 1 oder 2 Würfe übrig',
  oddsNoRollsLeft: 'keine Würfe übrig: die Würfel können nicht neu gewürfelt werden',
  oddsHeading: ({ game, situation }) => `Chancen bei ${game}: ${situation}`,
  oddsBeforeFirstRoll: 'vor dem ersten Wurf, 3 Würfe übrig',
  oddsDiceRollsLeft: ({ dice, count, rolls }) =>
    `Würfel ${dice}, ${rolls} ${plural(count, { one: 'Wurf', other: 'Würfe' })} übrig`,
  oddsDefiDeclared: ', Défi angesagt',
  oddsTarget: 'Ziel',
  oddsChance: 'Chance',
  oddsForChance: 'für die Chance',
  oddsExpected: 'erwartet',
  oddsForPoints: 'für die Punkte',
  oddsWith: ({ hold }) => `mit ${hold}`,
  oddsGivenJamb: ({ chance, points }) => `${chance}, ${points} Pkt.`,
  holdStop: 'aufhören',
  holdRerollAll: 'alle neu',
  holdKeep: ({ dice }) => `halte ${dice}`,

  readDiceSummary:
    'die Würfel auf JPEG- oder PNG-Fotos lesen (Wert, Rahmen, Sicherheit); --json für JSON-Zeilen',
  readDiceUsage: `dicetable read-dice BILD... [--json]

Liest die Würfel auf jedem JPEG- oder PNG-Foto: die obere Seite jedes sechsseitigen Augenwürfels, seinen
Rahmen in Pixeln (x, y, Breite, Höhe von der linken oberen Ecke) und die Sicherheit des Lesers von 0 bis 1.
--json gibt eine Zeile pro Bild aus:
  {"file","width","height","dice":[{"value","box","confidence"}],"ms"}
oder, für eine Datei, die sich nicht lesen lässt oder kein Bild ist, {"file","error":{"code","message"}}
mit dem Code unreadable, not-an-image oder corrupt-image. Endet mit 1, wenn eine Datei scheiterte.`,
  readDiceToldUsage: `Mit --dice N, der Zahl der geworfenen Würfel: "dice" enthält höchstens die N wahrscheinlichsten
Würfel in derselben Reihenfolge, und jeder andere Würfel, den der Leser sah, kommt, der wahrscheinlichste
zuerst, in ein neues Feld nach "dice":
  {"file","width","height","dice":[...],"others":[{"value","box","confidence"}],"ms"}
N ist eine ganze Zahl ab 1. Ohne --dice ist die Ausgabe wie oben.`,
  readDiceCountNeeded: '--dice braucht die Zahl der geworfenen Würfel, z. B. --dice 5',
  readDiceCountBad: ({ value }) =>
    `--dice nimmt die Zahl der geworfenen Würfel, eine ganze Zahl ab 1, nicht '${value}'`,
  readDiceCountTwice: '--dice ist zweimal angegeben: nenne die Zahl der geworfenen Würfel einmal',
  readDiceOthers: ({ values }) => ` (auch gesehen, weniger wahrscheinlich: ${values})`,
  readDiceNameFiles: 'nenne mindestens eine JPEG- oder PNG-Datei',
  readDiceCount: ({ count, dice }) => `${dice} ${plural(count, { one: 'Würfel', other: 'Würfel' })}`,
  readDiceLine: (p) => `${p.file} (${p.size}): ${p.count}${p.values}  [${p.ms} ms]`,
  imageUnreadable: ({ reason }) => `die Datei lässt sich nicht lesen (${reason})`,
  imageNotAnImage: 'keine JPEG- oder PNG-Datei',
  imageCorrupt: ({ format, reason }) => `die ${format}-Daten lassen sich nicht dekodieren: ${reason}`,

  replaySummary:
    'ein gespeichertes Spielprotokoll nach den Regeln nachspielen und das Ergebnis als JSON zeigen',
  replayUsage:
    'dicetable replay DATEI [--strict]   (endet mit 1 beim ersten unzulässigen Zug, 2 bei unlesbarer Datei)\n' +
    '  --strict   ein Schnipser von JamSumo muss Bit für Bit dasselbe Brett ergeben (sonst 1, replay-diverged)',
  replayGiveFile: 'nenne das Spielprotokoll, das nachgespielt werden soll',
  replayIllegal: ({ index, message, code }) => `Zug ${index} ist unzulässig: ${message} (${code})`,
  replayNote: ({ notice }) => `Hinweis: ${notice}`,

  scoreSummary:
    'Punkte von fünf Würfeln in einer Kategorie von Jamb (oder eine Tabelle davon aus der Standardeingabe)',
  scoreUsage: ({ categories }) =>
    [
      'dicetable score jamb KATEGORIE D1 D2 D3 D4 D5 [--roll N] [--straight-by-roll] [--trips-bonus-20]',
      '       dicetable score jamb [Optionen] < Zeilen "KATEGORIE D1 D2 D3 D4 D5"',
      `KATEGORIE ist eine von ${categories}; jeder Würfel ist 1 bis 6. Gibt die Punkte als bloße Zahl aus,`,
      'eine pro Eingabezeile bei der Standardeingabe. --roll (1–3, Standard 3) zählt nur mit --straight-by-roll.',
    ].join('\n'),
  scoreUnknownCategory: ({ category, categories }) =>
    `unbekannte Kategorie '${category}' (eine von ${categories})`,
  scoreFiveDice: ({ dice }) => `nenne genau fünf Würfel, jeder 1 bis 6 (bekommen '${dice}')`,
  scoreRollTakes: '--roll nimmt 1, 2 oder 3',
  scoreOnlyJamb: ({ game }) => `Punkte gibt es für: jamb (bekommen '${game}')`,

  simulateSummary:
    'Computerspieler viele Spiele spielen lassen und zeigen, wie oft jeder gewinnt; --json für JSON',
  simulateNameGame: ({ games }) =>
    `nenne das Spiel für die Simulation: ${games} (z. B. dicetable simulate jamsumo --mode sumo)`,
  simulateJambSummary: 'Jamb allein mit einem Computerspieler (Standardregeln); Standard 100 Spiele, Seed 1',
  simulateJambUsage: ({ players }) =>
    [
      `    dicetable simulate jamb --player ${players} [--games N] [--seed S] [--json]`,
      '    --json     gibt {"games", "mean", "sd", "min", "max", "msPerDecision"} aus',
    ].join('\n'),
  simulateYamSummary: 'Yam Master, A gegen B, der erste Platz wechselt; Standard 100 Spiele, Seed 1',
  simulateYamUsage: ({ players }) =>
    [
      '    dicetable simulate yam-master --players A,B [--games N] [--seed S] [--json]',
      `    --players  zwei von ${players}`,
      '    --json     gibt {"games", "wins": [A, B], "draws", "winRate", "msPerDecision"} aus (winRate von A)',
    ].join('\n'),
  simulateJamSumoSummary: 'Computerspieler von JamSumo gegeneinander (Jam, Sumo oder Jam Sumo)',
  simulateJamSumoUsage: ({ most, players }) =>
    [
      '    dicetable simulate jamsumo [--mode jam|sumo|jamsumo] [--players expert,aimer] [--games N] [--seed S] [--json] [--progress]',
      `    --players  2–${most} von ${players}, in der Reihenfolge der Plätze (Standard expert,aimer)`,
      '    --games    Anzahl der Spiele (Standard 10); der Rundenmarker beginnt jedes Spiel beim nächsten Platz',
      '    --json     gibt {"games", "wins", "draws", "winRate", "msPerDecision", "candidatesPerSecond"} aus',
      '    --progress jedes Spiel zeigen, wenn es endet (auf stderr)',
    ].join('\n'),
  simulateUnexpected: ({ argument }) => `unerwartetes Argument '${argument}'`,
  simulateCount: ({ option, min, text }) =>
    `${option} nimmt eine ganze Zahl von mindestens ${min} (bekommen '${text}')`,
  simulatePlayerOneOf: ({ players }) => `--player nimmt einen von ${players}`,
  simulatePlayersTwoOf: ({ players }) => `--players nimmt zwei von ${players}, z. B. hard,greedy`,
  simulateJambResult: (p) =>
    `${p.player} über ${p.games} ${games(p.count)} (Seed ${p.seed}): Mittel ${p.mean}, sd ${p.sd}, ` +
    `min ${p.min}, max ${p.max}; ${p.ms} ms pro Entscheidung (Median ${p.median} ms)`,
  simulateYamResult: (p) =>
    `${p.first} gegen ${p.second} über ${p.games} ${games(p.count)} (Seed ${p.seed}): ${p.wins} gewonnen, ` +
    `${p.losses} verloren, ${p.draws} unentschieden (Siegquote ${p.winRate}); ${p.ms} ms pro Entscheidung ` +
    `(Median ${p.median} ms)`,
  simulateModeOneOf: ({ modes }) => `--mode muss eins von ${modes} sein`,
  simulatePlayersCount: ({ least, most }) => `--players nennt ${least} bis ${most} Spieler`,
  simulateUnknownPlayer: ({ name, players }) => `unbekannter Spieler '${name}'; Spieler: ${players}`,
  simulateWholeNumber: ({ option, min }) => `${option} muss eine ganze Zahl ≥ ${min} sein`,
  jamSumoProgress: (p) =>
    `Spiel ${p.game}/${p.games}: ${p.outcome}; bisher gewonnen ${p.wins}, unentschieden ${p.draws}`,
  jamSumoDraw: 'unentschieden',
  jamSumoAbandoned: 'abgebrochen',
  jamSumoAgainst: ' gegen ',
  jamSumoHeading: (p) =>
    `JamSumo, ${p.mode}: ${p.games} ${plural(p.count, { one: 'Spiel', other: 'Spiele' })} von ${p.players} (Seed ${p.seed})`,
  jamSumoSeat: (p) => `  ${p.player} (Platz ${p.seat}): ${p.wins} gewonnen`,
  jamSumoDraws: ({ draws }) => `  unentschieden: ${draws}`,
  jamSumoShare: ({ player, share, ms }) => `  ${player} gewinnt ${share}; ${ms} ms CPU pro Entscheidung`,
  jamSumoPlanners: ({ rate }) =>
    `  die Planer simulierten ${rate} Kandidaten-Schnipser bis zur Ruhe pro CPU-Sekunde`,

  statsSummary: 'Statistik pro Spieler aus beendeten Spielprotokollen, als JSON',
  statsUsage: `dicetable stats PROTOKOLL...

Gibt die Statistik jedes Spielers der beendeten Spiele unter den Protokollen als JSON aus:
{ "games": N, "players": [{ "player", "games", "jamb", "yamMaster", "jamsumo" }] }, ein Spieler ist ein
Name. Jamb: games, mean, best, worst, totals, columnMeans, upperBonusShare, hitRates; Yam Master: wins,
losses, draws, linesOfFive, meanPoints; JamSumo: modes, meanPipsPerRound, diceSunk, flickRounds
(docs/statistics.md beschreibt jede). Unbeendete oder unzulässige Spiele werden mit einem Hinweis auf
stderr übersprungen.`,
  statsSkipped: ({ file }) => `${file}: übersprungen, kein beendetes zulässiges Spiel`,
});
