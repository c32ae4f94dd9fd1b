import { defineMessages } from '../i18n/i18n.ts';

export const t = defineMessages('board-view', {
  en: {
    boardLabel:
      'The board seen from above. Swipe from a die to flick it; drag elsewhere or use two fingers to turn the board.',
    turnLeft: 'Turn the board anticlockwise',
    turnRight: 'Turn the board clockwise',
    zoomNear: 'Zoom in on your side of the board',
    webglUnavailable:
      'This browser cannot draw the 3D board (WebGL is unavailable). The simulation still runs: flick with the keyboard controls and read the results.',
    slide: 'Slide',
    push: 'Push',
    tumble: 'Tumble',
    swipeMissed:
      'That swipe started beside your dice, so it turns the board. Start on one of your dice to flick it.',
    letGoToCancel: 'Let go here to cancel',
    strengthPercent: ({ percent }: { percent: number }) => `${percent}% strength`,
    flickControls: 'Flick with the keyboard',
    die: 'Die',
    dieNumber: ({ n }: { n: number }) => `Die ${n}`,
    direction: 'Direction',
    directionValue: ({ degrees }: { degrees: number }) => `${degrees}° (0° = away from you, clockwise)`,
    strength: 'Strength',
    height: 'Where the finger pushes',
    heightValue: ({ percent, kind }: { percent: number; kind: string }) => `${percent}% up the side: ${kind}`,
    flick: 'Flick',
    noDieToFlick: 'No die can be flicked now.',
    landsAway: ({ length }: { length: string }) => `stops ${length} away`,
    landsInHole: 'drops into the hole',
    landsOffEdge: 'goes over the edge',
    landsOffFarEdge: 'crosses the board and goes over the far edge',
    landsOnPlatform: 'stops on a platform',
    landingOnEmptyBoard: ({ where }: { where: string }) => `The die ${where} (on an empty board).`,
    flickControlsAbout:
      'Flick without swiping: choose a die, the direction, the strength and where the finger pushes. The arrow on the board shows the aim; the ring shows where the die would stop on an empty board. Then press Flick.',
  },
  nl: {
    boardLabel:
      'Het bord van bovenaf. Veeg vanaf een dobbelsteen om hem weg te schieten; sleep ernaast of gebruik twee vingers om het bord te draaien.',
    turnLeft: 'Draai het bord tegen de klok in',
    turnRight: 'Draai het bord met de klok mee',
    zoomNear: 'Inzoomen op jouw kant van het bord',
    webglUnavailable:
      'Deze browser kan het 3D-bord niet tekenen (WebGL ontbreekt). De simulatie werkt wel: schiet met de toetsenbordbediening en lees de uitkomsten.',
    slide: 'Glijden',
    push: 'Duwen',
    tumble: 'Rollen',
    swipeMissed:
      'Die veeg begon naast je stenen en draait dus het bord. Begin op een van je stenen om hem weg te schieten.',
    letGoToCancel: 'Hier loslaten om te annuleren',
    strengthPercent: ({ percent }: { percent: number }) => `${percent}% kracht`,
    flickControls: 'Schieten met het toetsenbord',
    die: 'Dobbelsteen',
    dieNumber: ({ n }: { n: number }) => `Dobbelsteen ${n}`,
    direction: 'Richting',
    directionValue: ({ degrees }: { degrees: number }) => `${degrees}° (0° = van je af, met de klok mee)`,
    strength: 'Kracht',
    height: 'Waar de vinger duwt',
    heightValue: ({ percent, kind }: { percent: number; kind: string }) =>
      `${percent}% hoogte op de zijkant: ${kind}`,
    flick: 'Schieten',
    noDieToFlick: 'Er kan nu geen dobbelsteen worden geschoten.',
    landsAway: ({ length }: { length: string }) => `stopt op ${length}`,
    landsInHole: 'valt in het gat',
    landsOffEdge: 'gaat over de rand',
    landsOffFarEdge: 'steekt het bord over en gaat over de overkant',
    landsOnPlatform: 'stopt op een platform',
    landingOnEmptyBoard: ({ where }: { where: string }) => `De dobbelsteen ${where} (op een leeg bord).`,
    flickControlsAbout:
      'Schieten zonder vegen: kies een dobbelsteen, de richting, de kracht en waar de vinger duwt. De pijl op het bord toont het doel; de ring toont waar de steen op een leeg bord zou stoppen. Druk dan op Schieten.',
  },
  de: {
    boardLabel:
      'Das Brett von oben. Wische von einem Würfel weg, um ihn zu schnippen; ziehe daneben oder nutze zwei Finger, um das Brett zu drehen.',
    turnLeft: 'Brett gegen den Uhrzeigersinn drehen',
    turnRight: 'Brett im Uhrzeigersinn drehen',
    zoomNear: 'Deine Seite des Bretts vergrößern',
    webglUnavailable:
      'Dieser Browser kann das 3D-Brett nicht zeichnen (WebGL fehlt). Die Simulation läuft trotzdem: schnippe mit den Tastatur-Reglern und lies die Ergebnisse.',
    slide: 'Gleiten',
    push: 'Schieben',
    tumble: 'Kippen',
    swipeMissed:
      'Diese Wischbewegung begann neben deinen Würfeln und dreht daher das Brett. Beginne auf einem deiner Würfel, um ihn zu schnippen.',
    letGoToCancel: 'Hier loslassen zum Abbrechen',
    strengthPercent: ({ percent }: { percent: number }) => `${percent} % Stärke`,
    flickControls: 'Mit der Tastatur schnippen',
    die: 'Würfel',
    dieNumber: ({ n }: { n: number }) => `Würfel ${n}`,
    direction: 'Richtung',
    directionValue: ({ degrees }: { degrees: number }) => `${degrees}° (0° = von dir weg, im Uhrzeigersinn)`,
    strength: 'Stärke',
    height: 'Wo der Finger schiebt',
    heightValue: ({ percent, kind }: { percent: number; kind: string }) =>
      `${percent} % Höhe an der Seite: ${kind}`,
    flick: 'Schnippen',
    noDieToFlick: 'Gerade kann kein Würfel geschnippt werden.',
    landsAway: ({ length }: { length: string }) => `hält nach ${length}`,
    landsInHole: 'fällt ins Loch',
    landsOffEdge: 'fliegt über den Rand',
    landsOffFarEdge: 'quert das Brett und fliegt über den gegenüberliegenden Rand',
    landsOnPlatform: 'hält auf einer Plattform',
    landingOnEmptyBoard: ({ where }: { where: string }) => `Der Würfel ${where} (auf leerem Brett).`,
    flickControlsAbout:
      'Schnippen ohne Wischen: wähle einen Würfel, die Richtung, die Stärke und wo der Finger schiebt. Der Pfeil auf dem Brett zeigt das Ziel; der Ring zeigt, wo der Würfel auf einem leeren Brett liegen bliebe. Dann drücke Schnippen.',
  },
  pt: {
    boardLabel:
      'O tabuleiro visto de cima. Deslize a partir de um dado para o atirar; arraste noutro sítio ou use dois dedos para rodar o tabuleiro.',
    turnLeft: 'Rodar o tabuleiro no sentido anti-horário',
    turnRight: 'Rodar o tabuleiro no sentido horário',
    zoomNear: 'Ampliar o teu lado do tabuleiro',
    webglUnavailable:
      'Este navegador não consegue desenhar o tabuleiro 3D (WebGL indisponível). A simulação funciona na mesma: atire com os controlos de teclado e leia os resultados.',
    slide: 'Deslizar',
    push: 'Empurrar',
    tumble: 'Capotar',
    swipeMissed:
      'Esse deslize começou ao lado dos seus dados, por isso roda o tabuleiro. Comece num dos seus dados para o lançar.',
    letGoToCancel: 'Solte aqui para cancelar',
    strengthPercent: ({ percent }: { percent: number }) => `${percent}% de força`,
    flickControls: 'Atirar com o teclado',
    die: 'Dado',
    dieNumber: ({ n }: { n: number }) => `Dado ${n}`,
    direction: 'Direção',
    directionValue: ({ degrees }: { degrees: number }) =>
      `${degrees}° (0° = para longe de si, sentido horário)`,
    strength: 'Força',
    height: 'Onde o dedo empurra',
    heightValue: ({ percent, kind }: { percent: number; kind: string }) =>
      `${percent}% de altura na face lateral: ${kind}`,
    flick: 'Atirar',
    noDieToFlick: 'Nenhum dado pode ser atirado agora.',
    landsAway: ({ length }: { length: string }) => `para a ${length}`,
    landsInHole: 'cai no buraco',
    landsOffEdge: 'sai pela borda',
    landsOffFarEdge: 'atravessa o tabuleiro e sai pela borda do lado oposto',
    landsOnPlatform: 'para numa plataforma',
    landingOnEmptyBoard: ({ where }: { where: string }) => `O dado ${where} (num tabuleiro vazio).`,
    flickControlsAbout:
      'Atirar sem deslizar: escolha um dado, a direção, a força e onde o dedo empurra. A seta no tabuleiro mostra a pontaria; o anel mostra onde o dado pararia num tabuleiro vazio. Depois carregue em Atirar.',
  },
});
