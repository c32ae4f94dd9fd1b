// The dice values players entered from real dice, as independent samples for the fair-dice check.
// A throw of real dice records all five dice, but only the dice thrown in it are new samples: the first
// throw of a turn throws all five, a later throw only the dice not held. Held dice keep their value and
// are not counted again. Games with the app's dice, and JamSumo (no dice values are entered), give none.
import { type DiceTurn, diceToRoll, type GameLog, validateGameLog } from '@dicetable/rules';
import { replayGameLog } from '@dicetable/rules/game';

/** The optional name of the set of real dice a game was played with (`setup.diceSet`). */
export function diceSetOf(log: GameLog): string {
  const name = (log.setup as { diceSet?: unknown }).diceSet;
  return typeof name === 'string' ? name.trim() : '';
}

/** Whether the players entered the dice of this game by hand. */
export function playedWithRealDice(log: GameLog): boolean {
  const setup = log.setup as { diceMode?: unknown; dice?: unknown };
  if (log.game === 'jamb') return setup.diceMode === 'real';
  if (log.game === 'yam-master') return setup.dice === 'real';
  return false;
}

/** The five dice of a real throw: Jamb's `enter`, Yam Master's `dice`. */
function enteredDice(action: unknown): readonly number[] | null {
  const entry = action as { type?: string; dice?: number[]; values?: number[] };
  if (entry.type === 'enter') return entry.dice ?? null;
  if (entry.type === 'dice') return entry.values ?? null;
  return null;
}

/**
 * Every independent die value entered in the game, in order (up to the first action the rules refuse,
 * so a damaged log still counts its good part).
 */
export function realDiceSamples(data: unknown): number[] {
  const envelope = validateGameLog(data);
  if (!envelope.ok || !playedWithRealDice(envelope.value)) return [];
  const replay = replayGameLog(envelope.value, { states: true });
  const states = (replay.states ?? []) as readonly { readonly turn: DiceTurn }[];
  const actions = replay.log?.actions ?? [];
  const samples: number[] = [];
  actions.forEach((action, index) => {
    const dice = enteredDice(action);
    // states[index] is the game just before the action; a refused action has no state after it.
    if (dice && states[index + 1]) samples.push(...diceToRoll(states[index]!.turn).map((die) => dice[die]!));
  });
  return samples;
}

/** How often each face came up: index 0 counts ones … index 5 counts sixes. */
export function faceCountsOf(samples: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const value of samples) counts[value - 1]! += 1;
  return counts;
}
