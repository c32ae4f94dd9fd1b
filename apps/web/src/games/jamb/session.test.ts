import { DEFAULT_JAMB_OPTIONS, type JambSetup } from '@dicetable/rules/jamb';
import { createRoot } from 'solid-js';
import { describe, expect, it } from 'vitest';
import { loadGame } from '../../store/games.ts';
import { readGameFile } from './game-file.ts';
import { newJambLog, openSession } from './session.ts';

const setup: JambSetup = {
  players: [{ name: 'Ana' }, { name: 'Bram' }],
  diceMode: 'app',
  seed: 99,
  options: DEFAULT_JAMB_OPTIONS,
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a Jamb session', () => {
  it('saves after every action, refuses illegal ones and undoes through the log', async () => {
    await createRoot(async (dispose) => {
      const log = newJambLog(setup);
      const session = openSession({ id: 'session-test', log, createdAt: log.createdAt })!;
      expect(session.dispatch({ type: 'write', column: 'free', category: 'ones' })).toBe('not-rolled-yet');
      expect(session.dispatch({ type: 'roll' })).toBeUndefined();
      const dice = session.state().turn.dice;
      expect(session.dispatch({ type: 'hold', die: 1 })).toBeUndefined();
      expect(session.dispatch({ type: 'write', column: 'free', category: 'sixes' })).toBeUndefined();
      expect(session.state().current).toBe(1);
      await settle();
      const saved = await loadGame('session-test');
      expect(saved?.log.actions).toHaveLength(3);
      expect(saved).toMatchObject({ game: 'jamb', players: ['Ana', 'Bram'], status: 'playing' });

      expect(session.undo()).toBe(true);
      expect(session.state().current).toBe(0);
      expect(session.state().turn).toMatchObject({ dice, held: [false, true, false, false, false] });
      await settle();
      expect((await loadGame('session-test'))?.log.actions).toHaveLength(2);
      // The same roll comes back after undo: the generator's state is part of the replayed state.
      expect(session.undo()).toBe(true);
      expect(session.undo()).toBe(true);
      expect(session.undo()).toBe(false);
      session.dispatch({ type: 'roll' });
      expect(session.state().turn.dice).toEqual(dice);
      dispose();
    });
  });

  it('reads a game file or says why it is refused, in words', () => {
    const log = JSON.stringify(newJambLog(setup));
    expect(readGameFile(log)).toMatchObject({ ok: true });
    expect(readGameFile('[')).toEqual({ ok: false, reason: 'the file is not valid JSON.' });
    expect(readGameFile(JSON.stringify({ ...JSON.parse(log), version: 7 }))).toMatchObject({
      reason: expect.stringContaining('newer Dicetable'),
    });
    expect(readGameFile(JSON.stringify({ ...JSON.parse(log), game: 'yam-master' }))).toEqual({
      ok: false,
      reason: 'the file is not a Jamb game.',
    });
    expect(
      readGameFile(JSON.stringify({ ...JSON.parse(log), actions: [{ type: 'announce', category: 'full' }] })),
    ).toEqual({
      ok: false,
      reason: 'action 1 in the file breaks the rules.',
    });
    expect(readGameFile(JSON.stringify({ ...JSON.parse(log), setup: { players: [] } }))).toEqual({
      ok: false,
      reason: 'the game setup in the file is not valid.',
    });
  });
});
