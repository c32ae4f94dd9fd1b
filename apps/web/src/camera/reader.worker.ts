// The dice reader's own thread: reading a frame never holds up the live picture or the game.
import { readDice } from '@dicetable/vision';
import { answerRead, type ReadRequest } from './reader-protocol.ts';

self.onmessage = async (event: MessageEvent<ReadRequest>) => {
  self.postMessage(await answerRead(event.data, readDice));
};
