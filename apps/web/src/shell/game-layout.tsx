import { type RouteSectionProps, useLocation } from '@solidjs/router';
import { createEffect, lazy, on, Show } from 'solid-js';
import { closeHelp, HelpContext, helpRequest, rulesGameOf } from '../how-to-play/help-context.ts';
import { useWakeLock } from './wake-lock.ts';

const HelpDialog = lazy(() => import('../how-to-play/help-dialog.tsx'));

/**
 * Parent route of every game (and the lab): keeps the screen awake while it is open, and gives every
 * screen of a game its "?" that opens the game's rules over the screen.
 */
export default function GameLayout(props: RouteSectionProps) {
  useWakeLock();
  const location = useLocation();
  // The rules page needs no "?" of its own, and a lobby has its link to the rules page instead.
  const game = () => {
    const path = location.pathname.replace(/\/$/, '');
    const lobby = path.split('/').length === 2;
    return lobby || path.endsWith('/rules') ? undefined : rulesGameOf(path);
  };
  createEffect(on(() => location.pathname, closeHelp, { defer: true }));
  return (
    <HelpContext.Provider value={game}>
      {props.children}
      <Show when={helpRequest()} keyed>
        {(request) => <HelpDialog request={request} onClose={closeHelp} />}
      </Show>
    </HelpContext.Provider>
  );
}
