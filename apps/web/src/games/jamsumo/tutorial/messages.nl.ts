import { translate } from '../../../i18n/i18n.ts';
import type { Aim, en, How, SumoAim } from './messages.en.ts';

translate<typeof en>('tutorial-jamsumo', 'nl', {
  rival: 'Rivaal',
  board:
    'Dit is het JamSumo-bord. Elke speler schiet vanaf een richel aan de rand: de jouwe is platform 1, die van Rivaal platform 2, en het bord draait naar wie aan de beurt is (nu Rivaal). Het gat zit in het midden; de lijn voor elk platform is de Sumolijn (die telt in Sumorondes). Je vijf dobbelstenen wachten in je voorraad naast het bord. Dit is een Jamronde: krijg je stenen in het gat. Rivaal schiet eerst.',
  boardTry: 'tik op “Kijk hoe Rivaal schiet” en wacht tot hij geschoten heeft.',
  watchRival: 'Kijk hoe Rivaal schiet',
  rivalOpened:
    'Rivaal zette een steen op zijn platform en schoot hem weg: hij ligt nu bij de rand, naast jouw platform.',
  place:
    'Jouw beurt. Een steen begint in je voorraad: tik op een steen in je voorraad en dan op “Zet de steen op platform 1” (jouw platform). Je mag hem ook naar je platform slepen.',
  placeTry: 'tik op een steen in je voorraad en dan op je platform.',
  hole: ({ degrees, strength }: Aim) =>
    `Schiet hem nu in het gat: veeg vanaf de steen naar het gat, of open “Schieten met knoppen”, zet Richting op ${degrees}° en Kracht op ${strength}% en tik op Schieten. De ring op het bord toont waar de steen zou stoppen.`,
  holeAgain: ({ degrees, strength }: Aim) =>
    `Probeer het opnieuw met een nieuwe steen: zet er een uit je voorraad op je platform en schiet hem naar het gat (Richting ${degrees}°, Kracht ${strength}%). Je mag ook je steen op het bord schieten.`,
  holeTry: ({ degrees, strength }: Aim) =>
    `schiet je steen naar het gat (Richting ${degrees}°, Kracht ${strength}%).`,
  missed: ({ how }: How) =>
    `${how} Het schot telt: de steen blijft liggen waar hij stopte (een steen van de rand gaat terug naar je voorraad). Na de beurt van Rivaal probeer je het opnieuw.`,
  missShort: 'Te kort: de steen stopte vóór het gat. Schiet iets harder.',
  missLong: 'Te lang: de steen ging voorbij het gat. Schiet iets zachter.',
  missAside: 'Ernaast: de steen ging langs het gat. Mik recht op het gat.',
  sunk: 'In het gat! Die steen doet deze ronde niet meer mee en telt 0. Bij Jam wint de laagste score, dus elke steen in het gat helpt je.',
  push: ({ degrees, strength }: Aim) =>
    `Duw nu de steen van Rivaal van het bord: schiet je steen er recht en hard op af. Met de knoppen: Richting ${degrees}°, Kracht ${strength}%, dan Schieten.`,
  pushPlace: ({ degrees, strength }: Aim) =>
    `Duw nu de steen van Rivaal van het bord, die bij de rand naast jou: zet een steen uit je voorraad op je platform en schiet hem op de steen van Rivaal af (Richting ${degrees}°, Kracht ${strength}%).`,
  pushTry: ({ degrees, strength }: Aim) =>
    `schiet een steen op de steen van Rivaal bij de rand (Richting ${degrees}°, Kracht ${strength}%).`,
  pushMissed: ({ degrees, strength }: Aim) =>
    `De steen van Rivaal ligt nog op het bord. Probeer het na de beurt van Rivaal opnieuw: mik er recht op en schiet hard (Richting ${degrees}°, Kracht ${strength}%).`,
  pushed:
    'Van de rand! Een steen die van het bord valt, gaat terug naar de voorraad van zijn eigenaar, met 4 boven: Rivaal moet hem opnieuw inschieten.',
  ending:
    'Zo gaat Jam. De ronde eindigt zodra een speler alle vijf stenen in het gat heeft. Dan telt iedereen zijn stenen die niet in het gat liggen: een steen in de voorraad telt 4, een platte steen zijn bovenkant, een scheve steen 4. Het laagste totaal wint de ronde. In Sumorondes schiet je juist stenen van anderen van het bord en wint het hoogste totaal; alles staat in de spelregels.',
  ifRoundEndedNow: 'Als de ronde nu eindigde, steen voor steen:',
  sumoHit: ({ die, degrees, strength }: SumoAim) =>
    `Dit is een Sumoronde. Je vijf stenen staan op het bord voor je platform (1), achter je Sumolijn, elk met 3 boven; die van Rivaal staan aan de overkant van het gat. Schiet de stenen van Rivaal uit het spel: schiet een van de jouwe zo dat hij er een van Rivaal raakt. Open “Schieten met knoppen”, kies je steen ${die}, zet Richting op ${degrees}° en Kracht op ${strength}% en tik op Schieten, of veeg vanaf die steen recht naar de steen ertegenover.`,
  sumoHitAgain: ({ die, degrees, strength }: SumoAim) =>
    `Probeer het opnieuw met je steen ${die}: kies hem in “Schieten met knoppen”, zet Richting op ${degrees}° en Kracht op ${strength}% en tik op Schieten.`,
  sumoHitTry: ({ die, degrees, strength }: SumoAim) =>
    `schiet je steen ${die} recht op de stenen van Rivaal af (Richting ${degrees}°, Kracht ${strength}%).`,
  sumoKnockedOff:
    'Raak! De steen van Rivaal viel van de rand: hij is uit het spel voor deze ronde. Bij Sumo komt een steen die het bord verlaat pas de volgende ronde terug.',
  sumoKnockedHole:
    'Raak! De steen van Rivaal viel in het gat: hij is uit het spel voor deze ronde. Bij Sumo komt een steen die het bord verlaat pas de volgende ronde terug.',
  sumoKnockedPlatform:
    'Raak! De steen van Rivaal stopte op een platform: bij Sumo is hij dan uit het spel voor deze ronde, net als van de rand of in het gat.',
  sumoHitStayed:
    'Je steen raakte er een van Rivaal, maar die bleef op het bord. Schiet na de beurt van Rivaal opnieuw, harder.',
  sumoMissed:
    'Mis: je steen raakte geen enkele steen van Rivaal, dus hij is uit het spel voor deze ronde. Probeer na de beurt van Rivaal een andere steen.',
  sumoRivalTurn:
    'Nu is Rivaal aan de beurt. Tik op “Kijk hoe Rivaal schiet” en zie wat er gebeurt met een steen die niets raakt.',
  sumoRivalMissed:
    'De steen van Rivaal raakte geen van de jouwe: mis, dus hij is uit het spel voor deze ronde.',
  sumoRivalHit:
    'De steen van Rivaal raakte een van de jouwe. Elke steen die het bord verliet, is uit het spel voor deze ronde.',
  sumoEnding:
    'Zo gaat Sumo. De ronde eindigt zodra een speler geen stenen meer op het bord heeft. Dan telt iedereen zijn stenen die nog op het bord liggen (een scheve steen telt 3), en het hoogste totaal wint de ronde. In een Jam Sumo-spel wordt elke ronde twee keer gespeeld: eerst als Jam, dat telt als minpunten, dan als Sumo, dat telt als pluspunten.',
});
