// The hints of the player whose switch is on: the odds of each figure, the squares the dice can still
// reach, the best hold for a figure picked in the odds panel (until the next roll), and what the odds assume.
import type { OddsQuery } from '@dicetable/engine';
import { canDeclareDefi, type Label, type YamState } from '@dicetable/rules/yam-master';
import { type Accessor, createEffect, createMemo, createSignal, on } from 'solid-js';
import { createOdds, heldValues, holdPositions } from '../../hints/index.ts';
import { t } from './messages.ts';
import { chances } from './odds-panel.tsx';

export function createOddsHints(state: Accessor<YamState>, hintsOn: Accessor<boolean>) {
  const turn = () => state().turn;
  const odds = createOdds(() => {
    if (!hintsOn()) return undefined;
    const { dice, held, rollsUsed } = turn();
    const base = { game: 'yam' as const, rollsLeft: 3 - rollsUsed, defi: state().defi };
    if (dice === null) return base satisfies OddsQuery;
    const hold = held.some(Boolean) && rollsUsed < 3 ? heldValues(dice, held) : undefined;
    return { ...base, dice, ...(hold ? { hold } : {}) } satisfies OddsQuery;
  });
  const reachableSquares = createMemo(() => {
    if (!hintsOn()) return new Set<number>();
    const chance = chances(odds());
    return new Set(
      state().labels.flatMap((label, square) =>
        state().board[square] === null && (chance[label] ?? 0) > 0 ? [square] : [],
      ),
    );
  });
  const [target, setTarget] = createSignal<Label>();
  createEffect(on([() => turn().rollsUsed, () => state().current], () => setTarget(undefined)));
  const canSuggest = () => turn().dice !== null && turn().rollsUsed < 3;
  const suggestedHold = createMemo(() => {
    const label = target();
    const hold = label && canSuggest() ? odds()?.targets[label]?.hold : undefined;
    return hold ? holdPositions(turn().dice!, hold, turn().held) : undefined;
  });
  const defiNow = () => (canDeclareDefi(state()) ? chances(odds()).defi : undefined);
  const assumption = () => oddsAssumption(state());
  return { odds, reachableSquares, target, setTarget, canSuggest, suggestedHold, defiNow, assumption };
}

/** In one short line, what the odds shown assume: the dice held now, the rolls left, a declared Défi. */
export function oddsAssumption(state: YamState): string {
  const { dice, held, rollsUsed } = state.turn;
  const defi = state.defi;
  if (dice === null) return t('oddsAssumeFirst');
  if (rollsUsed >= 3) return t('oddsAssumeNone', { defi });
  const rolls = t('rollsLeft', { n: 3 - rollsUsed });
  if (!held.some(Boolean)) return t('oddsAssumeBest', { rolls, defi });
  return t('oddsAssumeHeld', { held: heldValues(dice, held).join(' '), rolls, defi });
}
