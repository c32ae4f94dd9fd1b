// The dice reader's own thread: reading a frame, or tuning the reader to the player's dice, never holds up
// the live picture or the game.
import { readDice, tuneReader, tuningCrop, useTunedReader } from '@dicetable/vision';
import { createWorkerSide, type ReaderRequest } from './reader-protocol.ts';

const answer = createWorkerSide(readDice, { crop: tuningCrop, tune: tuneReader, use: useTunedReader });

self.onmessage = async (event: MessageEvent<ReaderRequest>) => {
  self.postMessage(await answer(event.data));
};
