// What the screens say about the end of a game, read through the rules' interface (over, standing,
// result) rather than from the state's own result, so that the rules decide it in one place.
import { yamMasterRules } from '@dicetable/rules/game';
import { type Line, winningLine, type YamState } from '@dicetable/rules/yam-master';

export const yamOver = (state: YamState): boolean => yamMasterRules.isOver(state);

/** Each seat's points as the game stands: the final ones once it is over. */
export function seatPoints(state: YamState): [number, number] {
  const points: [number, number] = [0, 0];
  for (const placing of yamMasterRules.standing(state).ranking) points[placing.player] = placing.score;
  return points;
}

/** The line of five that won the game, or undefined when it ended on points or goes on. */
export function endingLine(state: YamState): Line | undefined {
  const result = yamMasterRules.result(state);
  if (!result || result.winners.length !== 1) return undefined;
  return winningLine(state.board, result.winners[0] as 0 | 1);
}
