// The "?" in the header of every game screen: the game's rules open over the screen, nothing is lost.
// On a Jamb or Yam Master game in play, "Explain a rule" beside it turns the sheet's categories and
// columns, or the board's squares, into questions answered with the dice on the table.
import { useLocation } from '@solidjs/router';
import { Show } from 'solid-js';
import { ExplainToggle } from './explain-toggle.tsx';
import { rulesGameName } from './game-names.ts';
import { openHelp, savedGameIdOf, useHelpGame } from './help-context.ts';
import { t } from './messages.ts';

export function HelpButton() {
  const game = useHelpGame();
  const location = useLocation();
  const explainable = () =>
    (game() === 'jamb' || game() === 'yam-master') && savedGameIdOf(location.pathname) !== undefined;
  return (
    <Show when={game()}>
      {(current) => (
        <>
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
          <Show when={explainable()}>
            <ExplainToggle />
          </Show>
        </>
      )}
    </Show>
  );
}
