// A guided first game's route: the game's real screen on the guided session, with the guide over it.
// Opening it answers the lobby's offer.
import { type Component, onMount } from 'solid-js';
import type { RulesGame } from '../how-to-play/help-context.ts';
import type { AppGame } from '../session/app-game.ts';
import type { GameSession } from '../session/game-session.ts';
import { Coach } from './coach.tsx';
import { FinishButton } from './finish-button.tsx';
import { answerOffer } from './offers.ts';
import type { TutorialScript } from './script.ts';
import { createTutorialSession } from './tutorial-session.ts';

export function TutorialScreen<Setup, State, Action>(props: {
  rulesGame: RulesGame;
  game: AppGame<Setup, State, Action>;
  setup: Setup;
  script: TutorialScript<State, Action>;
  /** The game's own screen, shown on the guided session. */
  screen: Component<{ session: GameSession<Setup, State, Action> }>;
  /** The last card's tap: a real game against the computer; its screen, or undefined if it failed. */
  startReal: () => Promise<string | undefined>;
}) {
  const session = createTutorialSession(props.game, props.setup, props.script);
  onMount(() => void answerOffer(props.rulesGame));
  const Screen = props.screen;
  return (
    <>
      <Screen session={session} />
      <Coach
        session={session}
        script={props.script}
        gameName={props.game.name()}
        leaveHref={`/${props.rulesGame}`}
        finish={<FinishButton start={props.startReal} />}
      />
    </>
  );
}
