import { translate } from '../../../i18n/i18n.ts';
import type { en, N, Name, Points } from './messages.en.ts';

translate<typeof en>('how-to-play-yam-master', 'nl', {
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
  markLe8: ({ name }: Name) => `${name}: Σ is het teken voor een som; de vijf stenen zijn samen 8 of minder.`,
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
});
