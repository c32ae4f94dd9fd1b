import { defineMessages } from '../../../i18n/i18n.ts';

type N = { n: number };
type Name = { name: string };
type Points = { first: number; second: number };

export const t = defineMessages('how-to-play-yam-master', {
  en: {
    goalTitle: 'The goal',
    goal: 'Two players claim the squares of a 5×5 board with their tokens. Five of your tokens in a row, a column or a long diagonal win at once. Otherwise the game ends when a player has placed their 12th token, and runs of three or four tokens score points.',
    youNeedTitle: 'What you need',
    youNeed: ({ tokens }: { tokens: number }) =>
      `Two players, five dice, the board and ${tokens} tokens each; in the app one player has circles, the other diamonds. Each square shows the figure that claims it:`,
    turnTitle: 'A turn',
    turn1:
      'Roll up to three times. Between rolls, hold the dice you want to keep; every roll after the first throws at least one die.',
    turn2:
      'After the last roll the dice may make several figures. Pick one of them: you may put a token on any free square showing that figure. Placing is optional.',
    figuresTitle: 'The figures',
    figuresIntro: 'Each example lists every square the dice may claim, worked out by the game’s own rules.',
    brelanRule: ({ n }: N) => `At least three dice showing ${n}.`,
    fullRule:
      'Three of one value and two of one value, not necessarily different: five equal dice are a Full too.',
    carreRule: 'At least four equal dice.',
    yamRule: 'Five equal dice. A Yam is also a Full, a Carré and three of a kind.',
    yamPredator:
      'With a Yam you may, instead of placing a token, remove one of your opponent’s tokens from the board. That token leaves the game.',
    suiteRule: 'Exactly 1-2-3-4-5 or 2-3-4-5-6.',
    le8Rule: 'The five dice add up to 8 or less.',
    secRule:
      'Any figure other than three of a kind (Full, Carré, Yam, Suite, ≤ 8) made with the first roll of the turn.',
    defiRule:
      'A challenge: declare it after the first roll and before the second; then you must roll at least once more. It succeeds when, after the second or third roll, the dice make a figure other than three of a kind. You do not say which one.',
    defiFailed: 'A failed challenge costs nothing, but the turn ends without a token.',
    secTurn:
      'A Sec is taken straight after the first roll: put a token on a free Sec square and your turn ends, as every placing ends it. You need not take it: you may roll again instead, and then the Sec is gone for this turn (the dice may still make other figures).',
    secOneSquare:
      'A Sec square is one square like any other. With a Sec you choose one square: a Sec square or a square of the figure itself, such as a Full. Either way you place one token.',
    marksTitle: 'The marks on the board',
    marksIntro: 'What each sign and frame on a square means:',
    markBrelan:
      'A number with a die (1 to 6): three of a kind of that number, at least three dice showing it.',
    markFull: ({ name }: Name) => `${name}: three dice of one value plus two of one value.`,
    markCarre: ({ name }: Name) => `${name}: four dice of the same value.`,
    markYam: ({ name }: Name) => `${name}: all five dice of the same value.`,
    markSuite: ({ name }: Name) => `${name}: the run 1 to 5 or the run 2 to 6.`,
    markLe8: ({ name }: Name) => `${name}: Σ is the sign for a sum; the five dice add up to 8 or less.`,
    markSec: ({ name }: Name) => `${name}: the lightning, a figure made with the first roll.`,
    markDefi: ({ name }: Name) => `${name}: the crossed swords, a challenge declared after the first roll.`,
    markTokens: 'A circle or a diamond: a token of the player with circles or of the player with diamonds.',
    markLit: 'A thick coloured ring: your token may go on this square now.',
    markRemovable: 'A red ring: with a Yam you may take this token off the board.',
    markRun:
      'A frame inside the square in a player’s colour: this token is part of a run of three or four that scores for that player.',
    markWinning: 'A larger square with a dark outer ring: part of the line of five that won the game.',
    markLastMove:
      'A dashed frame: the square the last turn placed a token on or emptied, marked until the next roll.',
    markHinted:
      'A small dot in the corner (with the odds hints on): a free square whose figure the dice can still make this turn.',
    firstRoll: 'First roll',
    afterDefi: 'After a declared Défi',
    qualifies: ({ labels }: { labels: string }) => `May claim: ${labels}`,
    noSquare: 'May claim no square',
    linesTitle: 'A line of five',
    lines:
      'A player who completes a line of five own tokens wins at once. A line of five is a whole row, a whole column or one of the two long diagonals from corner to corner; the shorter diagonals have fewer than five squares and never make one.',
    linesCaption: 'Circles complete the middle row: they win at once.',
    endTitle: 'The end',
    end: ({ tokens }: { tokens: number }) =>
      `Otherwise the game ends as soon as a player places their ${tokens}th token (tokens placed, not tokens still on the board). Then both players count their points.`,
    pointsTitle: 'Points',
    points:
      'Every unbroken run of three or four of your own tokens scores, along a row, a column or any diagonal: the two long diagonals and the shorter diagonals of four and of three squares alike. Three in a row is 1 point, four in a row 2 points. A run of four does not also count its runs of three. More points win; equal points are a draw.',
    pointsCaption: ({ first, second }: Points) => `Points: circles ${first}, diamonds ${second}.`,
    houseRulesTitle: 'House rules',
    houseRules:
      'When a game is started, the group may load another arrangement of the board’s squares from a layout file.',
    layoutDefault: 'The standard board',
    layoutCustom: 'A board of your own',
    thisBoard: 'The board of this game',
    circles: 'Circles',
    diamonds: 'Diamonds',
    nowClaims: ({ dice, figure }: { dice: string; figure: string }) =>
      `${dice} may claim a ${figure} square now.`,
    nowNotClaims: ({ dice, figure }: { dice: string; figure: string }) =>
      `${dice} may not claim a ${figure} square now.`,
    notRolledYet: 'No dice rolled yet this turn.',
  },
  nl: {
    goalTitle: 'Het doel',
    goal: 'Twee spelers veroveren de vakken van een bord van 5×5 met hun fiches. Vijf eigen fiches op een rij, in een kolom of op een lange diagonaal winnen meteen. Anders eindigt het spel als een speler het 12e fiche heeft gelegd, en leveren rijen van drie of vier fiches punten op.',
    youNeedTitle: 'Wat je nodig hebt',
    youNeed: ({ tokens }: { tokens: number }) =>
      `Twee spelers, vijf dobbelstenen, het bord en elk ${tokens} fiches; in de app heeft de ene speler rondjes, de andere ruiten. Elk vak toont de figuur waarmee je het verovert:`,
    turnTitle: 'Een beurt',
    turn1:
      'Gooi hoogstens drie keer. Houd tussen de worpen de stenen vast die je wilt bewaren; elke worp na de eerste gooit minstens één steen.',
    turn2:
      'Na de laatste worp kunnen de stenen meerdere figuren vormen. Kies er één: je mag een fiche leggen op elk vrij vak met die figuur. Leggen is niet verplicht.',
    figuresTitle: 'De figuren',
    figuresIntro:
      'Elk voorbeeld noemt alle vakken die de stenen mogen veroveren, berekend met de spelregels van het spel zelf.',
    brelanRule: ({ n }: N) => `Minstens drie stenen met ${n} ogen.`,
    fullRule:
      'Drie van één waarde en twee van één waarde, niet per se verschillend: vijf gelijke stenen zijn ook een Full.',
    carreRule: 'Minstens vier gelijke stenen.',
    yamRule: 'Vijf gelijke stenen. Een Yam is ook een Full, een Carré en drie gelijke.',
    yamPredator:
      'Met een Yam mag je, in plaats van een fiche te leggen, één fiche van je tegenstander van het bord halen. Dat fiche doet niet meer mee.',
    suiteRule: 'Precies 1-2-3-4-5 of 2-3-4-5-6.',
    le8Rule: 'De vijf stenen zijn samen 8 of minder.',
    secRule:
      'Elke figuur behalve drie gelijke (Full, Carré, Yam, Suite, ≤ 8) die je met de eerste worp van de beurt gooit.',
    defiRule:
      'Een uitdaging: je kondigt haar aan na de eerste worp en voor de tweede; daarna moet je minstens nog één keer gooien. Ze slaagt als de stenen na de tweede of derde worp een figuur vormen die geen drie gelijke is. Welke, hoef je niet te zeggen.',
    defiFailed: 'Een mislukte uitdaging kost niets, maar de beurt eindigt zonder fiche.',
    secTurn:
      'Een Sec neem je meteen na de eerste worp: leg een fiche op een vrij Sec-vak en je beurt eindigt, zoals elke keer dat je legt. Het hoeft niet: je mag ook opnieuw gooien, en dan is de Sec voor deze beurt voorbij (de stenen kunnen nog wel andere figuren vormen).',
    secOneSquare:
      'Een Sec-vak is één vak zoals elk ander. Met een Sec kies je één vak: een Sec-vak of een vak van de figuur zelf, bijvoorbeeld een Full. Hoe dan ook leg je één fiche.',
    marksTitle: 'De tekens op het bord',
    marksIntro: 'Wat elk teken en elke rand op een vak betekent:',
    markBrelan:
      'Een getal met een dobbelsteen (1 tot 6): drie gelijke van dat getal, minstens drie stenen die het tonen.',
    markFull: ({ name }: Name) => `${name}: drie stenen van één waarde plus twee van één waarde.`,
    markCarre: ({ name }: Name) => `${name}: vier stenen met dezelfde waarde.`,
    markYam: ({ name }: Name) => `${name}: alle vijf stenen met dezelfde waarde.`,
    markSuite: ({ name }: Name) => `${name}: de reeks 1 tot 5 of de reeks 2 tot 6.`,
    markLe8: ({ name }: Name) =>
      `${name}: Σ is het teken voor een som; de vijf stenen zijn samen 8 of minder.`,
    markSec: ({ name }: Name) => `${name}: de bliksem, een figuur in de eerste worp.`,
    markDefi: ({ name }: Name) =>
      `${name}: de gekruiste zwaarden, een uitdaging aangekondigd na de eerste worp.`,
    markTokens:
      'Een rondje of een ruit: een fiche van de speler met de rondjes of van de speler met de ruiten.',
    markLit: 'Een dikke gekleurde rand: je fiche mag nu op dit vak.',
    markRemovable: 'Een rode rand: met een Yam mag je dit fiche van het bord halen.',
    markRun:
      'Een rand binnen in het vak in de kleur van een speler: dit fiche hoort bij een reeks van drie of vier die voor die speler telt.',
    markWinning: 'Een groter vak met een donkere rand eromheen: deel van de lijn van vijf die het spel won.',
    markLastMove:
      'Een gestippelde rand: het vak waar de vorige beurt een fiche legde of weghaalde, tot de volgende worp.',
    markHinted:
      'Een stipje in de hoek (met de kansen-hulp aan): een vrij vak waarvan de stenen de figuur deze beurt nog kunnen maken.',
    firstRoll: 'Eerste worp',
    afterDefi: 'Na een aangekondigde Défi',
    qualifies: ({ labels }: { labels: string }) => `Mag veroveren: ${labels}`,
    noSquare: 'Mag geen vak veroveren',
    linesTitle: 'Vijf op een rij',
    lines:
      'Wie een lijn van vijf eigen fiches maakt, wint meteen. Een lijn van vijf is een hele rij, een hele kolom of een van de twee lange diagonalen van hoek tot hoek; de kortere diagonalen hebben minder dan vijf vakken en vormen er nooit een.',
    linesCaption: 'De rondjes vullen de middelste rij: zij winnen meteen.',
    endTitle: 'Het einde',
    end: ({ tokens }: { tokens: number }) =>
      `Anders eindigt het spel zodra een speler zijn ${tokens}e fiche legt (gelegde fiches, niet fiches die nog op het bord liggen). Dan tellen beide spelers hun punten.`,
    pointsTitle: 'Punten',
    points:
      'Elke ononderbroken reeks van drie of vier eigen fiches telt, in een rij, een kolom of op elke diagonaal: de twee lange diagonalen en de kortere diagonalen van vier en van drie vakken evengoed. Drie op een rij is 1 punt, vier op een rij 2 punten. Een reeks van vier telt haar reeksen van drie niet nog eens mee. Meer punten wint; evenveel punten is gelijkspel.',
    pointsCaption: ({ first, second }: Points) => `Punten: rondjes ${first}, ruiten ${second}.`,
    houseRulesTitle: 'Huisregels',
    houseRules:
      'Bij het begin van een spel kan de groep een andere indeling van de vakken laden uit een bordbestand.',
    layoutDefault: 'Het standaardbord',
    layoutCustom: 'Een eigen bord',
    thisBoard: 'Het bord van dit spel',
    circles: 'Rondjes',
    diamonds: 'Ruiten',
    nowClaims: ({ dice, figure }: { dice: string; figure: string }) =>
      `${dice} mag nu een vak ${figure} veroveren.`,
    nowNotClaims: ({ dice, figure }: { dice: string; figure: string }) =>
      `${dice} mag nu geen vak ${figure} veroveren.`,
    notRolledYet: 'Deze beurt is er nog niet gegooid.',
  },
  de: {
    goalTitle: 'Das Ziel',
    goal: 'Zwei Spieler besetzen die Felder eines 5×5-Bretts mit ihren Steinen. Fünf eigene Steine in einer Reihe, einer Spalte oder einer langen Diagonale gewinnen sofort. Sonst endet das Spiel, wenn jemand den 12. Stein gesetzt hat, und Ketten von drei oder vier Steinen bringen Punkte.',
    youNeedTitle: 'Was du brauchst',
    youNeed: ({ tokens }: { tokens: number }) =>
      `Zwei Spieler, fünf Würfel, das Brett und je ${tokens} Spielsteine; in der App hat einer Kreise, der andere Rauten. Jedes Feld zeigt die Figur, mit der man es besetzt:`,
    turnTitle: 'Ein Zug',
    turn1:
      'Würfle bis zu dreimal. Halte zwischen den Würfen die Würfel, die du behalten willst; jeder Wurf nach dem ersten wirft mindestens einen Würfel.',
    turn2:
      'Nach dem letzten Wurf können die Würfel mehrere Figuren bilden. Wähle eine davon: Du darfst einen Stein auf jedes freie Feld mit dieser Figur setzen. Setzen ist freiwillig.',
    figuresTitle: 'Die Figuren',
    figuresIntro:
      'Jedes Beispiel nennt alle Felder, die die Würfel besetzen dürfen, ausgerechnet mit den Regeln des Spiels selbst.',
    brelanRule: ({ n }: N) => `Mindestens drei Würfel zeigen ${n}.`,
    fullRule:
      'Drei eines Werts und zwei eines Werts, nicht unbedingt verschieden: Auch fünf gleiche Würfel sind ein Full.',
    carreRule: 'Mindestens vier gleiche Würfel.',
    yamRule: 'Fünf gleiche Würfel. Ein Yam ist auch ein Full, ein Carré und ein Dreierpasch.',
    yamPredator:
      'Mit einem Yam darfst du, statt einen Stein zu setzen, einen Stein deines Gegners vom Brett nehmen. Dieser Stein scheidet aus dem Spiel aus.',
    suiteRule: 'Genau 1-2-3-4-5 oder 2-3-4-5-6.',
    le8Rule: 'Die fünf Würfel ergeben zusammen 8 oder weniger.',
    secRule:
      'Jede Figur außer einem Dreierpasch (Full, Carré, Yam, Suite, ≤ 8), die mit dem ersten Wurf des Zugs gelingt.',
    defiRule:
      'Eine Herausforderung: Sag sie nach dem ersten Wurf und vor dem zweiten an; dann musst du mindestens noch einmal würfeln. Sie gelingt, wenn die Würfel nach dem zweiten oder dritten Wurf eine Figur außer einem Dreierpasch bilden. Welche, musst du nicht sagen.',
    defiFailed: 'Eine misslungene Herausforderung kostet nichts, aber der Zug endet ohne Stein.',
    secTurn:
      'Ein Sec wird gleich nach dem ersten Wurf genommen: Setz einen Stein auf ein freies Sec-Feld, und dein Zug endet, wie jedes Setzen ihn beendet. Du musst nicht: Du darfst stattdessen weiterwürfeln, dann ist das Sec für diesen Zug vorbei (die Würfel können noch andere Figuren bilden).',
    secOneSquare:
      'Ein Sec-Feld ist ein Feld wie jedes andere. Mit einem Sec wählst du ein Feld: ein Sec-Feld oder ein Feld der Figur selbst, etwa ein Full. So oder so setzt du einen Stein.',
    marksTitle: 'Die Zeichen auf dem Brett',
    marksIntro: 'Was jedes Zeichen und jeder Rahmen auf einem Feld bedeutet:',
    markBrelan:
      'Eine Zahl mit einem Würfel (1 bis 6): ein Dreierpasch dieser Zahl, mindestens drei Würfel zeigen sie.',
    markFull: ({ name }: Name) => `${name}: drei Würfel eines Werts plus zwei Würfel eines Werts.`,
    markCarre: ({ name }: Name) => `${name}: vier Würfel mit demselben Wert.`,
    markYam: ({ name }: Name) => `${name}: alle fünf Würfel mit demselben Wert.`,
    markSuite: ({ name }: Name) => `${name}: die Folge 1 bis 5 oder die Folge 2 bis 6.`,
    markLe8: ({ name }: Name) =>
      `${name}: Σ ist das Zeichen für eine Summe; die fünf Würfel ergeben zusammen 8 oder weniger.`,
    markSec: ({ name }: Name) => `${name}: der Blitz, eine Figur mit dem ersten Wurf.`,
    markDefi: ({ name }: Name) =>
      `${name}: die gekreuzten Schwerter, eine Herausforderung, angesagt nach dem ersten Wurf.`,
    markTokens:
      'Ein Kreis oder eine Raute: ein Stein des Spielers mit den Kreisen oder des Spielers mit den Rauten.',
    markLit: 'Ein dicker farbiger Ring: Dein Stein darf jetzt auf dieses Feld.',
    markRemovable: 'Ein roter Ring: Mit einem Yam darfst du diesen Stein vom Brett nehmen.',
    markRun:
      'Ein Rahmen innen im Feld in der Farbe eines Spielers: Dieser Stein gehört zu einer Kette aus drei oder vier, die für diesen Spieler zählt.',
    markWinning:
      'Ein größeres Feld mit dunklem Ring außen: Teil der Fünferlinie, die das Spiel gewonnen hat.',
    markLastMove:
      'Ein gestrichelter Rahmen: das Feld, auf das der letzte Zug einen Stein setzte oder von dem er einen nahm, bis zum nächsten Wurf.',
    markHinted:
      'Ein kleiner Punkt in der Ecke (mit den Chancen-Hinweisen an): ein freies Feld, dessen Figur die Würfel in diesem Zug noch bilden können.',
    firstRoll: 'Erster Wurf',
    afterDefi: 'Nach einem angesagten Défi',
    qualifies: ({ labels }: { labels: string }) => `Darf besetzen: ${labels}`,
    noSquare: 'Darf kein Feld besetzen',
    linesTitle: 'Fünf in einer Linie',
    lines:
      'Wer eine Linie aus fünf eigenen Steinen vollendet, gewinnt sofort. Eine Fünferlinie ist eine ganze Reihe, eine ganze Spalte oder eine der beiden langen Diagonalen von Ecke zu Ecke; die kürzeren Diagonalen haben weniger als fünf Felder und bilden nie eine.',
    linesCaption: 'Die Kreise füllen die mittlere Reihe: Sie gewinnen sofort.',
    endTitle: 'Das Ende',
    end: ({ tokens }: { tokens: number }) =>
      `Sonst endet das Spiel, sobald jemand seinen ${tokens}. Stein setzt (gesetzte Steine, nicht Steine, die noch auf dem Brett liegen). Dann zählen beide ihre Punkte.`,
    pointsTitle: 'Punkte',
    points:
      'Jede lückenlose Kette aus drei oder vier eigenen Steinen zählt, in einer Reihe, einer Spalte oder jeder Diagonale: die beiden langen Diagonalen ebenso wie die kürzeren Diagonalen mit vier und mit drei Feldern. Drei in Folge sind 1 Punkt, vier in Folge 2 Punkte. Eine Viererkette zählt ihre Dreierketten nicht noch einmal. Mehr Punkte gewinnen; gleich viele sind ein Unentschieden.',
    pointsCaption: ({ first, second }: Points) => `Punkte: Kreise ${first}, Rauten ${second}.`,
    houseRulesTitle: 'Hausregeln',
    houseRules:
      'Beim Start eines Spiels kann die Gruppe eine andere Anordnung der Felder aus einer Brettdatei laden.',
    layoutDefault: 'Das Standardbrett',
    layoutCustom: 'Ein eigenes Brett',
    thisBoard: 'Das Brett dieses Spiels',
    circles: 'Kreise',
    diamonds: 'Rauten',
    nowClaims: ({ dice, figure }: { dice: string; figure: string }) =>
      `${dice} darf jetzt ein Feld ${figure} besetzen.`,
    nowNotClaims: ({ dice, figure }: { dice: string; figure: string }) =>
      `${dice} darf jetzt kein Feld ${figure} besetzen.`,
    notRolledYet: 'In diesem Zug wurde noch nicht gewürfelt.',
  },
  pt: {
    goalTitle: 'O objetivo',
    goal: 'Dois jogadores conquistam as casas de um tabuleiro de 5×5 com as suas fichas. Cinco fichas suas numa linha, numa coluna ou numa diagonal longa ganham logo. Caso contrário, o jogo acaba quando um jogador coloca a 12.ª ficha, e as filas de três ou quatro fichas dão pontos.',
    youNeedTitle: 'O que é preciso',
    youNeed: ({ tokens }: { tokens: number }) =>
      `Dois jogadores, cinco dados, o tabuleiro e ${tokens} fichas cada um; na aplicação um jogador tem círculos, o outro losangos. Cada casa mostra a figura que a conquista:`,
    turnTitle: 'Uma vez',
    turn1:
      'Lance até três vezes. Entre lançamentos, guarde os dados que quer manter; cada lançamento depois do primeiro lança pelo menos um dado.',
    turn2:
      'Depois do último lançamento, os dados podem formar várias figuras. Escolha uma: pode pôr uma ficha em qualquer casa livre com essa figura. Colocar não é obrigatório.',
    figuresTitle: 'As figuras',
    figuresIntro:
      'Cada exemplo indica todas as casas que os dados podem conquistar, calculadas pelas próprias regras do jogo.',
    brelanRule: ({ n }: N) => `Pelo menos três dados a mostrar ${n}.`,
    fullRule:
      'Três de um valor e dois de um valor, não necessariamente diferentes: cinco dados iguais também são um Full.',
    carreRule: 'Pelo menos quatro dados iguais.',
    yamRule: 'Cinco dados iguais. Um Yam também é um Full, um Carré e um trio.',
    yamPredator:
      'Com um Yam pode, em vez de colocar uma ficha, tirar do tabuleiro uma ficha do adversário. Essa ficha sai do jogo.',
    suiteRule: 'Exatamente 1-2-3-4-5 ou 2-3-4-5-6.',
    le8Rule: 'Os cinco dados somam 8 ou menos.',
    secRule:
      'Qualquer figura que não seja um trio (Full, Carré, Yam, Sequência, ≤ 8) feita no primeiro lançamento da vez.',
    defiRule:
      'Um desafio: declare-o depois do primeiro lançamento e antes do segundo; depois tem de lançar pelo menos mais uma vez. Tem êxito quando, depois do segundo ou do terceiro lançamento, os dados formam uma figura que não seja um trio. Não precisa de dizer qual.',
    defiFailed: 'Um desafio falhado não custa nada, mas a vez acaba sem ficha.',
    secTurn:
      'Um Sec toma-se logo a seguir ao primeiro lançamento: ponha uma ficha numa casa Sec livre e a sua vez acaba, como acaba sempre que coloca. Não é obrigatório: pode lançar de novo, e então o Sec perde-se nesta vez (os dados ainda podem formar outras figuras).',
    secOneSquare:
      'Uma casa Sec é uma casa como as outras. Com um Sec escolhe uma casa: uma casa Sec ou uma casa da própria figura, por exemplo um Full. De qualquer forma coloca uma ficha.',
    marksTitle: 'Os sinais no tabuleiro',
    marksIntro: 'O que significa cada sinal e cada moldura numa casa:',
    markBrelan: 'Um número com um dado (1 a 6): um trio desse número, pelo menos três dados a mostrá-lo.',
    markFull: ({ name }: Name) => `${name}: três dados de um valor mais dois dados de um valor.`,
    markCarre: ({ name }: Name) => `${name}: quatro dados com o mesmo valor.`,
    markYam: ({ name }: Name) => `${name}: os cinco dados com o mesmo valor.`,
    markSuite: ({ name }: Name) => `${name}: a sequência de 1 a 5 ou a sequência de 2 a 6.`,
    markLe8: ({ name }: Name) => `${name}: Σ é o sinal de uma soma; os cinco dados somam 8 ou menos.`,
    markSec: ({ name }: Name) => `${name}: o relâmpago, uma figura feita no primeiro lançamento.`,
    markDefi: ({ name }: Name) =>
      `${name}: as espadas cruzadas, um desafio declarado depois do primeiro lançamento.`,
    markTokens: 'Um círculo ou um losango: uma ficha do jogador dos círculos ou do jogador dos losangos.',
    markLit: 'Um anel grosso colorido: a sua ficha pode ir para esta casa agora.',
    markRemovable: 'Um anel vermelho: com um Yam pode tirar esta ficha do tabuleiro.',
    markRun:
      'Uma moldura dentro da casa na cor de um jogador: esta ficha faz parte de uma fila de três ou quatro que conta para esse jogador.',
    markWinning: 'Uma casa maior com um anel escuro à volta: parte da linha de cinco que ganhou o jogo.',
    markLastMove:
      'Uma moldura tracejada: a casa onde a última vez pôs ou tirou uma ficha, até ao próximo lançamento.',
    markHinted:
      'Um pequeno ponto no canto (com as ajudas de probabilidades ligadas): uma casa livre cuja figura os dados ainda podem fazer nesta vez.',
    firstRoll: 'Primeiro lançamento',
    afterDefi: 'Depois de um Défi declarado',
    qualifies: ({ labels }: { labels: string }) => `Pode conquistar: ${labels}`,
    noSquare: 'Não pode conquistar nenhuma casa',
    linesTitle: 'Uma linha de cinco',
    lines:
      'Quem completa uma linha de cinco fichas suas ganha logo. Uma linha de cinco é uma linha inteira, uma coluna inteira ou uma das duas diagonais longas de canto a canto; as diagonais mais curtas têm menos de cinco casas e nunca formam uma.',
    linesCaption: 'Os círculos completam a linha do meio: ganham logo.',
    endTitle: 'O fim',
    end: ({ tokens }: { tokens: number }) =>
      `Caso contrário, o jogo acaba assim que um jogador coloca a sua ${tokens}.ª ficha (fichas colocadas, não fichas ainda no tabuleiro). Depois, os dois contam os pontos.`,
    pointsTitle: 'Pontos',
    points:
      'Cada fila seguida de três ou quatro fichas suas conta, numa linha, numa coluna ou em qualquer diagonal: as duas diagonais longas e também as diagonais mais curtas de quatro e de três casas. Três seguidas valem 1 ponto, quatro seguidas 2 pontos. Uma fila de quatro não conta também as suas filas de três. Ganha quem tiver mais pontos; pontos iguais são um empate.',
    pointsCaption: ({ first, second }: Points) => `Pontos: círculos ${first}, losangos ${second}.`,
    houseRulesTitle: 'Regras da casa',
    houseRules:
      'Ao começar um jogo, o grupo pode carregar outra disposição das casas a partir de um ficheiro de tabuleiro.',
    layoutDefault: 'O tabuleiro padrão',
    layoutCustom: 'Um tabuleiro próprio',
    thisBoard: 'O tabuleiro deste jogo',
    circles: 'Círculos',
    diamonds: 'Losangos',
    nowClaims: ({ dice, figure }: { dice: string; figure: string }) =>
      `${dice} pode conquistar agora uma casa ${figure}.`,
    nowNotClaims: ({ dice, figure }: { dice: string; figure: string }) =>
      `${dice} não pode conquistar agora uma casa ${figure}.`,
    notRolledYet: 'Ainda não se lançou nesta vez.',
  },
});
