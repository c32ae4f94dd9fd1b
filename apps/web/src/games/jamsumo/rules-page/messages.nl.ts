import { translate } from '../../../i18n/i18n.ts';
import type { en, Flick, Pips } from './messages.en.ts';

translate<typeof en>('how-to-play-jamsumo', 'nl', {
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
});
