// A guided JamSumo round: the real table on the guided game's session, with the guide over it. The
// screen plays Rival's scripted flicks when the player asks to watch them, and keeps the hand steady so
// the flicks the cards suggest land where the cards say. The Jam round and the Sumo round differ only in
// their plan.
import type { FlickMove } from '@dicetable/engine/jamsumo-table';
import type { JamSumoAction, JamSumoSetup, JamSumoState, RoundKind } from '@dicetable/rules/jamsumo';
import { createEffect, createSignal, type JSX, on, onCleanup, Show } from 'solid-js';
import { Coach } from '../../../tutorial/coach.tsx';
import type { TutorialScript } from '../../../tutorial/script.ts';
import { createTutorialSession, type TutorialSession } from '../../../tutorial/tutorial-session.ts';
import type { JamSumoGame } from '../game-controller.ts';
import { FlickTable } from '../game-screen.tsx';
import { jamSumoGame } from '../jamsumo-game.ts';
import { t as jamSumoT } from '../messages.ts';
import { RoundExample } from '../rules-page/rules-examples.tsx';
import { RIVAL } from './jamsumo-script.ts';
import { t } from './messages.ts';
import '../../../how-to-play/how-to-play.css';

/** A moment between Rival's turn coming up and its flick, so the turn can be seen to pass. */
const RIVAL_PAUSE_MS = 700;

type Session = TutorialSession<JamSumoSetup, JamSumoState, JamSumoAction>;

export interface GuidedRoundPlan {
  readonly kind: RoundKind;
  setup(name: string, rival: string): JamSumoSetup;
  /** The story, told with what the screen knows of the game and its session. */
  script(
    game: () => JamSumoGame | undefined,
    session: () => Session,
  ): TutorialScript<JamSumoState, JamSumoAction>;
  rivalMove(state: JamSumoState): FlickMove;
  /**
   * Whether every Rival turn waits for "Watch Rival's flick" (Sumo: each is a lesson), or only the first
   * (Jam: Rival opens, then plays along).
   */
  readonly watchEachTurn: boolean;
  /** The card's heading, when not the guided first game's. */
  title?(): string;
  /** The last card's taps. */
  finish(): JSX.Element;
}

export function GuidedRound(props: { plan: GuidedRoundPlan }) {
  const plan = props.plan;
  const [game, setGame] = createSignal<JamSumoGame>();
  const script = plan.script(game, () => session);
  const setup = plan.setup(jamSumoT('defaultName', { count: 1 }), t('rival'));
  const session: Session = createTutorialSession(jamSumoGame, setup, script);
  const placed = () => !!game()?.pending();

  // A die put down is not a rules action: the story hears of it here.
  createEffect(on(placed, () => session.advance()));
  // A step that starts from the supply closes the flick panel: on a portrait screen its open panel keeps
  // the board above the side, over the supply the guide points at.
  createEffect(
    on([session.step, placed], ([, isPlaced]) => {
      const target = script.steps[session.step()]?.target(session.state()) ?? '';
      if (!isPlaced && target.includes('js-supply')) {
        document.querySelector('.js-keyboard-flick')?.removeAttribute('open');
      }
    }),
  );

  const rivalsTurn = () => game()?.state().current === RIVAL && session.step() < script.steps.length;
  const [watching, setWatching] = createSignal(false);
  let timer: number | undefined;
  createEffect(() => {
    const g = game();
    if (g?.phase() !== 'ready' || !rivalsTurn() || !watching()) return;
    const state = g.state();
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      if (g.phase() !== 'ready' || g.state() !== state) return;
      if (plan.watchEachTurn) setWatching(false);
      void g.flickAsMade(plan.rivalMove(state));
    }, RIVAL_PAUSE_MS);
  });
  onCleanup(() => window.clearTimeout(timer));
  /** The Watch button: before Rival's first turn (Jam opens with it), and at each of Rival's turns (Sumo). */
  const offerWatch = () =>
    !watching() && (plan.watchEachTurn ? rivalsTurn() && game()?.phase() === 'ready' : true);

  return (
    <>
      <FlickTable session={session} handSpread={0} onGame={setGame} />
      <Coach
        session={session}
        script={script}
        gameName={jamSumoGame.name()}
        title={plan.title?.()}
        leaveHref="/jamsumo"
        summary={
          <RoundExample
            kind={plan.kind}
            dice={session.state().dice}
            names={setup.players.map((player) => player.name)}
            caption={t('ifRoundEndedNow')}
          />
        }
        finish={plan.finish()}
        action={
          <Show when={offerWatch()}>
            <button
              type="button"
              class="button primary"
              onClick={() => setWatching(true)}
              data-testid="tutorial-watch"
            >
              {t('watchRival')}
            </button>
          </Show>
        }
      />
    </>
  );
}
