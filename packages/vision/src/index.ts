export { readDice } from './read-dice.ts';
export type { DiceImage, DiceReading, DieValue } from './types.ts';
