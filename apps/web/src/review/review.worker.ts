// A review's own thread: judging the decisions of its share of the seats never holds up the screen.
import type { GameLog } from '@dicetable/rules';
import { reviewGame } from './review-game.ts';

self.onmessage = (event: MessageEvent<{ readonly log: GameLog; readonly seats: readonly number[] }>) => {
  try {
    self.postMessage({ answer: reviewGame(event.data.log, event.data.seats) });
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
