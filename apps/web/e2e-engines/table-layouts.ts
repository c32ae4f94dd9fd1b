// Where the JamSumo games put dice at the start (platforms and Sumo rows for 2 to 5 players): computed
// in JavaScript before the simulation starts, so it must come out the same in every engine too.
import {
  defaultBoard,
  diePositionOnPlatform,
  platformPose,
  sumoStartPositions,
} from '../../../packages/engine/src/physics-board.ts';

export function tableLayouts(): string {
  const layouts = [];
  for (let players = 2; players <= 5; players++) {
    const board = defaultBoard(players);
    for (let platform = 0; platform < players; platform++) {
      layouts.push({
        players,
        platform,
        onPlatform: diePositionOnPlatform(board, platform),
        inward: platformPose(board, platform).inward,
        sumoRow: sumoStartPositions(board, platform),
      });
    }
  }
  return JSON.stringify(layouts);
}
