// Why nobody at the tablet can flick now, as one reason the screen puts in words beside the Flick button
// and says when a closed Flick (the button, a touch on a die) is tapped. Worked out from what the screen
// shows: the table's phase, a computer's turn, the rules' state and a die put down but not flicked yet.

import type { JamSumoState } from '@dicetable/rules/jamsumo';
import { ownerOf } from '@dicetable/rules/jamsumo';
import type { Phase } from './game-controller.ts';
import { t } from './messages.ts';
import { platformNumber } from './platform-number.ts';

export type FlickBlock =
  /** The physics is still starting. */
  | { readonly key: 'loading' }
  /** The last flick is still playing back. */
  | { readonly key: 'moving' }
  /** A computer seat is to flick. */
  | { readonly key: 'computer'; readonly name: string }
  /** Jam, no own die on the board and none put down yet. */
  | { readonly key: 'place-first' }
  /** The round's result is on screen. */
  | { readonly key: 'round-over' }
  | { readonly key: 'over' };

export interface FlickMoment {
  readonly phase: Phase;
  readonly state: JamSumoState;
  /** A computer seat is playing this turn. */
  readonly computer: boolean;
  /** A supply die has been put on a platform and waits for its flick. */
  readonly placed: boolean;
}

/** Why no flick can be made now; null when the player whose turn it is may flick. */
export function flickBlock(moment: FlickMoment): FlickBlock | null {
  const { phase, state } = moment;
  if (phase === 'loading' || phase === 'failed') return { key: 'loading' };
  if (phase === 'moving') return { key: phase };
  if (phase === 'round-over') return { key: phase };
  if (phase === 'over' || state.finished) return { key: 'over' };
  if (moment.computer) return { key: 'computer', name: state.setup.players[state.current]?.name ?? '' };
  const inPlay = state.dice.some((d, die) => ownerOf(die) === state.current && d.status === 'play');
  return inPlay || moment.placed ? null : { key: 'place-first' };
}

/** The reason in the player's language ('' when a flick can be made). */
export function flickBlockText(block: FlickBlock | null): string {
  switch (block?.key) {
    case undefined:
      return '';
    case 'loading':
      return t('whyLoading');
    case 'moving':
      return t('whyMoving');
    case 'computer':
      return t('whyComputer', { name: block.name });
    case 'place-first':
      return t('whyPlaceFirst');
    case 'round-over':
      return t('whyRoundOver');
    case 'over':
      return t('whyOver');
  }
}

/** Why a swipe that started on a die took nothing although the player whose turn it is may flick. */
export type RefusedSwipe =
  /** The die is a rival's. */
  | { readonly key: 'rival'; readonly name: string }
  /** A supply die waits on its platform: that one is to be flicked now. */
  | { readonly key: 'placed'; readonly platform: number; readonly players: number };

/** What a swipe starting on `die` (−1: on no die) met; null when it began beside every die. */
export function refusedSwipe(
  state: JamSumoState,
  die: number,
  placed: { readonly die: number; readonly placement: { readonly platform: number } } | null,
): RefusedSwipe | null {
  if (die < 0 || die >= state.dice.length) return null;
  const owner = ownerOf(die);
  if (owner !== state.current) return { key: 'rival', name: state.setup.players[owner]?.name ?? '' };
  if (placed && placed.die !== die) {
    return { key: 'placed', platform: placed.placement.platform, players: state.setup.players.length };
  }
  return null;
}

/** The refusal in the player's language ('' for the board's own words about a swipe beside the dice). */
export function refusedSwipeText(refused: RefusedSwipe | null): string {
  switch (refused?.key) {
    case undefined:
      return '';
    case 'rival':
      return t('swipeOnRival', { name: refused.name });
    case 'placed':
      return t('swipeNotPlaced', { count: platformNumber(refused.platform, refused.players) });
  }
}
