// `dicetable replay` reads logs in which an earlier undo left burns (an undone roll, rolled again): the same
// report as the game the app shows, and the same report Dicetable printed before a throw stood.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameLog } from '@dicetable/rules';
import { gameReport, jambRules, replayWith, yamMasterRules } from '@dicetable/rules/game';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';

const rulesFixture = (path: string): GameLog =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../rules/src/${path}`, import.meta.url)), 'utf8'));

async function replayFile(log: unknown) {
  const file = join(mkdtempSync(join(tmpdir(), 'burns-')), 'game.json');
  writeFileSync(file, JSON.stringify(log));
  return runCli(['replay', file]);
}

describe('dicetable replay of logs with burns', () => {
  it('Jamb: prints the game as the rules replay it, burns and all, as it always did', async () => {
    const log = rulesFixture('game/fixtures/undone-roll-jamb.log.json');
    expect(log.actions.at(-2)).toMatchObject({ type: 'burn' });
    const replay = replayWith(jambRules, log);
    if (!replay.ok) throw new Error(replay.error.code);
    const result = await replayFile(log);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(gameReport(jambRules, replay.state, replay.moves));
    expect(JSON.parse(result.stdout)).toEqual(rulesFixture('game/fixtures/undone-roll-jamb.expected.json'));
  });

  it('Yam Master: the same', async () => {
    const log = rulesFixture('game/fixtures/undone-roll-yam-master.log.json');
    expect(log.actions.at(-2)).toMatchObject({ type: 'burn' });
    const replay = replayWith(yamMasterRules, log);
    if (!replay.ok) throw new Error(replay.error.code);
    const result = await replayFile(log);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(gameReport(yamMasterRules, replay.state, replay.moves));
    expect(JSON.parse(result.stdout)).toEqual(
      rulesFixture('game/fixtures/undone-roll-yam-master.expected.json'),
    );
  });

  it('JamSumo: re-simulates around a burn, and counts it in the index of an illegal action', async () => {
    const { log } = rulesFixture('jamsumo/fixtures/jam-round.json') as unknown as { log: GameLog };
    const plain = await replayFile(log);
    const burnt = {
      ...log,
      actions: [...log.actions.slice(0, 3), { type: 'burn', draws: 4 }, ...log.actions.slice(3)],
    };
    const withBurn = await replayFile(burnt);
    expect(withBurn.code).toBe(0);
    expect(withBurn.stdout).toBe(plain.stdout);
    const illegal = {
      ...burnt,
      actions: [...burnt.actions, { type: 'pad-round', kind: 'jam', pips: [0, 0] }],
    };
    const refused = await replayFile(illegal);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout).error).toMatchObject({
      actionIndex: log.actions.length + 1,
      code: 'wrong-table',
    });
  });

  it('refuses a damaged burn as an illegal action', async () => {
    const log = rulesFixture('jamb/fixtures/solo-real-dice.log.json');
    const result = await replayFile({ ...log, actions: [{ type: 'burn', draws: -2 }, ...log.actions] });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).error).toMatchObject({ actionIndex: 0, code: 'action-malformed' });
  });
});
