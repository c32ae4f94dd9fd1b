import { translate } from '../../../i18n/i18n.ts';
import type { Bonus, en } from './messages.en.ts';

translate<typeof en>('how-to-play-jamb', 'nl', {
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
  columnOpenNow: ({ categories }: { categories: string }) => `Nu voor jou open in deze kolom: ${categories}.`,
  columnFull: 'Deze kolom van je blad is vol.',
  announceFirst: 'Hier is niets open tot je na de eerste worp een categorie aankondigt.',
});
