import { replayGameLog } from '@dicetable/rules/game';
import type { YamState } from '@dicetable/rules/yam-master';
import { describe, expect, it } from 'vitest';
import draw from '../../../../../packages/rules/src/yam-master/fixtures/draw-app-dice.json';
import lineWin from '../../../../../packages/rules/src/yam-master/fixtures/line-win-real-dice.json';
import onPoints from '../../../../../packages/rules/src/yam-master/fixtures/points-app-dice.json';
import { endingLine, seatPoints, yamOver } from './game-result.ts';
import { resultText } from './turn-texts.ts';
import { summaryOf } from './yam-game.ts';

const finalState = (log: unknown) => {
  const replay = replayGameLog(log);
  if (!replay.ok) throw new Error(replay.error.code);
  return replay.state as YamState;
};
const started = (log: unknown) => {
  const replay = replayGameLog({ ...(log as object), actions: [] });
  if (!replay.ok) throw new Error(replay.error.code);
  return replay.state as YamState;
};

describe('the end of a Yam Master game, as the screens say it', () => {
  it('a line of five: its squares, the winner named, the points as they ended', () => {
    const state = finalState(lineWin);
    expect(yamOver(state)).toBe(true);
    expect(endingLine(state)).toEqual([0, 1, 2, 3, 4]);
    expect(resultText(state)).toBe(`${state.setup.players[0].name} wins with a line of five!`);
    expect(seatPoints(state)).toEqual(state.result!.points);
  });

  it('on points: no line, the winner with the higher points first', () => {
    const state = finalState(onPoints);
    const [a, b] = state.result!.points;
    expect(endingLine(state)).toBeUndefined();
    const winner = state.setup.players[a > b ? 0 : 1].name;
    expect(resultText(state)).toContain(winner);
    expect(resultText(state)).toContain(String(Math.max(a, b)));
    expect(summaryOf(state)).toBe(
      `${state.setup.players[0].name} ${a} – ${b} ${state.setup.players[1].name}`,
    );
  });

  it('a draw: the points each', () => {
    const state = finalState(draw);
    const [a, b] = state.result!.points;
    expect(a).toBe(b);
    expect(resultText(state)).toBe(`A draw: ${a} points each.`);
  });

  it('a game going on: not over, no result words, points from the board', () => {
    const state = started(lineWin);
    expect(yamOver(state)).toBe(false);
    expect(resultText(state)).toBe('');
    expect(endingLine(state)).toBeUndefined();
    expect(seatPoints(state)).toEqual([0, 0]);
  });
});
