// Random games for the turn-message tests: legal actions picked at random, with the rare kinds of action
// (a Défi, an announcement, a placement) given a fair share so that games reach every part of a turn.
import type { GameRules } from '@dicetable/rules/game';

export function playAtRandom<State, Action>(
  // biome-ignore lint/suspicious/noExplicitAny: any game's rules whose legal actions are actions
  rules: GameRules<any, State, Action, Action, string>,
  start: State,
  picks: readonly number[],
  rare: readonly ((action: Action) => boolean)[],
  visit: (state: State) => void,
): void {
  let state = start;
  visit(state);
  for (const pick of picks) {
    const legal = rules.legalActions(state);
    if (legal.length === 0) return;
    const kind = rare[pick % (rare.length + 1)];
    const favoured = kind ? legal.filter(kind) : [];
    const action = favoured.length > 0 ? favoured[pick % favoured.length]! : legal[pick % legal.length]!;
    const next = rules.apply(state, action);
    if (!next.ok) throw new Error(`legal action refused: ${next.error.code}`);
    state = next.value;
    visit(state);
  }
}
