// Odds hints for the Jamb screen: what every category scores with the dice now, and apart from it, with
// the rolls left and keeping the dice that help it, the chance of scoring more than 0 and the points on
// average (the engine's best over every way of holding; with dice held, those rolled first and then the
// best), from the odds engine through the app's hints API. After the last roll only "now" is left.
import { type JambCategory, type JambState, previewScore } from '@dicetable/rules/jamb';
import { type Accessor, createMemo } from 'solid-js';
import { createOdds, heldValues, holdPositions, type OddsQuery, type TargetOdds } from '../../hints/index.ts';
import { formatNumber, formatPercent } from '../../i18n/format.ts';
import { t } from './messages.ts';
import type { CellHint } from './score-sheet.tsx';

export interface JambHints {
  readonly hint: (category: JambCategory) => CellHint | undefined;
  /** The dice to light up for a category: its best hold for expected points. */
  readonly keep: (category: JambCategory) => boolean[] | undefined;
}

/**
 * The figures assume the player's hold (the dice not held are rolled next) when some dice, not all, are
 * held with a roll left; otherwise they assume the best hold.
 */
export function assumesHold(turn: JambState['turn']): boolean {
  const held = turn.held.filter(Boolean).length;
  return turn.dice !== null && turn.rollsUsed < 3 && held > 0 && held < 5;
}

export function createJambHints(state: Accessor<JambState>, on: Accessor<boolean>): JambHints {
  const query = createMemo<OddsQuery | undefined>(() => {
    if (!on()) return undefined;
    const { turn, setup } = state();
    if (state().finished) return undefined;
    // The house rules that change scores change the odds too.
    const jambHouseRules = {
      straightByRoll: setup.options.straightByRoll,
      tripsBonus20: setup.options.tripsBonus20,
    };
    if (!turn.dice) return { game: 'jamb', rollsLeft: 3, jambHouseRules };
    const rollsLeft = 3 - turn.rollsUsed;
    const held = heldValues(turn.dice, turn.held);
    // With dice held and a roll left, the hint answers "what does keeping these give me?".
    return assumesHold(turn)
      ? { game: 'jamb', dice: turn.dice, rollsLeft, hold: held, jambHouseRules }
      : { game: 'jamb', dice: turn.dice, rollsLeft, jambHouseRules };
  });
  const odds = createOdds(query);
  const shown = (category: JambCategory): { probability: number; expected?: number } | undefined => {
    const answer = odds();
    return answer?.given?.targets[category] ?? answer?.targets[category];
  };
  return {
    hint(category) {
      const value = shown(category);
      if (!value) return undefined;
      const score = previewScore(state(), category);
      const now = score === null ? undefined : formatNumber(score);
      const nowLabel = now === undefined ? undefined : t('hintNowLabel', { score: now });
      if (state().turn.rollsUsed >= 3) return nowLabel ? { now, label: nowLabel } : undefined;
      const chance = formatPercent(value.probability, 0);
      const expected = formatNumber(value.expected ?? 0, 1);
      const again = t('hintValue', { chance, expected });
      const againLabel = t(assumesHold(state().turn) ? 'hintLabelHeld' : 'hintLabel', { chance, expected });
      return {
        now,
        again,
        label: nowLabel ? t('hintBothLabel', { now: nowLabel, again: againLabel }) : againLabel,
      };
    },
    keep(category) {
      const { turn } = state();
      const target: TargetOdds | undefined = odds()?.targets[category];
      if (!turn.dice || !target) return undefined;
      return holdPositions(turn.dice, target.expectedHold ?? target.hold, turn.held);
    },
  };
}
