// The dice values players entered from real dice, as independent samples for the fair-dice check.
// A throw of real dice records all five dice, but only the dice thrown in it are new samples: the first
// throw of a turn throws all five, a later throw only the dice not held. Held dice keep their value and
// are not counted again. Games with the app's dice, and JamSumo (no dice values are entered), give none.
import { type DiceTurn, diceToRoll, type GameLog, validateGameLog } from '@dicetable/rules';
import {
  applyJambAction,
  createJambGame,
  validateJambAction,
  validateJambSetup,
} from '@dicetable/rules/jamb';
import { applyAction, initialState, validateSetup, type YamAction } from '@dicetable/rules/yam-master';

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

const thrown = (turn: DiceTurn, values: readonly number[]) => diceToRoll(turn).map((index) => values[index]!);

function jambSamples(log: GameLog): number[] {
  const setup = validateJambSetup(log.setup);
  if (!setup.ok) return [];
  let state = createJambGame(setup.value);
  const samples: number[] = [];
  for (const raw of log.actions) {
    const parsed = validateJambAction(raw);
    if (!parsed.ok) break;
    const action = parsed.value;
    const next = applyJambAction(state, action);
    if (!next.ok) break;
    if (action.type === 'enter') samples.push(...thrown(state.turn, action.dice));
    state = next.value;
  }
  return samples;
}

function yamSamples(log: GameLog): number[] {
  const setup = validateSetup(log.setup);
  if (!setup.ok) return [];
  let state = initialState(setup.value);
  const samples: number[] = [];
  for (const action of log.actions as YamAction[]) {
    const next = applyAction(state, action);
    if (!next.ok) break;
    if (action.type === 'dice') samples.push(...thrown(state.turn, action.values));
    state = next.value;
  }
  return samples;
}

/**
 * Every independent die value entered in the game, in order (up to the first action the rules refuse,
 * so a damaged log still counts its good part).
 */
export function realDiceSamples(data: unknown): number[] {
  const envelope = validateGameLog(data);
  if (!envelope.ok || !playedWithRealDice(envelope.value)) return [];
  return envelope.value.game === 'jamb' ? jambSamples(envelope.value) : yamSamples(envelope.value);
}

/** How often each face came up: index 0 counts ones … index 5 counts sixes. */
export function faceCountsOf(samples: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const value of samples) counts[value - 1]! += 1;
  return counts;
}
