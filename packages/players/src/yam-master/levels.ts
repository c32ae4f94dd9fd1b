// The levels the app offers for a Yam Master computer opponent: easy places carelessly now and then,
// medium is the greedy player, hard plans the board.
import { seededChance } from '../chance.ts';
import { greedyYamPlayer, randomYamPlayer } from './baselines.ts';
import { hardYamPlayer } from './hard.ts';
import type { YamComputerPlayer } from './player.ts';

export const YAM_LEVELS = ['easy', 'medium', 'hard'] as const;
export type YamLevel = (typeof YAM_LEVELS)[number];

export function yamLevelPlayer(level: YamLevel, seed = 1): YamComputerPlayer {
  if (level === 'hard') return hardYamPlayer();
  if (level === 'medium') return { ...greedyYamPlayer, id: 'medium' };
  const slip = seededChance(seed);
  const careless = randomYamPlayer(seed + 1);
  return {
    id: 'easy',
    decide: (state) => (slip(40) ? careless : greedyYamPlayer).decide(state),
  };
}
