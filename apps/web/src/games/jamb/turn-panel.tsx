// The current turn beside the sheet: whose turn, the sentence on what to do, the totals, the dice, and
// the turn's decisions (Announce), with Advice and the hints legend below them.
import { Show } from 'solid-js';
import { JambAdvicePanel } from '../../computer/jamb-advice.tsx';
import { t as tc } from '../../computer/messages.ts';
import { DiceTray } from '../../dice-tray/dice-tray.tsx';
import { AnnounceChoices, AnnouncedNote } from './announcement.tsx';
import { HintsLegend } from './hints-legend.tsx';
import { t } from './messages.ts';
import type { JambPlay } from './play-controller.ts';
import { Scoreboard } from './scoreboard.tsx';
import { jambTurnText } from './turn-message.ts';
import { assumesHold } from './use-hints.ts';

export function TurnPanel(props: { game: JambPlay }) {
  const game = props.game;
  const state = game.state;
  const legal = game.legal;
  const scoreboard = () => (
    <Scoreboard
      state={state()}
      sheetPlayer={game.sheetPlayer()}
      compact={game.crowded()}
      onShowSheet={(player) => game.setViewing(player === game.current() ? null : player)}
    />
  );
  return (
    <section class="jamb-controls" aria-label={t('turnOf', { name: game.currentName() })}>
      <div class="jamb-turn-banner">
        <h2 data-testid="jamb-current-player">{t('turnOf', { name: game.currentName() })}</h2>
        <span class="jamb-roll-count" data-testid="jamb-roll-count">
          {game.rollCountText()}
        </span>
      </div>
      <Show when={game.computerWroteBefore()}>
        <p class="jamb-computer-wrote" data-testid="jamb-computer-wrote">
          {game.computerWroteBefore()}
        </p>
      </Show>
      {/* During the computer's turn its banner says what happens; no sentence asks the people to play. */}
      <Show when={!game.computerTurn()}>
        <p
          class="jamb-turn-message"
          classList={{ 'jamb-warning': game.turnMessage().key === 'announceRequired' }}
          aria-live="polite"
          data-testid="jamb-turn-message"
        >
          {jambTurnText(game.turnMessage())}
        </p>
      </Show>
      <Show when={game.players().length > 1 && !game.crowded()}>{scoreboard()}</Show>
      <DiceTray
        turn={state().turn}
        mode={game.computerTurn() ? 'app' : state().setup.diceMode}
        owner={game.computerTurn() ? tc('computersDice') : undefined}
        canHold={
          !game.computerTurn() && legal().hold.length + legal().release.length > 0 && game.passTo() === null
        }
        canRoll={!game.computerTurn() && (legal().roll || legal().enter.length > 0) && game.passTo() === null}
        rollBlocked={legal().announceRequired ? t('announceRequired') : undefined}
        suggested={game.advice.keep() ?? game.suggested()}
        colour="var(--player)"
        onToggle={game.toggleDie}
        onRoll={() => game.dispatch({ type: 'roll' })}
        onEnter={(dice) => game.dispatch({ type: 'enter', dice })}
      />
      {/* Many players' totals would push the dice and Roll off the screen: they come after them. */}
      <Show when={game.crowded()}>{scoreboard()}</Show>
      {/* The turn's decisions first, beside the dice; Advice and the legend below them, so that on a
          landscape tablet an open Advice never pushes Announce and its list out of view. */}
      <Show when={state().announced}>{(category) => <AnnouncedNote category={category()} />}</Show>
      <Show when={!game.computerTurn() && legal().announce.length > 0}>
        <AnnounceChoices
          choices={legal().announce}
          required={legal().announceRequired}
          open={game.announcing()}
          onToggle={game.toggleAnnouncing}
          onAnnounce={game.announce}
        />
      </Show>
      <Show when={game.advice.visible()}>
        <JambAdvicePanel state={state()} advice={game.advice.advice()} onClose={game.advice.close} />
      </Show>
      <Show when={game.hintsOn()}>
        <HintsLegend
          lastRoll={state().turn.rollsUsed >= 3}
          held={assumesHold(state().turn)}
          ifAnnounced={[...game.hinted().values()].includes('if-announced')}
        />
      </Show>
    </section>
  );
}
