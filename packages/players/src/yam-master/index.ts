// Computer players of Yam Master: the random and greedy baselines and the planning player.
export { greedyYamPlayer, labelTables, randomYamPlayer, TURN_CHANCE } from './baselines.ts';
export { applyYam, legalYam, newYamGame } from './game.ts';
export {
  adviseYam,
  evaluateBoard,
  HARD_WEIGHTS,
  hardYamPlayer,
  type YamWeights,
  yamKeepValues,
} from './hard.ts';
export { YAM_LEVELS, type YamLevel, yamLevelPlayer } from './levels.ts';
export { type YamChoice, type YamComputerPlayer, type YamDecision, yamDecisionActions } from './player.ts';
export { playYam, simulateYam, type YamGame, type YamMatch } from './simulate.ts';
