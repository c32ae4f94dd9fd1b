// The review's own thread: judging every decision of a game never holds up the screen.
import type { GameLog } from '@dicetable/rules';
import { reviewGame } from './review-game.ts';

self.onmessage = (event: MessageEvent<{ readonly log: GameLog<unknown, unknown> }>) => {
  try {
    self.postMessage({ answer: reviewGame(event.data.log) });
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
