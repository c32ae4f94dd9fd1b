// What the dice reader sees in one frame.
export type { DiceImage, DiceReading, DieValue } from '@dicetable/vision';
