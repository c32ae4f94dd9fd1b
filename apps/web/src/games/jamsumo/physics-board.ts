// The physics side of a game on the tablet: the board a new game is played on (the engine's defaults,
// stored in the setup so a saved game keeps its board).
import { type BoardConfig, defaultBoard } from '@dicetable/engine';

export function defaultBoardFor(players: number): BoardConfig {
  return { ...defaultBoard(players) };
}
