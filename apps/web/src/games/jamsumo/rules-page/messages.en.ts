export type Flick = { height: string; slide: string; push: string; tumble: string };
export type Pips = { name: string; pips: number };

export const en = {
  goalTitle: 'The goal',
  goal: 'A game of skill: you flick dice with one finger across a round board with a hole in the middle. In Jam you sink your dice in the hole and keep few pips; in Sumo you knock the others’ dice off and keep many.',
  youNeedTitle: 'What you need',
  youNeed:
    'A JamSumo board with its hole, one platform per player, 25 dice in five colours and a round marker. 2 to 5 players, each with the five dice of one colour. On the tablet the app simulates every flick; with a wooden board, the app keeps the score pad.',
  platformsTitle: 'Platforms',
  platforms:
    'A platform is a flat ledge at the rim, at the height of the board. Only as many platforms as players are used, evenly spaced around the board. In Jam every player may use any platform; in Sumo each player’s dice start in front of a platform of their own.',
  supplyTitle: 'The supply',
  supply: 'In Jam your five dice start in your supply, beside the board, each showing 4.',
  placingTitle: 'Placing and a turn',
  placing:
    'On your turn you make exactly one flick of one of your own dice. In Jam you either put a die from your supply on any platform, showing 4 (not only the platform in front of you), and flick it, or you flick one of your dice already in play, on the board or on a platform.',
  flickingTitle: 'Flicking',
  flicking:
    'Flick with one finger against a side face of the die, never its top, and touch only that one die. You may turn the board, but never move dice by hand.',
  flickingTablet:
    'On the tablet, swipe from the die in the direction it should go, or use the flick buttons below the board.',
  flickHeight: ({ height, slide, tumble, push }: Flick) =>
    `Where the finger pushes on the side of the die changes the flick (on the tablet, the slider “${height}”). Low, near the board, and the die slides flat across the board (${slide}). High, near the top edge, and it tips over its edges as it goes, so the face on top can change (${tumble}). In between it is pushed along (${push}). When you swipe, touch the die low to slide it and high to make it tumble.`,
  markerShown: 'In the app, ◆ beside a player’s name shows who holds the round marker and starts the round.',
  holeTitle: 'The hole',
  hole: 'A die that drops through the hole is out of play for the rest of the round. In Jam that is the aim: a die in the hole counts 0. In Sumo a die in the hole is lost.',
  sumoLineTitle: 'The Sumo line',
  sumoLine:
    'A line is drawn on the board in front of each platform. In Sumo your five dice start on the board between your line and the rim, showing 3.',
  sumoHit:
    'In Sumo you flick one of your dice so that it hits an opponent’s die. If it touches none, that is a miss: your flicked die leaves the round.',
  fallingOffTitle: 'Falling off',
  fallingOff:
    'A die that leaves the board and the platforms is off the edge. In Jam it stays in play: it goes back to its owner’s supply, showing 4. In Sumo it is out for the round, and so is a die that comes to rest on a platform.',
  roundScoreTitle: 'How a round is scored',
  roundJam:
    'Jam: the round ends as soon as all five dice of one player are in the hole. Everyone counts the pips of their dice not in the hole: a supply die counts 4, a die lying flat its top face, a die not lying flat (leaning on another die, the hole’s rim or a platform edge) counts 4.',
  roundSumo:
    'Sumo: the round ends as soon as one player has no dice left on the board. Everyone counts the pips of their dice still on the board; a die not lying flat counts 3.',
  jamExample: 'A Jam round ends: all of Bea’s dice are in the hole.',
  sumoExample: 'A Sumo round ends: Bea has no die left on the board.',
  pipsOf: ({ name, pips }: Pips) => `${name} counts ${pips}`,
  dieInHole: 'in the hole',
  dieInSupply: 'in the supply',
  dieFlat: 'lying flat',
  dieTilted: 'not lying flat',
  dieOff: 'off the edge',
  dieOnPlatform: 'on a platform',
  dieMissed: 'missed',
  dieCounts: ({ where, pips }: { where: string; pips: number }) => `${where}: ${pips}`,
  winnerTitle: 'Rounds and the winner',
  winner:
    'The player holding the round marker starts each round; play goes clockwise. After each round the marker passes to the left and everyone takes their dice back. The game has as many rounds as there are players.',
  winnerRule: 'In Jam the lowest total wins; in Sumo and Jam Sumo the highest. Equal totals share the place.',
  winnerExample: 'Two players, a game of Jam Sumo: the Jam rounds count as minus points.',
  round: 'Round',
  total: 'Total',
  winnerIs: ({ name }: { name: string }) => `${name} wins.`,
  modesTitle: 'The three modes',
  modes: 'A game is played in one of three modes, chosen when it is started:',
  jamMode: 'Every round is a Jam round. The lowest total wins.',
  sumoMode: 'Every round is a Sumo round. The highest total wins.',
  jamsumoMode:
    'Each round is a Jam round, whose score counts as minus points, and then a Sumo round, whose score counts as plus points. The marker passes after each pair. The highest total wins.',
  houseRulesTitle: 'House rules',
  houseRules:
    'The group chooses the mode when a game is started, and whether to flick on the tablet or to keep the score of a game on a wooden board.',
  thisGame: ({ mode }: { mode: string }) => `This game: ${mode}`,
  tableFlick: 'Flicked on the tablet',
  tablePad: 'Score pad for a wooden board',
  diagram:
    'The board from above, for four players: the hole in the middle, a platform at the rim for each player, a Sumo line in front of each platform, the supply beside the board and a flick’s path from a platform towards the hole.',
  legendHole: 'Hole',
  legendPlatform: 'Platform',
  legendSumoLine: 'Sumo line',
  legendSupply: 'Supply',
  legendFlick: 'A flick’s path',
  legendOff: 'Off the edge',
  thisRound: 'This round, die by die:',
  minusInJamSumo: 'In Jam Sumo these Jam pips count as minus points.',
};
