import { appendAction, dropLastAction } from '@dicetable/rules';
import {
  applyAction,
  currentKind,
  currentMarker,
  type JamSumoLog,
  type JamSumoState,
  lowestWins,
  replayLog,
  roundPlan,
  signedPips,
  standings,
  totals,
} from '@dicetable/rules/jamsumo';
import { A, useParams } from '@solidjs/router';
import { createSignal, For, Index, onMount, Show } from 'solid-js';
import { feedback } from '../../shell/feedback.ts';
import { Page } from '../../shell/page.tsx';
import { ColourDie } from './colours.tsx';
import { downloadGameLog } from './game-file.ts';
import { loadJamSumo, modeName, roundNumbers, saveJamSumo } from './game-record.ts';
import { ruleErrorMessage, t } from './messages.ts';
import { Ranking } from './ranking.tsx';
import './jamsumo.css';

const MAX_PIPS = 30;

/** The score pad for a game on the wooden board: each round's pips per player, totals, marker, winner. */
export default function PadScreen() {
  const params = useParams();
  const [log, setLog] = createSignal<JamSumoLog>();
  const [state, setState] = createSignal<JamSumoState>();
  const [problem, setProblem] = createSignal('');
  const [error, setError] = createSignal('');
  const [said, setSaid] = createSignal('');
  const [pips, setPips] = createSignal<number[]>([]);

  const resetEntry = (s: JamSumoState) => setPips(s.setup.players.map(() => 0));

  onMount(async () => {
    const loaded = await loadJamSumo(params.id ?? '');
    if (!loaded.ok) {
      setProblem(loaded.message);
      return;
    }
    setLog(loaded.log);
    setState(loaded.state);
    resetEntry(loaded.state);
  });

  const commit = async (nextLog: JamSumoLog, next: JamSumoState) => {
    setLog(nextLog);
    setState(next);
    resetEntry(next);
    await saveJamSumo(params.id ?? '', nextLog, next);
  };

  const record = async (event: Event) => {
    event.preventDefault();
    const s = state();
    const l = log();
    if (!s || !l) return;
    const action = { type: 'pad-round' as const, kind: currentKind(s), pips: pips() };
    const next = applyAction(s, action);
    if (!next.ok) {
      setError(ruleErrorMessage(next.error.code));
      feedback('error');
      return;
    }
    setError('');
    const numbers = roundNumbers(s);
    feedback(next.value.finished ? 'win' : 'place');
    setSaid(t('roundRecorded', numbers));
    await commit(appendAction(l, action), next.value);
  };

  const undo = async () => {
    const l = log();
    if (!l || l.actions.length === 0) {
      setSaid(t('nothingToUndo'));
      return;
    }
    const shorter = dropLastAction(l);
    const replayed = replayLog(shorter);
    if (!replayed.ok) return;
    const previous = l.actions[l.actions.length - 1] as { pips?: number[] };
    await commit(shorter, replayed.value);
    if (previous.pips) setPips([...previous.pips]);
    setSaid(t('undone'));
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
          <button
            type="button"
            class="button"
            disabled={!log()}
            onClick={() => {
              const l = log();
              if (l) downloadGameLog(l);
            }}
          >
            {t('exportGame')}
          </button>
          <button type="button" class="button" onClick={() => void undo()} disabled={!log()?.actions.length}>
            ↶ {t('undo')}
          </button>
        </>
      }
    >
      <p class="visually-hidden" aria-live="polite" data-testid="announce">
        {said()}
      </p>
      <Show when={problem()}>
        <p class="js-error" role="alert">
          {problem()}
        </p>
      </Show>
      <Show when={state()}>
        {(s) => (
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
                <Show when={error()}>
                  <p class="js-error" role="alert">
                    {error()}
                  </p>
                </Show>
                <button type="submit" class="button primary">
                  {t('recordRound')}
                </button>
              </form>
            </Show>
            <ScoreTable state={s()} />
          </div>
        )}
      </Show>
    </Page>
  );
}

/** Every round's pips per player (Jam pips shown as minus in Jam Sumo), and the totals. */
export function ScoreTable(props: { state: JamSumoState }) {
  const plan = () => roundPlan(props.state.setup);
  const sums = () => totals(props.state.setup, props.state.results);
  const leaders = () =>
    new Set(
      standings(props.state.setup, props.state.results)
        .filter((s) => s.rank === 1 && props.state.results.length > 0)
        .map((s) => s.seat),
    );
  const roundLabel = (index: number) => {
    const pairs = props.state.setup.mode === 'jamsumo';
    const number = (pairs ? Math.floor(index / 2) : index) + 1;
    const kind = plan()[index] === 'jam' ? t('kindJam') : t('kindSumo');
    return `${number} · ${kind}`;
  };
  return (
    <table class="js-score-table" data-testid="score-table">
      <caption>{t('scoresTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('round')}</th>
          <For each={props.state.setup.players}>
            {(player) => (
              <th scope="col">
                <span class="js-th-player">
                  <ColourDie colour={player.colour} face={3} size={20} />
                  {player.name}
                </span>
              </th>
            )}
          </For>
        </tr>
      </thead>
      <tbody>
        <Index each={plan()}>
          {(kind, index) => (
            <tr classList={{ 'js-current-round': index === props.state.round && !props.state.finished }}>
              <th scope="row">{roundLabel(index)}</th>
              <Index each={props.state.setup.players}>
                {(_, seat) => (
                  <td>
                    {(() => {
                      const result = props.state.results[index];
                      if (!result) return '';
                      return String(signedPips(props.state.setup, kind(), result.pips[seat] ?? 0));
                    })()}
                  </td>
                )}
              </Index>
            </tr>
          )}
        </Index>
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('total')}</th>
          <Index each={sums()}>
            {(total, seat) => (
              <td classList={{ 'js-leader': leaders().has(seat) }} data-testid={`total-${seat}`}>
                {total()}
              </td>
            )}
          </Index>
        </tr>
      </tfoot>
    </table>
  );
}
