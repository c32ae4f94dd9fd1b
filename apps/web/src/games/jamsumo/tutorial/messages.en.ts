export type Aim = { degrees: number; strength: number };
export type How = { how: string };
export type SumoAim = { die: number; degrees: number; strength: number };

export const en = {
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
};
