// The score pad for a game on the wooden board: each round's pips per player, totals, marker, winner.
// The game is the session's: a round is dispatched to the rules, recorded and saved like any action.
import { isBurn } from '@dicetable/rules/game';
import { currentKind, currentMarker, lowestWins } from '@dicetable/rules/jamsumo';
import { A } from '@solidjs/router';
import { createSignal, Index, Show } from 'solid-js';
import { savedGameRoute } from '../../session/saved-game-screen.tsx';
import { exportGame } from '../../session/saved-games.ts';
import { feedback } from '../../ui/feedback.ts';
import { createLiveAnnouncer } from '../../ui/live-announcer.ts';
import { Page } from '../../ui/page.tsx';
import { ColourDie } from './colours.tsx';
import type { JamSumoSession } from './game-controller.ts';
import { modeName, roundNumbers } from './game-words.ts';
import { jamSumoGame } from './jamsumo-game.ts';
import { t } from './messages.ts';
import { Ranking } from './ranking.tsx';
import { ScoreTable } from './score-table.tsx';
import './jamsumo.css';
import { ExportButton } from '../../ui/export-button.tsx';

const MAX_PIPS = 30;

export default savedGameRoute(jamSumoGame, '/jamsumo', ScorePad);

function ScorePad(props: { session: JamSumoSession }) {
  const session = props.session;
  const state = session.state;
  const s = state;
  const { announcement, announce } = createLiveAnnouncer();
  const noPips = () => state().setup.players.map(() => 0);
  const [pips, setPips] = createSignal<number[]>(noPips());

  const record = (event: Event) => {
    event.preventDefault();
    const numbers = roundNumbers(state());
    const kind = currentKind(state());
    if (!session.dispatch({ type: 'pad-round', kind, pips: pips() })) return;
    feedback(state().finished ? 'win' : 'place');
    // In Jam Sumo a round is a Jam half and a Sumo half (rules: Jam Sumo): the Jam half alone is not one.
    const half = state().setup.mode === 'jamsumo' && kind === 'jam';
    announce(t(half ? 'jamHalfRecorded' : 'roundRecorded', numbers));
    setPips(noPips());
  };

  const undo = () => {
    const undone = session.log().actions.findLast((action) => !isBurn(action));
    if (!session.undo()) {
      announce(t('nothingToUndo'));
      return;
    }
    // The round taken back is offered again, to be corrected.
    setPips(undone?.type === 'pad-round' ? [...undone.pips] : noPips());
    announce(t('undone'));
  };

  const setPip = (seat: number, value: number) =>
    setPips((list) => list.map((p, i) => (i === seat ? Math.max(0, Math.min(MAX_PIPS, value)) : p)));

  const kindLabel = (kind: 'jam' | 'sumo') => (kind === 'jam' ? t('kindJam') : t('kindSumo'));

  return (
    <Page
      title={t('padTitle')}
      back="/jamsumo"
      actions={
        <>
          <ExportButton onClick={() => exportGame(jamSumoGame, session.log())} />
          <button type="button" class="button" onClick={undo} disabled={!session.canUndo()}>
            ↶ {t('undo')}
          </button>
        </>
      }
    >
      <p class="visually-hidden" aria-live="polite" data-testid="announce">
        {announcement()}
      </p>
      <div class="js-pad">
        <p class="js-pad-mode">
          <strong>{modeName(s().setup.mode)}</strong> ·{' '}
          {lowestWins(s().setup) ? t('lowestWins') : t('highestWins')}
        </p>
        <Show
          when={!s().finished}
          fallback={
            <section class="js-game-over" aria-labelledby="js-over-heading">
              <h2 id="js-over-heading">{t('gameOver')}</h2>
              <Ranking state={s()} />
              <A href="/jamsumo/new/pad" class="button primary">
                {t('playAgain')}
              </A>
            </section>
          }
        >
          <form class="js-pad-entry" onSubmit={record} noValidate>
            <h2>
              {t('roundOf', roundNumbers(s()))} · {kindLabel(currentKind(s()))}
              <Show when={s().setup.mode === 'jamsumo'}>
                {' '}
                <small class="muted">
                  ({currentKind(s()) === 'jam' ? t('minusPoints') : t('plusPoints')})
                </small>
              </Show>
            </h2>
            <p data-testid="marker">
              {t('markerWith', { name: s().setup.players[currentMarker(s())]!.name })}
            </p>
            <p class="muted">{currentKind(s()) === 'jam' ? t('padHelpJam') : t('padHelpSumo')}</p>
            <div class="js-pad-inputs">
              <Index each={s().setup.players}>
                {(player, seat) => (
                  <div class="js-pad-input">
                    <label for={`pips-${seat}`} class="js-pad-name">
                      <ColourDie colour={player().colour} face={3} size={28} />
                      {t('pipsOf', { name: player().name })}
                    </label>
                    <div class="js-stepper">
                      <button
                        type="button"
                        class="button icon-button"
                        aria-label={t('fewerPips', { name: player().name })}
                        onClick={() => setPip(seat, (pips()[seat] ?? 0) - 1)}
                      >
                        −
                      </button>
                      <input
                        id={`pips-${seat}`}
                        type="number"
                        inputmode="numeric"
                        min="0"
                        max={MAX_PIPS}
                        step="1"
                        value={pips()[seat] ?? 0}
                        onInput={(e) => {
                          const value = e.currentTarget.valueAsNumber;
                          setPips((list) => list.map((p, i) => (i === seat ? value : p)));
                        }}
                      />
                      <button
                        type="button"
                        class="button icon-button"
                        aria-label={t('morePips', { name: player().name })}
                        onClick={() => setPip(seat, (pips()[seat] ?? 0) + 1)}
                      >
                        +
                      </button>
                    </div>
                  </div>
                )}
              </Index>
            </div>
            <Show when={session.refusal()}>
              {(refusal) => (
                <p class="js-error" role="alert">
                  {refusal().text}
                </p>
              )}
            </Show>
            <button type="submit" class="button primary">
              {t('recordRound')}
            </button>
          </form>
        </Show>
        <ScoreTable state={s()} />
      </div>
    </Page>
  );
}
