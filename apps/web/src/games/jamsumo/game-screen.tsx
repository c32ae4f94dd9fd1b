// A JamSumo game on the tablet: the 3D board with every player's platform and Sumo line, the dice in
// play, each player's supply beside it; flicks by swipe (or the button panel), simulated live; what
// happened in words; round ends, the ranking, undo and resume. The world is always the one a replay of
// the saved log rebuilds, so the saved game and the screen can never disagree.
import { type Flick, loadPhysicsWorld, type WasmPhysicsWorld } from '@dicetable/engine/browser';
import {
  afterAction,
  engineLayout,
  outcomeFromReport,
  platformOfSeat,
  resimulate,
  SETTLE_SECONDS,
  seatOfPlatform,
  startFlick,
  syncWorld,
  type Table,
} from '@dicetable/engine/jamsumo-table';
import { appendAction, dropLastAction } from '@dicetable/rules';
import {
  applyAction,
  checkMove,
  currentKind,
  currentMarker,
  type FlickAction,
  type JamSumoLog,
  type JamSumoState,
  ownerOf,
  type Placement,
  replayLog,
} from '@dicetable/rules/jamsumo';
import { A, useNavigate, useParams } from '@solidjs/router';
import { batch, createSignal, For, onCleanup, onMount, Show } from 'solid-js';
import {
  BoardStage,
  type BoardView,
  createSimulationLoop,
  FlickPanel,
  type PlatformStyle,
  playerColour,
  prefersReducedMotion,
  type SimulationLoop,
} from '../../board-view/index.ts';
import { feedback } from '../../shell/feedback.ts';
import { Page } from '../../shell/page.tsx';
import { loadGame } from '../../store/games.ts';
import { colourStyle } from './colours.tsx';
import { type FlickNews, flickNews } from './flick-words.ts';
import { downloadGameLog } from './game-file.ts';
import { modeName, roundNumbers, saveJamSumo } from './game-record.ts';
import { ruleErrorMessage, t } from './messages.ts';
import { ScoreTable } from './pad-screen.tsx';
import { asBoardConfig } from './physics-board.ts';
import { PlayerPanel } from './player-panel.tsx';
import { Ranking } from './ranking.tsx';
import { RoundResult } from './round-result.tsx';
import './jamsumo.css';

type Phase = 'loading' | 'failed' | 'ready' | 'moving' | 'round-over' | 'over';

/** A flick on its way: the truth is known (simulated to rest first); the screen is still showing it. */
interface Flight {
  readonly action: FlickAction;
  readonly before: JamSumoState;
  readonly next: JamSumoState;
  readonly turnStart: Uint8Array;
  readonly settled: Uint8Array;
}

/** What undo restores: the world at the start of that turn and the game before the flick. */
interface HistoryEntry {
  readonly snapshot: Uint8Array;
  readonly state: JamSumoState;
  readonly log: JamSumoLog;
}

