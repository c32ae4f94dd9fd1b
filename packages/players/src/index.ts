// Computer players and advice for Jamb and Yam Master, on top of the rules alone.

export { type AdvisedAction, adviseNextAction } from './advice.ts';
export * from './jamb/index.ts';
export * from './yam-master/index.ts';
