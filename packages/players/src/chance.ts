// A player's own seeded coin, for the deliberate mistakes of the easier levels.
import { nextBelow, type RngState, seedRng } from '@dicetable/rules';

export function seededChance(seed: number): (percent: number) => boolean {
  let rng: RngState = seedRng(seed);
  return (percent) => {
    const step = nextBelow(rng, 100);
    rng = step.state;
    return step.value < percent;
  };
}