export default function GameScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const id = () => params.id ?? '';
  const [phase, setPhase] = createSignal<Phase>('loading');
  const [problem, setProblem] = createSignal('');
  const [log, setLog] = createSignal<JamSumoLog>();
  const [state, setState] = createSignal<JamSumoState>();
  const [world, setWorld] = createSignal<WasmPhysicsWorld | null>(null);
  const [view, setView] = createSignal<BoardView | null>(null);
  const [turn, setTurn] = createSignal(0);
  const [said, setSaid] = createSignal('');
  const [news, setNews] = createSignal<FlickNews | null>(null);
  const [pending, setPending] = createSignal<{ die: number; placement: Placement } | null>(null);
  const [roundEnd, setRoundEnd] = createSignal<{ before: JamSumoState; after: JamSumoState } | null>(null);
  const [error, setError] = createSignal('');
  let table: Table | undefined;
  let loop: SimulationLoop | undefined;
  let turnStart: Uint8Array | undefined;
  let flight: Flight | null = null;
  const history: HistoryEntry[] = [];
  const reducedMotion = prefersReducedMotion();

  const players = () => state()?.setup.players ?? [];
  const nameOf = (seat: number) => players()[seat]?.name ?? '';
  const dieStyles = () =>
    state()?.dice.map((_, die) => colourStyle(players()[ownerOf(die)]?.colour ?? 0)) ?? [];
  const platformStyles = (): PlatformStyle[] =>
    players().map((_, platform) => {
      const seat = seatOfPlatform(platform, players().length);
      return { colour: playerColour(players()[seat]?.colour ?? 0), label: String(platform + 1) };
    });

  const selectable = (die: number) => {
    const s = state();
    if (!s || phase() !== 'ready') return false;
    const placed = pending();
    if (placed) return die === placed.die;
    return ownerOf(die) === s.current && s.dice[die]?.status === 'play';
  };

  function announce(text: string): void {
    // Re-setting the same text would not be read again; a fresh node is.
    setSaid('');
    queueMicrotask(() => setSaid(text));
  }

  /** Turns the board so the current player's platform is nearest to the tablet's lower edge. */
  function faceCurrentPlayer(): void {
    const s = state();
    const v = view();
    if (!s || !v || !table) return;
    const platform = platformOfSeat(s.current, s.setup.players.length);
    v.setTurn(-engineLayout.platformAngle(table.board, platform), { animate: !reducedMotion });
  }

  function beginTurn(): void {
    const s = state();
    const w = world();
    if (!s || !w) return;
    batch(() => {
      setPending(null);
      setError('');
      setPhase(s.finished ? 'over' : 'ready');
    });
    turnStart = w.snapshot();
    view()?.sync();
    hideDiceOutOfPlay();
    view()?.setHighlight([]);
    if (!s.finished) faceCurrentPlayer();
    view()?.requestRender();
  }

  async function load(): Promise<void> {
    const saved = await loadGame(id());
    if (saved?.game !== 'jamsumo') {
      setProblem(t('gameNotFound'));
      setPhase('failed');
      return;
    }
    if ((saved.log.setup as { table?: string }).table === 'pad') {
      navigate(`/jamsumo/pad/${id()}`, { replace: true });
      return;
    }
    let w: WasmPhysicsWorld;
    try {
      w = await loadPhysicsWorld();
    } catch {
      setProblem(t('engineFailed'));
      setPhase('failed');
      return;
    }
    const replay = resimulate(w, engineLayout, saved.log);
    if (!replay.ok) {
      // The recorded outcomes still give every score so far, even when the flicks cannot be re-made.
      const recorded = replayLog(saved.log);
      if (recorded.ok) setState(recorded.value);
      setProblem(
        replay.error.code === 'replay-diverged'
          ? t('replayDiverged')
          : t('gameDamaged', { name: ruleErrorMessage(replay.error.code) }),
      );
      setPhase('failed');
      return;
    }
    table = { world: w, board: asBoardConfig(replay.value.setup.board), layout: engineLayout };
    loop = createSimulationLoop(w, {
      onFrame: () => view()?.renderNow(),
      onSettle: land,
      maxSeconds: SETTLE_SECONDS,
    });
    batch(() => {
      setLog(saved.log as JamSumoLog);
      setState(replay.value);
      setWorld(w);
    });
    beginTurn();
  }

  /** Puts a supply die on a platform ledge, ready to be flicked (Jam). */
  function place(die: number, platform: number, offset = 0): void {
    const s = state();
    const w = world();
    if (!s || !w || !table || !turnStart || phase() !== 'ready') return;
    w.restore(turnStart);
    const placement: Placement = { platform, offset, yaw: 0 };
    syncWorld(table, s, { die, placement });
    setPending({ die, placement });
    view()?.sync();
    hideDiceOutOfPlay();
    view()?.setHighlight([die]);
    view()?.requestRender();
    feedback('place');
    announce(t('placed', { count: platform + 1 }));
  }

  /** The platform a die dropped on the board at a screen point goes to (the nearest), and where along it. */
  function platformUnder(clientX: number, clientY: number): { platform: number; offset: number } | null {
    const v = view();
    if (!v || !table) return null;
    const rect = v.canvas.getBoundingClientRect();
    const point = v.boardPointAt(clientX - rect.left, clientY - rect.top);
    if (!point) return null;
    const { board } = table;
    const angleOf = Math.atan2(point.x, point.z);
    let platform = 0;
    let nearest = Number.POSITIVE_INFINITY;
    for (let k = 0; k < board.platforms; k++) {
      const a = engineLayout.platformAngle(board, k);
      const apart = Math.abs(Math.atan2(Math.sin(angleOf - a), Math.cos(angleOf - a)));
      if (apart < nearest) {
        nearest = apart;
        platform = k;
      }
    }
    const a = engineLayout.platformAngle(board, platform);
    const along = point.x * Math.cos(a) - point.z * Math.sin(a);
    const reach = Math.max(1e-6, board.platformWidth / 2 - board.dieSize * 0.75);
    return { platform, offset: Math.max(-1, Math.min(1, along / reach)) };
  }

  /** Only dice in play are drawn: the others wait in a supply beside the board or are out. */
  function hideDiceOutOfPlay(): void {
    const s = state();
    const placed = pending();
    if (!s) return;
    view()?.setHidden(s.dice.flatMap((d, die) => (d.status === 'play' || placed?.die === die ? [] : [die])));
  }

  function cancelPlace(): void {
    const w = world();
    if (!w || !turnStart) return;
    w.restore(turnStart);
    setPending(null);
    view()?.sync();
    hideDiceOutOfPlay();
    view()?.setHighlight([]);
    view()?.requestRender();
  }

  /**
   * A flick: simulated to rest at once (the truth, exactly as a replay makes it), then played back
   * live from its start; when the playback rests the world is set to the truth bit for bit.
   */
  function flick(f: Flick): void {
    const s = state();
    const w = world();
    if (!s || !w || !table || !turnStart || phase() !== 'ready') return;
    const placed = pending();
    const move = {
      die: f.die,
      direction: f.direction,
      strength: f.strength,
      height: f.height,
      ...(placed && placed.die === f.die ? { place: placed.placement } : {}),
    };
    const allowed = checkMove(s, { type: 'flick', ...move });
    if (!allowed.ok) {
      setError(ruleErrorMessage(allowed.error.code));
      feedback('error');
      return;
    }
    const start = turnStart;
    w.restore(start);
    startFlick(table, s, { type: 'flick', ...move });
    const launched = w.snapshot();
    const report = w.settle(SETTLE_SECONDS);
    const action: FlickAction = {
      type: 'flick',
      ...move,
      outcome: outcomeFromReport(s, move.die, report, w),
    };
    const settled = w.snapshot();
    const next = applyAction(s, action);
    if (!next.ok) {
      w.restore(start);
      view()?.sync();
      setError(ruleErrorMessage(next.error.code));
      return;
    }
    flight = { action, before: s, next: next.value, turnStart: start, settled };
    w.restore(launched);
    batch(() => {
      setError('');
      setNews(null);
      setPhase('moving');
    });
    view()?.sync();
    view()?.setHighlight([move.die]);
    feedback('roll');
    announce(t('rolling'));
    if (reducedMotion || !view()) land();
    else loop?.start();
  }

  /** The flick has come to rest on screen: the truth takes over, the game moves on and is saved. */
  function land(): void {
    const f = flight;
    const w = world();
    const l = log();
    if (!f || !w || !l || !table) return;
    flight = null;
    loop?.stop();
    w.restore(f.settled);
    history.push({ snapshot: f.turnStart, state: f.before, log: l });
    const nextLog = appendAction(l, f.action);
    const told = flickNews(f.before, f.next);
    batch(() => {
      setLog(nextLog);
      setState(f.next);
      setNews(told);
      setPending(null);
    });
    feedback(f.next.finished ? 'win' : told.sound);
    view()?.setHighlight(f.next.lastEvents.map((e) => e.die));
    view()?.sync();
    void saveJamSumo(id(), nextLog, f.next);
    if (f.next.round !== f.before.round) {
      setRoundEnd({ before: f.before, after: f.next });
      setPhase(f.next.finished ? 'over' : 'round-over');
      announce(`${told.lines.map((line) => line.text).join(' ')} ${t('roundOver')}.`);
      return;
    }
    announce(
      `${told.lines.map((line) => line.text).join(' ')} ${t('turnOf', { name: nameOf(f.next.current) })}.`,
    );
    afterAction(table, f.before, f.next);
    beginTurn();
  }

  function nextRound(): void {
    const end = roundEnd();
    if (!end || !table) return;
    afterAction(table, end.before, end.after);
    batch(() => {
      setRoundEnd(null);
      setNews(null);
    });
    beginTurn();
    announce(t('turnOf', { name: nameOf(end.after.current) }));
  }

  async function undo(): Promise<void> {
    const w = world();
    const l = log();
    if (!w || !l || phase() === 'moving' || l.actions.length === 0) return;
    const entry = history.pop();
    let previous: { state: JamSumoState; log: JamSumoLog };
    if (entry) {
      w.restore(entry.snapshot);
      previous = entry;
    } else {
      // Opened from storage: no snapshots yet, so the shorter log is simulated again.
      const shorter = dropLastAction(l);
      const replay = resimulate(w, engineLayout, shorter);
      if (!replay.ok) return;
      previous = { state: replay.value, log: shorter };
    }
    batch(() => {
      setLog(previous.log);
      setState(previous.state);
      setRoundEnd(null);
      setNews(null);
    });
    beginTurn();
    announce(`${t('flickUndone')} ${t('turnOf', { name: nameOf(previous.state.current) })}.`);
    await saveJamSumo(id(), previous.log, previous.state);
  }

  onMount(() => void load());
  onCleanup(() => loop?.stop());

  const flickable = () => {
    const s = state();
    if (!s || phase() !== 'ready') return [];
    return s.dice.flatMap((_, die) =>
      selectable(die)
        ? [
            {
              index: die,
              style: colourStyle(players()[ownerOf(die)]?.colour ?? 0),
              label: t('dieLabel', { name: nameOf(ownerOf(die)), count: (die % 5) + 1 }),
            },
          ]
        : [],
    );
  };

  const headline = () => {
    // While a round's result is shown, the headline still names that round.
    const s = roundEnd()?.before ?? state();
    if (!s) return '';
    const kind = currentKind(s) === 'jam' ? t('kindJam') : t('kindSumo');
    return `${modeName(s.setup.mode)} · ${t('roundOf', roundNumbers(s))} · ${kind}`;
  };

  return (
    <Page
      title={t('title')}
      back="/jamsumo"
      class="js-game-page"
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
          <button
            type="button"
            class="button"
            onClick={() => void undo()}
            disabled={phase() === 'moving' || phase() === 'loading' || !log()?.actions.length}
          >
            ↶ {t('undoFlick')}
          </button>
        </>
      }
    >
      <p class="visually-hidden" aria-live="polite" data-testid="announce">
        {said()}
      </p>
      <Show when={phase() === 'loading'}>
        <p class="loading">{t('loadingEngine')}</p>
      </Show>
      <Show when={problem()}>
        <p class="js-error" role="alert">
          {problem()}
        </p>
        <Show when={state()}>{(s) => <ScoreTable state={s()} />}</Show>
        <A href="/jamsumo" class="button">
          {t('title')}
        </A>
      </Show>
      <Show when={world() && state()}>
        <div class="js-table" data-phase={phase()}>
          <div class="js-board">
            <BoardStage
              world={world()!}
              dieStyles={dieStyles()}
              platformStyles={platformStyles()}
              selectable={selectable}
              onFlick={flick}
              onTurn={setTurn}
              onReady={(v) => {
                setView(v);
                faceCurrentPlayer();
              }}
            />
            <Show when={news()}>
              {(n) => (
                <ul class="js-news" data-testid="news">
                  <For each={n().lines}>{(line) => <li class={`js-news-${line.kind}`}>{line.text}</li>}</For>
                </ul>
              )}
            </Show>
          </div>
          <aside class="js-side">
            <p class="js-headline">{headline()}</p>
            <Show when={phase() === 'ready' || phase() === 'moving'}>
              <h2 class="js-turn" data-testid="turn">
                {phase() === 'moving' ? t('rolling') : t('turnOf', { name: nameOf(state()!.current) })}
              </h2>
              <p class="muted js-hint">{currentKind(state()!) === 'jam' ? t('hintJam') : t('hintSumo')}</p>
            </Show>
            <Show when={error()}>
              <p class="js-error" role="alert">
                {error()}
              </p>
            </Show>
            <Show when={phase() !== 'round-over' && phase() !== 'over'}>
              <PlayerPanel
                state={state()!}
                marker={currentMarker(state()!)}
                canPlace={phase() === 'ready' && currentKind(state()!) === 'jam' && !pending()}
                pending={pending()}
                onPlace={place}
                platformUnder={platformUnder}
                onCancelPlace={cancelPlace}
              />
            </Show>
            <Show when={roundEnd()}>
              {(end) => (
                <RoundResult
                  before={end().before}
                  after={end().after}
                  onNext={phase() === 'round-over' ? nextRound : undefined}
                />
              )}
            </Show>
            <Show when={phase() === 'over'}>
              <section class="js-game-over" aria-labelledby="js-over-heading">
                <h2 id="js-over-heading">{t('gameOver')}</h2>
                <Ranking state={state()!} />
                <A href="/jamsumo/new/flick" class="button primary">
                  {t('playAgain')}
                </A>
              </section>
            </Show>
            <Show when={phase() === 'ready'}>
              <details class="js-keyboard-flick">
                <summary>{t('keyboardFlick')}</summary>
                <FlickPanel dice={flickable()} view={view()} turn={turn()} onFlick={flick} />
              </details>
            </Show>
            <details class="js-scores" open={phase() === 'over'}>
              <summary>{t('scoresTable')}</summary>
              <ScoreTable state={state()!} />
            </details>
          </aside>
        </div>
      </Show>
    </Page>
  );
}
