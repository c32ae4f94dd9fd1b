// What the dice reader sees in one frame (the shapes of @dicetable/vision).
export interface DiceImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
  channels: 1 | 4;
}

export interface DiceReading {
  value: 1 | 2 | 3 | 4 | 5 | 6;
  box: [x: number, y: number, w: number, h: number];
  confidence: number;
}
