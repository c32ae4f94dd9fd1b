// The words of `dicetable review`, in every language the command speaks (Serbian Cyrillic is made from
// the Latin texts). Decisions are named with the game words of each language.
import { defineMessages } from '../i18n/catalogue.ts';
import { plural } from '../i18n/format.ts';

type PlayerLine = { name: string; total: string; count: number; decisions: string };
type DecisionLine = {
  action: string;
  chosen: string;
  best: string;
  cost: string;
  chosenExpected: string;
  bestExpected: string;
};
type Square = { row: string; column: string };

const decisions = {
  en: (count: number) => plural(count, { one: 'decision', other: 'decisions' }),
  nl: (count: number) => plural(count, { one: 'beslissing', other: 'beslissingen' }),
  de: (count: number) => plural(count, { one: 'Entscheidung', other: 'Entscheidungen' }),
  pt: (count: number) => plural(count, { one: 'decisão', other: 'decisões' }),
  hr: (count: number) => plural(count, { one: 'odluci', other: 'odluka' }),
  fr: (count: number) => plural(count, { one: 'décision', other: 'décisions' }),
};

const FIELDS =
  '{"game", "players": [{"name", "totalCost", "decisions"}], "decisions": [{"action", "player", "kind", "chosen", "best", "cost"}]}';

const en = {
  reviewSummary: "what each person's decisions cost against the advisor's best choice; --json for JSON",
  reviewUsage: [
    'dicetable review FILE [--json] [--player NAME]   (exit 1 at the first illegal action, 2 for an unreadable file)',
    `  --json         print ${FIELDS}`,
    '  --player NAME  only the decisions of the player of that name',
    'Jamb: costs in expected final points of the sheet. Yam Master: in percentage points of the chance to win',
    'against the opponent (a computer seat at its level, a person as the medium player). Computer seats are not',
    'reviewed; real-dice games are reviewed on the dice entered. JamSumo games are not reviewed.',
  ].join('\n'),
  reviewGiveFile: 'give the game log file to review',
  reviewNeedsName: '--player needs a name',
  reviewUnknownArgument: ({ argument }: { argument: string }) => `unknown argument ${argument}`,
  reviewUnknownPlayer: ({ name, players }: { name: string; players: string }) =>
    `no player is called ${name} (players: ${players})`,
  reviewNotReviewed: ({ game }: { game: string }) =>
    `${game} games are not reviewed: a flick is judged only by simulating it, and a person's flick is played once`,
  reviewHeadingPoints:
    "Jamb review: what each choice cost in expected final points of the sheet, against the advisor's best.",
  reviewHeadingWin:
    "Yam Master review: what each choice cost in percentage points of the chance to win, against the advisor's best.",
  reviewPlayerPoints: ({ name, total, count, decisions: n }: PlayerLine) =>
    `${name}: ${total} points given up in ${n} ${decisions.en(count)}`,
  reviewPlayerWin: ({ name, total, count, decisions: n }: PlayerLine) =>
    `${name}: ${total} percentage points of winning given up in ${n} ${decisions.en(count)}`,
  reviewComputer: ({ name }: { name: string }) => `${name}: played by the computer, not reviewed`,
  reviewCostliest: ({ count }: { count: number }) =>
    `  ${plural(count, { one: 'the costliest decision', other: `the ${count} costliest decisions` })}:`,
  reviewDecision: (p: DecisionLine) =>
    `    action ${p.action}: chose ${p.chosen} (${p.chosenExpected}), best ${p.best} (${p.bestExpected}), cost ${p.cost}`,
  reviewNoCost: '  every decision was as good as the best',
  reviewKeep: ({ dice }: { dice: string }) => `keep ${dice}, throw again`,
  reviewKeepNone: 'throw all five again',
  reviewWrite: ({ category, column }: { category: string; column: string }) =>
    `write ${category} in ${column}`,
  reviewAnnounce: ({ category }: { category: string }) => `announce ${category}`,
  reviewDefi: 'declare a Défi',
  reviewPlace: ({ row, column }: Square) => `place on row ${row}, column ${column}`,
  reviewRemove: ({ row, column }: Square) => `remove the token on row ${row}, column ${column}`,
  reviewPass: 'end the turn without placing',
  reviewColumnDown: 'down',
  reviewColumnUp: 'up',
  reviewColumnFree: 'free',
  reviewColumnAnnounced: 'announced',
  reviewExpectedPoints: ({ value }: { value: string }) => `expected ${value}`,
  reviewExpectedWin: ({ value }: { value: string }) => `${value}% to win`,
};

