import type { JambLevel } from '@dicetable/players';
import { openCells } from '@dicetable/rules/game';
import {
  type JambAction,
  type JambCategory,
  type JambColumn,
  type JambSetup,
  type JambState,
  jambSheetTotals,
  legalJambActions,
} from '@dicetable/rules/jamb';
import { createEffect, createMemo, createResource, createSignal, For, on, Show } from 'solid-js';
import { askComputer } from '../../computer/client.ts';
import { fetchJambAdvice, JambAdvicePanel } from '../../computer/jamb-advice.tsx';
import { JAMB_SEAT_LEVELS } from '../../computer/levels.ts';
import { t as tc } from '../../computer/messages.ts';
import { type ComputerSeats, loadComputerSeats } from '../../computer/seats.ts';
import { createComputerTurns } from '../../computer/turns.ts';
import '../../computer/computer.css';
import { DiceTray } from '../../dice-tray/dice-tray.tsx';
import { holdPositions } from '../../hints/index.ts';
import { formatNumber, formatPercent } from '../../i18n/format.ts';
import type { GameSession } from '../../session/game-session.ts';
import { savedGameRoute } from '../../session/saved-game-screen.tsx';
import { exportGame } from '../../session/saved-games.ts';
import { feedback } from '../../shell/feedback.ts';
import { Page } from '../../shell/page.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { jambGame } from './jamb-game.ts';
import { categoryName, columnName } from './labels.ts';
import { t } from './messages.ts';
import { type JambGameView, loadGameView, saveGameView } from './preferences.ts';
import { RankingView } from './ranking-view.tsx';
import { playerStyle, ScoreSheet } from './score-sheet.tsx';
import { createJambHints } from './use-hints.ts';
import './jamb.css';

type JambSession = GameSession<JambSetup, JambState, JambAction>;

/** The layout with the controls beside the sheet (jamb.css uses the same query). */
const LANDSCAPE_TABLET = '(orientation: landscape) and (min-width: 821px)';

/** The per-game view settings (hints, pass screen) and computer seats come with the game, before its first frame. */
function ViewLoader(props: { session: JambSession }) {
  const [loaded] = createResource(async () => {
    const players = props.session.state().setup.players.length;
    const view = await loadGameView(props.session.id, players);
    const seats = await loadComputerSeats('jamb', props.session.id, players, JAMB_SEAT_LEVELS);
    return { view, seats };
  });
  return (
    <Show when={loaded()}>
      {(ready) => <Game session={props.session} initialView={ready().view} seats={ready().seats} />}
    </Show>
  );
}

export default savedGameRoute(jambGame, '/jamb', ViewLoader);

