import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOG_ERROR_CODES, parseGameLog } from '@dicetable/rules';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-io.ts';

const dir = mkdtempSync(join(tmpdir(), 'read-logs-'));
const envelope = {
  format: 'dicetable-game-log',
  version: 1,
  game: 'jamb',
  createdAt: '2026-01-01T00:00:00Z',
};

/** One file per way the rules refuse a game log's envelope. */
const FILES: Record<(typeof LOG_ERROR_CODES)[number], string> = {
  'log-not-json': '{ not json',
  'log-foreign': JSON.stringify({ format: 'something-else' }),
  'log-bad-version': JSON.stringify({ ...envelope, version: 0 }),
  'log-newer-version': JSON.stringify({ ...envelope, version: 7 }),
  'log-unknown-game': JSON.stringify({ ...envelope, game: 'chess' }),
  'log-malformed': JSON.stringify(envelope),
};

describe('a file that is no game log', () => {
  it.each(LOG_ERROR_CODES)(
    '%s: in the rules’ own English words without --lang, in German with --lang de',
    async (code) => {
      const text = FILES[code];
      const file = join(dir, `${code}.json`);
      writeFileSync(file, text);
      const parsed = parseGameLog(text);
      expect(parsed.ok || parsed.error.code).toBe(code);
      const english = await runCli(['dice-check', file]);
      expect(english.code).toBe(2);
      expect(english.stderr).toBe(
        `dicetable dice-check: ${file}: ${parsed.ok ? '' : parsed.error.message} (${code})`,
      );
      const german = await runCli(['dice-check', file, '--lang', 'de']);
      expect(german.code).toBe(2);
      expect(german.stderr).not.toBe(english.stderr);
      expect(german.stderr).toMatch(new RegExp(`^dicetable dice-check: .+: Diese.+ \\(${code}\\)$`));
    },
  );
});
