// The throws of the app's dice a log shows, in order: what the table saw. Undo never takes such a throw
// back, so this list only ever grows; an imported file whose list disagrees with what this device
// already showed for the same game would be a second throw of a roll that was made. (Dice typed from a
// throw at the table may be corrected, so they are not listed.)
import type { GameLog } from '../log/game-log.ts';
import { isBurn } from './burn.ts';
import type { GameRules } from './game-rules.ts';
import { gameRules } from './registry.ts';
import { replayWith } from './replay.ts';

export interface SeenThrow {
  /** The throw's index in the log (burns counted, as in refusals). */
  readonly actionIndex: number;
  /** The dice shown after it. */
  readonly dice: readonly number[];
}

/** Every throw of the app's dice in a log and the dice it showed, or null when the log does not replay. */
export function throwsSeen<Setup, State, Action>(
  log: GameLog,
  // biome-ignore lint/suspicious/noExplicitAny: any game's rules; the log names the game
  rules: GameRules<Setup, State, Action, any, string> = gameRules(log.game) as never,
): SeenThrow[] | null {
  const replay = replayWith(rules, log, { states: true });
  if (!replay.ok || !replay.states) return null;
  const seen: SeenThrow[] = [];
  replay.log.actions.forEach((action, actionIndex) => {
    if (isBurn(action) || !rules.isThrow(action as Action)) return;
    const [before, after] = [replay.states![actionIndex]!, replay.states![actionIndex + 1]!];
    const dice = rules.shownDice(after);
    if (dice && rules.madeByApp(action as Action, before, after)) seen.push({ actionIndex, dice: [...dice] });
  });
  return seen;
}

/**
 * Whether `incoming` shows every throw of `known`, in the same order and with the same dice: the same
 * game as far as it was seen, or further. Anything else would show a roll made again with other dice.
 */
export function throwsAgree(known: readonly SeenThrow[], incoming: readonly SeenThrow[]): boolean {
  return (
    known.length <= incoming.length &&
    known.every((seen, n) => seen.dice.every((die, d) => incoming[n]!.dice[d] === die))
  );
}
