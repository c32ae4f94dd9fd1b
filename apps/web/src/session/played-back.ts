// Some actions are known only once something slow has worked them out: a JamSumo flick's outcome comes
// from the physics in a worker. Such an action goes through the session like any other (the rules check
// it, it is appended and saved), and only then is it played back; until the playback ends the screen
// keeps showing the game as it was. A reload at any moment neither loses the action nor takes it back.
import { type Accessor, createSignal } from 'solid-js';
import type { GameSession } from './game-session.ts';

export interface PlayedBack<State, Action> {
  /** The game as the screen shows it: as it was before an action still being played back. */
  readonly onScreen: Accessor<State>;
  /** An action is recorded and its playback runs. */
  readonly playingBack: Accessor<boolean>;
  /**
   * Records `action` through the session (checked by the rules and saved), then runs `playBack` while the
   * screen still shows the game before it. False, with nothing played, when the rules refuse it.
   */
  recordThenPlay(action: Action, playBack: (before: State, after: State) => Promise<void>): Promise<boolean>;
}

export function playedBack<Setup, State, Action>(
  session: GameSession<Setup, State, Action>,
): PlayedBack<State, Action> {
  const [held, setHeld] = createSignal<{ state: State }>();
  return {
    onScreen: () => held()?.state ?? session.state(),
    playingBack: () => held() !== undefined,
    async recordThenPlay(action, playBack) {
      const before = session.state();
      setHeld({ state: before });
      if (!session.dispatch(action)) {
        setHeld(undefined);
        return false;
      }
      try {
        await session.whenSaved();
        await playBack(before, session.state());
      } finally {
        setHeld(undefined);
      }
      return true;
    },
  };
}
