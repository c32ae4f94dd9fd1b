// The computer's advice, switched on per person: while it is on for the player whose turn it is (and that
// seat is not the computer's), the advice for the position is fetched and its keep is shown on the dice.
import type { JambState } from '@dicetable/rules/jamb';
import { type Accessor, createResource, createSignal } from 'solid-js';
import { fetchJambAdvice } from '../../computer/jamb-advice.tsx';
import { holdPositions } from '../../hints/index.ts';

export function createAdviceSwitch(state: Accessor<JambState>, isPerson: (seat: number) => boolean) {
  const current = () => state().current;
  const [adviceOn, setAdviceOn] = createSignal<boolean[]>(state().setup.players.map(() => false));
  const visible = () => (adviceOn()[current()] ?? false) && isPerson(current());
  const [advice] = createResource(
    () => (visible() && !state().finished ? state() : undefined),
    fetchJambAdvice,
  );
  const keep = () => {
    const decision = visible() ? advice()?.decision : undefined;
    const { dice, held } = state().turn;
    return decision?.kind === 'keep' && dice ? holdPositions(dice, decision.keep, held) : undefined;
  };
  const toggle = () => setAdviceOn((all) => all.map((on, i) => (i === current() ? !on : on)));
  const close = () => setAdviceOn((all) => all.map((on, i) => (i === current() ? false : on)));
  return { visible, advice, keep, toggle, close };
}
