// Roll-odds hints for the game screens. Usage in a screen:
//   const odds = createOdds(() => hintsOn() ? { game: 'jamb', dice, rollsLeft, hold } : undefined);
//   odds()?.targets.sixes.probability  (undefined while the engine loads, for a moment, once)
// `hold` is the player's current hold (heldValues); `given` then shows its figures. holdPositions maps
// a hint's hold onto the dice to light up.
export type { GivenHoldOdds, OddsAnswer, OddsQuery, TargetOdds } from '@dicetable/engine';
export { answerOdds, createOdds, loadOddsCalculator } from './create-odds.ts';
export { heldValues, holdPositions } from './hold-positions.ts';
