// Computer players of Jamb: the naive, greedy and random baselines and the whole-sheet advisor.
export { adviseJamb, advisorPlayer } from './advisor.ts';
export { bestWriteNow, cellValue, greedyPlayer, naivePlayer, randomPlayer } from './baselines.ts';
export { applyJamb, jambTotal, legalJamb, newSoloJamb } from './game.ts';
export { JAMB_LEVELS, type JambLevel, jambLevelPlayer } from './levels.ts';
export { columnValue, type JambModel } from './model.ts';
export {
  decisionActions,
  type JambAdvice,
  type JambChoice,
  type JambComputerPlayer,
  type JambDecision,
} from './player.ts';
export { gameSeeds, type JambRun, median, playSoloJamb, type SoloGame, simulateJamb } from './simulate.ts';
