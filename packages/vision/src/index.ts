export { readDice } from './read-dice.ts';
export { convBackend, useTypeScriptConvs } from './tensor.ts';
export { keepLikeliest, type ToldCount } from './told-count.ts';
export type { DiceImage, DiceReading, DieValue } from './types.ts';
