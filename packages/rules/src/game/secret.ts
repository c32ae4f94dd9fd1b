// The device's secret: the seed that decides the throws still to come (the app's dice, the computer's
// slips, a person's hand in JamSumo). It lives in the saved game on the device, so a reload rolls the
// same dice; a file carries what happened and never the secret: every roll in it says what it showed,
// so it replays without one. An importing device gives a game a secret of its own (docs/game-log.md).
import type { GameLog } from '../log/game-log.ts';
import { isBurn } from './burn.ts';
import { computerSeatsOf } from './computer-seats.ts';
import type { AnyGameRules } from './game-rules.ts';
import { gameRules } from './registry.ts';
import { replayWith } from './replay.ts';

interface Seeded {
  readonly seed?: unknown;
}

const rulesOf = (log: GameLog): AnyGameRules => gameRules(log.game);

/**
 * The log with every roll of the app's dice carrying the dice it showed: logs written before rolls did
 * are replayed with their seed to learn them. Actions after one the rules refuse are kept as they are.
 */
export function recordedLog<L extends GameLog>(log: L): L {
  const rules = rulesOf(log);
  const replay = replayWith(rules, log, { states: true });
  const states = replay.states;
  if (!states) return log;
  const actions = log.actions.map((action, index) => {
    const after = states[index + 1];
    return after === undefined || isBurn(action) ? action : rules.recorded(replay.log!.actions[index], after);
  });
  return { ...log, actions };
}

/** The setup without the device's secret. */
export function setupWithoutSecret<Setup>(setup: Setup): Setup {
  if (typeof setup !== 'object' || setup === null || !('seed' in setup)) return setup;
  const { seed: _secret, ...rest } = setup as Setup & Seeded;
  return rest as Setup;
}

/** The log as a file carries it: what happened, each roll with its dice, and no secret. */
export function withoutSecret<L extends GameLog>(log: L): L {
  const recorded = recordedLog(log);
  return { ...recorded, setup: setupWithoutSecret(recorded.setup) };
}

/** The log with the given secret deciding its future: the past as it was (each roll keeps its dice). */
export function withSecret<L extends GameLog>(log: L, secret: number): L {
  const recorded = recordedLog(log);
  return { ...recorded, setup: { ...setupWithoutSecret(recorded.setup as object), seed: secret } };
}

/** Whether a log carries a secret that decides its future. */
export const hasSecret = (log: GameLog): boolean =>
  typeof log.setup === 'object' && log.setup !== null && (log.setup as Seeded).seed !== undefined;

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What makes two logs the same game: the game, its start and its setup, whatever secret each device gave
 * it and whichever seats its file marked as the computer's (files written before did not say).
 */
export function gameKey(log: GameLog): string {
  const setup = setupWithoutSecret(log.setup) as { players?: unknown };
  const players = Array.isArray(setup.players)
    ? setup.players.map((player) => {
        if (typeof player !== 'object' || player === null) return player;
        const { computer: _seat, ...person } = player as { computer?: unknown };
        return person;
      })
    : setup.players;
  return canonical({ game: log.game, createdAt: log.createdAt, setup: { ...setup, players } });
}

/** The moves of a log as a file carries them, one comparable string each, for comparing copies of one game. */
export const pastOf = (log: GameLog): readonly string[] => withoutSecret(log).actions.map(canonical);

/** The seats the computer plays, for comparing copies of one game. */
export const seatsKey = (log: GameLog): string => canonical(computerSeatsOf(log.setup));

/** Whether the moves `further` begin with the moves `moves` (a game played on from there). */
export const playedOn = (further: readonly string[], moves: readonly string[]): boolean =>
  moves.length <= further.length && moves.every((move, n) => further[n] === move);

/** Whether `later` is the game of `earlier` played on: the same game, and `earlier`'s moves are its first. */
export const continuesPast = (later: GameLog, earlier: GameLog): boolean =>
  gameKey(later) === gameKey(earlier) && playedOn(pastOf(later), pastOf(earlier));

/** The same game with the same moves, whatever secret, key order or spacing its copy has. */
export const samePast = (a: GameLog, b: GameLog): boolean =>
  gameKey(a) === gameKey(b) && pastOf(a).join('\n') === pastOf(b).join('\n');
