import type { OddsQuery } from '@dicetable/engine';
import { diceToRoll, MAX_ROLLS } from '@dicetable/rules';
import {
  canDeclareDefi,
  canRemove,
  defiFailed,
  type Label,
  placeableSquares,
  pointsOf,
  qualifyingLabels,
  scoringRuns,
  type YamAction,
  type YamSetup,
  type YamState,
} from '@dicetable/rules/yam-master';
import { A } from '@solidjs/router';
import { createEffect, createMemo, createResource, createSignal, For, on, Show } from 'solid-js';
import { askComputer } from '../../computer/client.ts';
import '../../computer/computer.css';
import { YAM_SEAT_LEVELS } from '../../computer/levels.ts';
import { t as tc } from '../../computer/messages.ts';
import { loadComputerSeats } from '../../computer/seats.ts';
import { createComputerTurns } from '../../computer/turns.ts';
import { DiceTray } from '../../dice-tray/dice-tray.tsx';
import { createOdds, heldValues, holdPositions } from '../../hints/index.ts';
import type { GameSession } from '../../session/game-session.ts';
import { savedGameRoute } from '../../session/saved-game-screen.tsx';
import { exportGame } from '../../session/saved-games.ts';
import { feedback } from '../../shell/feedback.ts';
import { t as shellT } from '../../shell/messages.ts';
import { Page } from '../../shell/page.tsx';
import { loadPreference, savePreference } from '../../store/preferences.ts';
import { Board } from './board.tsx';
import { labelName, Token } from './labels.tsx';
import { t } from './messages.ts';
import { chances, OddsPanel } from './odds-panel.tsx';
import { yamGame } from './yam-game.ts';
import './yam-master.css';

const HINTS_KEY = 'yam-master.hints';

type YamSession = GameSession<YamSetup, YamState, YamAction>;

export default savedGameRoute(yamGame, '/yam-master', Play);

function lastTurnText(state: YamState): string {
  const last = state.lastTurn;
  if (!last) return '';
  const name = state.setup.players[last.player].name;
  switch (last.outcome) {
    case 'placed':
      return t('lastPlaced', { name, label: labelName(last.label!) });
    case 'removed':
      return t('lastRemoved', { name, label: labelName(last.label!) });
    case 'defi-failed':
      return t('lastDefiFailed', { name });
    default:
      return t('lastPassed', { name });
  }
}

function resultText(state: YamState): string {
  const result = state.result;
  if (!result) return '';
  const names = state.setup.players.map((player) => player.name);
  if (result.kind === 'line') return t('winLine', { name: names[result.winner]! });
  const [a, b] = result.points;
  if (result.winner === null) return t('draw', { a });
  return t('winPoints', {
    name: names[result.winner]!,
    a: Math.max(a, b),
    b: Math.min(a, b),
  });
}

