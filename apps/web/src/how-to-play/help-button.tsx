// The "?" in the header of every game screen: the game's rules open over the screen, nothing is lost.
import { Show } from 'solid-js';
import { rulesGameName } from './game-names.ts';
import { openHelp, useHelpGame } from './help-context.ts';
import { t } from './messages.ts';

export function HelpButton() {
  const game = useHelpGame();
  return (
    <Show when={game()}>
      {(current) => (
        <button
          type="button"
          class="button icon-button help-button"
          aria-label={t('helpButton', { game: rulesGameName(current()) })}
          aria-haspopup="dialog"
          data-testid="help-button"
          onClick={() => openHelp({ game: current() })}
        >
          <span aria-hidden="true">?</span>
        </button>
      )}
    </Show>
  );
}
