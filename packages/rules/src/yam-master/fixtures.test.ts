import { describe, expect, it } from 'vitest';
import { replayWith } from '../game/replay.ts';
import { gameReport } from '../game/report.ts';
import { dropLastAction, type GameLog, validateGameLog } from '../log/game-log.ts';
import drawApp from './fixtures/draw-app-dice.json' with { type: 'json' };
import illegalPlace from './fixtures/illegal-place.json' with { type: 'json' };
import lineWin from './fixtures/line-win-real-dice.json' with { type: 'json' };
import pointsApp from './fixtures/points-app-dice.json' with { type: 'json' };
import { recordings } from './fixtures/record-fixtures.ts';
import { legalActions, type YamState } from './game.ts';
import type { YamReport } from './report.ts';
import { yamMasterRules } from './rules.ts';

const replayYam = (data: unknown) => replayWith(yamMasterRules, data);
const reportOf = ({ state, moves }: { state: YamState; moves: number }) =>
  gameReport(yamMasterRules, state, moves) as YamReport;

const FIXTURES: Record<string, unknown> = {
  'draw-app-dice.json': drawApp,
  'illegal-place.json': illegalPlace,
  'line-win-real-dice.json': lineWin,
  'points-app-dice.json': pointsApp,
};

function fixture(name: string): GameLog {
  const parsed = validateGameLog(JSON.parse(JSON.stringify(FIXTURES[name])));
  if (!parsed.ok) throw new Error(parsed.error.code);
  return parsed.value;
}

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

/** The rules package has no Node types: the recorder reaches the file system only when asked to record. */
async function writeFixture(name: string, data: unknown): Promise<void> {
  const fs: { writeFileSync(path: string, text: string): void } = await import(
    /* @vite-ignore */ `node:${'fs'}`
  );
  const url: { fileURLToPath(url: string): string } = await import(/* @vite-ignore */ `node:${'url'}`);
  const here = url.fileURLToPath((import.meta as unknown as { url: string }).url);
  fs.writeFileSync(
    here.replace(/fixtures\.test\.ts$/, `fixtures/${name}`),
    `${JSON.stringify(data, null, 1)}\n`,
  );
}

describe('recorded Yam Master games', () => {
  if (env.YAM_RECORD_FIXTURES) {
    it('records the fixtures', async () => {
      for (const [name, log] of Object.entries(recordings())) await writeFixture(name, log);
    });
    return;
  }

  it('are exactly what the recorder makes', () => {
    for (const [name, log] of Object.entries(recordings())) expect(FIXTURES[name]).toEqual(log);
  });

  it('real dice: Sec, Défi won and lost, a Yam removal, then Ana wins with the top row', () => {
    const replay = replayYam(fixture('line-win-real-dice.json'));
    if (!replay.ok) throw new Error(replay.error.code);
    const { state } = replay;
    expect(state.result).toMatchObject({ kind: 'line', winner: 0, line: [0, 1, 2, 3, 4] });
    expect(state.placed).toEqual([6, 3]);
    expect(state.lost).toEqual([1, 0]);
    const report = reportOf(replay);
    expect(report.board[0]).toBe('X X X X X');
    expect(report.result).toMatchObject({ by: 'line', winner: 'Ana' });
  });

  it('app dice: replays the same rolls from the seed and ends on a 12th token by points', () => {
    const replay = replayYam(fixture('points-app-dice.json'));
    if (!replay.ok) throw new Error(replay.error.code);
    const { result, placed } = replay.state;
    expect(result?.kind).toBe('points');
    expect(Math.max(...placed)).toBe(12);
    expect(result).toEqual({ kind: 'points', winner: 0, points: [4, 2] });
  });

  it('app dice: a game ended by a 12th token on equal points is a draw', () => {
    const replay = replayYam(fixture('draw-app-dice.json'));
    if (!replay.ok) throw new Error(replay.error.code);
    expect(replay.state.result).toEqual({ kind: 'points', winner: null, points: [5, 5] });
    expect(reportOf(replay).result).toMatchObject({ winner: null });
  });

  it('undo is the replay of the log without its last action', () => {
    const log = fixture('line-win-real-dice.json');
    const undone = replayYam(dropLastAction(log));
    if (!undone.ok) throw new Error(undone.error.code);
    expect(undone.state.result).toBeNull();
    expect(legalActions(undone.state)).toContainEqual({ type: 'place', row: 0, column: 3 });
  });

  it('names the first illegal action and why', () => {
    const replay = replayYam(fixture('illegal-place.json'));
    expect(replay).toMatchObject({ ok: false, error: { actionIndex: 3, code: 'label-not-made' } });
  });

  it('refuses a broken setup before any action', () => {
    const log = fixture('illegal-place.json');
    expect(replayYam({ ...log, setup: { players: [] } })).toMatchObject({
      ok: false,
      error: { actionIndex: -1, code: 'bad-setup' },
    });
    expect(replayYam({ ...log, setup: { ...(log.setup as object), layout: [['1']] } })).toMatchObject({
      error: { code: 'bad-layout' },
    });
    expect(replayYam({ ...log, game: 'jamb' })).toMatchObject({ error: { code: 'log-wrong-game' } });
  });

  it('plays on another layout loaded as data', () => {
    const log = fixture('illegal-place.json');
    const layout = Array.from({ length: 5 }, () => ['full', 'full', 'full', 'full', 'full']);
    expect(
      replayYam({ ...log, setup: { ...(log.setup as object), layout }, actions: log.actions.slice(0, 1) }),
    ).toMatchObject({ ok: true });
    expect(replayYam({ ...log, setup: { ...(log.setup as object), layout } })).toMatchObject({
      ok: false,
      error: { actionIndex: 1, code: 'label-not-made' },
    });
  });
});
