// The frame of every game screen: open the saved game named in the address, then hand the session to
// the game's own view. Opening always ends — in the game, or in words saying why it cannot be opened.
import { A, useParams } from '@solidjs/router';
import { type Component, createResource, type JSX, Match, Switch } from 'solid-js';
import { Page } from '../ui/page.tsx';
import type { AppGame } from './app-game.ts';
import type { GameSession } from './game-session.ts';
import { t } from './messages.ts';
import { openSavedGame } from './saved-games.ts';

export function SavedGameScreen<Setup, State, Action>(props: {
  game: AppGame<Setup, State, Action>;
  id: string;
  /** The game's list of saved games. */
  back: string;
  children: (session: GameSession<Setup, State, Action>) => JSX.Element;
}) {
  const [opened] = createResource(
    () => props.id,
    (id) => openSavedGame(props.game, id),
  );
  const failure = () => {
    const result = opened();
    return result && !result.ok ? result.message : undefined;
  };
  const session = () => {
    const result = opened();
    return result?.ok ? result.value : undefined;
  };
  return (
    <Switch
      fallback={
        <Page title={props.game.name()} back={props.back}>
          <p class="loading" role="status">
            {t('opening')}
          </p>
        </Page>
      }
    >
      <Match when={failure()}>
        {(message) => (
          <Page title={props.game.name()} back={props.back}>
            <p class="notice warning" role="alert" data-testid="game-not-opened">
              {message()}
            </p>
            <A class="button" href={props.back}>
              {t('backToGames')}
            </A>
          </Page>
        )}
      </Match>
      <Match when={session()} keyed>
        {(ready) => props.children(ready)}
      </Match>
    </Switch>
  );
}

/** The route component of a game's play screen: the saved game named by the address's `:id`. */
export function savedGameRoute<Setup, State, Action>(
  game: AppGame<Setup, State, Action>,
  back: string,
  View: Component<{ session: GameSession<Setup, State, Action> }>,
): Component {
  return () => {
    const params = useParams<{ id: string }>();
    return (
      <SavedGameScreen game={game} id={params.id} back={back}>
        {(session) => <View session={session} />}
      </SavedGameScreen>
    );
  };
}
