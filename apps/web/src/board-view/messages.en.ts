export const en = {
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
};
