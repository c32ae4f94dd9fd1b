// The bar shown while the computer plays a seat: who is playing, and a button to play its moves at once.

import { t } from './messages.ts';
import type { ComputerTurns } from './turns.ts';

export function ComputerTurnBanner(props: {
  /** The seat's name. */
  name: string;
  turns: ComputerTurns;
  /** The game's prefix of the test ids (`jamb`, `ym`). */
  testIdPrefix: string;
  class?: string;
}) {
  return (
    <div
      class={props.class ? `computer-turn ${props.class}` : 'computer-turn'}
      role="status"
      data-testid={`${props.testIdPrefix}-computer-turn`}
    >
      <span>{t('computerPlaying', { name: props.name })}</span>
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
