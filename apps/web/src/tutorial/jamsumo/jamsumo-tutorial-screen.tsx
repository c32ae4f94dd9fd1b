// /jamsumo/tutorial: the real JamSumo table on the guided game's session, with the guide over it. The
// screen plays Rival's scripted flicks, tells the story when a die is put down, and keeps the hand
// steady so the flicks the cards suggest land where the cards say.
import { createEffect, createSignal, on, onCleanup, onMount, Show } from 'solid-js';
import type { JamSumoGame } from '../../games/jamsumo/game-controller.ts';
import { FlickTable } from '../../games/jamsumo/game-screen.tsx';
import { jamSumoGame } from '../../games/jamsumo/jamsumo-game.ts';
import { t as jamSumoT } from '../../games/jamsumo/messages.ts';
import { RoundExample } from '../../how-to-play/jamsumo/jamsumo-rules.tsx';
import { Coach } from '../coach.tsx';
import { FinishButton } from '../finish-button.tsx';
import { answerOffer } from '../offers.ts';
import { createTutorialSession } from '../tutorial-session.ts';
import { jamSumoScript, jamSumoTutorialSetup, RIVAL, rivalMove } from './jamsumo-script.ts';
import { t } from './messages.ts';
import '../../how-to-play/how-to-play.css';
import { startJamSumoAgainstComputer } from './start-against-computer.ts';

/** A moment between Rival's turn coming up and its flick, so the turn can be seen to pass. */
const RIVAL_PAUSE_MS = 700;

export default function JamSumoTutorialScreen() {
  const [game, setGame] = createSignal<JamSumoGame>();
  const placed = () => !!game()?.pending();
  const script = jamSumoScript({
    placed,
    lastFlick: () => {
      const last = session.log().actions.at(-1);
      return last?.type === 'flick' ? last : undefined;
    },
  });
  const setup = jamSumoTutorialSetup(jamSumoT('defaultName', { count: 1 }), t('rival'));
  const session = createTutorialSession(jamSumoGame, setup, script);
  onMount(() => void answerOffer('jamsumo'));

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

  // Rival's turns, while the story goes on; the first once the player has read the board's card.
  const [watching, setWatching] = createSignal(false);
  let timer: number | undefined;
  createEffect(() => {
    const g = game();
    if (g?.phase() !== 'ready' || g.state().current !== RIVAL || !watching()) return;
    if (session.step() >= script.steps.length) return;
    const state = g.state();
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      if (g.phase() === 'ready' && g.state() === state) void g.flickAsMade(rivalMove(state));
    }, RIVAL_PAUSE_MS);
  });
  onCleanup(() => window.clearTimeout(timer));

  return (
    <>
      <FlickTable session={session} handSpread={0} onGame={setGame} />
      <Coach
        session={session}
        script={script}
        gameName={jamSumoGame.name()}
        leaveHref="/jamsumo"
        summary={
          <RoundExample
            kind="jam"
            dice={session.state().dice}
            names={setup.players.map((player) => player.name)}
            caption={t('ifRoundEndedNow')}
          />
        }
        finish={<FinishButton start={startJamSumoAgainstComputer} />}
        action={
          <Show when={!watching()}>
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
