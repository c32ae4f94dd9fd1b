// Recorded whole games replayed through the rules must give exactly the recorded results.
// Re-record (after a deliberate rules change only) with JAMB_RECORD_FIXTURES=1 npx vitest run src/jamb/fixtures.test.ts
import { describe, expect, it } from 'vitest';
import { replayWith } from '../game/replay.ts';
import { gameReport } from '../game/report.ts';
import { createGameLog } from '../log/game-log.ts';
import type { JambAction } from './actions.ts';
import illegalLog from './fixtures/illegal-write.log.json' with { type: 'json' };
import soloExpected from './fixtures/solo-real-dice.expected.json' with { type: 'json' };
import soloLog from './fixtures/solo-real-dice.log.json' with { type: 'json' };
import { SOLO_GRAND_TOTAL, soloActions } from './fixtures/solo-turns.ts';
import groupExpected from './fixtures/three-players-house-rules.expected.json' with { type: 'json' };
import groupLog from './fixtures/three-players-house-rules.log.json' with { type: 'json' };
import { createJambGame, type JambState } from './game.ts';
import { DEFAULT_JAMB_OPTIONS } from './options.ts';
import type { JambReport } from './report.ts';
import { jambRules } from './rules.ts';
import type { JambSetup } from './setup.ts';
import { botTurnActions } from './test-bot.ts';

const replayJamb = (data: unknown) => replayWith(jambRules, data);
const reportOf = ({ state, moves }: { state: JambState; moves: number }) =>
  gameReport(jambRules, state, moves) as JambReport;

const FIXTURES: Record<string, unknown> = {
  'solo-real-dice.log.json': soloLog,
  'solo-real-dice.expected.json': soloExpected,
  'three-players-house-rules.log.json': groupLog,
  'three-players-house-rules.expected.json': groupExpected,
  'illegal-write.log.json': illegalLog,
};
// biome-ignore lint/suspicious/noExplicitAny: fixtures are checked by the replay itself.
const readJson = (name: string): any => JSON.parse(JSON.stringify(FIXTURES[name]));
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
const CREATED = new Date('2026-01-01T12:00:00Z');

function recordings(): Record<string, unknown> {
  const soloSetup: JambSetup = {
    players: [{ name: 'Ana' }],
    diceMode: 'real',
    seed: 1,
    options: DEFAULT_JAMB_OPTIONS,
  };
  const solo = {
    ...createGameLog<JambSetup, JambAction>('jamb', soloSetup, CREATED),
    actions: soloActions(),
  };
  const groupSetup: JambSetup = {
    players: [{ name: 'Ana' }, { name: 'Bram' }, { name: 'Chris' }],
    diceMode: 'app',
    seed: 20260101,
    options: { straightByRoll: true, tripsBonus20: true, graduatedBonus: true, clampMiddle: true },
  };
  let state = createJambGame(groupSetup);
  const actions: JambAction[] = [];
  while (!state.finished) {
    const turn = botTurnActions(state);
    state = turn.state;
    actions.push(...turn.actions);
  }
  const group = { ...createGameLog<JambSetup, JambAction>('jamb', groupSetup, CREATED), actions };
  const illegal = {
    ...solo,
    actions: [...soloActions().slice(0, 3), { type: 'write', column: 'down', category: 'threes' }],
  };
  return { 'solo-real-dice': solo, 'three-players-house-rules': group, 'illegal-write': illegal };
}

describe('recorded Jamb games', () => {
  if (env.JAMB_RECORD_FIXTURES) {
    it('records the fixtures', async () => {
      for (const [name, log] of Object.entries(recordings())) {
        await writeFixture(`${name}.log.json`, log);
        const replay = replayJamb(log);
        if (replay.ok) await writeFixture(`${name}.expected.json`, reportOf(replay));
      }
    });
    return;
  }

  for (const name of ['solo-real-dice', 'three-players-house-rules']) {
    it(`${name} replays to its recorded sheets and ranking`, () => {
      const replay = replayJamb(readJson(`${name}.log.json`));
      if (!replay.ok) throw new Error(`${replay.error.code} at ${replay.error.actionIndex}`);
      expect(replay.state.finished).toBe(true);
      expect(reportOf(replay)).toEqual(readJson(`${name}.expected.json`));
    });
  }

  it('the solo game adds up to the hand-computed total', () => {
    const replay = replayJamb(readJson('solo-real-dice.log.json'));
    if (!replay.ok) throw new Error(replay.error.code);
    const report = reportOf(replay);
    expect(report.sheets[0]!.columns.down).toMatchObject({
      upper: 83,
      bonus: 30,
      middle: 63,
      lower: 255,
      total: 431,
    });
    expect(report.sheets[0]!.columns.free.total).toBe(356);
    expect(report.sheets[0]!.total).toBe(SOLO_GRAND_TOTAL);
    expect(report.ranking).toEqual([{ place: 1, player: 0, name: 'Ana', total: SOLO_GRAND_TOTAL }]);
  });

  it('stops at an illegal action with its index and code', () => {
    expect(replayJamb(readJson('illegal-write.log.json'))).toMatchObject({
      ok: false,
      error: { actionIndex: 3, code: 'cell-not-open' },
    });
  });

  it('refuses foreign, newer and damaged logs', () => {
    const log = readJson('solo-real-dice.log.json');
    expect(replayJamb({ ...log, format: 'other' })).toMatchObject({
      ok: false,
      error: { code: 'log-foreign' },
    });
    expect(replayJamb({ ...log, version: 99 })).toMatchObject({
      ok: false,
      error: { code: 'log-newer-version' },
    });
    expect(replayJamb({ ...log, game: 'jamsumo' })).toMatchObject({
      ok: false,
      error: { code: 'log-wrong-game' },
    });
    expect(replayJamb({ ...log, setup: { ...log.setup, players: [] } })).toMatchObject({
      error: { code: 'bad-players' },
    });
    expect(replayJamb({ ...log, setup: { ...log.setup, options: { fast: true } } })).toMatchObject({
      error: { code: 'bad-options' },
    });
    expect(replayJamb({ ...log, actions: [{ type: 'dance' }] })).toMatchObject({
      error: { actionIndex: 0, code: 'bad-action' },
    });
  });
});
