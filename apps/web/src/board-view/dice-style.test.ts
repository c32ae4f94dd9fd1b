import { DIE_FACE_AXES } from '@dicetable/engine';
import { describe, expect, it } from 'vitest';
import {
  contrastingPipColour,
  DIE_MARKS,
  PIP_LAYOUT,
  PLAYER_COLOURS,
  pipPath,
  playerDieStyle,
} from './dice-style.ts';
import { FACE_ON_SIDE } from './die-geometry.ts';

describe('die styles', () => {
  it('gives every player of a five-player game a different colour and a different mark', () => {
    const styles = [0, 1, 2, 3, 4].map(playerDieStyle);
    expect(new Set(styles.map((s) => s.colour)).size).toBe(5);
    expect(new Set(styles.map((s) => s.mark)).size).toBe(5);
    expect(styles[0]?.colour).toBe(PLAYER_COLOURS[0]);
  });

  it('picks pips that contrast with the body', () => {
    expect(contrastingPipColour('#ffffff')).toBe('#1b1813');
    expect(contrastingPipColour('#0072b2')).toBe('#ffffff');
    expect(contrastingPipColour('#e6a700')).toBe('#1b1813');
  });

  it('draws each mark as a closed path and each face with its number of pips', () => {
    for (const mark of DIE_MARKS) expect(pipPath(mark, 50, 50, 9)).toMatch(/^M.*Z$/);
    for (let face = 1; face <= 6; face++) expect(PIP_LAYOUT[face]).toHaveLength(face);
  });

  it('paints the faces where the engine says they are, opposite faces adding up to 7', () => {
    const normals = [
      [1, 0, 0],
      [-1, 0, 0],
      [0, 1, 0],
      [0, -1, 0],
      [0, 0, 1],
      [0, 0, -1],
    ];
    FACE_ON_SIDE.forEach((face, side) => {
      expect(DIE_FACE_AXES[face]).toEqual(normals[side]);
    });
    for (let side = 0; side < 6; side += 2) expect(FACE_ON_SIDE[side]! + FACE_ON_SIDE[side + 1]!).toBe(7);
  });
});
