import { describe, expect, it } from 'vitest';
import { type FinishedGame, readFinishedGame } from './finished-game.ts';
import { isHit } from './jamb-stats.ts';
import { playerStatistics, statisticsOf } from './player-stats.ts';
import { statisticsCsv } from './statistics-csv.ts';
import { finishedJamGame, RECORDED, recordedLog } from './test-logs.ts';

const finished = (...paths: string[]) => paths.map((path) => readFinishedGame(recordedLog(path))!);

describe('finished games', () => {
  it('reads the ranking of each game and refuses unfinished or damaged logs', () => {
    const [solo, three, line, draw, pad] = finished(
      RECORDED.jambSolo,
      RECORDED.jambThree,
      RECORDED.yamLine,
      RECORDED.yamDraw,
      RECORDED.jamSumoPad,
    ) as FinishedGame[];
    expect(solo!.result.ranking).toEqual([{ place: 1, player: 0, name: 'Ana', score: 1649 }]);
    expect(three!.result.ranking.map((p) => [p.name, p.place, p.score])).toEqual([
      ['Bram', 1, 689],
      ['Ana', 2, 604],
      ['Chris', 3, 520],
    ]);
    expect(line!.result.winners).toEqual([0]);
    expect(draw!.result.winners).toEqual([0, 1]);
    // Jam Sumo totals: Ann −(0+8+4) + (9+0+6) = 3, Bram −(12+0+10) + (0+11+15) = 4, Cas −(7+16+0) + (14+20+0) = 11.
    expect(pad!.result.ranking.map((p) => [p.name, p.place, p.score])).toEqual([
      ['Cas', 1, 11],
      ['Bram', 2, 4],
      ['Ann', 3, 3],
    ]);
    expect(readFinishedGame(recordedLog(RECORDED.jamRound))).toBeNull();
    expect(readFinishedGame(recordedLog('jamb/fixtures/illegal-write.log.json'))).toBeNull();
    expect(readFinishedGame({ format: 'something else' })).toBeNull();
  });
});

