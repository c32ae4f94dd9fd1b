import { defineMessages } from '../i18n/i18n.ts';

export const t = defineMessages('lab', {
  en: {
    intro:
      'Flick any die: touch it and swipe. Touch low on the die to slide it, high to make it tumble; the longer the swipe, the harder the flick.',
    scene: 'Scene',
    presetSpread: '5 dice spread',
    presetBreak: 'Cluster of 24 + striker',
    presetHole: 'Dice near the hole',
    presetPlatform: 'Dice at a platform',
    presetSumo: 'Sumo start',
    players: 'Players (platforms)',
    reset: 'Reset',
    undo: 'Undo last flick',
    loadingEngine: 'Loading the physics engine…',
    engineFailed: 'The physics engine could not be started in this browser.',
    retry: 'Try again',
    ready: 'Ready. Swipe from a die to flick it.',
    moving: 'The dice are moving…',
    settled: ({ seconds }: { seconds: string }) => `Everything rests, ${seconds} s after the flick.`,
    stillMoving: 'Stopped watching after 20 s; some dice may still move.',
    lastFlick: ({
      die,
      degrees,
      strength,
      height,
    }: {
      die: number;
      degrees: number;
      strength: number;
      height: number;
    }) => `Last flick: die ${die}, ${degrees}°, strength ${strength}%, height ${height}%.`,
    fairnessHeading: 'Are the dice fair?',
    fairnessIntro:
      'Strong flicks at the top edge of dice showing 4, each turned and aimed at random: how often each face ends up on top.',
    fairnessRun: ({ n }: { n: number }) => `Flick ${n} dice`,
    fairnessRunning: ({ done, total }: { done: number; total: number }) => `Flicking… ${done} of ${total}`,
    fairnessFace: ({ face, count }: { face: number; count: number }) => `Face ${face}: ${count} times`,
    fairnessResult: ({ flat, p }: { flat: number; p: string }) =>
      `${flat} dice came to rest flat. A fair die gives counts this uneven with probability p = ${p} (χ² test); below 0.01 the faces are not fair.`,
    outcomesHeading: 'Where the dice are',
    columnDie: 'Die',
    columnWhere: 'Where',
    columnFlat: 'Lying flat',
    columnTop: 'Top face',
    onBoard: 'On the board',
    onPlatform: ({ n }: { n: number }) => `On platform ${n}`,
    inHole: 'In the hole',
    offEdge: 'Off the edge',
    flat: 'Flat',
    leaning: 'Leaning',
    noTopFace: '—',
    dieNumber: ({ n }: { n: number }) => `Die ${n}`,
    contactsHeading: 'Contacts in the last flick',
    noContacts: 'No die touched another.',
    noFlickYet: 'No flick yet.',
    contact: ({ a, b }: { a: number; b: number }) => `Die ${a} touched die ${b}`,
    summary: ({
      board,
      platform,
      hole,
      off,
    }: {
      board: number;
      platform: number;
      hole: number;
      off: number;
    }) => `${board} on the board, ${platform} on a platform, ${hole} in the hole, ${off} off the edge.`,
  },
  nl: {
    intro:
      'Schiet een willekeurige dobbelsteen weg: raak hem aan en veeg. Raak hem laag aan om te glijden, hoog om hem te laten rollen; hoe langer de veeg, hoe harder het schot.',
    scene: 'Opstelling',
    presetSpread: '5 verspreide dobbelstenen',
    presetBreak: 'Groep van 24 + stoter',
    presetHole: 'Dobbelstenen bij het gat',
    presetPlatform: 'Dobbelstenen bij een platform',
    presetSumo: 'Sumo-begin',
    players: 'Spelers (platforms)',
    reset: 'Opnieuw',
    undo: 'Laatste schot ongedaan maken',
    loadingEngine: 'De fysicamotor wordt geladen…',
    engineFailed: 'De fysicamotor kon in deze browser niet worden gestart.',
    retry: 'Opnieuw proberen',
    ready: 'Klaar. Veeg vanaf een dobbelsteen om hem weg te schieten.',
    moving: 'De dobbelstenen bewegen…',
    settled: ({ seconds }: { seconds: string }) => `Alles ligt stil, ${seconds} s na het schot.`,
    stillMoving: 'Na 20 s gestopt met kijken; sommige dobbelstenen bewegen misschien nog.',
    lastFlick: ({
      die,
      degrees,
      strength,
      height,
    }: {
      die: number;
      degrees: number;
      strength: number;
      height: number;
    }) => `Laatste schot: dobbelsteen ${die}, ${degrees}°, kracht ${strength}%, hoogte ${height}%.`,
    fairnessHeading: 'Zijn de dobbelstenen eerlijk?',
    fairnessIntro:
      'Harde schoten tegen de bovenrand van dobbelstenen met 4 boven, elk willekeurig gedraaid en gericht: hoe vaak elk vlak bovenop eindigt.',
    fairnessRun: ({ n }: { n: number }) => `${n} dobbelstenen wegschieten`,
    fairnessRunning: ({ done, total }: { done: number; total: number }) => `Bezig… ${done} van ${total}`,
    fairnessFace: ({ face, count }: { face: number; count: number }) => `Vlak ${face}: ${count} keer`,
    fairnessResult: ({ flat, p }: { flat: number; p: string }) =>
      `${flat} dobbelstenen kwamen plat tot stilstand. Een eerlijke dobbelsteen geeft zulke ongelijke aantallen met kans p = ${p} (χ²-toets); onder 0,01 zijn de vlakken niet eerlijk.`,
    outcomesHeading: 'Waar de dobbelstenen liggen',
    columnDie: 'Dobbelsteen',
    columnWhere: 'Waar',
    columnFlat: 'Plat',
    columnTop: 'Bovenkant',
    onBoard: 'Op het bord',
    onPlatform: ({ n }: { n: number }) => `Op platform ${n}`,
    inHole: 'In het gat',
    offEdge: 'Van het bord',
    flat: 'Plat',
    leaning: 'Scheef',
    noTopFace: '—',
    dieNumber: ({ n }: { n: number }) => `Dobbelsteen ${n}`,
    contactsHeading: 'Botsingen bij het laatste schot',
    noContacts: 'Geen enkele dobbelsteen raakte een andere.',
    noFlickYet: 'Nog geen schot.',
    contact: ({ a, b }: { a: number; b: number }) => `Dobbelsteen ${a} raakte dobbelsteen ${b}`,
    summary: ({
      board,
      platform,
      hole,
      off,
    }: {
      board: number;
      platform: number;
      hole: number;
      off: number;
    }) => `${board} op het bord, ${platform} op een platform, ${hole} in het gat, ${off} van het bord.`,
  },
  de: {
    intro:
      'Schnippe einen beliebigen Würfel: berühre ihn und wische. Berühre ihn unten, damit er gleitet, oben, damit er kippt; je länger das Wischen, desto stärker der Schnipser.',
    scene: 'Aufstellung',
    presetSpread: '5 verteilte Würfel',
    presetBreak: 'Gruppe von 24 + Stoßwürfel',
    presetHole: 'Würfel am Loch',
    presetPlatform: 'Würfel an einer Plattform',
    presetSumo: 'Sumo-Start',
    players: 'Spieler (Plattformen)',
    reset: 'Zurücksetzen',
    undo: 'Letzten Schnipser zurücknehmen',
    loadingEngine: 'Die Physik-Engine wird geladen…',
    engineFailed: 'Die Physik-Engine konnte in diesem Browser nicht gestartet werden.',
    retry: 'Erneut versuchen',
    ready: 'Bereit. Wische von einem Würfel weg, um ihn zu schnippen.',
    moving: 'Die Würfel bewegen sich…',
    settled: ({ seconds }: { seconds: string }) => `Alles liegt still, ${seconds} s nach dem Schnipser.`,
    stillMoving: 'Nach 20 s nicht mehr verfolgt; einige Würfel bewegen sich vielleicht noch.',
    lastFlick: ({
      die,
      degrees,
      strength,
      height,
    }: {
      die: number;
      degrees: number;
      strength: number;
      height: number;
    }) => `Letzter Schnipser: Würfel ${die}, ${degrees}°, Stärke ${strength} %, Höhe ${height} %.`,
    fairnessHeading: 'Sind die Würfel fair?',
    fairnessIntro:
      'Kräftige Schnipser an die Oberkante von Würfeln mit der 4 oben, jeder zufällig gedreht und gezielt: wie oft jede Seite oben liegen bleibt.',
    fairnessRun: ({ n }: { n: number }) => `${n} Würfel schnipsen`,
    fairnessRunning: ({ done, total }: { done: number; total: number }) => `Schnipse… ${done} von ${total}`,
    fairnessFace: ({ face, count }: { face: number; count: number }) => `Seite ${face}: ${count}-mal`,
    fairnessResult: ({ flat, p }: { flat: number; p: string }) =>
      `${flat} Würfel blieben flach liegen. Ein fairer Würfel ergibt so ungleiche Zahlen mit Wahrscheinlichkeit p = ${p} (χ²-Test); unter 0,01 sind die Seiten nicht fair.`,
    outcomesHeading: 'Wo die Würfel liegen',
    columnDie: 'Würfel',
    columnWhere: 'Wo',
    columnFlat: 'Flach',
    columnTop: 'Oben',
    onBoard: 'Auf dem Brett',
    onPlatform: ({ n }: { n: number }) => `Auf Plattform ${n}`,
    inHole: 'Im Loch',
    offEdge: 'Vom Brett gefallen',
    flat: 'Flach',
    leaning: 'Schief',
    noTopFace: '—',
    dieNumber: ({ n }: { n: number }) => `Würfel ${n}`,
    contactsHeading: 'Berührungen beim letzten Schnipser',
    noContacts: 'Kein Würfel hat einen anderen berührt.',
    noFlickYet: 'Noch kein Schnipser.',
    contact: ({ a, b }: { a: number; b: number }) => `Würfel ${a} berührte Würfel ${b}`,
    summary: ({
      board,
      platform,
      hole,
      off,
    }: {
      board: number;
      platform: number;
      hole: number;
      off: number;
    }) =>
      `${board} auf dem Brett, ${platform} auf einer Plattform, ${hole} im Loch, ${off} vom Brett gefallen.`,
  },
  pt: {
    intro:
      'Atire qualquer dado: toque-lhe e deslize. Toque em baixo no dado para o fazer deslizar, em cima para o fazer capotar; quanto mais longo o gesto, mais forte o tiro.',
    scene: 'Cena',
    presetSpread: '5 dados espalhados',
    presetBreak: 'Grupo de 24 + atirador',
    presetHole: 'Dados junto ao buraco',
    presetPlatform: 'Dados junto a uma plataforma',
    presetSumo: 'Início de Sumo',
    players: 'Jogadores (plataformas)',
    reset: 'Repor',
    undo: 'Anular o último tiro',
    loadingEngine: 'A carregar o motor de física…',
    engineFailed: 'Não foi possível iniciar o motor de física neste navegador.',
    retry: 'Tentar de novo',
    ready: 'Pronto. Deslize a partir de um dado para o atirar.',
    moving: 'Os dados estão a mover-se…',
    settled: ({ seconds }: { seconds: string }) => `Tudo parado, ${seconds} s depois do tiro.`,
    stillMoving: 'Deixámos de acompanhar após 20 s; alguns dados podem ainda mover-se.',
    lastFlick: ({
      die,
      degrees,
      strength,
      height,
    }: {
      die: number;
      degrees: number;
      strength: number;
      height: number;
    }) => `Último tiro: dado ${die}, ${degrees}°, força ${strength}%, altura ${height}%.`,
    fairnessHeading: 'Os dados são justos?',
    fairnessIntro:
      'Petelecos fortes na aresta de cima de dados com o 4 para cima, cada um rodado e apontado ao acaso: quantas vezes cada face fica para cima.',
    fairnessRun: ({ n }: { n: number }) => `Lançar ${n} dados`,
    fairnessRunning: ({ done, total }: { done: number; total: number }) => `A lançar… ${done} de ${total}`,
    fairnessFace: ({ face, count }: { face: number; count: number }) => `Face ${face}: ${count} vezes`,
    fairnessResult: ({ flat, p }: { flat: number; p: string }) =>
      `${flat} dados pararam deitados. Um dado justo dá contagens tão desiguais com probabilidade p = ${p} (teste χ²); abaixo de 0,01 as faces não são justas.`,
    outcomesHeading: 'Onde estão os dados',
    columnDie: 'Dado',
    columnWhere: 'Onde',
    columnFlat: 'Deitado',
    columnTop: 'Face de cima',
    onBoard: 'No tabuleiro',
    onPlatform: ({ n }: { n: number }) => `Na plataforma ${n}`,
    inHole: 'No buraco',
    offEdge: 'Fora do tabuleiro',
    flat: 'Deitado',
    leaning: 'Inclinado',
    noTopFace: '—',
    dieNumber: ({ n }: { n: number }) => `Dado ${n}`,
    contactsHeading: 'Contactos no último tiro',
    noContacts: 'Nenhum dado tocou noutro.',
    noFlickYet: 'Ainda nenhum tiro.',
    contact: ({ a, b }: { a: number; b: number }) => `O dado ${a} tocou no dado ${b}`,
    summary: ({
      board,
      platform,
      hole,
      off,
    }: {
      board: number;
      platform: number;
      hole: number;
      off: number;
    }) => `${board} no tabuleiro, ${platform} numa plataforma, ${hole} no buraco, ${off} fora do tabuleiro.`,
  },
});
