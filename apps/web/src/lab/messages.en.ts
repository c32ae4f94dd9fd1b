export const en = {
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
  summary: ({ board, platform, hole, off }: { board: number; platform: number; hole: number; off: number }) =>
    `${board} on the board, ${platform} on a platform, ${hole} in the hole, ${off} off the edge.`,
};