function Play(props: { session: YamSession }) {
  const state = props.session.state;
  const players = () => state().setup.players;
  const names = (): [string, string] => [players()[0].name, players()[1].name];
  const colours = (): [number, number] => [players()[0].colour, players()[1].colour];
  const [removeMode, setRemoveMode] = createSignal(false);
  const [hints, setHints] = createSignal<[boolean, boolean]>([false, false]);
  void loadPreference<Record<string, [boolean, boolean]>>(HINTS_KEY).then((saved) => {
    const mine = saved?.[props.session.id];
    if (mine) setHints(mine);
  });
  const toggleHints = (player: 0 | 1) => {
    const next: [boolean, boolean] = [...hints()];
    next[player] = !next[player];
    setHints(next);
    void loadPreference<Record<string, [boolean, boolean]>>(HINTS_KEY).then((saved) =>
      savePreference(HINTS_KEY, { ...saved, [props.session.id]: next }),
    );
  };

  // Removal mode lasts only while the Yam is on the table.
  createEffect(on(state, (now) => !canRemove(now) && setRemoveMode(false)));
  /** "Don't place" was tapped and waits for its confirmation; any move of the game drops the question. */
  const [confirmingPass, setConfirmingPass] = createSignal(false);
  createEffect(on(state, () => setConfirmingPass(false), { defer: true }));

  const turn = () => state().turn;
  const over = () => state().result !== null;
  const figures = createMemo(() => qualifyingLabels(state()));
  const lit = createMemo(() => new Set(removeMode() ? [] : placeableSquares(state())));
  const opponent = () => (state().current === 0 ? 1 : 0);
  const removable = createMemo(
    () =>
      new Set(
        removeMode() && canRemove(state())
          ? state().board.flatMap((owner, square) => (owner === opponent() ? [square] : []))
          : [],
      ),
  );
  const runs = createMemo(() => scoringRuns(state().board));
  const points = createMemo(() => state().result?.points ?? pointsOf(state().board));
  const winningLine = () => {
    const result = state().result;
    return result?.kind === 'line' ? result.line : [];
  };
  const mayEnd = () => !over() && turn().dice !== null && !(state().defi && turn().rollsUsed < 2);

  const hintsOn = () => !over() && hints()[state().current];
  const odds = createOdds(() => {
    if (!hintsOn()) return undefined;
    const { dice, held, rollsUsed } = turn();
    const base = { game: 'yam' as const, rollsLeft: 3 - rollsUsed, defi: state().defi };
    if (dice === null) return base satisfies OddsQuery;
    const hold = held.some(Boolean) && rollsUsed < 3 ? heldValues(dice, held) : undefined;
    return { ...base, dice, ...(hold ? { hold } : {}) } satisfies OddsQuery;
  });
  const hinted = createMemo(() => {
    if (!hintsOn()) return new Set<number>();
    const chance = chances(odds());
    return new Set(
      state().labels.flatMap((label, square) =>
        state().board[square] === null && (chance[label] ?? 0) > 0 ? [square] : [],
      ),
    );
  });
  // A figure picked in the odds panel shows its best hold on the dice until the next roll.
  const [target, setTarget] = createSignal<Label>();
  createEffect(on([() => turn().rollsUsed, () => state().current], () => setTarget(undefined)));
  const canSuggest = () => turn().dice !== null && turn().rollsUsed < 3;
  const suggested = createMemo(() => {
    const label = target();
    const hold = label && canSuggest() ? odds()?.targets[label]?.hold : undefined;
    return hold ? holdPositions(turn().dice!, hold, turn().held) : undefined;
  });
  const defiNow = () => (canDeclareDefi(state()) ? chances(odds()).defi : undefined);

  const act = (action: YamAction, sound?: Parameters<typeof feedback>[0]) => {
    if (props.session.dispatch(action) && sound) feedback(sound);
    if (state().result) feedback('win');
  };
  const onSquare = (square: number) => {
    const row = Math.floor(square / 5);
    const column = square % 5;
    if (removeMode()) act({ type: 'remove', row, column }, 'hit');
    else act({ type: 'place', row, column }, 'place');
  };

  const [seats] = createResource(() => loadComputerSeats('yam-master', props.session.id, 2, YAM_SEAT_LEVELS));
  const levelOf = (seat: 0 | 1) => seats()?.[seat] ?? null;
  const computerTurn = () => !over() && levelOf(state().current) !== null;
  const computer = createComputerTurns<YamAction>({
    active: computerTurn,
    moment: () => props.session.log().actions.length,
    async plan() {
      const seat = state().current;
      const answer = await askComputer({
        game: 'yam-master',
        kind: 'move',
        level: levelOf(seat)!,
        seed: (state().setup.seed ?? 0) + seat,
        state: state(),
      });
      return answer.kind === 'yam-actions' ? answer.actions : [];
    },
    play(action) {
      const before = props.session.log().actions.length;
      const sound =
        action.type === 'place'
          ? 'place'
          : action.type === 'remove'
            ? 'hit'
            : action.type === 'roll'
              ? 'roll'
              : undefined;
      act(action, sound);
      return props.session.log().actions.length > before;
    },
  });

  const exportLog = () => exportGame(yamGame, props.session.log());

  return (
    <Page
      title={shellT('yamMasterName')}
      back="/yam-master"
      class="ym-page"
      actions={
        <>
          <button
            type="button"
            class="button"
            disabled={!props.session.canUndo()}
            onClick={() => props.session.undo()}
          >
            {t('undo')}
          </button>
          <button type="button" class="button" onClick={exportLog}>
            {t('exportLog')}
          </button>
        </>
      }
    >
      <div class="ym-layout">
        <div class="ym-board-area" inert={computerTurn() || undefined}>
          <Board
            labels={state().labels}
            board={state().board}
            names={names()}
            colours={colours()}
            lit={lit()}
            removable={removable()}
            runs={runs()}
            winningLine={winningLine()}
            hinted={hinted()}
            onSquare={onSquare}
          />
        </div>
        <div class="ym-side">
          <ul class="ym-players">
            <For each={[0, 1] as const}>
              {(player) => (
                <li
                  class="ym-player"
                  classList={{ current: !over() && state().current === player }}
                  aria-current={!over() && state().current === player ? 'true' : undefined}
                  data-testid={`player-${player}`}
                >
                  <Token player={player} colour={colours()[player]} class="ym-player-token" />
                  <div class="ym-player-text">
                    <strong>{names()[player]}</strong>
                    <span class="muted">{t('tokensPlaced', { n: state().placed[player] })}</span>
                    <span class="ym-points" data-testid={`points-${player}`}>
                      {t('points', { n: points()[player] })}
                    </span>
                  </div>
                  <label class="ym-hints-toggle">
                    <input
                      type="checkbox"
                      role="switch"
                      aria-checked={hints()[player]}
                      checked={hints()[player]}
                      onChange={() => toggleHints(player)}
                      aria-label={t('hintsFor', { name: names()[player] })}
                    />
                    <span aria-hidden="true">{t('hints')}</span>
                  </label>
                </li>
              )}
            </For>
          </ul>

          <div class="ym-status" role="status" aria-live="polite">
            <Show when={!over()} fallback={<strong>{resultText(state())}</strong>}>
              <strong>{t('turnOf', { name: names()[state().current] })}</strong>
              <Show when={state().lastTurn}>
                <span class="muted"> {lastTurnText(state())}</span>
              </Show>
            </Show>
          </div>
          <Show when={props.session.refusal()}>
            {(refusal) => (
              <p class="notice warning ym-error" role="alert">
                {refusal().text}
              </p>
            )}
          </Show>

          <Show when={computerTurn()}>
            <div class="computer-turn" role="status" data-testid="ym-computer-turn">
              <span>{tc('computerPlaying', { name: names()[state().current] })}</span>
              <button
                type="button"
                class="button"
                disabled={computer.skipping()}
                onClick={() => computer.skip()}
                data-testid="ym-skip-ahead"
              >
                {tc('skipAhead')}
              </button>
            </div>
          </Show>
          <Show when={!over()}>
            <div class="computer-inert" inert={computerTurn() || undefined}>
              <div class="ym-tray">
                <DiceTray
                  turn={turn()}
                  mode={state().setup.dice}
                  canHold={turn().dice !== null && turn().rollsUsed < MAX_ROLLS}
                  canRoll={turn().rollsUsed < MAX_ROLLS && diceToRoll(turn()).length > 0}
                  suggested={hintsOn() ? suggested() : undefined}
                  onToggle={(die) => act({ type: 'hold', die, held: !turn().held[die] })}
                  onRoll={() => act({ type: 'roll' }, 'roll')}
                  onEnter={(values) => act({ type: 'dice', values }, 'roll')}
                />
                <p class="ym-roll-count">
                  <span>
                    {turn().rollsUsed === 0 ? t('beforeRoll') : t('rollOf', { n: turn().rollsUsed })}
                  </span>
                  <span class="muted"> · {t('rollsLeft', { n: MAX_ROLLS - turn().rollsUsed })}</span>
                </p>
              </div>

              <div class="ym-turn-actions">
                <Show when={canDeclareDefi(state())}>
                  <button
                    type="button"
                    class="button ym-defi"
                    title={t('defiExplain')}
                    onClick={() => act({ type: 'defi' }, 'tap')}
                  >
                    {t('declareDefi')}
                  </button>
                </Show>
                <Show when={canRemove(state())}>
                  <button
                    type="button"
                    class="button"
                    aria-pressed={removeMode()}
                    onClick={() => setRemoveMode(!removeMode())}
                  >
                    {removeMode() ? t('placeInstead') : t('removeInstead')}
                  </button>
                </Show>
                <Show when={mayEnd() && !confirmingPass()}>
                  <button
                    type="button"
                    class="button ym-end-turn"
                    onClick={() => (defiFailed(state()) ? act({ type: 'pass' }) : setConfirmingPass(true))}
                  >
                    {defiFailed(state()) ? t('endTurn') : t('dontPlace')}
                  </button>
                </Show>
              </div>
              {/* Not placing ends the turn for good: it is asked twice, away from the Défi button. */}
              <Show when={mayEnd() && confirmingPass()}>
                <fieldset class="ym-confirm-pass">
                  <legend>{t('confirmDontPlace')}</legend>
                  <button
                    type="button"
                    class="button"
                    ref={(button) => queueMicrotask(() => button.focus())}
                    onClick={() => setConfirmingPass(false)}
                  >
                    {t('keepPlaying')}
                  </button>
                  <button
                    type="button"
                    class="button danger"
                    onClick={() => {
                      setConfirmingPass(false);
                      act({ type: 'pass' });
                    }}
                  >
                    {t('yesEndTurn')}
                  </button>
                </fieldset>
              </Show>
            </div>

            <Show when={state().defi && !defiFailed(state())}>
              <p class="ym-note">{t('defiDeclared')}</p>
            </Show>
            <Show when={defiFailed(state())}>
              <p class="ym-note warning">{t('defiFailedNote')}</p>
            </Show>
            <Show when={mayEnd() && !defiFailed(state())}>
              <div class="ym-figures" data-testid="figures" aria-live="polite">
                <span>{t('figures')}: </span>
                <Show when={figures().length > 0} fallback={<span class="muted">{t('noFigure')}</span>}>
                  <ul class="ym-figure-list">
                    <For each={figures()}>
                      {(label: Label) => <li data-label={label}>{labelName(label)}</li>}
                    </For>
                  </ul>
                </Show>
                <p class="muted ym-help">
                  {removeMode()
                    ? t('removeHelp')
                    : lit().size > 0
                      ? t('chooseSquare')
                      : figures().length > 0
                        ? t('noSquare')
                        : ''}
                </p>
              </div>
            </Show>
            <Show when={hintsOn()}>
              <OddsPanel
                answer={odds()}
                defiNow={defiNow()}
                selected={target()}
                canSuggest={canSuggest()}
                onSelect={setTarget}
              />
            </Show>
          </Show>

          <Show when={over()}>
            <section class="ym-end" aria-labelledby="ym-end-title" data-testid="end-panel">
              <h2 id="ym-end-title">{t('gameOver')}</h2>
              <p class="ym-end-result">{resultText(state())}</p>
              <p>
                {names()[0]}: {t('points', { n: points()[0] })} · {names()[1]}:{' '}
                {t('points', { n: points()[1] })}
              </p>
              <div class="ym-end-actions">
                <A href="/yam-master" class="button primary">
                  {t('newGame')}
                </A>
                <A href="/yam-master" class="button">
                  {t('backToGames')}
                </A>
              </div>
            </section>
          </Show>
        </div>
      </div>
    </Page>
  );
}
