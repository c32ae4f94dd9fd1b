import { defineMessages } from '../../../i18n/i18n.ts';

type Bonus = { bonus: number };

export const t = defineMessages('how-to-play-jamb', {
  en: {
    goalTitle: 'The goal',
    goal: 'Fill your score sheet: 13 rows, the categories, in 4 columns. Every turn you write the dice into exactly one empty cell. When every sheet is full, the highest grand total wins.',
    youNeedTitle: 'What you need',
    youNeed:
      'Five dice and one score sheet per player. Jamb is for one player or more; playing alone, against your own best score, is normal. The app rolls for you, or you throw real dice at the table and tap in what they show.',
    turnTitle: 'A turn',
    turnRolls: 'Roll up to three times. The first roll throws all five dice.',
    turnHold:
      'After a roll, tap the dice you want to keep: they are held, and the next roll throws only the others. A held die can be released again before a later roll. Every roll after the first throws at least one die.',
    turnWrite:
      'When you like the dice, or after the third roll, write them into one open cell. If they make nothing there, you write 0. There is no passing: every turn fills exactly one cell.',
    categoriesTitle: 'The categories',
    categoriesIntro:
      'Each row counts the five dice in its own way. Every example below is worked out by the game’s own rules.',
    upperRule: ({ face }: { face: number }) =>
      `The sum of the dice showing ${face}. The other dice count nothing.`,
    maxRule: 'The sum of all five dice. Aim high: the middle row pays for a big gap between Max and Min.',
    minRule: 'The sum of all five dice. Aim low.',
    tripsRule: ({ bonus }: Bonus) => `At least three equal dice: 3 × that value + ${bonus}. Otherwise 0.`,
    straightRule: ({ small, big }: { small: number; big: number }) =>
      `Exactly 1-2-3-4-5 scores ${small}; exactly 2-3-4-5-6 scores ${big}. Anything else scores 0.`,
    straightByRollRule: ({ first, second, third }: { first: number; second: number; third: number }) =>
      `Exactly 1-2-3-4-5 or 2-3-4-5-6 scores ${first} on the first roll, ${second} on the second and ${third} on the third. Anything else scores 0.`,
    fullRule: ({ bonus }: Bonus) =>
      `Three of one value and a pair of a different value: the sum of all five + ${bonus}. Five equal dice are not a full house.`,
    carreRule: ({ bonus }: Bonus) => `At least four equal dice: 4 × that value + ${bonus}. Otherwise 0.`,
    jambRule: ({ bonus }: Bonus) => `All five dice equal: their sum + ${bonus}. Otherwise 0.`,
    columnsTitle: 'The four columns',
    columnsIntro:
      'Every category has one cell in each column. The columns differ in the order their cells may be filled; the arrow above a column shows it. At the start of a game, the lit cells below are the open ones:',
    downRule:
      'From top to bottom: the first row first, Jamb last. A cell opens only when the one above it is filled.',
    upRule:
      'From bottom to top: Jamb first, the first row last. A cell opens only when the one below it is filled.',
    freeRule: 'Any empty cell, in any order.',
    announcedRule:
      'Only the category announced in this turn (see Announcing). Without an announcement, no cell of this column can be written.',
    openAtStart: 'Open at the start of a game',
    closedAtStart: 'Not open yet',
    announcingTitle: 'Announcing',
    announcing1:
      'After the first roll and before the second, you may announce one category whose Announced cell is still empty. The turn must then end in exactly that cell, with 0 if the dice do not make it.',
    announcing2: 'You may also announce and stop at once, writing the first roll.',
    announcing3:
      'Once your Down, Up and Free columns are full, announcing is compulsory: after the first roll, the second roll is refused until you announce.',
    upperBonusTitle: 'The upper bonus',
    upperBonus: ({ bonus }: Bonus) =>
      `The first six rows add up to the upper subtotal of the column. When all six are filled and the subtotal is at least 60, the column earns a bonus of ${bonus} points.`,
    middleTitle: 'The middle row',
    middle:
      'As soon as the first row, Max and Min are all filled in a column, the column adds the first row × (Max − Min). It is negative when Min is higher than Max.',
    exampleColumn: 'One column of a sheet',
    endTitle: 'Totals, the end and the winner',
    end1: 'The lower subtotal adds the last five rows. Column total = upper subtotal + bonus + middle + lower subtotal; the grand total adds the four column totals.',
    end2: 'The game ends when every sheet is full: 52 turns per player. The highest grand total wins; equal totals share the place.',
    houseRulesTitle: 'House rules',
    houseRulesIntro:
      'When a game is started, the group may choose these variations. Each is off unless chosen.',
    row: 'Row',
    value: 'Value',
    nowCategory: ({ dice, category, score }: { dice: string; category: string; score: number }) =>
      `${dice} is worth ${score} in ${category} here, because:`,
    openIn: ({ columns }: { columns: string }) => `Open for you now in: ${columns}.`,
    openNowhere: 'Not open for you in any column now.',
    notRolledYet: 'No dice rolled yet this turn.',
    columnOpenNow: ({ categories }: { categories: string }) =>
      `Open for you now in this column: ${categories}.`,
    columnFull: 'This column of your sheet is full.',
    announceFirst: 'Nothing is open here until you announce a category, after the first roll.',
  },
  nl: {
    goalTitle: 'Het doel',
    goal: 'Vul je scoreblad: 13 rijen, de categorieën, in 4 kolommen. Elke beurt schrijf je de stenen in precies één leeg vak. Als alle bladen vol zijn, wint het hoogste eindtotaal.',
    youNeedTitle: 'Wat je nodig hebt',
    youNeed:
      'Vijf dobbelstenen en één scoreblad per speler. Jamb is voor één speler of meer; alleen spelen, tegen je eigen beste score, is heel gewoon. De app gooit voor je, of je gooit echte stenen aan tafel en tikt in wat ze tonen.',
    turnTitle: 'Een beurt',
    turnRolls: 'Gooi hoogstens drie keer. De eerste worp gooit alle vijf stenen.',
    turnHold:
      'Tik na een worp de stenen aan die je wilt houden: ze blijven liggen en de volgende worp gooit alleen de andere. Een vastgehouden steen mag je voor een latere worp weer loslaten. Elke worp na de eerste gooit minstens één steen.',
    turnWrite:
      'Ben je tevreden met de stenen, of na de derde worp, dan schrijf je ze in één open vak. Leveren ze daar niets op, dan schrijf je 0. Passen bestaat niet: elke beurt vult precies één vak.',
    categoriesTitle: 'De categorieën',
    categoriesIntro:
      'Elke rij telt de vijf stenen op haar eigen manier. Elk voorbeeld hieronder is berekend met de spelregels van het spel zelf.',
    upperRule: ({ face }: { face: number }) =>
      `De som van de stenen met ${face} ogen. De andere stenen tellen niet mee.`,
    maxRule:
      'De som van alle vijf stenen. Mik hoog: de middenrij beloont een groot verschil tussen Max en Min.',
    minRule: 'De som van alle vijf stenen. Mik laag.',
    tripsRule: ({ bonus }: Bonus) => `Minstens drie gelijke stenen: 3 × die waarde + ${bonus}. Anders 0.`,
    straightRule: ({ small, big }: { small: number; big: number }) =>
      `Precies 1-2-3-4-5 levert ${small} op; precies 2-3-4-5-6 levert ${big} op. Al het andere levert 0 op.`,
    straightByRollRule: ({ first, second, third }: { first: number; second: number; third: number }) =>
      `Precies 1-2-3-4-5 of 2-3-4-5-6 levert ${first} op bij de eerste worp, ${second} bij de tweede en ${third} bij de derde. Al het andere levert 0 op.`,
    fullRule: ({ bonus }: Bonus) =>
      `Drie van één waarde en een paar van een andere waarde: de som van alle vijf + ${bonus}. Vijf gelijke stenen zijn geen full house.`,
    carreRule: ({ bonus }: Bonus) => `Minstens vier gelijke stenen: 4 × die waarde + ${bonus}. Anders 0.`,
    jambRule: ({ bonus }: Bonus) => `Alle vijf stenen gelijk: hun som + ${bonus}. Anders 0.`,
    columnsTitle: 'De vier kolommen',
    columnsIntro:
      'Elke categorie heeft één vak in elke kolom. De kolommen verschillen in de volgorde waarin hun vakken gevuld mogen worden; de pijl boven een kolom laat die zien. Aan het begin van een spel zijn de gemarkeerde vakken hieronder open:',
    downRule:
      'Van boven naar beneden: de eerste rij eerst, Jamb als laatste. Een vak gaat pas open als het vak erboven gevuld is.',
    upRule:
      'Van beneden naar boven: Jamb eerst, de eerste rij als laatste. Een vak gaat pas open als het vak eronder gevuld is.',
    freeRule: 'Elk leeg vak, in elke volgorde.',
    announcedRule:
      'Alleen de categorie die deze beurt is aangekondigd (zie Aankondigen). Zonder aankondiging kan geen vak van deze kolom worden ingevuld.',
    openAtStart: 'Open aan het begin van een spel',
    closedAtStart: 'Nog niet open',
    announcingTitle: 'Aankondigen',
    announcing1:
      'Na de eerste worp en voor de tweede mag je één categorie aankondigen waarvan het vak in Aangekondigd nog leeg is. De beurt moet dan in precies dat vak eindigen, met 0 als de stenen het niet halen.',
    announcing2: 'Je mag ook aankondigen en meteen stoppen, met de eerste worp.',
    announcing3:
      'Zodra je kolommen Omlaag, Omhoog en Vrij vol zijn, is aankondigen verplicht: na de eerste worp wordt de tweede worp geweigerd tot je aankondigt.',
    upperBonusTitle: 'De bonus boven',
    upperBonus: ({ bonus }: Bonus) =>
      `De eerste zes rijen vormen samen het subtotaal boven van de kolom. Zijn alle zes gevuld en is het subtotaal minstens 60, dan krijgt de kolom een bonus van ${bonus} punten.`,
    middleTitle: 'De middenrij',
    middle:
      'Zodra de eerste rij, Max en Min in een kolom alle drie gevuld zijn, telt de kolom de eerste rij × (Max − Min) erbij op. Dat is negatief als Min hoger is dan Max.',
    exampleColumn: 'Eén kolom van een scoreblad',
    endTitle: 'Totalen, het einde en de winnaar',
    end1: 'Het subtotaal onder telt de laatste vijf rijen op. Kolomtotaal = subtotaal boven + bonus + midden + subtotaal onder; het eindtotaal telt de vier kolomtotalen op.',
    end2: 'Het spel eindigt als alle bladen vol zijn: 52 beurten per speler. Het hoogste eindtotaal wint; bij gelijke totalen delen de spelers de plaats.',
    houseRulesTitle: 'Huisregels',
    houseRulesIntro:
      'Bij het begin van een spel kan de groep deze varianten kiezen. Elke variant staat uit, tenzij gekozen.',
    row: 'Rij',
    value: 'Waarde',
    nowCategory: ({ dice, category, score }: { dice: string; category: string; score: number }) =>
      `${dice} levert hier ${score} op in ${category}, omdat:`,
    openIn: ({ columns }: { columns: string }) => `Nu voor jou open in: ${columns}.`,
    openNowhere: 'Nu in geen enkele kolom voor jou open.',
    notRolledYet: 'Deze beurt is er nog niet gegooid.',
    columnOpenNow: ({ categories }: { categories: string }) =>
      `Nu voor jou open in deze kolom: ${categories}.`,
    columnFull: 'Deze kolom van je blad is vol.',
    announceFirst: 'Hier is niets open tot je na de eerste worp een categorie aankondigt.',
  },
  de: {
    goalTitle: 'Das Ziel',
    goal: 'Fülle deinen Spielzettel: 13 Zeilen, die Kategorien, in 4 Spalten. In jedem Zug trägst du die Würfel in genau ein leeres Feld ein. Wenn alle Zettel voll sind, gewinnt die höchste Gesamtsumme.',
    youNeedTitle: 'Was du brauchst',
    youNeed:
      'Fünf Würfel und einen Spielzettel pro Person. Jamb ist für eine Person oder mehr; allein gegen die eigene Bestleistung zu spielen ist ganz normal. Die App würfelt für dich, oder du würfelst am Tisch mit echten Würfeln und tippst ein, was sie zeigen.',
    turnTitle: 'Ein Zug',
    turnRolls: 'Würfle bis zu dreimal. Der erste Wurf wirft alle fünf Würfel.',
    turnHold:
      'Tippe nach einem Wurf die Würfel an, die du behalten willst: Sie werden gehalten, und der nächste Wurf wirft nur die anderen. Einen gehaltenen Würfel kannst du vor einem späteren Wurf wieder freigeben. Jeder Wurf nach dem ersten wirft mindestens einen Würfel.',
    turnWrite:
      'Wenn dir die Würfel gefallen, oder nach dem dritten Wurf, trägst du sie in ein offenes Feld ein. Ergeben sie dort nichts, trägst du 0 ein. Passen gibt es nicht: Jeder Zug füllt genau ein Feld.',
    categoriesTitle: 'Die Kategorien',
    categoriesIntro:
      'Jede Zeile zählt die fünf Würfel auf ihre eigene Weise. Jedes Beispiel unten ist mit den Regeln des Spiels selbst ausgerechnet.',
    upperRule: ({ face }: { face: number }) =>
      `Die Summe der Würfel, die ${face} zeigen. Die anderen Würfel zählen nichts.`,
    maxRule:
      'Die Summe aller fünf Würfel. Ziele hoch: Die Mittelzeile belohnt einen großen Abstand zwischen Max und Min.',
    minRule: 'Die Summe aller fünf Würfel. Ziele niedrig.',
    tripsRule: ({ bonus }: Bonus) => `Mindestens drei gleiche Würfel: 3 × dieser Wert + ${bonus}. Sonst 0.`,
    straightRule: ({ small, big }: { small: number; big: number }) =>
      `Genau 1-2-3-4-5 ergibt ${small}; genau 2-3-4-5-6 ergibt ${big}. Alles andere ergibt 0.`,
    straightByRollRule: ({ first, second, third }: { first: number; second: number; third: number }) =>
      `Genau 1-2-3-4-5 oder 2-3-4-5-6 ergibt ${first} im ersten Wurf, ${second} im zweiten und ${third} im dritten. Alles andere ergibt 0.`,
    fullRule: ({ bonus }: Bonus) =>
      `Drei Würfel eines Werts und ein Paar eines anderen Werts: die Summe aller fünf + ${bonus}. Fünf gleiche Würfel sind kein Full House.`,
    carreRule: ({ bonus }: Bonus) => `Mindestens vier gleiche Würfel: 4 × dieser Wert + ${bonus}. Sonst 0.`,
    jambRule: ({ bonus }: Bonus) => `Alle fünf Würfel gleich: ihre Summe + ${bonus}. Sonst 0.`,
    columnsTitle: 'Die vier Spalten',
    columnsIntro:
      'Jede Kategorie hat ein Feld in jeder Spalte. Die Spalten unterscheiden sich in der Reihenfolge, in der ihre Felder gefüllt werden dürfen; der Pfeil über einer Spalte zeigt sie. Zu Beginn eines Spiels sind die markierten Felder unten offen:',
    downRule:
      'Von oben nach unten: die erste Zeile zuerst, Jamb zuletzt. Ein Feld öffnet sich erst, wenn das Feld darüber gefüllt ist.',
    upRule:
      'Von unten nach oben: Jamb zuerst, die erste Zeile zuletzt. Ein Feld öffnet sich erst, wenn das Feld darunter gefüllt ist.',
    freeRule: 'Jedes leere Feld, in beliebiger Reihenfolge.',
    announcedRule:
      'Nur die in diesem Zug angesagte Kategorie (siehe Ansagen). Ohne Ansage kann kein Feld dieser Spalte beschrieben werden.',
    openAtStart: 'Zu Beginn eines Spiels offen',
    closedAtStart: 'Noch nicht offen',
    announcingTitle: 'Ansagen',
    announcing1:
      'Nach dem ersten Wurf und vor dem zweiten darfst du eine Kategorie ansagen, deren Feld in Angesagt noch leer ist. Der Zug muss dann in genau diesem Feld enden, mit 0, wenn die Würfel es nicht schaffen.',
    announcing2: 'Du darfst auch ansagen und sofort aufhören und den ersten Wurf eintragen.',
    announcing3:
      'Sobald deine Spalten Abwärts, Aufwärts und Frei voll sind, ist Ansagen Pflicht: Nach dem ersten Wurf wird der zweite Wurf verweigert, bis du ansagst.',
    upperBonusTitle: 'Der Bonus oben',
    upperBonus: ({ bonus }: Bonus) =>
      `Die ersten sechs Zeilen ergeben zusammen die Zwischensumme oben der Spalte. Sind alle sechs gefüllt und ist die Zwischensumme mindestens 60, bekommt die Spalte einen Bonus von ${bonus} Punkten.`,
    middleTitle: 'Die Mittelzeile',
    middle:
      'Sobald die erste Zeile, Max und Min in einer Spalte gefüllt sind, zählt die Spalte die erste Zeile × (Max − Min) dazu. Das ist negativ, wenn Min höher ist als Max.',
    exampleColumn: 'Eine Spalte eines Spielzettels',
    endTitle: 'Summen, das Ende und der Sieg',
    end1: 'Die Zwischensumme unten addiert die letzten fünf Zeilen. Spaltensumme = Zwischensumme oben + Bonus + Mitte + Zwischensumme unten; die Gesamtsumme addiert die vier Spaltensummen.',
    end2: 'Das Spiel endet, wenn alle Zettel voll sind: 52 Züge pro Person. Die höchste Gesamtsumme gewinnt; bei gleicher Summe teilen sich die Spieler den Platz.',
    houseRulesTitle: 'Hausregeln',
    houseRulesIntro:
      'Beim Start eines Spiels kann die Gruppe diese Varianten wählen. Jede ist aus, wenn sie nicht gewählt wird.',
    row: 'Zeile',
    value: 'Wert',
    nowCategory: ({ dice, category, score }: { dice: string; category: string; score: number }) =>
      `${dice} ergibt hier ${score} in ${category}, denn:`,
    openIn: ({ columns }: { columns: string }) => `Jetzt für dich offen in: ${columns}.`,
    openNowhere: 'Jetzt in keiner Spalte für dich offen.',
    notRolledYet: 'In diesem Zug wurde noch nicht gewürfelt.',
    columnOpenNow: ({ categories }: { categories: string }) =>
      `Jetzt für dich offen in dieser Spalte: ${categories}.`,
    columnFull: 'Diese Spalte deines Zettels ist voll.',
    announceFirst: 'Hier ist nichts offen, bis du nach dem ersten Wurf eine Kategorie ansagst.',
  },
  pt: {
    goalTitle: 'O objetivo',
    goal: 'Preencher a sua folha de pontuação: 13 linhas, as categorias, em 4 colunas. Em cada vez escreve os dados em exatamente uma casa vazia. Quando todas as folhas estiverem cheias, ganha o total geral mais alto.',
    youNeedTitle: 'O que é preciso',
    youNeed:
      'Cinco dados e uma folha de pontuação por jogador. O Jamb joga-se a um ou mais; jogar sozinho, contra o seu melhor resultado, é normal. A aplicação lança por si, ou lança dados verdadeiros à mesa e introduz o que mostram.',
    turnTitle: 'Uma vez',
    turnRolls: 'Lance até três vezes. O primeiro lançamento lança os cinco dados.',
    turnHold:
      'Depois de um lançamento, toque nos dados que quer guardar: ficam retidos e o lançamento seguinte lança só os outros. Um dado retido pode ser libertado antes de um lançamento posterior. Cada lançamento depois do primeiro lança pelo menos um dado.',
    turnWrite:
      'Quando gostar dos dados, ou depois do terceiro lançamento, escreva-os numa casa aberta. Se ali não valerem nada, escreve 0. Não se pode passar: cada vez preenche exatamente uma casa.',
    categoriesTitle: 'As categorias',
    categoriesIntro:
      'Cada linha conta os cinco dados à sua maneira. Cada exemplo abaixo é calculado pelas próprias regras do jogo.',
    upperRule: ({ face }: { face: number }) =>
      `A soma dos dados que mostram ${face}. Os outros dados não contam.`,
    maxRule:
      'A soma dos cinco dados. Aponte alto: a linha do meio recompensa uma grande diferença entre Máx e Mín.',
    minRule: 'A soma dos cinco dados. Aponte baixo.',
    tripsRule: ({ bonus }: Bonus) =>
      `Pelo menos três dados iguais: 3 × esse valor + ${bonus}. Caso contrário, 0.`,
    straightRule: ({ small, big }: { small: number; big: number }) =>
      `Exatamente 1-2-3-4-5 vale ${small}; exatamente 2-3-4-5-6 vale ${big}. Qualquer outra coisa vale 0.`,
    straightByRollRule: ({ first, second, third }: { first: number; second: number; third: number }) =>
      `Exatamente 1-2-3-4-5 ou 2-3-4-5-6 vale ${first} no primeiro lançamento, ${second} no segundo e ${third} no terceiro. Qualquer outra coisa vale 0.`,
    fullRule: ({ bonus }: Bonus) =>
      `Três dados de um valor e um par de outro valor: a soma dos cinco + ${bonus}. Cinco dados iguais não são um full house.`,
    carreRule: ({ bonus }: Bonus) =>
      `Pelo menos quatro dados iguais: 4 × esse valor + ${bonus}. Caso contrário, 0.`,
    jambRule: ({ bonus }: Bonus) => `Os cinco dados iguais: a sua soma + ${bonus}. Caso contrário, 0.`,
    columnsTitle: 'As quatro colunas',
    columnsIntro:
      'Cada categoria tem uma casa em cada coluna. As colunas diferem na ordem em que as casas podem ser preenchidas; a seta por cima de uma coluna mostra-a. No início de um jogo, as casas assinaladas abaixo são as abertas:',
    downRule:
      'De cima para baixo: a primeira linha primeiro, Jamb por último. Uma casa só abre quando a de cima está preenchida.',
    upRule:
      'De baixo para cima: Jamb primeiro, a primeira linha por último. Uma casa só abre quando a de baixo está preenchida.',
    freeRule: 'Qualquer casa vazia, por qualquer ordem.',
    announcedRule:
      'Só a categoria anunciada nesta vez (ver Anunciar). Sem anúncio, nenhuma casa desta coluna pode ser escrita.',
    openAtStart: 'Aberta no início de um jogo',
    closedAtStart: 'Ainda não aberta',
    announcingTitle: 'Anunciar',
    announcing1:
      'Depois do primeiro lançamento e antes do segundo, pode anunciar uma categoria cuja casa na coluna Anunciada ainda esteja vazia. A vez tem então de acabar exatamente nessa casa, com 0 se os dados não a fizerem.',
    announcing2: 'Também pode anunciar e parar logo, escrevendo o primeiro lançamento.',
    announcing3:
      'Assim que as suas colunas Descer, Subir e Livre estiverem cheias, anunciar é obrigatório: depois do primeiro lançamento, o segundo é recusado até anunciar.',
    upperBonusTitle: 'O bónus superior',
    upperBonus: ({ bonus }: Bonus) =>
      `As seis primeiras linhas somam o subtotal superior da coluna. Quando as seis estão preenchidas e o subtotal é pelo menos 60, a coluna ganha um bónus de ${bonus} pontos.`,
    middleTitle: 'A linha do meio',
    middle:
      'Assim que a primeira linha, Máx e Mín estão preenchidas numa coluna, a coluna soma a primeira linha × (Máx − Mín). É negativo quando Mín é maior do que Máx.',
    exampleColumn: 'Uma coluna de uma folha',
    endTitle: 'Totais, o fim e o vencedor',
    end1: 'O subtotal inferior soma as últimas cinco linhas. Total da coluna = subtotal superior + bónus + meio + subtotal inferior; o total geral soma os quatro totais das colunas.',
    end2: 'O jogo acaba quando todas as folhas estão cheias: 52 vezes por jogador. Ganha o total geral mais alto; totais iguais partilham o lugar.',
    houseRulesTitle: 'Regras da casa',
    houseRulesIntro:
      'Ao começar um jogo, o grupo pode escolher estas variantes. Cada uma está desativada, a não ser que seja escolhida.',
    row: 'Linha',
    value: 'Valor',
    nowCategory: ({ dice, category, score }: { dice: string; category: string; score: number }) =>
      `${dice} vale aqui ${score} em ${category}, porque:`,
    openIn: ({ columns }: { columns: string }) => `Aberta para si agora em: ${columns}.`,
    openNowhere: 'Agora não está aberta para si em nenhuma coluna.',
    notRolledYet: 'Ainda não se lançou nesta vez.',
    columnOpenNow: ({ categories }: { categories: string }) =>
      `Abertas para si agora nesta coluna: ${categories}.`,
    columnFull: 'Esta coluna da sua folha está cheia.',
    announceFirst: 'Aqui nada está aberto até anunciar uma categoria, depois do primeiro lançamento.',
  },
});
