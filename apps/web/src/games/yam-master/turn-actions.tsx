// The turn's choices besides the dice: declare a Défi, remove instead of place, and end the turn without
// placing, which is asked twice because it gives the turn away for good.
import {
  canDeclareDefi,
  canRemove,
  defiLost,
  type YamAction,
  type YamState,
} from '@dicetable/rules/yam-master';
import { createEffect, createSignal, on, Show } from 'solid-js';
import type { feedback } from '../../ui/feedback.ts';
import { t } from './messages.ts';

export function TurnActions(props: {
  state: YamState;
  removeMode: boolean;
  onToggleRemove: () => void;
  /** A turn may end now (dice rolled, and a Défi's second roll made). */
  mayEnd: boolean;
  act: (action: YamAction, sound?: Parameters<typeof feedback>[0]) => void;
}) {
  /** "Don't place" was tapped and waits for its confirmation; any move of the game drops the question. */
  const [confirmingPass, setConfirmingPass] = createSignal(false);
  createEffect(
    on(
      () => props.state,
      () => setConfirmingPass(false),
      { defer: true },
    ),
  );

  return (
    <>
      <div class="ym-turn-actions">
        <Show when={canDeclareDefi(props.state)}>
          <button
            type="button"
            class="button ym-defi"
            title={t('defiExplain')}
            onClick={() => props.act({ type: 'defi' }, 'tap')}
          >
            {t('declareDefiGlossed')}
          </button>
        </Show>
        <Show when={canRemove(props.state)}>
          <button type="button" class="button" aria-pressed={props.removeMode} onClick={props.onToggleRemove}>
            {props.removeMode ? t('placeInstead') : t('removeInstead')}
          </button>
        </Show>
        <Show when={props.mayEnd && !confirmingPass()}>
          <button
            type="button"
            class="button ym-end-turn"
            // A lost Défi has nothing left to give up: no question. While a roll may still make it, ask.
            onClick={() => (defiLost(props.state) ? props.act({ type: 'pass' }) : setConfirmingPass(true))}
          >
            {defiLost(props.state) ? t('endTurn') : t('dontPlace')}
          </button>
        </Show>
      </div>
      {/* Not placing ends the turn for good: it is asked twice, away from the Défi button. */}
      <Show when={props.mayEnd && confirmingPass()}>
        <fieldset class="ym-confirm-pass">
          <legend>{t('confirmDontPlace')}</legend>
          <button
            type="button"
            class="button"
            ref={(button) => queueMicrotask(() => button.focus())}
            onClick={() => setConfirmingPass(false)}
          >
            {t('keepPlaying')}
          </button>
          <button
            type="button"
            class="button danger"
            onClick={() => {
              setConfirmingPass(false);
              props.act({ type: 'pass' });
            }}
          >
            {t('yesEndTurn')}
          </button>
        </fieldset>
      </Show>
    </>
  );
}
