import { describe, expect, it } from 'vitest';
import { checkDice, chiSquareOfFaces, MIN_THROWS, throwsToReveal } from './dice-check.ts';
import { diceSetOf, faceCountsOf, realDiceSamples } from './real-dice.ts';
import { RECORDED, recordedLog } from './test-logs.ts';

describe('real dice samples', () => {
  it('count the first throw and the rerolled dice of each turn, never held dice (the format’s example)', () => {
    const log = {
      format: 'dicetable-game-log',
      version: 1,
      game: 'jamb',
      createdAt: '2026-01-01T12:00:00.000Z',
      setup: { players: [{ name: 'Ana' }], diceMode: 'real', seed: 1, options: {}, diceSet: ' red set ' },
      actions: [
        { type: 'enter', dice: [1, 2, 3, 4, 5] },
        { type: 'hold', die: 0 },
        { type: 'enter', dice: [1, 1, 1, 2, 3] },
        { type: 'write', column: 'down', category: 'ones' },
        { type: 'enter', dice: [3, 3, 3, 5, 5] },
        { type: 'announce', category: 'full' },
        { type: 'write', column: 'announced', category: 'full' },
      ],
    };
    expect(realDiceSamples(log)).toEqual([1, 2, 3, 4, 5, 1, 1, 2, 3, 3, 3, 3, 5, 5]);
    expect(diceSetOf(log as never)).toBe('red set');
    expect(realDiceSamples({ ...log, setup: { ...log.setup, diceMode: 'app' } })).toEqual([]);
  });

  it('of the recorded Yam Master game with real dice, throw by throw', () => {
    const samples = realDiceSamples(recordedLog(RECORDED.yamLine));
    expect(samples).toEqual([
      ...[1, 1, 1, 2, 3],
      ...[2, 2, 2, 5, 6, /* three twos held: */ 2, 4],
      ...[3, 3, 3, 4, 5],
      ...[1, 2, 3, 4, 5],
      ...[2, 2, 3, 4, 6, /* Défi, nothing held: */ 1, 1, 2, 2, 2],
      ...[5, 5, 1, 2, 3, /* Défi, the fives held twice: */ 4, 6, 2, 5, 6, 2],
      ...[4, 4, 4, 1, 2],
      ...[6, 6, 6, 6, 6],
      ...[6, 6, 6, 1, 2],
      ...[3, 3, 3, 3, 1],
      ...[4, 4, 4, 5, 5],
    ]);
    expect(faceCountsOf(samples)).toEqual([10, 16, 11, 11, 8, 12]);
    // A damaged log still counts every throw before the first refused action.
    const log = recordedLog(RECORDED.yamLine);
    const damaged = { ...log, actions: [...log.actions.slice(0, 7), { type: 'place', row: 9, column: 9 }] };
    expect(realDiceSamples(damaged)).toEqual(samples.slice(0, 12));
    expect(realDiceSamples(recordedLog(RECORDED.yamDraw))).toEqual([]);
    expect(realDiceSamples(recordedLog(RECORDED.jamSumoPad))).toEqual([]);
  });

  it('of the solo Jamb game: 52 first throws and the rerolled dice', () => {
    const samples = realDiceSamples(recordedLog(RECORDED.jambSolo));
    expect(samples.length).toBeGreaterThanOrEqual(52 * 5);
    expect(samples.slice(0, 10)).toEqual([1, 1, 1, 2, 3, 2, 2, 2, 2, 5]);
  });
});

describe('fair-dice check', () => {
  it('finds no sign of bias in perfectly even counts', () => {
    const check = checkDice([100, 100, 100, 100, 100, 100]);
    expect(check).toMatchObject({ throws: 600, chi2: 0, p: 1, verdict: { kind: 'no-sign' } });
  });

  it('names the face that comes up too often', () => {
    // 140 sixes and 92 of each other face in 600 throws: χ² = (5 · 8² + 40²) / 100 = 19.2.
    const check = checkDice([92, 92, 92, 92, 92, 140]);
    expect(check.chi2).toBeCloseTo(19.2, 10);
    expect(check.p).toBeCloseTo(0.00176, 5);
    expect(check.verdict).toEqual({ kind: 'biased', face: 6, direction: 'often' });
    expect(checkDice([60, 110, 110, 110, 110, 100]).verdict).toEqual({
      kind: 'biased',
      face: 1,
      direction: 'rarely',
    });
  });

  it('keeps quiet about a bias that could be chance at the 1 % level', () => {
    // χ² = (5 · 6² + 30²) / 100 = 10.8, p ≈ 0.056.
    expect(chiSquareOfFaces([94, 94, 94, 94, 94, 130])).toBeCloseTo(10.8, 10);
    expect(checkDice([94, 94, 94, 94, 94, 130]).verdict).toEqual({ kind: 'no-sign' });
  });

  it('asks for more throws below five expected per face', () => {
    expect(checkDice([3, 4, 5, 6, 2, 4]).verdict).toEqual({ kind: 'too-few', needed: MIN_THROWS - 24 });
    expect(checkDice([0, 0, 0, 0, 0, 0])).toMatchObject({ throws: 0, chi2: 0, p: 1 });
  });

  it('knows how many throws reveal a 2-point bias on one face', () => {
    // w² = 6 · (0.02² + 0.02²/5) = 0.00288; λ = 12.83 for 80 % power at 5 % → 12.83 / 0.00288 ≈ 4455.
    expect(throwsToReveal(0.02, 0.05, 0.8)).toBe(4455);
    const check = checkDice([100, 100, 100, 100, 100, 100]);
    expect(check.throwsToRevealBias).toBe(throwsToReveal());
    expect(check.moreThrowsToRevealBias).toBe(throwsToReveal() - 600);
    // At the check's own 1 % level more throws are needed.
    expect(throwsToReveal()).toBeGreaterThan(4455);
  });
});
