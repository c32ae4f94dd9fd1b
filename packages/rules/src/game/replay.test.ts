// The one reader of game logs: what it returns for a good log, and the one refusal shape for a bad one.
import { describe, expect, it } from 'vitest';
import illegalWrite from '../jamb/fixtures/illegal-write.log.json' with { type: 'json' };
import soloReal from '../jamb/fixtures/solo-real-dice.log.json' with { type: 'json' };
import { jambRules } from '../jamb/rules.ts';
import jamsumoPad from '../jamsumo/fixtures/jamsumo-pad.json' with { type: 'json' };
import { createGameLog, GAME_LOG_VERSION, type GameLog } from '../log/game-log.ts';
import { MAX_BURNED_DRAWS } from './burn.ts';
import { GAME_LOG_REFUSAL_CODES, openGameLog, openWith, replayGameLog, replayWith } from './replay.ts';

const withActions = (log: unknown, actions: unknown[]) => ({ ...(log as GameLog), actions });
const appDice = createGameLog('jamb', { players: [{ name: 'Ana' }], diceMode: 'app', seed: 9, options: {} });

describe('replayGameLog', () => {
  it('returns the game, every state on request, and the moves without the burns', () => {
    const log = withActions(appDice, [
      { type: 'roll' },
      { type: 'burn', draws: 3 },
      { type: 'hold', die: 2 },
    ]);
    const replay = replayWith(jambRules, log, { states: true });
    if (!replay.ok) throw new Error(replay.error.code);
    expect(replay.moves).toBe(2);
    expect(replay.states).toHaveLength(4);
    expect(jambRules.draws(replay.states![2]!) - jambRules.draws(replay.states![1]!)).toBe(3);
    expect(replay.states![3]).toBe(replay.state);
  });

  it('refuses with the index of the first illegal action, the log before it and the game just before', () => {
    const replay = replayGameLog(illegalWrite);
    expect(replay).toMatchObject({ ok: false, error: { code: 'cell-not-open', actionIndex: 3 } });
    if (replay.ok) return;
    expect(replay.log?.actions).toEqual(illegalWrite.actions.slice(0, 3));
    expect((replay.state as { turn: { dice: number[] } }).turn.dice).not.toBeNull();
  });

  it('refuses damaged burns and too many burned draws as action-malformed', () => {
    for (const draws of [0, -1, 1.5, '3', null]) {
      expect(replayGameLog(withActions(appDice, [{ type: 'roll' }, { type: 'burn', draws }]))).toMatchObject({
        ok: false,
        error: { code: 'action-malformed', actionIndex: 1 },
      });
    }
    const many = [
      { type: 'burn', draws: MAX_BURNED_DRAWS },
      { type: 'burn', draws: 1 },
    ];
    expect(replayGameLog(withActions(appDice, many))).toMatchObject({
      ok: false,
      error: { code: 'action-malformed', actionIndex: 1 },
    });
  });

  it('lets a burn change nothing where there is no generator to advance', () => {
    const burn = { type: 'burn', draws: 5 };
    for (const log of [soloReal, jamsumoPad.log]) {
      const plain = replayGameLog(log);
      const burnt = replayGameLog(withActions(log, [burn, ...(log as GameLog).actions]));
      if (!plain.ok || !burnt.ok) throw new Error('refused');
      expect(burnt.moves).toBe(plain.moves);
    }
    const real = replayGameLog(withActions(soloReal, [burn, ...soloReal.actions]));
    const plainReal = replayGameLog(soloReal);
    if (!real.ok || !plainReal.ok) throw new Error('refused');
    expect({ ...(real.state as object), rng: null }).toEqual({ ...(plainReal.state as object), rng: null });
  });

  it('refuses the envelope with the codes it has always had, before looking at the game', () => {
    const text = JSON.stringify(appDice);
    const cases: [string, string][] = [
      [text.slice(0, 40), 'log-not-json'],
      ['[]', 'log-foreign'],
      [JSON.stringify({ ...appDice, version: GAME_LOG_VERSION + 1 }), 'log-newer-version'],
      [JSON.stringify({ ...appDice, version: 0 }), 'log-bad-version'],
      [JSON.stringify({ ...appDice, game: 'chess' }), 'log-unknown-game'],
      [JSON.stringify({ ...appDice, setup: null }), 'log-malformed'],
      [JSON.stringify({ ...appDice, setup: { players: [] } }), 'bad-players'],
    ];
    expect(openWith(jambRules, JSON.stringify(jamsumoPad.log))).toMatchObject({
      ok: false,
      error: { code: 'log-wrong-game', message: 'This is a JamSumo game, not Jamb.' },
    });
    for (const [file, code] of cases) {
      expect(openGameLog(file)).toMatchObject({ ok: false, error: { code, actionIndex: -1 } });
      expect(openWith(jambRules, file)).toMatchObject({ ok: false, error: { code, actionIndex: -1 } });
      expect(GAME_LOG_REFUSAL_CODES).toContain(code);
    }
  });
});