function Game(props: { session: JambSession; initialView: JambGameView; seats: ComputerSeats<JambLevel> }) {
  const { session } = props;
  const state = session.state;
  const legal = createMemo(() => legalJambActions(state()));
  const [view, setView] = createSignal(props.initialView);
  const [live, setLive] = createSignal('');
  const [announcing, setAnnouncing] = createSignal(false);
  const [confirmZero, setConfirmZero] = createSignal<{ column: JambColumn; category: JambCategory } | null>(
    null,
  );
  const [passTo, setPassTo] = createSignal<number | null>(null);
  /** What the last write put on the sheet, shown on the pass card so a mistap can be taken back. */
  const [lastWrite, setLastWrite] = createSignal<{ score: number; category: string; column: string } | null>(
    null,
  );
  const [chosenHint, setChosenHint] = createSignal<JambCategory | null>(null);
  /** Another player's sheet shown read-only; back to the current player's at every new turn. */
  const [viewing, setViewing] = createSignal<number | null>(null);
  const shownPlayer = () => viewing() ?? state().current;
  createEffect(
    on(
      () => state().current,
      () => setViewing(null),
      { defer: true },
    ),
  );

  const players = () => state().setup.players;
  const current = () => state().current;
  const currentName = () => players()[current()]!.name;
  const sheet = () => state().sheets[current()]!;
  const hintsOn = () => view().hints[current()] ?? false;
  const hints = createJambHints(state, hintsOn);
  const levelOf = (seat: number) => props.seats[seat] ?? null;
  const [adviceOn, setAdviceOn] = createSignal<boolean[]>(players().map(() => false));
  const adviceShown = () => (adviceOn()[current()] ?? false) && levelOf(current()) === null;
  const [advice] = createResource(
    () => (adviceShown() && !state().finished ? state() : undefined),
    fetchJambAdvice,
  );
  const adviceKeep = () => {
    const decision = adviceShown() ? advice()?.decision : undefined;
    const { dice, held } = state().turn;
    return decision?.kind === 'keep' && dice ? holdPositions(dice, decision.keep, held) : undefined;
  };
  const toggleAdvice = () => setAdviceOn((all) => all.map((on, i) => (i === current() ? !on : on)));

  const writable = createMemo(
    () => new Map(legal().write.map((option) => [`${option.column}:${option.category}`, option.score])),
  );
  // The rules say which cells are still open to the player this turn, the announced column included.
  const open = createMemo(() => new Set(openCells(state()).map((cell) => `${cell.column}:${cell.category}`)));
  const reachable = (column: JambColumn, category: JambCategory) => open().has(`${column}:${category}`);
  const suggested = () => {
    const category = chosenHint();
    return hintsOn() && category ? hints.keep(category) : undefined;
  };

  // Landscape: the sheet may be taller than the screen. After each roll the cells of the columns with a
  // fixed order (down, up, announced) are brought into view, the lower one last so that at the start of a
  // game the only open Up cell (Jamb, at the bottom) shows.
  let table: HTMLDivElement | undefined;
  createEffect(
    on(writable, (cells) => {
      if (cells.size === 0 || !table || !matchMedia(LANDSCAPE_TABLET).matches) return;
      const targets = [...table.querySelectorAll<HTMLElement>('.jamb-sheet .jamb-cell.open')].filter(
        (cell) => !cell.dataset.cell?.startsWith('free-'),
      );
      requestAnimationFrame(() => {
        const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
        for (const cell of targets)
          cell.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
      });
    }),
  );

  const dispatch = (action: JambAction): boolean => {
    if (!session.dispatch(action)) {
      setLive(session.refusal()?.text ?? '');
      return false;
    }
    if (action.type === 'roll' || action.type === 'enter') {
      feedback('roll');
      setLive(t('rolled', { dice: state().turn.dice!.join(' ') }));
    }
    return true;
  };

  const write = (column: JambColumn, category: JambCategory) => {
    const before: JambState = state();
    const score = legal().write.find((w) => w.column === column && w.category === category)?.score;
    if (score === undefined || !dispatch({ type: 'write', column, category })) return;
    feedback(state().finished ? 'win' : 'place');
    setChosenHint(null);
    setAnnouncing(false);
    const who = before.setup.players[before.current]!.name;
    setLive(t('wrote', { name: who, score, category: categoryName(category), column: columnName(column) }));
    setLastWrite({ score, category: categoryName(category), column: columnName(column) });
    if (!state().finished && players().length > 1 && view().passScreen && levelOf(state().current) === null) {
      setPassTo(state().current);
    }
  };

  const requestWrite = (column: JambColumn, category: JambCategory, score: number) => {
    if (score === 0) setConfirmZero({ column, category });
    else write(column, category);
  };

  const toggleDie = (index: number) => {
    const held = state().turn.held[index];
    dispatch({ type: held ? 'release' : 'hold', die: index });
  };

  const undo = () => {
    if (session.undo()) {
      setPassTo(null);
      setAnnouncing(false);
      setLive(t('undone'));
    }
  };

  const toggleHints = () => {
    const next = { ...view(), hints: view().hints.map((on, i) => (i === current() ? !on : on)) };
    setView(next);
    void saveGameView(session.id, next);
  };

  const computerTurn = () => !state().finished && levelOf(current()) !== null;
  const computer = createComputerTurns<JambAction>({
    active: () => computerTurn() && passTo() === null,
    moment: () => session.log().actions.length,
    async plan() {
      const seat = current();
      const answer = await askComputer({
        game: 'jamb',
        kind: 'move',
        level: levelOf(seat)!,
        seed: state().setup.seed + seat,
        state: state(),
      });
      return answer.kind === 'jamb-actions' ? answer.actions : [];
    },
    play(action) {
      if (action.type === 'write') {
        const before = session.log().actions.length;
        write(action.column, action.category);
        return session.log().actions.length > before;
      }
      if (!dispatch(action)) return false;
      if (action.type === 'announce') setLive(t('announced', { category: categoryName(action.category) }));
      return true;
    },
  });

  const rollCountText = () => {
    const used = state().turn.rollsUsed;
    return used === 0 ? t('noRollYet') : t('rollCount', { used });
  };

  const headerActions = (
    <>
      <button
        type="button"
        class="button"
        onClick={undo}
        disabled={!session.canUndo()}
        data-testid="jamb-undo"
      >
        ↶ {t('undo')}
      </button>
      <Show when={!state().finished && !computerTurn()}>
        <button
          type="button"
          class="button"
          aria-pressed={adviceShown()}
          onClick={toggleAdvice}
          data-testid="jamb-advice-toggle"
          aria-label={tc('adviceFor', { name: currentName() })}
        >
          <span class="label-long">{tc('adviceFor', { name: currentName() })}</span>
          <span class="label-short">{tc('advice')}</span>
        </button>
      </Show>
      <Show when={!state().finished}>
        <button
          type="button"
          class="button jamb-hints-toggle"
          aria-pressed={hintsOn()}
          onClick={toggleHints}
          data-testid="jamb-hints-toggle"
          aria-label={t('hintsFor', { name: currentName() })}
        >
          <span class="label-long">{t('hintsFor', { name: currentName() })}</span>
          <span class="label-short">{t('hints')}</span>
          <span class="jamb-switch" aria-hidden="true">
            {hintsOn() ? t('hintsOn') : t('hintsOff')}
          </span>
        </button>
      </Show>
      <button type="button" class="button" onClick={() => exportGame(jambGame, session.log())}>
        {t('exportGame')}
      </button>
      <button type="button" class="button" onClick={() => window.print()}>
        {t('print')}
      </button>
    </>
  );

  return (
    <Page title={t('title')} back="/jamb" actions={headerActions} class="jamb-play">
      <p class="visually-hidden" role="status" aria-live="polite" data-testid="jamb-live">
        {live()}
      </p>
      <Show
        when={!state().finished}
        fallback={
          <div class="jamb-finished jamb-screen-only">
            <h2>{t('gameOver')}</h2>
            <RankingView state={state()} />
          </div>
        }
      >
        <Show when={computerTurn()}>
          <div class="computer-turn jamb-screen-only" role="status" data-testid="jamb-computer-turn">
            <span>{tc('computerPlaying', { name: currentName() })}</span>
            <button
              type="button"
              class="button"
              disabled={computer.skipping()}
              onClick={() => computer.skip()}
              data-testid="jamb-skip-ahead"
            >
              {tc('skipAhead')}
            </button>
          </div>
        </Show>
        <div
          class="jamb-table jamb-screen-only"
          style={playerStyle(current())}
          ref={table}
          inert={computerTurn() || undefined}
        >
          <section class="jamb-controls" aria-label={t('turnOf', { name: currentName() })}>
            <div class="jamb-turn-banner">
              <h2 data-testid="jamb-current-player">{t('turnOf', { name: currentName() })}</h2>
              <span class="jamb-roll-count" data-testid="jamb-roll-count">
                {rollCountText()}
              </span>
            </div>
            <Show when={players().length > 1}>
              <ol class="jamb-scoreboard" aria-label={t('scoreboard')}>
                <For each={players()}>
                  {(player, i) => (
                    <li
                      classList={{ current: i() === current() }}
                      style={playerStyle(i())}
                      aria-current={i() === current() ? 'true' : undefined}
                    >
                      <button
                        type="button"
                        class="jamb-score-chip"
                        aria-pressed={shownPlayer() === i()}
                        aria-label={t('showSheet', { name: player.name, total: totalOf(state(), i()) })}
                        onClick={() => setViewing(i() === current() ? null : i())}
                      >
                        <span>{player.name}</span> <strong>{totalOf(state(), i())}</strong>
                      </button>
                    </li>
                  )}
                </For>
              </ol>
            </Show>
            <DiceTray
              turn={state().turn}
              mode={state().setup.diceMode}
              canHold={legal().hold.length + legal().release.length > 0 && passTo() === null}
              canRoll={(legal().roll || legal().enter.length > 0) && passTo() === null}
              suggested={adviceKeep() ?? suggested()}
              colour="var(--player)"
              onToggle={toggleDie}
              onRoll={() => dispatch({ type: 'roll' })}
              onEnter={(dice) => dispatch({ type: 'enter', dice })}
            />
            <Show when={adviceShown()}>
              <JambAdvicePanel
                state={state()}
                advice={advice()}
                onClose={() => setAdviceOn((all) => all.map((on, i) => (i === current() ? false : on)))}
              />
            </Show>
            <Show when={hintsOn()}>
              <p class="jamb-hints-legend" data-testid="jamb-hints-legend">
                <strong>{t('hintsLegendTitle')}</strong>{' '}
                {t('hintsLegend', {
                  sample: t('hintValue', { chance: formatPercent(0.84, 0), expected: formatNumber(1.5, 1) }),
                })}
              </p>
            </Show>
            <Show when={state().announced}>
              {(category) => (
                <p class="jamb-announced" data-testid="jamb-announced">
                  <strong>{t('announced', { category: categoryName(category()) })}</strong>{' '}
                  {t('writeAnnounced', { category: categoryName(category()) })}
                </p>
              )}
            </Show>
            <Show when={legal().announce.length > 0}>
              <Show when={legal().announceRequired}>
                <p class="jamb-warning" role="alert">
                  {t('announceRequired')}
                </p>
              </Show>
              <button
                type="button"
                class="button jamb-announce"
                aria-expanded={announcing() || legal().announceRequired}
                onClick={() => setAnnouncing((open) => !open)}
              >
                {t('announce')}
              </button>
              <Show when={announcing() || legal().announceRequired}>
                <fieldset class="jamb-announce-choices">
                  <legend>{t('announceChoose')}</legend>
                  <For each={legal().announce}>
                    {(category) => (
                      <button
                        type="button"
                        class="button"
                        data-announce={category}
                        onClick={() => {
                          if (dispatch({ type: 'announce', category })) {
                            setAnnouncing(false);
                            setLive(t('announced', { category: categoryName(category) }));
                          }
                        }}
                      >
                        {categoryName(category)}
                      </button>
                    )}
                  </For>
                </fieldset>
              </Show>
            </Show>
          </section>
          <div class="jamb-sheet-wrap">
            <Show when={viewing() !== null && viewing() !== current()}>
              <button type="button" class="button jamb-back-to-current" onClick={() => setViewing(null)}>
                {t('backToSheet', { name: currentName() })}
              </button>
            </Show>
            <Show
              when={shownPlayer() === current()}
              fallback={
                <ScoreSheet
                  sheet={state().sheets[shownPlayer()]!}
                  options={state().setup.options}
                  caption={t('sheetOf', { name: players()[shownPlayer()]!.name })}
                  playerIndex={shownPlayer()}
                />
              }
            >
              <ScoreSheet
                sheet={sheet()}
                options={state().setup.options}
                caption={t('sheetOf', { name: currentName() })}
                writable={writable()}
                reachable={reachable}
                hint={hintsOn() ? hints.hint : undefined}
                chosenHint={chosenHint()}
                onChooseHint={
                  hintsOn() && state().turn.dice
                    ? (c) => setChosenHint((old) => (old === c ? null : c))
                    : undefined
                }
                onWrite={requestWrite}
                playerIndex={current()}
              />
            </Show>
          </div>
        </div>
      </Show>

      <div class="jamb-print-area" aria-hidden="true">
        <For each={state().sheets}>
          {(printed, i) => (
            <div class="jamb-print-page">
              <ScoreSheet
                sheet={printed}
                options={state().setup.options}
                caption={`${t('title')} — ${players()[i()]!.name}`}
                class="print"
              />
            </div>
          )}
        </For>
      </div>

      <Show when={passTo() !== null}>
        <div class="jamb-pass" role="dialog" aria-modal="true" aria-labelledby="jamb-pass-title">
          <Show when={lastWrite()}>
            {(written) => (
              <p class="jamb-pass-written" data-testid="jamb-pass-written">
                {t('wroteCard', written())}
              </p>
            )}
          </Show>
          <h2 id="jamb-pass-title" style={playerStyle(passTo() ?? 0)}>
            {t('passTo', { name: players()[passTo() ?? 0]!.name })}
          </h2>
          <button
            type="button"
            class="button primary"
            ref={(button) => queueMicrotask(() => button.focus())}
            onClick={() => setPassTo(null)}
          >
            {t('startTurn', { name: players()[passTo() ?? 0]!.name })}
          </button>
          <button type="button" class="button" onClick={undo} disabled={!session.canUndo()}>
            ↶ {t('undoWrite')}
          </button>
        </div>
      </Show>

      <ConfirmDialog
        open={confirmZero() !== null}
        title={t('confirmZeroTitle')}
        confirmLabel={t('writeZero')}
        onCancel={() => setConfirmZero(null)}
        onConfirm={() => {
          const cell = confirmZero();
          setConfirmZero(null);
          if (cell) write(cell.column, cell.category);
        }}
      >
        {confirmZero()
          ? t('confirmZero', {
              category: categoryName(confirmZero()!.category),
              column: columnName(confirmZero()!.column),
            })
          : ''}
      </ConfirmDialog>
    </Page>
  );
}

function totalOf(state: JambState, player: number): number {
  return jambSheetTotals(state.sheets[player]!, state.setup.options).total;
}
