import { defaultBoard } from '@dicetable/engine';
import { describe, expect, it } from 'vitest';
import { PLAYER_COUNTS, PRESETS, presetScene } from './presets.ts';

describe('lab scenes', () => {
  for (const players of PLAYER_COUNTS) {
    for (const preset of PRESETS) {
      it(`${preset} with ${players} players: dice rest apart, on the board or a ledge, none over the hole`, () => {
        const board = defaultBoard(players);
        const { dice, owners } = presetScene(preset, board);
        expect(owners).toHaveLength(dice.length);
        const s = board.dieSize;
        for (const [i, die] of dice.entries()) {
          const [x, y, z] = die.position;
          const r = Math.hypot(x, z);
          expect(y).toBeCloseTo(s / 2);
          expect(r).toBeGreaterThan(board.holeRadius + s / 2);
          expect(r).toBeLessThan(board.boardRadius + board.platformDepth);
          for (const other of dice.slice(i + 1)) {
            // Cubes whose centres are a diagonal apart cannot overlap, whatever their yaw.
            const d = Math.hypot(x - other.position[0], z - other.position[2]);
            expect(d).toBeGreaterThanOrEqual(s * (die.yaw || other.yaw ? Math.SQRT2 : 1.0));
          }
        }
      });
    }
  }

  it('the break has 24 dice in the cluster and one striker, the Sumo start five dice per player', () => {
    expect(presetScene('break', defaultBoard(4)).dice).toHaveLength(25);
    expect(presetScene('sumo', defaultBoard(3)).dice).toHaveLength(15);
    expect(presetScene('sumo', defaultBoard(5)).owners.filter((o) => o === 4)).toHaveLength(5);
  });
});
