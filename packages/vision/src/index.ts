export { readDice } from './read-dice.ts';
export { convBackend, useTypeScriptConvs } from './tensor.ts';
export { keepLikeliest, type ToldCount } from './told-count.ts';
export {
  TUNING_CROP_BYTES,
  type TunedReader,
  type TuningExample,
  tuneReader,
  tuningCrop,
  useTunedReader,
} from './tuning.ts';
export type { DiceImage, DiceReading, DieValue } from './types.ts';