export const t = defineMessages('cli-review', {
  en,
  nl: {
    reviewSummary:
      'wat elke beslissing van elke speler kostte tegenover de beste keuze van de adviseur; --json voor JSON',
    reviewUsage: [
      'dicetable review BESTAND [--json] [--player NAAM]   (exit 1 bij de eerste ongeldige actie, 2 voor een onleesbaar bestand)',
      `  --json         geeft ${FIELDS}`,
      '  --player NAAM  alleen de beslissingen van de speler met die naam',
      'Jamb: kosten in verwachte eindpunten van het blad. Yam Master: in procentpunten winkans tegen de',
      'tegenstander (een computerplaats op zijn niveau, een persoon als de middelste speler). Computerplaatsen',
      'worden niet beoordeeld; spellen met echte stenen op de ingevoerde stenen. JamSumo wordt niet beoordeeld.',
    ].join('\n'),
    reviewGiveFile: 'geef het spelverslag om te beoordelen',
    reviewNeedsName: '--player heeft een naam nodig',
    reviewUnknownArgument: ({ argument }) => `onbekend argument ${argument}`,
    reviewUnknownPlayer: ({ name, players }) => `geen speler heet ${name} (spelers: ${players})`,
    reviewNotReviewed: ({ game }) =>
      `${game}-spellen worden niet beoordeeld: een flick is alleen te beoordelen door hem te simuleren, en die van een persoon wordt één keer gespeeld`,
    reviewHeadingPoints:
      'Jamb-beoordeling: wat elke keuze kostte in verwachte eindpunten van het blad, tegenover de beste van de adviseur.',
    reviewHeadingWin:
      'Yam Master-beoordeling: wat elke keuze kostte in procentpunten winkans, tegenover de beste van de adviseur.',
    reviewPlayerPoints: ({ name, total, count, decisions: n }) =>
      `${name}: ${total} punten prijsgegeven in ${n} ${decisions.nl(count)}`,
    reviewPlayerWin: ({ name, total, count, decisions: n }) =>
      `${name}: ${total} procentpunten winkans prijsgegeven in ${n} ${decisions.nl(count)}`,
    reviewComputer: ({ name }) => `${name}: gespeeld door de computer, niet beoordeeld`,
    reviewCostliest: ({ count }) =>
      `  ${plural(count, { one: 'de duurste beslissing', other: `de ${count} duurste beslissingen` })}:`,
    reviewDecision: (p) =>
      `    actie ${p.action}: koos ${p.chosen} (${p.chosenExpected}), beste ${p.best} (${p.bestExpected}), kosten ${p.cost}`,
    reviewNoCost: '  elke beslissing was even goed als de beste',
    reviewKeep: ({ dice }) => `${dice} houden, opnieuw gooien`,
    reviewKeepNone: 'alle vijf opnieuw gooien',
    reviewWrite: ({ category, column }) => `${category} schrijven in ${column}`,
    reviewAnnounce: ({ category }) => `${category} aankondigen`,
    reviewDefi: 'een Défi aankondigen',
    reviewPlace: ({ row, column }) => `plaatsen op rij ${row}, kolom ${column}`,
    reviewRemove: ({ row, column }) => `het fiche op rij ${row}, kolom ${column} wegnemen`,
    reviewPass: 'de beurt beëindigen zonder te plaatsen',
    reviewColumnDown: 'omlaag',
    reviewColumnUp: 'omhoog',
    reviewColumnFree: 'vrij',
    reviewColumnAnnounced: 'aangekondigd',
    reviewExpectedPoints: ({ value }) => `verwacht ${value}`,
    reviewExpectedWin: ({ value }) => `${value}% winkans`,
  },
  de: {
    reviewSummary:
      'was jede Entscheidung jeder Person gegenüber der besten Wahl des Beraters gekostet hat; --json für JSON',
    reviewUsage: [
      'dicetable review DATEI [--json] [--player NAME]   (Exit 1 bei der ersten unzulässigen Aktion, 2 bei einer unlesbaren Datei)',
      `  --json         gibt ${FIELDS} aus`,
      '  --player NAME  nur die Entscheidungen des Spielers mit diesem Namen',
      'Jamb: Kosten in erwarteten Endpunkten des Blatts. Yam Master: in Prozentpunkten der Gewinnchance gegen den',
      'Gegner (ein Computerplatz auf seiner Stufe, eine Person wie der mittlere Spieler). Computerplätze werden',
      'nicht bewertet; Spiele mit echten Würfeln nach den eingegebenen Würfeln. JamSumo wird nicht bewertet.',
    ].join('\n'),
    reviewGiveFile: 'gib die Spielprotokolldatei zum Bewerten an',
    reviewNeedsName: '--player braucht einen Namen',
    reviewUnknownArgument: ({ argument }) => `unbekanntes Argument ${argument}`,
    reviewUnknownPlayer: ({ name, players }) => `kein Spieler heißt ${name} (Spieler: ${players})`,
    reviewNotReviewed: ({ game }) =>
      `${game}-Spiele werden nicht bewertet: ein Schnipser lässt sich nur durch Simulieren beurteilen, und der einer Person wird einmal gespielt`,
    reviewHeadingPoints:
      'Jamb-Bewertung: was jede Wahl an erwarteten Endpunkten des Blatts gekostet hat, gegenüber der besten des Beraters.',
    reviewHeadingWin:
      'Yam-Master-Bewertung: was jede Wahl an Prozentpunkten der Gewinnchance gekostet hat, gegenüber der besten des Beraters.',
    reviewPlayerPoints: ({ name, total, count, decisions: n }) =>
      `${name}: ${total} Punkte verschenkt in ${n} ${decisions.de(count)}`,
    reviewPlayerWin: ({ name, total, count, decisions: n }) =>
      `${name}: ${total} Prozentpunkte Gewinnchance verschenkt in ${n} ${decisions.de(count)}`,
    reviewComputer: ({ name }) => `${name}: vom Computer gespielt, nicht bewertet`,
    reviewCostliest: ({ count }) =>
      `  ${plural(count, { one: 'die teuerste Entscheidung', other: `die ${count} teuersten Entscheidungen` })}:`,
    reviewDecision: (p) =>
      `    Aktion ${p.action}: gewählt ${p.chosen} (${p.chosenExpected}), am besten ${p.best} (${p.bestExpected}), Kosten ${p.cost}`,
    reviewNoCost: '  jede Entscheidung war so gut wie die beste',
    reviewKeep: ({ dice }) => `${dice} behalten, neu würfeln`,
    reviewKeepNone: 'alle fünf neu würfeln',
    reviewWrite: ({ category, column }) => `${category} in ${column} eintragen`,
    reviewAnnounce: ({ category }) => `${category} ansagen`,
    reviewDefi: 'einen Défi ansagen',
    reviewPlace: ({ row, column }) => `auf Reihe ${row}, Spalte ${column} setzen`,
    reviewRemove: ({ row, column }) => `den Stein auf Reihe ${row}, Spalte ${column} entfernen`,
    reviewPass: 'den Zug ohne Setzen beenden',
    reviewColumnDown: 'abwärts',
    reviewColumnUp: 'aufwärts',
    reviewColumnFree: 'frei',
    reviewColumnAnnounced: 'angesagt',
    reviewExpectedPoints: ({ value }) => `erwartet ${value}`,
    reviewExpectedWin: ({ value }) => `${value} % Gewinnchance`,
  },
  pt: {
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
      `${name}: ${total} pontos perdidos em ${n} ${decisions.pt(count)}`,
    reviewPlayerWin: ({ name, total, count, decisions: n }) =>
      `${name}: ${total} pontos percentuais de vitória perdidos em ${n} ${decisions.pt(count)}`,
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
  },
  hr: {
    reviewSummary:
      'koliko je stajala svaka odluka svake osobe prema najboljem izboru savjetnika; --json za JSON',
    reviewUsage: [
      'dicetable review DATOTEKA [--json] [--player IME]   (izlaz 1 kod prve nedopuštene radnje, 2 za nečitljivu datoteku)',
      `  --json         ispisuje ${FIELDS}`,
      '  --player IME   samo odluke igrača toga imena',
      'Jamb: troškovi u očekivanim konačnim bodovima listića. Yam Master: u postotnim bodovima šanse za pobjedu',
      'protiv protivnika (računalo na svojoj razini, osoba kao srednji igrač). Mjesta računala se ne ocjenjuju;',
      'igre sa stvarnim kockicama ocjenjuju se po unesenim kockicama. JamSumo se ne ocjenjuje.',
    ].join('\n'),
    reviewGiveFile: 'navedite datoteku zapisa igre za ocjenu',
    reviewNeedsName: '--player treba ime',
    reviewUnknownArgument: ({ argument }) => `nepoznat argument ${argument}`,
    reviewUnknownPlayer: ({ name, players }) => `nijedan igrač se ne zove ${name} (igrači: ${players})`,
    reviewNotReviewed: ({ game }) =>
      `igre ${game} se ne ocjenjuju: potez prstom može se ocijeniti samo simulacijom, a potez osobe odigran je jednom`,
    reviewHeadingPoints:
      'Ocjena Jamba: koliko je svaki izbor stajao u očekivanim konačnim bodovima listića, prema najboljem izboru savjetnika.',
    reviewHeadingWin:
      'Ocjena Yam Mastera: koliko je svaki izbor stajao u postotnim bodovima šanse za pobjedu, prema najboljem izboru savjetnika.',
    reviewPlayerPoints: ({ name, total, count, decisions: n }) =>
      `${name}: ${total} bodova izgubljeno u ${n} ${decisions.hr(count)}`,
    reviewPlayerWin: ({ name, total, count, decisions: n }) =>
      `${name}: ${total} postotnih bodova šanse za pobjedu izgubljeno u ${n} ${decisions.hr(count)}`,
    reviewComputer: ({ name }) => `${name}: igralo računalo, ne ocjenjuje se`,
    reviewCostliest: ({ count }) =>
      `  ${plural(count, { one: 'najskuplja odluka', few: `${count} najskuplje odluke`, other: `${count} najskupljih odluka` })}:`,
    reviewDecision: (p) =>
      `    radnja ${p.action}: izabrano ${p.chosen} (${p.chosenExpected}), najbolje ${p.best} (${p.bestExpected}), trošak ${p.cost}`,
    reviewNoCost: '  svaka je odluka bila jednako dobra kao najbolja',
    reviewKeep: ({ dice }) => `zadržati ${dice}, baciti ponovo`,
    reviewKeepNone: 'baciti svih pet ponovo',
    reviewWrite: ({ category, column }) => `upisati ${category} u stupac ${column}`,
    reviewAnnounce: ({ category }) => `najaviti ${category}`,
    reviewDefi: 'najaviti Défi',
    reviewPlace: ({ row, column }) => `staviti na red ${row}, stupac ${column}`,
    reviewRemove: ({ row, column }) => `ukloniti žeton s reda ${row}, stupca ${column}`,
    reviewPass: 'završiti potez bez postavljanja',
    reviewColumnDown: 'dolje',
    reviewColumnUp: 'gore',
    reviewColumnFree: 'slobodno',
    reviewColumnAnnounced: 'najava',
    reviewExpectedPoints: ({ value }) => `očekivano ${value}`,
    reviewExpectedWin: ({ value }) => `${value} % za pobjedu`,
  },
  'sr-Latn': {
    reviewSummary:
      'koliko je koštala svaka odluka svake osobe prema najboljem izboru savetnika; `--json` za JSON',
    reviewUsage: [
      '`dicetable review` DATOTEKA [`--json`] [`--player` IME]   (izlaz 1 kod prve nedozvoljene radnje, 2 za nečitljivu datoteku)',
      `  \`--json\`         ispisuje \`${FIELDS}\``,
      '  `--player` IME   samo odluke igrača tog imena',
      'Jamb: troškovi u očekivanim konačnim poenima listića. Yam Master: u procentnim poenima šanse za pobedu',
      'protiv protivnika (računar na svom nivou, osoba kao srednji igrač). Mesta računara se ne ocenjuju;',
      'igre sa pravim kockicama ocenjuju se po unetim kockicama. JamSumo se ne ocenjuje.',
    ].join('\n'),
    reviewGiveFile: 'navedite datoteku zapisa igre za ocenu',
    reviewNeedsName: '`--player` traži ime',
    reviewUnknownArgument: ({ argument }) => `nepoznat argument \`${argument}\``,
    reviewUnknownPlayer: ({ name, players }) => `nijedan igrač se ne zove ${name} (igrači: ${players})`,
    reviewNotReviewed: ({ game }) =>
      `igre \`${game}\` se ne ocenjuju: potez prstom može se oceniti samo simulacijom, a potez osobe odigran je jednom`,
    reviewHeadingPoints:
      'Ocena Jamba: koliko je svaki izbor koštao u očekivanim konačnim poenima listića, prema najboljem izboru savetnika.',
    reviewHeadingWin:
      'Ocena Yam Mastera: koliko je svaki izbor koštao u procentnim poenima šanse za pobedu, prema najboljem izboru savetnika.',
    reviewPlayerPoints: ({ name, total, count, decisions: n }) =>
      `${name}: ${total} poena izgubljeno u ${n} ${decisions.hr(count)}`,
    reviewPlayerWin: ({ name, total, count, decisions: n }) =>
      `${name}: ${total} procentnih poena šanse za pobedu izgubljeno u ${n} ${decisions.hr(count)}`,
    reviewComputer: ({ name }) => `${name}: igrao računar, ne ocenjuje se`,
    reviewCostliest: ({ count }) =>
      `  ${plural(count, { one: 'najskuplja odluka', few: `${count} najskuplje odluke`, other: `${count} najskupljih odluka` })}:`,
    reviewDecision: (p) =>
      `    radnja ${p.action}: izabrano ${p.chosen} (${p.chosenExpected}), najbolje ${p.best} (${p.bestExpected}), trošak ${p.cost}`,
    reviewNoCost: '  svaka odluka je bila dobra kao najbolja',
    reviewKeep: ({ dice }) => `zadržati ${dice}, baciti ponovo`,
    reviewKeepNone: 'baciti svih pet ponovo',
    reviewWrite: ({ category, column }) => `upisati ${category} u kolonu ${column}`,
    reviewAnnounce: ({ category }) => `najaviti ${category}`,
    reviewDefi: 'najaviti Défi',
    reviewPlace: ({ row, column }) => `staviti na red ${row}, kolonu ${column}`,
    reviewRemove: ({ row, column }) => `ukloniti žeton sa reda ${row}, kolone ${column}`,
    reviewPass: 'završiti potez bez postavljanja',
    reviewColumnDown: 'nadole',
    reviewColumnUp: 'nagore',
    reviewColumnFree: 'slobodno',
    reviewColumnAnnounced: 'najava',
    reviewExpectedPoints: ({ value }) => `očekivano ${value}`,
    reviewExpectedWin: ({ value }) => `${value} % za pobedu`,
  },
  fr: {
    reviewSummary:
      'ce que chaque décision de chaque personne a coûté face au meilleur choix du conseiller ; --json pour du JSON',
    reviewUsage: [
      'dicetable review FICHIER [--json] [--player NOM]   (sortie 1 à la première action illégale, 2 pour un fichier illisible)',
      `  --json         affiche ${FIELDS}`,
      '  --player NOM   seulement les décisions du joueur de ce nom',
      'Jamb : coûts en points finaux attendus de la feuille. Yam Master : en points de pourcentage de la chance de',
      'gagner contre l’adversaire (un siège de l’ordinateur à son niveau, une personne comme le joueur moyen). Les',
      'sièges de l’ordinateur ne sont pas évalués ; les parties aux vrais dés le sont sur les dés saisis. JamSumo n’est pas évalué.',
    ].join('\n'),
    reviewGiveFile: 'indiquez le fichier de partie à évaluer',
    reviewNeedsName: '--player demande un nom',
    reviewUnknownArgument: ({ argument }) => `argument inconnu ${argument}`,
    reviewUnknownPlayer: ({ name, players }) => `aucun joueur ne s’appelle ${name} (joueurs : ${players})`,
    reviewNotReviewed: ({ game }) =>
      `les parties de ${game} ne sont pas évaluées : une pichenette ne se juge qu’en la simulant, et celle d’une personne n’est jouée qu’une fois`,
    reviewHeadingPoints:
      'Bilan de Jamb : ce que chaque choix a coûté en points finaux attendus de la feuille, face au meilleur du conseiller.',
    reviewHeadingWin:
      'Bilan de Yam Master : ce que chaque choix a coûté en points de pourcentage de la chance de gagner, face au meilleur du conseiller.',
    reviewPlayerPoints: ({ name, total, count, decisions: n }) =>
      `${name} : ${total} points perdus en ${n} ${decisions.fr(count)}`,
    reviewPlayerWin: ({ name, total, count, decisions: n }) =>
      `${name} : ${total} points de pourcentage de victoire perdus en ${n} ${decisions.fr(count)}`,
    reviewComputer: ({ name }) => `${name} : joué par l’ordinateur, non évalué`,
    reviewCostliest: ({ count }) =>
      `  ${plural(count, { one: 'la décision la plus coûteuse', other: `les ${count} décisions les plus coûteuses` })} :`,
    reviewDecision: (p) =>
      `    action ${p.action} : choisi ${p.chosen} (${p.chosenExpected}), meilleur ${p.best} (${p.bestExpected}), coût ${p.cost}`,
    reviewNoCost: '  chaque décision valait la meilleure',
    reviewKeep: ({ dice }) => `garder ${dice}, relancer`,
    reviewKeepNone: 'relancer les cinq',
    reviewWrite: ({ category, column }) => `inscrire ${category} dans ${column}`,
    reviewAnnounce: ({ category }) => `annoncer ${category}`,
    reviewDefi: 'déclarer un Défi',
    reviewPlace: ({ row, column }) => `poser sur la ligne ${row}, colonne ${column}`,
    reviewRemove: ({ row, column }) => `retirer le pion de la ligne ${row}, colonne ${column}`,
    reviewPass: 'finir le tour sans poser',
    reviewColumnDown: 'descendante',
    reviewColumnUp: 'montante',
    reviewColumnFree: 'libre',
    reviewColumnAnnounced: 'annoncée',
    reviewExpectedPoints: ({ value }) => `attendu ${value}`,
    reviewExpectedWin: ({ value }) => `${value} % de victoire`,
  },
});
