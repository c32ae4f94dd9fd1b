// The bar shown while the computer plays a seat: who is playing and what it just did, or, in the step
// that opens its turn, that it plays next while the last move may still be undone; and a button to play
// its moves at once.

import { Show } from 'solid-js';
import { isComputerName } from '../session/seat-names.ts';
import { t } from './messages.ts';
import type { ComputerTurns } from './turns.ts';

export function ComputerTurnBanner(props: {
  /** The seat's name. */
  name: string;
  turns: ComputerTurns;
  /** The computer's last move of this turn in words (its throw, its write or placement), if any. */
  did?: string;
  /** Undo would take a move back now (said only in the opening step, before the computer's first throw). */
  undoOpen?: boolean;
  /** The game's prefix of the test ids (`jamb`, `ym`). */
  testIdPrefix: string;
  class?: string;
}) {
  return (
    <div
      class={props.class ? `computer-turn ${props.class}` : 'computer-turn'}
      classList={{ opening: props.turns.opening() }}
      role="status"
      data-testid={`${props.testIdPrefix}-computer-turn`}
      data-step={props.turns.opening() ? 'opening' : 'playing'}
    >
      <p class="computer-turn-words">
        <Show
          when={props.turns.opening()}
          fallback={
            <>
              <strong>
                {t(isComputerName(props.name) ? 'computerNamePlaying' : 'computerPlaying', {
                  name: props.name,
                })}
              </strong>
              <Show when={props.did}>
                {(did) => (
                  <span class="computer-turn-did" data-testid={`${props.testIdPrefix}-computer-did`}>
                    {did()}
                  </span>
                )}
              </Show>
            </>
          }
        >
          <strong>
            {t(isComputerName(props.name) ? 'computerNameOpening' : 'computerOpening', { name: props.name })}
          </strong>
          <Show when={props.undoOpen}>
            <span class="computer-turn-did">{t('computerOpeningUndo')}</span>
          </Show>
        </Show>
      </p>
      <button
        type="button"
        class="button"
        disabled={props.turns.skipping()}
        onClick={() => props.turns.skip()}
        data-testid={`${props.testIdPrefix}-skip-ahead`}
      >
        {t('skipAhead')}
      </button>
    </div>
  );
}
