// The one gate every file's game passes to enter a device — a single import, a history file, a backup,
// a file opened from the system: the same checks and the same refusals. A game passes when it replays
// under its game's rules, shows every throw a copy already here showed (same dice, same order) and keeps
// the seats the copy has; it then enters with a secret of this device deciding what comes next.
import type { GameId, GameLog } from '../log/game-log.ts';
import { computerSeatsOf } from './computer-seats.ts';
import { type GameLogRefusal, type GameLogRefusalCode, replayGameLog } from './replay.ts';
import { gameKey, seatsKey, withSecret } from './secret.ts';
import { throwsAgree, throwsSeen } from './throws.ts';

/** Refusals of the gate besides the log's own (`GAME_LOG_REFUSAL_CODES`). */
export const GATE_REFUSAL_CODES = ['throws-differ', 'seats-differ'] as const;
export type GateRefusalCode = GameLogRefusalCode | (typeof GATE_REFUSAL_CODES)[number];
export type GateRefusal = GameLogRefusal<GateRefusalCode>;

export type Admission =
  | {
      readonly ok: true;
      /** The game as this device keeps it: each roll with its dice, this device's secret in its setup. */
      readonly log: GameLog;
      /** The game replayed (the game's own state). */
      readonly state: unknown;
    }
  | { readonly ok: false; readonly error: GateRefusal };

export interface GateOptions {
  /** Only a game of this kind may enter (a game's own Import button). */
  readonly game?: GameId;
}

const refuse = (code: GateRefusalCode, message: string, actionIndex = -1): Admission => ({
  ok: false,
  error: { code, message, actionIndex },
});

/** The seats of the file, or where the file says nothing of seats (written before), those of the copy here. */
function seatsFrom(log: GameLog, copies: readonly GameLog[]): GameLog | null {
  const marked = computerSeatsOf(log.setup).some((level) => level !== null);
  const known = copies.find((copy) => computerSeatsOf(copy.setup).some((level) => level !== null));
  if (!known) return log;
  if (marked) return seatsKey(known) === seatsKey(log) ? log : null;
  const players = (log.setup as { players: object[] }).players.map((player, seat) => {
    const level = computerSeatsOf(known.setup)[seat];
    return level ? { ...player, computer: level } : player;
  });
  return { ...log, setup: { ...(log.setup as object), players } };
}

/**
 * Whether a game (parsed JSON of a game log) may enter this device, which holds `here`; `secret` is a
 * fresh secret of this device for the game's future. Never throws.
 */
export function admitGame(
  data: unknown,
  here: readonly GameLog[],
  secret: number,
  options: GateOptions = {},
): Admission {
  const read = replayGameLog(data, { game: options.game });
  if (!read.ok) return { ok: false, error: read.error };
  const copies = here.filter((copy) => copy.game === read.log.game && gameKey(copy) === gameKey(read.log));
  const seated = seatsFrom(read.log, copies);
  if (!seated) return refuse('seats-differ', 'A copy of this game on this device has other computer seats.');
  const incoming = throwsSeen(seated);
  if (!incoming) return refuse('log-malformed', 'This game log does not replay.');
  for (const copy of copies) {
    const known = throwsSeen(copy);
    if (known && !throwsAgree(known, incoming)) {
      return refuse('throws-differ', 'A copy of this game on this device showed other throws.');
    }
  }
  const log = withSecret(seated, secret);
  const replay = replayGameLog(log);
  if (!replay.ok) return { ok: false, error: replay.error };
  return { ok: true, log: replay.log, state: replay.state };
}
