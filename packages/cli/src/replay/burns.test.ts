// `dicetable replay` reads logs in which undo left burns: the same report as the game the app shows.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appendAction, type GameLog } from '@dicetable/rules';
import { jambRules, replayWith, undoLastAction, yamMasterRules } from '@dicetable/rules/game';
import { jambReport } from '@dicetable/rules/jamb';
import { pointsOf, yamReport } from '@dicetable/rules/yam-master';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';

const rulesFixture = (path: string): GameLog =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../rules/src/${path}`, import.meta.url)), 'utf8'));

async function replayFile(log: unknown) {
  const file = join(mkdtempSync(join(tmpdir(), 'burns-')), 'game.json');
  writeFileSync(file, JSON.stringify(log));
  return runCli(['replay', file]);
}

/** The recorded game's first `keep` actions, its last roll undone and played again. */
function undoneAndRolledAgain(log: GameLog, keep: number): GameLog {
  const cut = { ...log, actions: log.actions.slice(0, keep) };
  const undone = undoLastAction(cut);
  if (!undone || undone.burned === 0) throw new Error('the cut must end with a roll');
  return appendAction(undone.log as GameLog, { type: 'roll' });
}

describe('dicetable replay of logs with burns', () => {
  it('Jamb: prints the game as the rules replay it, burns and all', async () => {
    const log = undoneAndRolledAgain(rulesFixture('jamb/fixtures/three-players-house-rules.log.json'), 42);
    expect(log.actions.at(-2)).toMatchObject({ type: 'burn' });
    const replay = replayWith(jambRules, log);
    if (!replay.ok) throw new Error(replay.error.code);
    const result = await replayFile(log);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(jambReport(replay.state));
  });

  it('Yam Master: the same', async () => {
    const log = undoneAndRolledAgain(rulesFixture('yam-master/fixtures/points-app-dice.json'), 31);
    const replay = replayWith(yamMasterRules, log);
    if (!replay.ok) throw new Error(replay.error.code);
    const result = await replayFile(log);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(yamReport(replay.state, pointsOf(replay.state.board)));
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
