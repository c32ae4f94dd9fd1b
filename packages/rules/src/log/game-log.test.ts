import { describe, expect, it } from 'vitest';
import { appendAction, createGameLog, dropLastAction, GAME_LOG_VERSION, parseGameLog } from './game-log.ts';

const codeOf = (text: string) => {
  const result = parseGameLog(text);
  return result.ok ? 'ok' : result.error.code;
};

describe('game log envelope', () => {
  it('round-trips through JSON', () => {
    const log = appendAction(createGameLog('jamb', { players: ['Ann'] }), { type: 'roll' });
    expect(codeOf(JSON.stringify(log))).toBe('ok');
    expect(dropLastAction(log).actions).toHaveLength(0);
  });

  it('refuses corrupt, foreign and newer files with distinct codes', () => {
    const good = createGameLog('yam-master', {});
    expect(codeOf('{"format": "dicetable-game-log", ')).toBe('log-not-json');
    expect(codeOf(JSON.stringify({ hello: 'world' }))).toBe('log-foreign');
    expect(codeOf(JSON.stringify({ ...good, version: GAME_LOG_VERSION + 1 }))).toBe('log-newer-version');
    expect(codeOf(JSON.stringify({ ...good, version: 'one' }))).toBe('log-bad-version');
    expect(codeOf(JSON.stringify({ ...good, game: 'chess' }))).toBe('log-unknown-game');
    expect(codeOf(JSON.stringify({ ...good, actions: 'none' }))).toBe('log-malformed');
  });
});
