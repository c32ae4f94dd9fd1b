export { readDice } from './read-dice.ts';
export { convBackend, useTypeScriptConvs } from './tensor.ts';
export type { DiceImage, DiceReading, DieValue } from './types.ts';
