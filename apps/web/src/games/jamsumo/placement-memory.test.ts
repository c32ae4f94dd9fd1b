// A die put on a platform and not flicked comes back after a reload exactly when the game still stands
// where it was put down and the rules still let that die be put there; a kept record survives the store.
import { type DieStatus, newGame, ownerOf } from '@dicetable/rules/jamsumo';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type KeptPlacement,
  keepPlacement,
  loadKeptPlacement,
  placementToRestore,
} from './placement-memory.ts';
import { annAndBram, withDice } from './state-fixtures.ts';

const kept = fc.record({
  moves: fc.nat({ max: 4 }),
  die: fc.nat({ max: 9 }),
  placement: fc.record({
    platform: fc.nat({ max: 2 }),
    offset: fc.double({ min: -1, max: 1, noNaN: true }),
    yaw: fc.constant(0),
  }),
});
const statuses = fc.array(fc.constantFrom<DieStatus>('supply', 'play', 'out'), {
  minLength: 10,
  maxLength: 10,
});

describe('a placed die across a reload', () => {
  it('comes back only at the same move, for a die of the player to flick that is still in the supply', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('jam' as const, 'sumo' as const),
        statuses,
        fc.nat({ max: 4 }),
        kept,
        (mode, spread, moves, placed) => {
          const state = withDice(newGame(annAndBram(mode)), spread);
          const back = placementToRestore(state, moves, placed);
          const fits =
            mode === 'jam' &&
            placed.moves === moves &&
            ownerOf(placed.die) === state.current &&
            state.dice[placed.die]!.status === 'supply' &&
            placed.placement.platform < 2;
          expect(back).toEqual(fits ? placed : null);
        },
      ),
    );
    expect(placementToRestore(newGame(annAndBram('jam')), 0, null)).toBeNull();
  });

  it('is kept and read back as it was, and forgotten once flicked or cancelled', async () => {
    const placed: KeptPlacement = { moves: 3, die: 2, placement: { platform: 1, offset: -0.25, yaw: 0 } };
    await keepPlacement('game-a', placed);
    expect(await loadKeptPlacement('game-a')).toEqual(placed);
    expect(await loadKeptPlacement('game-b')).toBeNull();
    await keepPlacement('game-a', null);
    expect(await loadKeptPlacement('game-a')).toBeNull();
  });
});
