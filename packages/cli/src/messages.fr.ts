// French. Game words as the app's French catalogues name them (Yam Master keeps its own French words).
import { jambCategoryWords } from '@dicetable/i18n';
import { translate } from './i18n/catalogue.ts';
import { plural } from './i18n/format.ts';
import type { en } from './messages.en.ts';

const FACES = ['as', 'deux', 'trois', 'quatre', 'cinq', 'six'];
const games = (count: number) => plural(count, { one: 'partie', other: 'parties' });
const throwsWord = (count: number) => plural(count, { one: 'lancer', other: 'lancers' });

translate<typeof en>('cli', 'fr', {
  helpTitle: 'dicetable — règles, probabilités et physique des dés de Jamb, Yam Master et JamSumo',
  helpUsage: 'Utilisation : dicetable <commande> [arguments]',
  helpCommands: 'Commandes :',
  helpHelp: "affiche cette aide, ou l'utilisation d'une commande : dicetable help <commande>",
  helpOptions: 'Options :',
  helpOptionHelp: '  --help, -h     affiche cette aide',
  helpOptionVersion: '  --version, -v  affiche la version',
  helpOptionLang: ({ tags }) => `  --lang TAG     la langue des mots affichés : ${tags}`,
  commandHelp: ({ summary, usage }) => `${summary}\n\nUtilisation : ${usage}`,
  unknownCommand: ({ name }) => `commande inconnue '${name}'. Lancez 'dicetable --help' pour la liste.`,

  unknownOptionQuoted: ({ option }) => `option inconnue '${option}'`,
  unknownOption: ({ option }) => `option inconnue ${option}`,
  withUsage: ({ message, usage }) => `${message}\n\nUtilisation : ${usage}`,
  atLine: ({ line, message }) => `ligne ${line} : ${message}`,
  cannotRead: ({ file }) => `impossible de lire ${file}`,
  logNotJson: "Ce fichier n'est pas une partie de Dicetable : ce n'est pas du JSON valide.",
  logForeign: "Ce fichier n'est pas une partie enregistrée par Dicetable.",
  logBadVersion: "Cette partie n'a pas de numéro de version valide.",
  logNewerVersion: ({ version, newest }) =>
    `Cette partie a été écrite par un Dicetable plus récent (format ${version}) ; celui-ci lit jusqu'à ${newest}.`,
  logUnknownGame: ({ game }) => `Cette partie est d'un jeu inconnu : ${game}.`,
  logMalformed: 'Cette partie est abîmée : la mise en place ou les actions manquent.',
  giveLogs: 'indiquez un ou plusieurs fichiers de partie',
  needsValue: ({ option }) => `${option} demande une valeur`,

  ...jambCategoryWords.fr,
  figureFull: 'Full',
  figureCarre: 'Carré',
  figureYam: 'Yam',
  figureSuite: 'Suite',
  figureLe8: '≤ 8',
  figureSec: 'Sec',
  figureDefi: 'Défi',
  yamBrelan: ({ n }) => `Brelan de ${n}`,
  figureSeparator: ', ',

  adviseSummary: "le prochain coup de l'expert pour chaque partie lue sur l'entrée standard",
  adviseUsage: [
    'dicetable advise --stream   < une partie (JSON) par ligne',
    "Pour chaque partie (à n'importe quel moment d'une partie de Jamb ou de Yam Master, docs/game-log.md),",
    'une ligne : le coup que l\'expert jouerait ensuite, comme objet d\'action de la partie, avec "expected"',
    '(le score final attendu de la feuille) au Jamb. Un lancer des dés non gardés est {"type": "roll"},',
    "pour les dés de l'app comme pour de vrais dés. Une ligne qui n'est pas une partie jouable reçoit",
    '{"error": {"code", "message"}} et la lecture continue.',
  ].join('\n'),
  adviseUnknownArgument: ({ argument }) => `argument inconnu ${argument}`,
  adviseNeedsStream: "advise lit les parties sur l'entrée standard : ajoutez --stream",

  benchSummary:
    'lance un banc d’essai (odds, physics, fairness) et affiche ses chiffres ; --json pour du JSON',
  benchUsage:
    'dicetable bench NOM [--json]   (sans NOM : tous les bancs d’essai)\n' +
    '       dicetable bench vision --accuracy DOSSIER [--json]   (DOSSIER contient images/ et labels/ YOLO)',
  benchUnknown: ({ name, available }) => `banc d’essai inconnu '${name}' ; disponibles : ${available}`,

  diceCheckSummary: 'vérifie si les vrais dés saisis dans les parties sont équilibrés (χ²)',
  diceCheckUsage: `dicetable dice-check PARTIE... [--dice-set NOM] [--json]

Compte chaque valeur saisie avec de vrais dés dans les parties (le premier lancer d'un tour : les cinq
dés ; un lancer suivant : seulement les dés non gardés) et teste si les six faces sortent aussi souvent
(χ² de Pearson, 5 degrés de liberté). --dice-set NOM ne compte que les parties jouées avec ce jeu de dés.
--json affiche {"throws", "faces": [as…six], "chi2", "p"} ; sans lui, un verdict en mots.`,
  diceSetNeedsName: '--dice-set demande le nom d’un jeu de dés',
  diceThrows: ({ throws }) => `lancers : ${throws}`,
  diceChi2: ({ chi2 }) => `chi2 : ${chi2}  (5 degrés de liberté)`,
  diceTooFew: ({ needed }) => `trop peu de lancers pour juger : il en faut encore ${needed}`,
  diceNoSign: ({ throws, p }) => `aucun signe de biais après ${throws} lancers (p = ${p})`,
  diceBiased: ({ face, often, p }) =>
    `les ${FACES[face - 1]} sortent ${often ? 'trop souvent' : 'trop rarement'} : p = ${p}`,
  diceMoreThrows: ({ count, throws }) =>
    `encore ${throws} ${throwsWord(count)} révéleraient un biais de 2 points sur une face`,
  diceEnoughThrows: 'assez de lancers pour révéler un biais de 2 points sur une face',

  figuresSummary: 'liste les cases du Yam Master que cinq dés permettent',
  figuresUsage: `dicetable figures D1 D2 D3 D4 D5 [--first-roll] [--defi]
       dicetable figures < lignes "D1 D2 D3 D4 D5 [first-roll|defi]"

Affiche les cases du Yam Master que les cinq dés permettent, séparées par des virgules : d'abord les
brelans (1 à 6), puis les figures, p. ex. « Brelan de 3, Carré, Full, Yam ».
--first-roll : les dés sont le premier lancer du tour (Sec quand ils font une figure autre qu'un brelan).
--defi : un Défi a été annoncé et les dés viennent après le lancer 2 ou 3 (Défi quand ils font une figure
autre qu'un brelan ; un Défi raté ne donne aucune case, et la ligne est vide).`,
  fiveDiceNot: ({ count }) => `indiquez cinq dés, pas ${count}`,
  notADie: ({ word }) => `'${word}' n'est pas une valeur de dé de 1 à 6`,
  defiNotFirstRoll: 'un Défi se juge après le lancer 2 ou 3, il ne peut donc pas être le premier lancer',

  flickSummary:
    "simule un scénario physique (plateau, dés, pichenettes) jusqu'au repos et affiche le résultat",
  flickUsage: [
    'dicetable flick SCENARIO.json [--json]',
    '',
    '  SCENARIO.json  un plateau, des dés et des pichenettes (format : docs/physics-scenario.md ; "-" lit stdin)',
    '  --json         affiche {"initialSeconds", "flicks": [{flick, contacts, seconds, rested}], "outcomes"}',
    '',
    'Les dés sont posés et laissés au repos, puis chaque pichenette est jouée à son tour et simulée',
    "jusqu'à ce que tout s'arrête. Affiche où chaque dé a fini (plateau, plateforme N, trou, dehors),",
    "s'il est à plat et sa face du dessus, et pour chaque pichenette les paires de dés qui se sont touchées.",
  ].join('\n'),
  flickOneScenario: 'indiquez exactement un fichier de scénario',
  flickLine: (p) =>
    `pichenette ${p.number} : dé ${p.die}, direction ${p.direction} rad, force ${p.strength}, hauteur ${p.height} : ${p.touched} ; ${p.rest}`,
  flickTouchedNone: 'aucun autre dé touché',
  flickTouched: ({ pairs }) => `a touché ${pairs}`,
  flickRested: ({ seconds }) => `au repos après ${seconds} s`,
  flickMoving: ({ seconds }) => `encore en mouvement après ${seconds} s`,
  dieOutcome: (p) => `dé ${p.die} : ${p.where}${p.lie} en (${p.x} ; ${p.y} ; ${p.z}) m`,
  whereBoard: 'plateau',
  wherePlatform: ({ platform }) => `plateforme ${platform}`,
  whereHole: 'trou',
  whereOff: 'dehors',
  lieFlat: ({ face }) => `, à plat, ${face} dessus`,
  lieNotFlat: ', pas à plat',

  oddsSummary: 'probabilités exactes de chaque case du Jamb ou figure du Yam Master, et quels dés garder',
  oddsUsage: [
    'dicetable odds jamb|yam [--dice 2,2,2,4,6 --rolls-left N] [--defi] [--hold 2,2,2] [--json]',
    '',
    '  jamb|yam        le jeu (Yam Master, c’est yam)',
    '  --dice D,D,D,D,D  les cinq dés maintenant ; sans : avant le premier lancer du tour (3 lancers restants)',
    '  --rolls-left N  lancers restants après celui-ci : 0, 1 ou 2 (2 par défaut, juste après le premier)',
    '  --defi          Yam Master : un Défi a été annoncé ce tour-ci',
    '  --hold D,D,...  affiche aussi les figures quand exactement ces dés sont gardés et les autres',
    '                  relancés maintenant ("" n’en garde aucun)',
    '  --straight-by-roll, --trips-bonus-20',
    '                  règles maison du Jamb : la suite vaut 66/56/46 selon le lancer ; brelan 3 × valeur + 20',
    '  --json          affiche {"targets": {ID: {...}}, "given": {...}} en JSON',
    '',
    'Pour chaque objectif : la meilleure probabilité sur toutes les façons de garder et de s’arrêter, les',
    'dés à garder maintenant pour lui, et au Jamb le meilleur score attendu de la case et les dés pour cela.',
  ].join('\n'),
  oddsDiceNeedsValue: ({ option }) => `${option} demande une valeur, p. ex. ${option} 2,2,2,4,6`,
  oddsNotADie: ({ option, part }) => `${option} : '${part}' n'est pas une valeur de dé 1-6`,
  oddsRollsLeftWhole: '--rolls-left demande un nombre entier : 0, 1 ou 2 (3 sans --dice)',
  oddsOneGame: ({ first, second }) => `un seul jeu ; reçu '${first}' et '${second}'`,
  oddsUnknownGame: ({ name }) => `jeu inconnu '${name}' ; utilisez jamb ou yam`,
  oddsWhichGame: ({ usage }) => `quel jeu ? Utilisation : ${usage}`,
  oddsDefiOnlyYam: "le Défi n'existe qu'au Yam Master",
  oddsHouseRulesOnlyJamb: "les règles maison du Jamb ne s'appliquent qu'au Jamb",
  oddsThreeRollsBefore: 'avant le premier lancer (sans dés), il reste 3 lancers',
  oddsDefiNeedsDice: "un Défi s'annonce après le premier lancer, il lui faut donc des dés",
  oddsHoldNeedsDice: 'garder des dés demande des dés',
  oddsRollsLeftAfterRoll: 'après un lancer, il reste 0, 1 ou 2 lancers',
  oddsNoRollsLeft: 'plus de lancers : les dés ne peuvent pas être relancés',
  oddsHeading: ({ game, situation }) => `Probabilités au ${game} : ${situation}`,
  oddsBeforeFirstRoll: 'avant le premier lancer, 3 lancers restants',
  oddsDiceRollsLeft: ({ dice, count, rolls }) =>
    `dés ${dice}, ${rolls} ${throwsWord(count)} ${plural(count, { one: 'restant', other: 'restants' })}`,
  oddsDefiDeclared: ', Défi annoncé',
  oddsTarget: 'objectif',
  oddsChance: 'proba.',
  oddsForChance: 'pour la proba.',
  oddsExpected: 'attendu',
  oddsForPoints: 'pour les points',
  oddsWith: ({ hold }) => `avec ${hold}`,
  oddsGivenJamb: ({ chance, points }) => `${chance}, ${points} pts`,
  holdStop: 'arrêter',
  holdRerollAll: 'tout relancer',
  holdKeep: ({ dice }) => `garder ${dice}`,

  readDiceSummary:
    'lit les dés sur des photos JPEG ou PNG (valeur, cadre, confiance) ; --json pour des lignes JSON',
  readDiceUsage: `dicetable read-dice IMAGE... [--json]

Lit les dés sur chaque photo JPEG ou PNG : la face du dessus de chaque dé à six faces et à points, son
cadre en pixels (x, y, largeur, hauteur depuis le coin supérieur gauche) et la confiance du lecteur de 0 à 1.
--json affiche une ligne par image :
  {"file","width","height","dice":[{"value","box","confidence"}],"ms"}
ou, pour un fichier illisible ou qui n'est pas une image, {"file","error":{"code","message"}} avec le
code unreadable, not-an-image ou corrupt-image. Sort avec 1 si un fichier a échoué, après les autres.`,
  readDiceToldUsage: `Avec --dice N, le nombre de dés lancés : "dice" contient au plus les N dés les plus probables,
dans le même ordre, et tout autre dé vu par le lecteur va, le plus probable d'abord, dans un nouveau
champ après "dice" :
  {"file","width","height","dice":[...],"others":[{"value","box","confidence"}],"ms"}
N est un nombre entier à partir de 1. Sans --dice, la sortie est comme ci-dessus.`,
  readDiceCountNeeded: '--dice attend le nombre de dés lancés, par exemple --dice 5',
  readDiceCountBad: ({ value }) =>
    `--dice attend le nombre de dés lancés, un nombre entier à partir de 1, pas '${value}'`,
  readDiceCountTwice: '--dice est donné deux fois : indiquez une seule fois le nombre de dés lancés',
  readDiceOthers: ({ values }) => ` (vus aussi, moins probables : ${values})`,
  readDiceNameFiles: 'indiquez au moins un fichier JPEG ou PNG',
  readDiceCount: ({ count, dice }) => `${dice} ${plural(count, { one: 'dé', other: 'dés' })}`,
  readDiceLine: (p) => `${p.file} (${p.size}) : ${p.count}${p.values}  [${p.ms} ms]`,
  imageUnreadable: ({ reason }) => `impossible de lire le fichier (${reason})`,
  imageNotAnImage: "ce n'est pas un fichier JPEG ou PNG",
  imageCorrupt: ({ format, reason }) => `impossible de décoder les données ${format} : ${reason}`,

  replaySummary: 'rejoue une partie enregistrée selon les règles et affiche le résultat en JSON',
  replayUsage:
    'dicetable replay FICHIER [--strict]   (sort avec 1 à la première action illégale, 2 pour un fichier illisible)\n' +
    '  --strict   une pichenette de JamSumo doit redonner le plateau enregistré bit pour bit (sinon 1, replay-diverged)',
  replayGiveFile: 'indiquez le fichier de partie à rejouer',
  replayIllegal: ({ index, message, code }) => `l'action ${index} est illégale : ${message} (${code})`,
  replayNote: ({ notice }) => `note : ${notice}`,

  scoreSummary: "score de cinq dés dans une case du Jamb (ou d'un tableau lu sur l'entrée standard)",
  scoreUsage: ({ categories }) =>
    [
      'dicetable score jamb CASE D1 D2 D3 D4 D5 [--roll N] [--straight-by-roll] [--trips-bonus-20]',
      '       dicetable score jamb [options] < lignes "CASE D1 D2 D3 D4 D5"',
      `CASE est l'une de ${categories} ; chaque dé vaut 1 à 6. Affiche le score comme un simple nombre,`,
      "un par ligne lue sur l'entrée standard. --roll (1–3, 3 par défaut) ne compte qu'avec --straight-by-roll.",
    ].join('\n'),
  scoreUnknownCategory: ({ category, categories }) => `case inconnue '${category}' (l'une de ${categories})`,
  scoreFiveDice: ({ dice }) => `indiquez exactement cinq dés, chacun de 1 à 6 (reçu '${dice}')`,
  scoreRollTakes: '--roll prend 1, 2 ou 3',
  scoreOnlyJamb: ({ game }) => `le score existe pour : jamb (reçu '${game}')`,

  simulateSummary:
    "fait jouer de nombreuses parties à des joueurs de l'ordinateur et affiche combien chacun en gagne ; --json pour du JSON",
  simulateNameGame: ({ games: names }) =>
    `indiquez le jeu à simuler : ${names} (p. ex. dicetable simulate jamsumo --mode sumo)`,
  simulateJambSummary:
    "Jamb en solo d'un joueur de l'ordinateur (règles par défaut) ; 100 parties, graine 1 par défaut",
  simulateJambUsage: ({ players }) =>
    [
      `    dicetable simulate jamb --player ${players} [--games N] [--seed S] [--json]`,
      '    --json     affiche {"games", "mean", "sd", "min", "max", "msPerDecision"}',
    ].join('\n'),
  simulateYamSummary: 'Yam Master, A contre B, la première place alterne ; 100 parties, graine 1 par défaut',
  simulateYamUsage: ({ players }) =>
    [
      '    dicetable simulate yam-master --players A,B [--games N] [--seed S] [--json]',
      `    --players  deux parmi ${players}`,
      '    --json     affiche {"games", "wins": [A, B], "draws", "winRate", "msPerDecision"} (winRate de A)',
    ].join('\n'),
  simulateJamSumoSummary:
    "joueurs de l'ordinateur de JamSumo les uns contre les autres (Jam, Sumo ou Jam Sumo)",
  simulateJamSumoUsage: ({ most, players }) =>
    [
      '    dicetable simulate jamsumo [--mode jam|sumo|jamsumo] [--players expert,aimer] [--games N] [--seed S] [--json] [--progress]',
      `    --players  2 à ${most} parmi ${players}, dans l'ordre des places (expert,aimer par défaut)`,
      '    --games    parties à jouer (10 par défaut) ; le marqueur de manche part de la place suivante à chaque partie',
      '    --json     affiche {"games", "wins", "draws", "winRate", "msPerDecision", "candidatesPerSecond"}',
      '    --progress affiche chaque partie à sa fin (sur stderr)',
    ].join('\n'),
  simulateUnexpected: ({ argument }) => `argument inattendu '${argument}'`,
  simulateCount: ({ option, min, text }) =>
    `${option} prend un nombre entier d'au moins ${min} (reçu '${text}')`,
  simulatePlayerOneOf: ({ players }) => `--player prend l'un de ${players}`,
  simulatePlayersTwoOf: ({ players }) => `--players prend deux parmi ${players}, p. ex. hard,greedy`,
  simulateJambResult: (p) =>
    `${p.player} sur ${p.games} ${games(p.count)} (graine ${p.seed}) : moyenne ${p.mean}, écart type ${p.sd}, ` +
    `min ${p.min}, max ${p.max} ; ${p.ms} ms par décision (médiane ${p.median} ms)`,
  simulateYamResult: (p) =>
    `${p.first} contre ${p.second} sur ${p.games} ${games(p.count)} (graine ${p.seed}) : ${p.wins} victoires, ` +
    `${p.losses} défaites, ${p.draws} nuls (taux de victoire ${p.winRate}) ; ${p.ms} ms par décision ` +
    `(médiane ${p.median} ms)`,
  simulateModeOneOf: ({ modes }) => `--mode doit être l'un de ${modes}`,
  simulatePlayersCount: ({ least, most }) => `--players nomme ${least} à ${most} joueurs`,
  simulateUnknownPlayer: ({ name, players }) => `joueur inconnu '${name}' ; joueurs : ${players}`,
  simulateWholeNumber: ({ option, min }) => `${option} doit être un nombre entier ≥ ${min}`,
  jamSumoProgress: (p) =>
    `partie ${p.game}/${p.games} : ${p.outcome} ; victoires jusqu'ici ${p.wins}, nuls ${p.draws}`,
  jamSumoDraw: 'nul',
  jamSumoAbandoned: 'abandonnée',
  jamSumoAgainst: ' contre ',
  jamSumoHeading: (p) =>
    `JamSumo, ${p.mode} : ${p.games} ${games(p.count)} de ${p.players} (graine ${p.seed})`,
  jamSumoSeat: (p) =>
    `  ${p.player} (place ${p.seat}) : ${p.wins} ${plural(p.count, { one: 'victoire', other: 'victoires' })}`,
  jamSumoDraws: ({ draws }) => `  nuls : ${draws}`,
  jamSumoShare: ({ player, share, ms }) => `  ${player} gagne ${share} ; ${ms} ms de CPU par décision`,
  jamSumoPlanners: ({ rate }) =>
    `  les planificateurs ont simulé ${rate} pichenettes candidates jusqu'au repos par seconde de CPU`,

  statsSummary: 'statistiques par joueur des parties terminées, en JSON',
  statsUsage: `dicetable stats PARTIE...

Affiche en JSON les statistiques de chaque joueur dans les parties terminées parmi les fichiers :
{ "games": N, "players": [{ "player", "games", "jamb", "yamMaster", "jamsumo" }] }, un joueur étant un
nom. Jamb : games, mean, best, worst, totals, columnMeans, upperBonusShare, hitRates ; Yam Master : wins,
losses, draws, linesOfFive, meanPoints ; JamSumo : modes, meanPipsPerRound, diceSunk, flickRounds
(docs/statistics.md définit chacune). Les parties inachevées ou illégales sont sautées avec une note sur stderr.`,
  statsSkipped: ({ file }) => `${file} : sautée, pas une partie terminée et légale`,
});
