// The levels the app offers for a computer seat. Beginner plays greedy with a beginner's slips, good is
// the advisor with occasional slips to a lesser choice, expert is the advisor itself.
import { seededChance } from '../chance.ts';
import { adviseJamb, advisorPlayer } from './advisor.ts';
import { greedyPlayer, naivePlayer } from './baselines.ts';
import type { JambComputerPlayer } from './player.ts';

export const JAMB_LEVELS = ['beginner', 'good', 'expert'] as const;
export type JambLevel = (typeof JAMB_LEVELS)[number];

export function jambLevelPlayer(level: JambLevel, seed = 1): JambComputerPlayer {
  const advisor = advisorPlayer();
  if (level === 'expert') return { ...advisor, id: 'expert' };
  const slip = seededChance(seed);
  if (level === 'beginner') {
    return {
      id: 'beginner',
      decide: (state) => (slip(30) ? naivePlayer : greedyPlayer).decide(state),
    };
  }
  return {
    id: 'good',
    decide(state) {
      const advice = adviseJamb(state);
      const second = advice.choices[1];
      return second && slip(10) ? second : advice;
    },
  };
}
