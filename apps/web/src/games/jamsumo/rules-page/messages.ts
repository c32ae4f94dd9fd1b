import { defineMessages } from '../../../i18n/i18n.ts';

type Flick = { height: string; slide: string; push: string; tumble: string };
type Pips = { name: string; pips: number };

export const t = defineMessages('how-to-play-jamsumo', {
  en: {
    goalTitle: 'The goal',
    goal: 'A game of skill: you flick dice with one finger across a round board with a hole in the middle. In Jam you sink your dice in the hole and keep few pips; in Sumo you knock the others’ dice off and keep many.',
    youNeedTitle: 'What you need',
    youNeed:
      'A JamSumo board with its hole, one platform per player, 25 dice in five colours and a round marker. 2 to 5 players, each with the five dice of one colour. On the tablet the app simulates every flick; with a wooden board, the app keeps the score pad.',
    platformsTitle: 'Platforms',
    platforms:
      'A platform is a flat ledge at the rim, at the height of the board. Only as many platforms as players are used, evenly spaced around the board. In Jam every player may use any platform; in Sumo each player’s dice start in front of a platform of their own.',
    supplyTitle: 'The supply',
    supply: 'In Jam your five dice start in your supply, beside the board, each showing 4.',
    placingTitle: 'Placing and a turn',
    placing:
      'On your turn you make exactly one flick of one of your own dice. In Jam you either put a die from your supply on any platform, showing 4 (not only the platform in front of you), and flick it, or you flick one of your dice already in play, on the board or on a platform.',
    flickingTitle: 'Flicking',
    flicking:
      'Flick with one finger against a side face of the die, never its top, and touch only that one die. You may turn the board, but never move dice by hand.',
    flickingTablet:
      'On the tablet, swipe from the die in the direction it should go, or use the flick buttons below the board.',
    flickHeight: ({ height, slide, tumble, push }: Flick) =>
      `Where the finger pushes on the side of the die changes the flick (on the tablet, the slider “${height}”). Low, near the board, and the die slides flat across the board (${slide}). High, near the top edge, and it tips over its edges as it goes, so the face on top can change (${tumble}). In between it is pushed along (${push}). When you swipe, touch the die low to slide it and high to make it tumble.`,
    markerShown:
      'In the app, ◆ beside a player’s name shows who holds the round marker and starts the round.',
    holeTitle: 'The hole',
    hole: 'A die that drops through the hole is out of play for the rest of the round. In Jam that is the aim: a die in the hole counts 0. In Sumo a die in the hole is lost.',
    sumoLineTitle: 'The Sumo line',
    sumoLine:
      'A line is drawn on the board in front of each platform. In Sumo your five dice start on the board between your line and the rim, showing 3.',
    sumoHit:
      'In Sumo you flick one of your dice so that it hits an opponent’s die. If it touches none, that is a miss: your flicked die leaves the round.',
    fallingOffTitle: 'Falling off',
    fallingOff:
      'A die that leaves the board and the platforms is off the edge. In Jam it stays in play: it goes back to its owner’s supply, showing 4. In Sumo it is out for the round, and so is a die that comes to rest on a platform.',
    roundScoreTitle: 'How a round is scored',
    roundJam:
      'Jam: the round ends as soon as all five dice of one player are in the hole. Everyone counts the pips of their dice not in the hole: a supply die counts 4, a die lying flat its top face, a die not lying flat (leaning on another die, the hole’s rim or a platform edge) counts 4.',
    roundSumo:
      'Sumo: the round ends as soon as one player has no dice left on the board. Everyone counts the pips of their dice still on the board; a die not lying flat counts 3.',
    jamExample: 'A Jam round ends: all of Bea’s dice are in the hole.',
    sumoExample: 'A Sumo round ends: Bea has no die left on the board.',
    pipsOf: ({ name, pips }: Pips) => `${name} counts ${pips}`,
    dieInHole: 'in the hole',
    dieInSupply: 'in the supply',
    dieFlat: 'lying flat',
    dieTilted: 'not lying flat',
    dieOff: 'off the edge',
    dieOnPlatform: 'on a platform',
    dieMissed: 'missed',
    dieCounts: ({ where, pips }: { where: string; pips: number }) => `${where}: ${pips}`,
    winnerTitle: 'Rounds and the winner',
    winner:
      'The player holding the round marker starts each round; play goes clockwise. After each round the marker passes to the left and everyone takes their dice back. The game has as many rounds as there are players.',
    winnerRule:
      'In Jam the lowest total wins; in Sumo and Jam Sumo the highest. Equal totals share the place.',
    winnerExample: 'Two players, a game of Jam Sumo: the Jam rounds count as minus points.',
    round: 'Round',
    total: 'Total',
    winnerIs: ({ name }: { name: string }) => `${name} wins.`,
    modesTitle: 'The three modes',
    modes: 'A game is played in one of three modes, chosen when it is started:',
    jamMode: 'Every round is a Jam round. The lowest total wins.',
    sumoMode: 'Every round is a Sumo round. The highest total wins.',
    jamsumoMode:
      'Each round is a Jam round, whose score counts as minus points, and then a Sumo round, whose score counts as plus points. The marker passes after each pair. The highest total wins.',
    houseRulesTitle: 'House rules',
    houseRules:
      'The group chooses the mode when a game is started, and whether to flick on the tablet or to keep the score of a game on a wooden board.',
    thisGame: ({ mode }: { mode: string }) => `This game: ${mode}`,
    tableFlick: 'Flicked on the tablet',
    tablePad: 'Score pad for a wooden board',
    diagram:
      'The board from above, for four players: the hole in the middle, a platform at the rim for each player, a Sumo line in front of each platform, the supply beside the board and a flick’s path from a platform towards the hole.',
    legendHole: 'Hole',
    legendPlatform: 'Platform',
    legendSumoLine: 'Sumo line',
    legendSupply: 'Supply',
    legendFlick: 'A flick’s path',
    legendOff: 'Off the edge',
    thisRound: 'This round, die by die:',
    minusInJamSumo: 'In Jam Sumo these Jam pips count as minus points.',
  },
  nl: {
    goalTitle: 'Het doel',
    goal: 'Een behendigheidsspel: je schiet dobbelstenen met één vinger over een rond bord met een gat in het midden. Bij Jam schiet je je stenen in het gat en houd je weinig ogen over; bij Sumo duw je de stenen van de anderen eraf en houd je er veel.',
    youNeedTitle: 'Wat je nodig hebt',
    youNeed:
      'Een JamSumo-bord met gat, één platform per speler, 25 dobbelstenen in vijf kleuren en een rondemarker. 2 tot 5 spelers, elk met de vijf stenen van één kleur. Op de tablet simuleert de app elk schot; met een houten bord houdt de app het scoreblok bij.',
    platformsTitle: 'Platforms',
    platforms:
      'Een platform is een vlakke richel aan de rand, op de hoogte van het bord. Er worden evenveel platforms gebruikt als er spelers zijn, gelijk verdeeld rond het bord. Bij Jam mag elke speler elk platform gebruiken; bij Sumo beginnen de stenen van elke speler voor een eigen platform.',
    supplyTitle: 'De voorraad',
    supply: 'Bij Jam beginnen je vijf stenen in je voorraad, naast het bord, elk met 4 boven.',
    placingTitle: 'Neerzetten en een beurt',
    placing:
      'In je beurt schiet je precies één keer met één van je eigen stenen. Bij Jam zet je een steen uit je voorraad met 4 boven op een willekeurig platform (niet alleen het platform voor je) en schiet je hem weg, of je schiet een van je stenen die al in het spel zijn, op het bord of op een platform.',
    flickingTitle: 'Schieten',
    flicking:
      'Schiet met één vinger tegen een zijvlak van de steen, nooit tegen de bovenkant, en raak alleen die ene steen aan. Je mag het bord draaien, maar nooit stenen met de hand verplaatsen.',
    flickingTablet:
      'Op de tablet veeg je vanaf de steen in de richting waarin hij moet gaan, of je gebruikt de schietknoppen onder het bord.',
    flickHeight: ({ height, slide, tumble, push }: Flick) =>
      `Waar de vinger tegen de zijkant van de steen duwt, verandert het schot (op de tablet de schuifregelaar „${height}”). Laag, bij het bord, en de steen glijdt plat over het bord (${slide}). Hoog, bij de bovenrand, en hij kantelt onderweg over zijn randen, zodat het bovenvlak kan veranderen (${tumble}). Daartussen wordt hij voortgeduwd (${push}). Als je veegt, raak je de steen laag aan om hem te laten glijden en hoog om hem te laten rollen.`,
    markerShown: 'In de app staat ◆ naast de naam van wie de rondemarker heeft en de ronde begint.',
    holeTitle: 'Het gat',
    hole: 'Een steen die door het gat valt, doet de rest van de ronde niet meer mee. Bij Jam is dat de bedoeling: een steen in het gat telt 0. Bij Sumo ben je een steen in het gat kwijt.',
    sumoLineTitle: 'De sumolijn',
    sumoLine:
      'Voor elk platform staat een lijn op het bord. Bij Sumo beginnen je vijf stenen op het bord tussen jouw lijn en de rand, met 3 boven.',
    sumoHit:
      'Bij Sumo schiet je een van je stenen zo dat hij een steen van een tegenstander raakt. Raakt hij er geen, dan is het een misser: je geschoten steen doet die ronde niet meer mee.',
    fallingOffTitle: 'Van het bord vallen',
    fallingOff:
      'Een steen die van het bord en de platforms af gaat, is over de rand. Bij Jam blijft hij in het spel: hij gaat terug naar de voorraad van de eigenaar, met 4 boven. Bij Sumo is hij uit voor die ronde, net als een steen die op een platform blijft liggen.',
    roundScoreTitle: 'Zo telt een ronde',
    roundJam:
      'Jam: de ronde eindigt zodra alle vijf stenen van één speler in het gat liggen. Iedereen telt de ogen van de eigen stenen die niet in het gat liggen: een steen in de voorraad telt 4, een plat liggende steen zijn bovenkant, een steen die niet plat ligt (tegen een andere steen, de rand van het gat of een platform) telt 4.',
    roundSumo:
      'Sumo: de ronde eindigt zodra één speler geen stenen meer op het bord heeft. Iedereen telt de ogen van de eigen stenen die nog op het bord liggen; een steen die niet plat ligt, telt 3.',
    jamExample: 'Een Jam-ronde eindigt: alle stenen van Bea liggen in het gat.',
    sumoExample: 'Een Sumo-ronde eindigt: Bea heeft geen steen meer op het bord.',
    pipsOf: ({ name, pips }: Pips) => `${name} telt ${pips}`,
    dieInHole: 'in het gat',
    dieInSupply: 'in de voorraad',
    dieFlat: 'ligt plat',
    dieTilted: 'ligt niet plat',
    dieOff: 'over de rand',
    dieOnPlatform: 'op een platform',
    dieMissed: 'misser',
    dieCounts: ({ where, pips }: { where: string; pips: number }) => `${where}: ${pips}`,
    winnerTitle: 'Rondes en de winnaar',
    winner:
      'Wie de rondemarker heeft, begint de ronde; er wordt met de klok mee gespeeld. Na elke ronde gaat de marker naar links en neemt iedereen zijn stenen terug. Het spel heeft evenveel rondes als er spelers zijn.',
    winnerRule:
      'Bij Jam wint het laagste totaal; bij Sumo en Jam Sumo het hoogste. Bij gelijke totalen delen de spelers de plaats.',
    winnerExample: 'Twee spelers, een spel Jam Sumo: de Jam-rondes tellen als minpunten.',
    round: 'Ronde',
    total: 'Totaal',
    winnerIs: ({ name }: { name: string }) => `${name} wint.`,
    modesTitle: 'De drie spelvormen',
    modes: 'Een spel wordt in een van drie spelvormen gespeeld, gekozen bij het begin:',
    jamMode: 'Elke ronde is een Jam-ronde. Het laagste totaal wint.',
    sumoMode: 'Elke ronde is een Sumo-ronde. Het hoogste totaal wint.',
    jamsumoMode:
      'Elke ronde is een Jam-ronde, die als minpunten telt, gevolgd door een Sumo-ronde, die als pluspunten telt. De marker gaat na elk paar door. Het hoogste totaal wint.',
    houseRulesTitle: 'Huisregels',
    houseRules:
      'De groep kiest bij het begin van een spel de spelvorm, en of er op de tablet geschoten wordt of dat de app de score bijhoudt van een spel op een houten bord.',
    thisGame: ({ mode }: { mode: string }) => `Dit spel: ${mode}`,
    tableFlick: 'Geschoten op de tablet',
    tablePad: 'Scoreblok voor een houten bord',
    diagram:
      'Het bord van bovenaf, voor vier spelers: het gat in het midden, een platform aan de rand voor elke speler, een sumolijn voor elk platform, de voorraad naast het bord en de baan van een schot van een platform naar het gat.',
    legendHole: 'Gat',
    legendPlatform: 'Platform',
    legendSumoLine: 'Sumolijn',
    legendSupply: 'Voorraad',
    legendFlick: 'De baan van een schot',
    legendOff: 'Over de rand',
    thisRound: 'Deze ronde, steen voor steen:',
    minusInJamSumo: 'Bij Jam Sumo tellen deze Jam-ogen als minpunten.',
  },
  de: {
    goalTitle: 'Das Ziel',
    goal: 'Ein Geschicklichkeitsspiel: Du schnippst Würfel mit einem Finger über ein rundes Brett mit einem Loch in der Mitte. Bei Jam versenkst du deine Würfel im Loch und behältst wenige Augen; bei Sumo stößt du die Würfel der anderen hinunter und behältst viele.',
    youNeedTitle: 'Was du brauchst',
    youNeed:
      'Ein JamSumo-Brett mit Loch, eine Plattform pro Person, 25 Würfel in fünf Farben und einen Rundenmarker. 2 bis 5 Personen, jede mit den fünf Würfeln einer Farbe. Auf dem Tablet simuliert die App jeden Schnipser; mit einem Holzbrett führt die App den Spielblock.',
    platformsTitle: 'Plattformen',
    platforms:
      'Eine Plattform ist eine flache Leiste am Rand, auf Höhe des Bretts. Es werden so viele Plattformen benutzt, wie Personen mitspielen, gleichmäßig um das Brett verteilt. Bei Jam darf jede Person jede Plattform benutzen; bei Sumo stehen die Würfel jeder Person anfangs vor einer eigenen Plattform.',
    supplyTitle: 'Der Vorrat',
    supply:
      'Bei Jam liegen deine fünf Würfel zu Beginn in deinem Vorrat neben dem Brett, jeder mit der 4 oben.',
    placingTitle: 'Aufsetzen und ein Zug',
    placing:
      'In deinem Zug schnippst du genau einmal einen deiner eigenen Würfel. Bei Jam setzt du entweder einen Würfel aus deinem Vorrat mit der 4 oben auf irgendeine Plattform (nicht nur die vor dir) und schnippst ihn, oder du schnippst einen deiner Würfel, die schon im Spiel sind, auf dem Brett oder auf einer Plattform.',
    flickingTitle: 'Schnippen',
    flicking:
      'Schnippe mit einem Finger gegen eine Seitenfläche des Würfels, nie gegen die Oberseite, und berühre nur diesen einen Würfel. Du darfst das Brett drehen, aber nie Würfel mit der Hand verschieben.',
    flickingTablet:
      'Auf dem Tablet wischst du vom Würfel in die Richtung, in die er soll, oder nimmst die Schnipp-Knöpfe unter dem Brett.',
    flickHeight: ({ height, slide, tumble, push }: Flick) =>
      `Wo der Finger gegen die Seite des Würfels drückt, verändert den Schnipser (auf dem Tablet der Regler „${height}“). Tief, nah am Brett, und der Würfel gleitet flach über das Brett (${slide}). Hoch, nah an der oberen Kante, und er kippt unterwegs über seine Kanten, sodass sich die obere Seite ändern kann (${tumble}). Dazwischen wird er geschoben (${push}). Beim Wischen berührst du den Würfel tief, damit er gleitet, und hoch, damit er kippt.`,
    markerShown: 'In der App zeigt ◆ neben einem Namen, wer den Rundenmarker hat und die Runde beginnt.',
    holeTitle: 'Das Loch',
    hole: 'Ein Würfel, der durch das Loch fällt, ist für den Rest der Runde aus dem Spiel. Bei Jam ist das das Ziel: Ein Würfel im Loch zählt 0. Bei Sumo ist ein Würfel im Loch verloren.',
    sumoLineTitle: 'Die Sumo-Linie',
    sumoLine:
      'Vor jeder Plattform ist eine Linie auf das Brett gezeichnet. Bei Sumo stehen deine fünf Würfel zu Beginn auf dem Brett zwischen deiner Linie und dem Rand, mit der 3 oben.',
    sumoHit:
      'Bei Sumo schnippst du einen deiner Würfel so, dass er einen Würfel eines Gegners trifft. Berührt er keinen, ist das ein Fehlschuss: Dein geschnippter Würfel scheidet für die Runde aus.',
    fallingOffTitle: 'Herunterfallen',
    fallingOff:
      'Ein Würfel, der Brett und Plattformen verlässt, ist über den Rand. Bei Jam bleibt er im Spiel: Er kommt in den Vorrat seines Besitzers zurück, mit der 4 oben. Bei Sumo ist er für die Runde draußen, ebenso ein Würfel, der auf einer Plattform liegen bleibt.',
    roundScoreTitle: 'So zählt eine Runde',
    roundJam:
      'Jam: Die Runde endet, sobald alle fünf Würfel einer Person im Loch sind. Alle zählen die Augen ihrer Würfel, die nicht im Loch sind: ein Würfel im Vorrat zählt 4, ein flach liegender Würfel seine Oberseite, ein Würfel, der nicht flach liegt (an einem anderen Würfel, am Lochrand oder an einer Plattform), zählt 4.',
    roundSumo:
      'Sumo: Die Runde endet, sobald eine Person keinen Würfel mehr auf dem Brett hat. Alle zählen die Augen ihrer Würfel, die noch auf dem Brett liegen; ein Würfel, der nicht flach liegt, zählt 3.',
    jamExample: 'Eine Jam-Runde endet: Alle Würfel von Bea sind im Loch.',
    sumoExample: 'Eine Sumo-Runde endet: Bea hat keinen Würfel mehr auf dem Brett.',
    pipsOf: ({ name, pips }: Pips) => `${name} zählt ${pips}`,
    dieInHole: 'im Loch',
    dieInSupply: 'im Vorrat',
    dieFlat: 'liegt flach',
    dieTilted: 'liegt nicht flach',
    dieOff: 'über den Rand',
    dieOnPlatform: 'auf einer Plattform',
    dieMissed: 'Fehlschuss',
    dieCounts: ({ where, pips }: { where: string; pips: number }) => `${where}: ${pips}`,
    winnerTitle: 'Runden und der Sieg',
    winner:
      'Wer den Rundenmarker hat, beginnt die Runde; gespielt wird im Uhrzeigersinn. Nach jeder Runde wandert der Marker nach links, und alle nehmen ihre Würfel zurück. Das Spiel hat so viele Runden, wie Personen mitspielen.',
    winnerRule:
      'Bei Jam gewinnt die niedrigste Summe, bei Sumo und Jam Sumo die höchste. Bei gleicher Summe teilen sich die Spieler den Platz.',
    winnerExample: 'Zwei Personen, ein Spiel Jam Sumo: Die Jam-Runden zählen als Minuspunkte.',
    round: 'Runde',
    total: 'Summe',
    winnerIs: ({ name }: { name: string }) => `${name} gewinnt.`,
    modesTitle: 'Die drei Spielarten',
    modes: 'Ein Spiel wird in einer von drei Spielarten gespielt, die beim Start gewählt wird:',
    jamMode: 'Jede Runde ist eine Jam-Runde. Die niedrigste Summe gewinnt.',
    sumoMode: 'Jede Runde ist eine Sumo-Runde. Die höchste Summe gewinnt.',
    jamsumoMode:
      'Jede Runde ist eine Jam-Runde, die als Minuspunkte zählt, und danach eine Sumo-Runde, die als Pluspunkte zählt. Der Marker wandert nach jedem Paar weiter. Die höchste Summe gewinnt.',
    houseRulesTitle: 'Hausregeln',
    houseRules:
      'Die Gruppe wählt beim Start eines Spiels die Spielart und ob auf dem Tablet geschnippt wird oder die App den Spielblock eines Spiels auf dem Holzbrett führt.',
    thisGame: ({ mode }: { mode: string }) => `Dieses Spiel: ${mode}`,
    tableFlick: 'Auf dem Tablet geschnippt',
    tablePad: 'Spielblock für ein Holzbrett',
    diagram:
      'Das Brett von oben, für vier Personen: das Loch in der Mitte, eine Plattform am Rand für jede Person, eine Sumo-Linie vor jeder Plattform, der Vorrat neben dem Brett und die Bahn eines Schnippers von einer Plattform zum Loch.',
    legendHole: 'Loch',
    legendPlatform: 'Plattform',
    legendSumoLine: 'Sumo-Linie',
    legendSupply: 'Vorrat',
    legendFlick: 'Die Bahn eines Schnippers',
    legendOff: 'Über den Rand',
    thisRound: 'Diese Runde, Würfel für Würfel:',
    minusInJamSumo: 'Bei Jam Sumo zählen diese Jam-Augen als Minuspunkte.',
  },
  pt: {
    goalTitle: 'O objetivo',
    goal: 'Um jogo de destreza: dá piparotes nos dados com um dedo, sobre um tabuleiro redondo com um buraco no meio. No Jam mete os seus dados no buraco e fica com poucos pontos; no Sumo empurra os dados dos outros para fora e fica com muitos.',
    youNeedTitle: 'O que é preciso',
    youNeed:
      'Um tabuleiro de JamSumo com o buraco, uma plataforma por jogador, 25 dados de cinco cores e um marcador de ronda. 2 a 5 jogadores, cada um com os cinco dados de uma cor. No tablet, a aplicação simula cada piparote; com um tabuleiro de madeira, a aplicação guarda a folha de pontos.',
    platformsTitle: 'Plataformas',
    platforms:
      'Uma plataforma é uma saliência plana na borda, à altura do tabuleiro. Usam-se tantas plataformas quantos jogadores, igualmente espaçadas à volta do tabuleiro. No Jam qualquer jogador pode usar qualquer plataforma; no Sumo os dados de cada jogador começam em frente a uma plataforma sua.',
    supplyTitle: 'A reserva',
    supply: 'No Jam, os seus cinco dados começam na sua reserva, ao lado do tabuleiro, cada um a mostrar 4.',
    placingTitle: 'Colocar e uma vez',
    placing:
      'Na sua vez dá exatamente um piparote num dos seus dados. No Jam, ou põe um dado da reserva a mostrar 4 em qualquer plataforma (não só na que está à sua frente) e dá-lhe um piparote, ou dá um piparote num dos seus dados já em jogo, no tabuleiro ou numa plataforma.',
    flickingTitle: 'O piparote',
    flicking:
      'Dê o piparote com um dedo numa face lateral do dado, nunca no topo, e toque só nesse dado. Pode rodar o tabuleiro, mas nunca mover dados com a mão.',
    flickingTablet:
      'No tablet, deslize o dedo a partir do dado na direção em que deve ir, ou use os botões de piparote por baixo do tabuleiro.',
    flickHeight: ({ height, slide, tumble, push }: Flick) =>
      `O sítio onde o dedo empurra o lado do dado muda o piparote (no tablet, o controlo «${height}»). Em baixo, junto ao tabuleiro, e o dado desliza deitado pelo tabuleiro (${slide}). Em cima, junto à aresta de cima, e ele vai tombando sobre as arestas, por isso a face de cima pode mudar (${tumble}). No meio é empurrado (${push}). Ao deslizar o dedo, toque no dado em baixo para o fazer deslizar e em cima para o fazer capotar.`,
    markerShown:
      'Na aplicação, ◆ ao lado do nome de um jogador mostra quem tem o marcador de ronda e começa a ronda.',
    holeTitle: 'O buraco',
    hole: 'Um dado que cai pelo buraco fica fora de jogo até ao fim da ronda. No Jam é esse o objetivo: um dado no buraco conta 0. No Sumo, um dado no buraco perde-se.',
    sumoLineTitle: 'A linha de Sumo',
    sumoLine:
      'À frente de cada plataforma há uma linha desenhada no tabuleiro. No Sumo, os seus cinco dados começam no tabuleiro entre a sua linha e a borda, a mostrar 3.',
    sumoHit:
      'No Sumo dá um piparote num dos seus dados para que acerte num dado de um adversário. Se não tocar em nenhum, é um falhanço: o seu dado sai da ronda.',
    fallingOffTitle: 'Cair do tabuleiro',
    fallingOff:
      'Um dado que sai do tabuleiro e das plataformas caiu pela borda. No Jam continua em jogo: volta à reserva do dono, a mostrar 4. No Sumo fica fora da ronda, tal como um dado que pára numa plataforma.',
    roundScoreTitle: 'Como se conta uma ronda',
    roundJam:
      'Jam: a ronda acaba assim que os cinco dados de um jogador estão no buraco. Todos contam os pontos dos seus dados fora do buraco: um dado da reserva conta 4, um dado deitado a face de cima, um dado que não está deitado (encostado a outro dado, à borda do buraco ou a uma plataforma) conta 4.',
    roundSumo:
      'Sumo: a ronda acaba assim que um jogador deixa de ter dados no tabuleiro. Todos contam os pontos dos seus dados ainda no tabuleiro; um dado que não está deitado conta 3.',
    jamExample: 'Uma ronda de Jam acaba: todos os dados da Bea estão no buraco.',
    sumoExample: 'Uma ronda de Sumo acaba: a Bea já não tem dados no tabuleiro.',
    pipsOf: ({ name, pips }: Pips) => `${name} conta ${pips}`,
    dieInHole: 'no buraco',
    dieInSupply: 'na reserva',
    dieFlat: 'deitado',
    dieTilted: 'não está deitado',
    dieOff: 'caiu pela borda',
    dieOnPlatform: 'numa plataforma',
    dieMissed: 'falhanço',
    dieCounts: ({ where, pips }: { where: string; pips: number }) => `${where}: ${pips}`,
    winnerTitle: 'Rondas e o vencedor',
    winner:
      'Quem tem o marcador de ronda começa a ronda; joga-se no sentido dos ponteiros do relógio. Depois de cada ronda o marcador passa para a esquerda e todos recuperam os seus dados. O jogo tem tantas rondas quantos jogadores.',
    winnerRule:
      'No Jam ganha o total mais baixo; no Sumo e no Jam Sumo o mais alto. Totais iguais partilham o lugar.',
    winnerExample: 'Dois jogadores, um jogo de Jam Sumo: as rondas de Jam contam como pontos negativos.',
    round: 'Ronda',
    total: 'Total',
    winnerIs: ({ name }: { name: string }) => `${name} ganha.`,
    modesTitle: 'Os três modos',
    modes: 'Um jogo joga-se num de três modos, escolhido ao começar:',
    jamMode: 'Todas as rondas são de Jam. Ganha o total mais baixo.',
    sumoMode: 'Todas as rondas são de Sumo. Ganha o total mais alto.',
    jamsumoMode:
      'Cada ronda é uma ronda de Jam, cujos pontos contam como negativos, seguida de uma ronda de Sumo, cujos pontos contam como positivos. O marcador passa depois de cada par. Ganha o total mais alto.',
    houseRulesTitle: 'Regras da casa',
    houseRules:
      'Ao começar um jogo, o grupo escolhe o modo e se joga com piparotes no tablet ou se a aplicação guarda a pontuação de um jogo num tabuleiro de madeira.',
    thisGame: ({ mode }: { mode: string }) => `Este jogo: ${mode}`,
    tableFlick: 'Piparotes no tablet',
    tablePad: 'Folha de pontos para um tabuleiro de madeira',
    diagram:
      'O tabuleiro visto de cima, para quatro jogadores: o buraco no meio, uma plataforma na borda para cada jogador, uma linha de Sumo à frente de cada plataforma, a reserva ao lado do tabuleiro e o caminho de um piparote de uma plataforma para o buraco.',
    legendHole: 'Buraco',
    legendPlatform: 'Plataforma',
    legendSumoLine: 'Linha de Sumo',
    legendSupply: 'Reserva',
    legendFlick: 'O caminho de um piparote',
    legendOff: 'Caiu pela borda',
    thisRound: 'Esta ronda, dado a dado:',
    minusInJamSumo: 'No Jam Sumo, estes pontos de Jam contam como negativos.',
  },
});
