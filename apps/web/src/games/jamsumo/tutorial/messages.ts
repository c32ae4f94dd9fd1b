import { defineMessages } from '../../../i18n/i18n.ts';

type Aim = { degrees: number; strength: number };
type How = { how: string };
type SumoAim = { die: number; degrees: number; strength: number };

export const t = defineMessages('tutorial-jamsumo', {
  en: {
    rival: 'Rival',
    board:
      'This is the JamSumo board. Each player flicks from a ledge at its rim: yours is platform 1, Rival’s is platform 2, and the board turns towards whoever is to flick (now Rival). The hole is in the middle; the line in front of each platform is its Sumo line (it matters in Sumo rounds). Your five dice wait in your supply beside the board. This is a Jam round: get your dice into the hole. Rival flicks first.',
    boardTry: 'tap “Watch Rival’s flick”, then wait for it.',
    watchRival: 'Watch Rival’s flick',
    rivalOpened:
      'Rival put a die on their platform and flicked it: it stopped near the edge, beside your platform.',
    place:
      'Your turn. A die starts from your supply: tap a die in your supply, then “Put the die on platform 1” (your platform). You can also drag it onto your platform.',
    placeTry: 'tap a die in your supply, then your platform.',
    hole: ({ degrees, strength }: Aim) =>
      `Now flick it into the hole: swipe from the die towards the hole, or open “Flick with buttons”, set Direction ${degrees}° and Strength ${strength}%, and tap Flick. The ring on the board shows where the die would stop.`,
    holeAgain: ({ degrees, strength }: Aim) =>
      `Try again with a fresh die: put one from your supply on your platform, then flick it at the hole (Direction ${degrees}°, Strength ${strength}%). You may also flick your die already on the board.`,
    holeTry: ({ degrees, strength }: Aim) =>
      `flick your die at the hole (Direction ${degrees}°, Strength ${strength}%).`,
    missed: ({ how }: How) =>
      `${how} The flick stands: the die stays where it stopped (a die off the edge goes back to your supply). After Rival’s turn, try again.`,
    missShort: 'Too short: the die stopped before the hole. Flick a little harder.',
    missLong: 'Too long: the die went past the hole. Flick a little softer.',
    missAside: 'Aside: the die went past the hole on one side. Aim straight at the hole.',
    sunk: 'In the hole! That die is out of play for this round and counts 0. In Jam the lowest score wins, so every die in the hole helps you.',
    push: ({ degrees, strength }: Aim) =>
      `Now push Rival’s die off the board: flick your die straight at it, hard. With the buttons: Direction ${degrees}°, Strength ${strength}%, then Flick.`,
    pushPlace: ({ degrees, strength }: Aim) =>
      `Now push Rival’s die off the board, the one near the edge beside you: put a die from your supply on your platform, then flick it at Rival’s die (Direction ${degrees}°, Strength ${strength}%).`,
    pushTry: ({ degrees, strength }: Aim) =>
      `flick a die at Rival’s die near the edge (Direction ${degrees}°, Strength ${strength}%).`,
    pushMissed: ({ degrees, strength }: Aim) =>
      `Rival’s die is still on the board. After Rival’s turn, try again: aim right at it and flick hard (Direction ${degrees}°, Strength ${strength}%).`,
    pushed:
      'Off the edge! A die that falls off the board goes back to its owner’s supply, showing 4: Rival has to flick it in all over again.',
    ending:
      'That is Jam. The round ends as soon as one player has all five dice in the hole. Then every player counts their dice not in the hole: a die in the supply counts 4, a die lying flat its top face, a tilted die 4. The lowest total wins the round. In Sumo rounds you knock rival dice off instead, and the highest total wins; How to play has it all.',
    ifRoundEndedNow: 'If the round ended now, die by die:',
    sumoHit: ({ die, degrees, strength }: SumoAim) =>
      `This is a Sumo round. Your five dice stand on the board in front of your platform (1), behind your Sumo line, each showing 3; Rival’s five stand across the hole. Knock Rival’s dice out: flick one of yours so that it hits one of theirs. Open “Flick with buttons”, choose your die ${die}, set Direction ${degrees}° and Strength ${strength}%, and tap Flick, or swipe from that die straight at the die across from it.`,
    sumoHitAgain: ({ die, degrees, strength }: SumoAim) =>
      `Try again with your die ${die}: in “Flick with buttons” choose it, set Direction ${degrees}° and Strength ${strength}%, and tap Flick.`,
    sumoHitTry: ({ die, degrees, strength }: SumoAim) =>
      `flick your die ${die} straight at Rival’s dice (Direction ${degrees}°, Strength ${strength}%).`,
    sumoKnockedOff:
      'A hit! Rival’s die went off the edge: it is out for the round. In Sumo a die that leaves the board never comes back until the next round.',
    sumoKnockedHole:
      'A hit! Rival’s die fell into the hole: it is out for the round. In Sumo a die that leaves the board never comes back until the next round.',
    sumoKnockedPlatform:
      'A hit! Rival’s die stopped on a platform: in Sumo that puts it out for the round, just like going off the edge or into the hole.',
    sumoHitStayed:
      'Your die hit one of Rival’s, but it stayed on the board. After Rival’s turn, flick again, harder.',
    sumoMissed:
      'A miss: your die touched none of Rival’s, so it is out for the round. After Rival’s turn, try another die.',
    sumoRivalTurn:
      'Now it is Rival’s turn. Tap “Watch Rival’s flick” and see what happens to a die that hits nothing.',
    sumoRivalMissed: 'Rival’s die touched none of yours: a miss, so it is out for the round.',
    sumoRivalHit: 'Rival’s die hit one of yours. Any die that left the board is out for the round.',
    sumoEnding:
      'That is Sumo. The round ends as soon as one player has no dice left on the board. Then every player counts their dice still on the board (a tilted die counts 3), and the highest total wins the round. In a Jam Sumo game every round is played twice: first as Jam, counted as minus points, then as Sumo, counted as plus points.',
  },
  nl: {
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
  },
  de: {
    rival: 'Rivale',
    board:
      'Das ist das JamSumo-Brett. Jeder Spieler schnippt von einer Leiste am Rand: Deine ist Plattform 1, die von Rivale Plattform 2, und das Brett dreht sich zu dem, der dran ist (jetzt Rivale). Das Loch ist in der Mitte; die Linie vor jeder Plattform ist ihre Sumo-Linie (sie zählt in Sumo-Runden). Deine fünf Würfel warten in deinem Vorrat neben dem Brett. Das ist eine Jam-Runde: Bring deine Würfel ins Loch. Rivale schnippt zuerst.',
    boardTry: 'tippe auf „Rivale beim Schnippen zusehen“ und warte, bis er geschnippt hat.',
    watchRival: 'Rivale beim Schnippen zusehen',
    rivalOpened:
      'Rivale hat einen Würfel auf seine Plattform gestellt und geschnippt: Er liegt jetzt am Rand, neben deiner Plattform.',
    place:
      'Du bist dran. Ein Würfel startet aus deinem Vorrat: Tippe einen Würfel in deinem Vorrat an, dann „Würfel auf Plattform 1 stellen“ (deine Plattform). Du kannst ihn auch auf deine Plattform ziehen.',
    placeTry: 'tippe einen Würfel in deinem Vorrat an, dann deine Plattform.',
    hole: ({ degrees, strength }: Aim) =>
      `Jetzt schnippe ihn ins Loch: Wische vom Würfel zum Loch, oder öffne „Mit Knöpfen schnippen“, stelle Richtung ${degrees}° und Stärke ${strength} % ein und tippe auf Schnippen. Der Ring auf dem Brett zeigt, wo der Würfel liegen bliebe.`,
    holeAgain: ({ degrees, strength }: Aim) =>
      `Versuch es mit einem neuen Würfel: Stell einen aus deinem Vorrat auf deine Plattform und schnippe ihn zum Loch (Richtung ${degrees}°, Stärke ${strength} %). Du darfst auch deinen Würfel auf dem Brett schnippen.`,
    holeTry: ({ degrees, strength }: Aim) =>
      `schnippe deinen Würfel zum Loch (Richtung ${degrees}°, Stärke ${strength} %).`,
    missed: ({ how }: How) =>
      `${how} Der Schnipser zählt: Der Würfel bleibt, wo er liegt (ein Würfel über den Rand geht zurück in deinen Vorrat). Nach dem Zug von Rivale versuchst du es noch einmal.`,
    missShort: 'Zu kurz: Der Würfel blieb vor dem Loch liegen. Schnippe etwas stärker.',
    missLong: 'Zu weit: Der Würfel lief über das Loch hinaus. Schnippe etwas sanfter.',
    missAside: 'Daneben: Der Würfel lief seitlich am Loch vorbei. Ziele genau aufs Loch.',
    sunk: 'Im Loch! Dieser Würfel ist für diese Runde aus dem Spiel und zählt 0. Bei Jam gewinnt die niedrigste Summe, also hilft dir jeder Würfel im Loch.',
    push: ({ degrees, strength }: Aim) =>
      `Jetzt stoß den Würfel von Rivale vom Brett: Schnippe deinen Würfel genau und kräftig auf ihn. Mit den Knöpfen: Richtung ${degrees}°, Stärke ${strength} %, dann Schnippen.`,
    pushPlace: ({ degrees, strength }: Aim) =>
      `Jetzt stoß den Würfel von Rivale vom Brett, den am Rand neben dir: Stell einen Würfel aus deinem Vorrat auf deine Plattform und schnippe ihn auf den Würfel von Rivale (Richtung ${degrees}°, Stärke ${strength} %).`,
    pushTry: ({ degrees, strength }: Aim) =>
      `schnippe einen Würfel auf den Würfel von Rivale am Rand (Richtung ${degrees}°, Stärke ${strength} %).`,
    pushMissed: ({ degrees, strength }: Aim) =>
      `Der Würfel von Rivale liegt noch auf dem Brett. Versuch es nach dem Zug von Rivale noch einmal: Ziele genau auf ihn und schnippe kräftig (Richtung ${degrees}°, Stärke ${strength} %).`,
    pushed:
      'Über den Rand! Ein Würfel, der vom Brett fällt, geht zurück in den Vorrat seines Besitzers, mit der 4 oben: Rivale muss ihn noch einmal hineinschnippen.',
    ending:
      'So geht Jam. Die Runde endet, sobald ein Spieler alle fünf Würfel im Loch hat. Dann zählt jeder seine Würfel, die nicht im Loch sind: Ein Würfel im Vorrat zählt 4, ein flach liegender seine obere Seite, ein schief liegender 4. Die niedrigste Summe gewinnt die Runde. In Sumo-Runden stößt du dagegen fremde Würfel vom Brett, und die höchste Summe gewinnt; alles steht in den Spielregeln.',
    ifRoundEndedNow: 'Wenn die Runde jetzt endete, Würfel für Würfel:',
    sumoHit: ({ die, degrees, strength }: SumoAim) =>
      `Das ist eine Sumo-Runde. Deine fünf Würfel stehen auf dem Brett vor deiner Plattform (1), hinter deiner Sumo-Linie, jeder mit der 3 oben; die von Rivale stehen jenseits des Lochs. Stoße die Würfel von Rivale hinaus: Schnippe einen deiner Würfel so, dass er einen von Rivale trifft. Öffne „Mit Knöpfen schnippen“, wähle deinen Würfel ${die}, stelle Richtung ${degrees}° und Stärke ${strength} % ein und tippe auf Schnippen, oder wische von diesem Würfel gerade auf den Würfel gegenüber.`,
    sumoHitAgain: ({ die, degrees, strength }: SumoAim) =>
      `Versuch es noch einmal mit deinem Würfel ${die}: Wähle ihn unter „Mit Knöpfen schnippen“, stelle Richtung ${degrees}° und Stärke ${strength} % ein und tippe auf Schnippen.`,
    sumoHitTry: ({ die, degrees, strength }: SumoAim) =>
      `schnippe deinen Würfel ${die} gerade auf die Würfel von Rivale (Richtung ${degrees}°, Stärke ${strength} %).`,
    sumoKnockedOff:
      'Treffer! Der Würfel von Rivale fiel über den Rand: Er ist für diese Runde draußen. Im Sumo kommt ein Würfel, der das Brett verlässt, erst in der nächsten Runde zurück.',
    sumoKnockedHole:
      'Treffer! Der Würfel von Rivale fiel ins Loch: Er ist für diese Runde draußen. Im Sumo kommt ein Würfel, der das Brett verlässt, erst in der nächsten Runde zurück.',
    sumoKnockedPlatform:
      'Treffer! Der Würfel von Rivale blieb auf einer Plattform liegen: Im Sumo ist er damit für diese Runde draußen, genau wie über den Rand oder im Loch.',
    sumoHitStayed:
      'Dein Würfel hat einen von Rivale getroffen, aber der blieb auf dem Brett. Schnippe nach dem Zug von Rivale noch einmal, kräftiger.',
    sumoMissed:
      'Daneben: Dein Würfel hat keinen von Rivale berührt, also ist er für diese Runde draußen. Versuch es nach dem Zug von Rivale mit einem anderen Würfel.',
    sumoRivalTurn:
      'Jetzt ist Rivale am Zug. Tippe auf „Rivale beim Schnippen zusehen“ und sieh, was mit einem Würfel geschieht, der nichts trifft.',
    sumoRivalMissed:
      'Der Würfel von Rivale hat keinen deiner Würfel berührt: daneben, also ist er für diese Runde draußen.',
    sumoRivalHit:
      'Der Würfel von Rivale hat einen deiner Würfel getroffen. Jeder Würfel, der das Brett verlassen hat, ist für diese Runde draußen.',
    sumoEnding:
      'So geht Sumo. Die Runde endet, sobald ein Spieler keine Würfel mehr auf dem Brett hat. Dann zählt jeder seine Würfel, die noch auf dem Brett liegen (ein schief liegender zählt 3), und die höchste Summe gewinnt die Runde. In einem Jam-Sumo-Spiel wird jede Runde zweimal gespielt: erst als Jam, das als Minuspunkte zählt, dann als Sumo, das als Pluspunkte zählt.',
  },
  pt: {
    rival: 'Rival',
    board:
      'Este é o tabuleiro do JamSumo. Cada jogador atira de uma borda na orla: a tua é a plataforma 1, a do Rival a plataforma 2, e o tabuleiro vira-se para quem vai atirar (agora o Rival). O buraco está no meio; a linha à frente de cada plataforma é a sua linha de Sumo (conta nas rondas de Sumo). Os teus cinco dados esperam na tua reserva ao lado do tabuleiro. Esta é uma ronda de Jam: mete os teus dados no buraco. O Rival atira primeiro.',
    boardTry: 'toca em “Ver o Rival atirar” e espera que ele atire.',
    watchRival: 'Ver o Rival atirar',
    rivalOpened:
      'O Rival pôs um dado na plataforma dele e atirou-o: ficou perto da borda, ao lado da tua plataforma.',
    place:
      'É a tua vez. Um dado parte da tua reserva: toca num dado da tua reserva e depois em “Pôr o dado na plataforma 1” (a tua plataforma). Também o podes arrastar para a tua plataforma.',
    placeTry: 'toca num dado da tua reserva e depois na tua plataforma.',
    hole: ({ degrees, strength }: Aim) =>
      `Agora atira-o para o buraco: desliza o dedo do dado para o buraco, ou abre “Disparar com botões”, põe a Direção em ${degrees}° e a Força em ${strength}% e toca em Atirar. O anel no tabuleiro mostra onde o dado pararia.`,
    holeAgain: ({ degrees, strength }: Aim) =>
      `Tenta outra vez com um dado novo: põe um da tua reserva na tua plataforma e atira-o para o buraco (Direção ${degrees}°, Força ${strength}%). Também podes atirar o teu dado que está no tabuleiro.`,
    holeTry: ({ degrees, strength }: Aim) =>
      `atira o teu dado para o buraco (Direção ${degrees}°, Força ${strength}%).`,
    missed: ({ how }: How) =>
      `${how} O lançamento conta: o dado fica onde parou (um dado que cai da borda volta à tua reserva). Depois da vez do Rival, tenta outra vez.`,
    missShort: 'Curto demais: o dado parou antes do buraco. Atira com um pouco mais de força.',
    missLong: 'Longo demais: o dado passou o buraco. Atira com um pouco menos de força.',
    missAside: 'Ao lado: o dado passou ao lado do buraco. Aponta direito ao buraco.',
    sunk: 'No buraco! Esse dado sai de jogo nesta ronda e conta 0. No Jam ganha a pontuação mais baixa, por isso cada dado no buraco ajuda-te.',
    push: ({ degrees, strength }: Aim) =>
      `Agora empurra o dado do Rival para fora do tabuleiro: atira o teu dado direito a ele, com força. Com os botões: Direção ${degrees}°, Força ${strength}%, depois Atirar.`,
    pushPlace: ({ degrees, strength }: Aim) =>
      `Agora empurra o dado do Rival para fora do tabuleiro, o que está perto da borda ao teu lado: põe um dado da tua reserva na tua plataforma e atira-o ao dado do Rival (Direção ${degrees}°, Força ${strength}%).`,
    pushTry: ({ degrees, strength }: Aim) =>
      `atira um dado ao dado do Rival perto da borda (Direção ${degrees}°, Força ${strength}%).`,
    pushMissed: ({ degrees, strength }: Aim) =>
      `O dado do Rival ainda está no tabuleiro. Depois da vez do Rival, tenta outra vez: aponta direito a ele e atira com força (Direção ${degrees}°, Força ${strength}%).`,
    pushed:
      'Fora da borda! Um dado que cai do tabuleiro volta à reserva do dono, a mostrar 4: o Rival tem de o atirar outra vez.',
    ending:
      'Isto é o Jam. A ronda acaba assim que um jogador tem os cinco dados no buraco. Então cada jogador conta os seus dados que não estão no buraco: um dado na reserva conta 4, um dado deitado a face de cima, um dado inclinado 4. Ganha a ronda o total mais baixo. Nas rondas de Sumo, pelo contrário, deitas fora os dados dos outros e ganha o total mais alto; está tudo em Como jogar.',
    ifRoundEndedNow: 'Se a ronda acabasse agora, dado a dado:',
    sumoHit: ({ die, degrees, strength }: SumoAim) =>
      `Esta é uma ronda de Sumo. Os teus cinco dados estão no tabuleiro à frente da tua plataforma (1), atrás da tua linha de Sumo, todos com o 3 para cima; os do Rival estão do outro lado do buraco. Põe os dados do Rival fora de jogo: atira um dos teus de modo a bater num dos dele. Abre “Disparar com botões”, escolhe o teu dado ${die}, põe a Direção em ${degrees}° e a Força em ${strength}% e toca em Atirar, ou desliza o dedo desse dado direito ao dado em frente.`,
    sumoHitAgain: ({ die, degrees, strength }: SumoAim) =>
      `Tenta outra vez com o teu dado ${die}: escolhe-o em “Disparar com botões”, põe a Direção em ${degrees}° e a Força em ${strength}% e toca em Atirar.`,
    sumoHitTry: ({ die, degrees, strength }: SumoAim) =>
      `atira o teu dado ${die} direito aos dados do Rival (Direção ${degrees}°, Força ${strength}%).`,
    sumoKnockedOff:
      'Acertaste! O dado do Rival caiu da borda: está fora de jogo nesta ronda. No Sumo, um dado que sai do tabuleiro só volta na ronda seguinte.',
    sumoKnockedHole:
      'Acertaste! O dado do Rival caiu no buraco: está fora de jogo nesta ronda. No Sumo, um dado que sai do tabuleiro só volta na ronda seguinte.',
    sumoKnockedPlatform:
      'Acertaste! O dado do Rival parou numa plataforma: no Sumo isso põe-no fora de jogo nesta ronda, tal como cair da borda ou no buraco.',
    sumoHitStayed:
      'O teu dado bateu num dos do Rival, mas esse ficou no tabuleiro. Depois da vez do Rival, atira outra vez, com mais força.',
    sumoMissed:
      'Falhaste: o teu dado não tocou em nenhum dos do Rival, por isso está fora de jogo nesta ronda. Depois da vez do Rival, tenta com outro dado.',
    sumoRivalTurn:
      'Agora é a vez do Rival. Toca em “Ver o Rival atirar” e vê o que acontece a um dado que não bate em nada.',
    sumoRivalMissed:
      'O dado do Rival não tocou em nenhum dos teus: falhou, por isso está fora de jogo nesta ronda.',
    sumoRivalHit:
      'O dado do Rival bateu num dos teus. Qualquer dado que saiu do tabuleiro está fora de jogo nesta ronda.',
    sumoEnding:
      'Isto é o Sumo. A ronda acaba assim que um jogador não tem dados no tabuleiro. Então cada jogador conta os seus dados que ainda estão no tabuleiro (um dado inclinado conta 3), e ganha a ronda o total mais alto. Num jogo de Jam Sumo cada ronda joga-se duas vezes: primeiro como Jam, que conta como pontos negativos, depois como Sumo, que conta como pontos positivos.',
  },
});
