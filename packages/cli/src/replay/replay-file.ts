// Reading a game log file as `dicetable replay` does, for every command that judges a whole game: one
// path, so that a damaged or rule-breaking file gets the same refusal and exit code from each.
import {
  type AnyGameReplay,
  type GameReport,
  gameReport,
  gameRules,
  replayGameLog,
} from '@dicetable/rules/game';
import { type CliIo, UsageError } from '../cli-io.ts';
import { localNumber } from '../i18n/format.ts';
import { t } from '../messages.ts';
import { readLog } from '../stats/read-logs.ts';
import { type ReplayOptions, replayOutcome } from './replayers.ts';

export type ReplayedFile =
  | {
      readonly ok: true;
      readonly replayed: Extract<AnyGameReplay, { ok: true }>;
      readonly report: GameReport;
      readonly notice?: string;
    }
  /** The first illegal action, already printed (JSON on stdout, words on stderr): exit with 1. */
  | { readonly ok: false; readonly exitCode: 1 };

/**
 * The game of FILE replayed through its rules. An unreadable file, one that is no game log or a damaged
 * setup throws a UsageError (exit 2); an illegal action is printed and answered `ok: false`.
 */
export async function replayFile(
  file: string,
  io: CliIo,
  options: ReplayOptions = {},
): Promise<ReplayedFile> {
  const log = await readLog(file);
  const replayed = replayGameLog(log, { states: true });
  // A damaged setup is an unreadable file (exit 2) in every game, not an illegal action.
  if (!replayed.ok && replayed.error.actionIndex < 0) {
    throw new UsageError(`${replayed.error.message} (${replayed.error.code})`);
  }
  const outcome = await replayOutcome(log.game, replayed, options);
  if (!outcome.ok || !replayed.ok) {
    const error = outcome.ok
      ? { actionIndex: -1, code: 'replay-failed', message: 'The game could not be replayed.' }
      : outcome;
    io.stdout(
      JSON.stringify(
        { error: { actionIndex: error.actionIndex, code: error.code, message: error.message } },
        null,
        2,
      ),
    );
    io.stderr(
      t('replayIllegal', {
        index: localNumber(error.actionIndex),
        message: error.message,
        code: error.code,
      }),
    );
    return { ok: false, exitCode: 1 };
  }
  return {
    ok: true,
    replayed,
    report: gameReport(gameRules(log.game), outcome.state, replayed.moves),
    ...(outcome.notice === undefined ? {} : { notice: outcome.notice }),
  };
}
