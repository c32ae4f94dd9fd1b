export type N = { n: number };
export type Die = { n: number; value: number; held: boolean };
export type Throw = { n: number; again: boolean };

export const en = {
  dice: 'Dice',
  tapToHold: 'Tap a die to hold it; tap again to release it. Held dice are not rolled.',
  dieLabel: ({ n, value, held }: Die) => `Die ${n}: ${value}${held ? ', held' : ''}`,
  dieEmpty: ({ n }: N) => `Die ${n}`,
  keepHint: 'keep it for the hint',
  heldTag: 'Held',
  suggestedTag: 'Keep?',
  suggestion: 'Suggested dice are dashed and marked “Keep?”; held dice are solid and marked “Held”.',
  holdSuggested: 'Hold these',
  roll: 'Roll',
  rollAgain: 'Roll again',
  enterThrow: ({ n, again }: Throw) =>
    !again ? 'Enter the five dice thrown' : `Enter the ${n} dice thrown again`,
  entered: ({ dice }: { dice: string }) => `Entered so far: ${dice}`,
  keypadValue: ({ n }: N) => `Enter a ${n}`,
  eraseLast: 'Erase the last die',
};