describe('Jamb statistics', () => {
  it('of a single game, by hand from Bram’s sheet in the three-player game', () => {
    const bram = statisticsOf(finished(RECORDED.jambThree), 'Bram')!.jamb!;
    expect(bram).toMatchObject({ games: 1, mean: 689, best: 689, worst: 689, upperBonusShare: 0 });
    expect(bram.columnMeans).toEqual({ down: 167, up: 238, free: 266, announced: 18 });
    // Cells down / up / free / announced, and which are hits:
    expect(bram.hitRates).toEqual({
      ones: 2 / 4, // 4 ✓, 1, 3 ✓, 0 (at least three ones: 3)
      twos: 1 / 4, // 6 ✓, 2, 2, 0
      threes: 1 / 4, // 12 ✓, 3, 3, 0
      fours: 0, // 4, 0, 8, 0 (needs 12)
      fives: 1 / 4, // 5, 20 ✓, 10, 0
      sixes: 1 / 4, // 0, 6, 12, 18 ✓
      max: 1 / 4, // 24, 26 ✓, 22, 16 (needs 25)
      min: 1 / 4, // 14, 16, 18, 9 ✓ (needs 10 or less)
      trips: 3 / 4, // 32, 29, 38, 0
      straight: 0,
      full: 2 / 4, // 0, 43, 54, 0
      carre: 3 / 4, // 64, 64, 44, 0
      jamb: 2 / 4, // 0, 60, 80, 0
    });
  });

  it('of two games of Ana: mean, best, worst, columns, bonuses and the jamb hit rate', () => {
    const ana = statisticsOf(finished(RECORDED.jambSolo, RECORDED.jambThree), 'Ana')!.jamb!;
    expect(ana.games).toBe(2);
    expect(ana.mean).toBe((1649 + 604) / 2);
    expect([ana.best, ana.worst]).toEqual([1649, 604]);
    expect(ana.totals.map((entry) => entry.total)).toEqual([1649, 604]);
    // Solo columns 431, 431, 356, 431; in the three-player game 109, 195, 253, 47.
    expect(ana.columnMeans).toEqual({
      down: (431 + 109) / 2,
      up: (431 + 195) / 2,
      free: (356 + 253) / 2,
      announced: (431 + 47) / 2,
    });
    // All four solo columns reach 83 ≥ 60; none of the other game's does.
    expect(ana.upperBonusShare).toBe(4 / 8);
    // Jamb cells: 75, 75, 0, 75 solo and 60, 80, 60, 0.
    expect(ana.hitRates.jamb).toBe(6 / 8);
    // Every solo upper cell holds three or more of its number; 1, 1, 2, 0 ones in the other game.
    expect(ana.hitRates.ones).toBe(4 / 8);
  });

  it('counts a hit by the documented thresholds', () => {
    expect([isHit('sixes', 18), isHit('sixes', 17), isHit('max', 25), isHit('min', 11)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect([isHit('straight', 45), isHit('full', 0)]).toEqual([true, false]);
  });
});

describe('Yam Master statistics', () => {
  it('wins, losses, draws, lines of five and mean points', () => {
    const stats = playerStatistics(finished(RECORDED.yamLine, RECORDED.yamDraw, RECORDED.yamPoints));
    const ana = stats.find((s) => s.player === 'Ana')!.yamMaster!;
    const ben = stats.find((s) => s.player === 'Ben')!.yamMaster!;
    // Ana wins by a line of five (row 0, worth 2 line points; Ben 0), draws 5 : 5, wins on points 4 : 2.
    expect(ana).toEqual({
      games: 3,
      wins: 2,
      losses: 0,
      draws: 1,
      linesOfFive: 1,
      meanPoints: (2 + 5 + 4) / 3,
    });
    expect(ben).toEqual({
      games: 3,
      wins: 0,
      losses: 2,
      draws: 1,
      linesOfFive: 0,
      meanPoints: (0 + 5 + 2) / 3,
    });
  });
});

describe('JamSumo statistics', () => {
  it('of the score-pad game: wins per mode and mean pips per kind of round', () => {
    const stats = playerStatistics(finished(RECORDED.jamSumoPad));
    const ann = stats.find((s) => s.player === 'Ann')!.jamsumo!;
    const cas = stats.find((s) => s.player === 'Cas')!.jamsumo!;
    // Ann counted 0, 8, 4 in the Jam halves and 9, 0, 6 in the Sumo halves.
    expect(ann.meanPipsPerRound).toEqual({ jam: 4, sumo: 5 });
    expect(ann.modes.jamsumo).toEqual({ games: 1, wins: 0 });
    expect(cas.modes.jamsumo).toEqual({ games: 1, wins: 1 });
    // The score pad records pips only: no dice are known to be sunk.
    expect([ann.diceSunk, ann.flickRounds]).toEqual([0, 0]);
  });

  it('of a game played on the tablet: dice sunk', () => {
    const game = readFinishedGame(finishedJamGame())!;
    const stats = playerStatistics([game]);
    const ann = stats.find((s) => s.player === 'Ann')!.jamsumo!;
    const bram = stats.find((s) => s.player === 'Bram')!.jamsumo!;
    // Round 1: Ann sinks five, Bram one (he keeps 5 + 1 + 4 + 4 = 14); round 2: Bram five, Ann none (20).
    expect([ann.diceSunk, bram.diceSunk]).toEqual([5, 6]);
    expect([ann.meanPipsPerRound.jam, bram.meanPipsPerRound.jam]).toEqual([(0 + 20) / 2, (14 + 0) / 2]);
    expect(ann.meanPipsPerRound.sumo).toBeNull();
    // Jam: the lowest total wins, Bram's 14 against Ann's 20.
    expect([ann.modes.jam, bram.modes.jam]).toEqual([
      { games: 1, wins: 0 },
      { games: 1, wins: 1 },
    ]);
    expect(bram.flickRounds).toBe(2);
  });
});

describe('players across games', () => {
  it('one name is one player in every game, and the CSV lists each figure once', () => {
    const stats = playerStatistics(
      finished(RECORDED.jambSolo, RECORDED.jambThree, RECORDED.yamLine, RECORDED.jamSumoPad),
    );
    expect(stats.map((s) => [s.player, s.games])).toEqual([
      ['Ana', 3],
      ['Ann', 1],
      ['Ben', 1],
      ['Bram', 2],
      ['Cas', 1],
      ['Chris', 1],
    ]);
    const csv = statisticsCsv(stats).split('\r\n');
    expect(csv[0]).toBe('player,game,statistic,value');
    expect(csv).toContain('Ana,jamb,mean,1126.5');
    expect(csv).toContain('Ana,jamb,totals.2.total,604');
    expect(csv).toContain('Bram,jamsumo,modes.jamsumo.wins,0');
    expect(csv).toContain('Ana,yam-master,linesOfFive,1');
  });
});
