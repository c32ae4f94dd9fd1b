// Which seats the app plays, as every game's setup records them: `"computer": level` on the seat, in one
// vocabulary for all three games. A file keeps a computer a computer wherever it is opened.

/** How well the computer plays a seat, from the weakest. */
export const COMPUTER_LEVELS = ['beginner', 'good', 'expert'] as const;
export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];

/** Yam Master's first computer seats were remembered beside the game in other words; they mean these. */
const EARLIER_WORDS: Readonly<Record<string, ComputerLevel>> = {
  easy: 'beginner',
  medium: 'good',
  hard: 'expert',
};

/** A level read from a file or the store: a level, an earlier word for one, or null for anything else. */
export function readComputerLevel(value: unknown): ComputerLevel | null {
  if (COMPUTER_LEVELS.includes(value as ComputerLevel)) return value as ComputerLevel;
  return typeof value === 'string' && Object.hasOwn(EARLIER_WORDS, value) ? EARLIER_WORDS[value]! : null;
}

interface Seat {
  readonly computer?: unknown;
}

/** Per seat of a setup: the computer's level, or null for a person. */
export function computerSeatsOf(setup: unknown): (ComputerLevel | null)[] {
  const players = (setup as { players?: unknown } | null)?.players;
  if (!Array.isArray(players)) return [];
  return players.map((player: Seat | null) => readComputerLevel(player?.computer));
}

/** The seat's `computer` entry for a cleaned setup: absent for a person, else a level; null when unreadable. */
export function computerEntry(player: Seat): { computer?: ComputerLevel } | null {
  if (player.computer === undefined) return {};
  const level = readComputerLevel(player.computer);
  return level ? { computer: level } : null;
}
