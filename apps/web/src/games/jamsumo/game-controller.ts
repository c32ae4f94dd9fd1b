// A JamSumo game on the tablet, as one controller the views read: the saved game (its log and every
// state), the flick pipeline, undo and placing a supply die. A flick is recorded the moment it is made:
// its outcome is computed (by the table worker), the log is saved, and only then is it played back, so a
// reload or a screen switched off at any moment neither loses it nor takes it back.
import { type Flick, impreciseFlick, textSeed, turnSeed } from '@dicetable/engine';
import type { FlickMove, TablePoses } from '@dicetable/engine/jamsumo-table';
import { appendAction, dropLastAction } from '@dicetable/rules';
import {
  checkMove,
  type JamSumoLog,
  type JamSumoState,
  type Placement,
  replayStates,
} from '@dicetable/rules/jamsumo';
import { batch, createMemo, createSignal } from 'solid-js';
import { damageMessage } from '../../session/explain.ts';
import { feedback } from '../../shell/feedback.ts';
import { loadGame } from '../../store/games.ts';
import { settings } from '../../store/settings.ts';
import { type FlickNews, flickNews } from './flick-words.ts';
import { saveJamSumo } from './game-record.ts';
import { jamSumoGame } from './jamsumo-game.ts';
import { ruleErrorMessage, t } from './messages.ts';
import { platformNumber } from './platform-number.ts';
import { type Playback, playFrames } from './playback.ts';
import type { TableClient } from './table-client.ts';

export type Phase = 'loading' | 'failed' | 'ready' | 'moving' | 'round-over' | 'over';

/** The dice the view draws: replaced whole after a flick, an undo or a placement, written per frame while playing back. */
export interface DrawnTable {
  board: TablePoses['board'];
  dieCount: number;
  poses: Float32Array;
}

export interface GameOptions {
  /** Where a pad game is opened instead (its own screen). */
  readonly openPad: () => void;
  /** Whether a flick is played back (false with reduced motion or without a 3D view). */
  readonly animate: () => boolean;
}

export function createJamSumoGame(id: string, table: TableClient, options: GameOptions) {
  const [phase, setPhase] = createSignal<Phase>('loading');
  const [problem, setProblem] = createSignal('');
  const [notice, setNotice] = createSignal('');
  const [log, setLog] = createSignal<JamSumoLog>();
  /** Every state of the game, from the start to after the last recorded action. */
  const [states, setStates] = createSignal<readonly JamSumoState[]>([]);
  /** How many recorded actions the screen shows: one fewer while a recorded flick plays back. */
  const [shown, setShown] = createSignal(0);
  const [pending, setPending] = createSignal<{ die: number; placement: Placement } | null>(null);
  const [roundEnd, setRoundEnd] = createSignal<{ before: JamSumoState; after: JamSumoState } | null>(null);
  const [flying, setFlying] = createSignal<number | null>(null);
  const [error, setError] = createSignal('');
  const [said, setSaid] = createSignal('');
  /** Bumped whenever `drawn` changes, so the view redraws. */
  const [drawnVersion, setDrawnVersion] = createSignal(0);
  const drawn: DrawnTable = { board: {} as TablePoses['board'], dieCount: 0, poses: new Float32Array(0) };
  /** The world at the start of the current turn (a cancelled placement returns to it). */
  let turnTable: TablePoses | undefined;
  let playback: Playback | undefined;
  let closed = false;

  const state = createMemo(() => states()[shown()]);
  const news = createMemo<FlickNews | null>(() => {
    const n = shown();
    const last = log()?.actions[n - 1];
    if (phase() === 'moving' || n === 0 || last?.type !== 'flick') return null;
    return flickNews(states()[n - 1]!, states()[n]!);
  });

  function draw(next: TablePoses): void {
    drawn.board = next.board;
    drawn.dieCount = next.dieCount;
    drawn.poses = next.poses;
    setDrawnVersion((v) => v + 1);
  }

  function announce(text: string): void {
    // Re-setting the same text would not be read again; a fresh node is.
    setSaid('');
    queueMicrotask(() => setSaid(text));
  }

  const nameOf = (s: JamSumoState, seat: number) => s.setup.players[seat]?.name ?? '';

  function settledPhase(s: JamSumoState): Phase {
    return s.finished ? 'over' : 'ready';
  }

  function showTurn(position: TablePoses): void {
    turnTable = position;
    draw(position);
  }

  async function open(): Promise<void> {
    const saved = await loadGame(id);
    if (saved?.game !== 'jamsumo') return fail(t('gameNotFound'));
    if ((saved.log.setup as { table?: string }).table === 'pad') return options.openPad();
    const rules = replayStates(saved.log);
    if (!rules.ok) return fail(damageMessage(jamSumoGame, rules.error, 'saved'));
    let opened: Awaited<ReturnType<TableClient['open']>>;
    try {
      opened = await table.open(saved.log);
    } catch {
      setStates(rules.value);
      setShown(rules.value.length - 1);
      return fail(t('engineFailed'));
    }
    if (closed) return;
    if (!opened.ok) {
      setStates(rules.value);
      setShown(rules.value.length - 1);
      return fail(damageMessage(jamSumoGame, { code: opened.error.code, actionIndex: -1 }, 'saved'));
    }
    const last = rules.value[rules.value.length - 1]!;
    batch(() => {
      setLog(saved.log as JamSumoLog);
      setStates(rules.value);
      setShown(rules.value.length - 1);
      showTurn(opened.value.table);
      if (opened.value.resumedAt !== undefined) setNotice(t('resumedFromRecord'));
      setPhase(settledPhase(last));
    });
  }

  function fail(message: string): void {
    batch(() => {
      setProblem(message);
      setPhase('failed');
    });
  }

  /** Puts a supply die on a platform ledge, ready to be flicked (Jam). */
  async function place(die: number, platform: number, offset = 0): Promise<void> {
    const l = log();
    if (!l || phase() !== 'ready') return;
    const placement: Placement = { platform, offset, yaw: 0 };
    const preview = await table.preview(l, die, placement);
    if (!preview.ok || closed || log() !== l || phase() !== 'ready') return;
    batch(() => {
      setPending({ die, placement });
      draw(preview.value);
    });
    feedback('place');
    announce(t('placed', { count: platformNumber(platform, l.setup.players.length) }));
  }

  function cancelPlace(): void {
    if (!pending() || !turnTable) return;
    batch(() => {
      setPending(null);
      draw(turnTable!);
    });
  }

  /** `aimed` is the flick the player aimed at; the log records the one their hand actually makes. */
  async function flick(aimed: Flick): Promise<void> {
    const l = log();
    const s = state();
    if (!l || !s || phase() !== 'ready') return;
    const placed = pending();
    // Seeded by the game and the flick's number, so a flick taken back and made again strays the same way.
    const seed = turnSeed(textSeed(l.createdAt), l.actions.length);
    const f = impreciseFlick(aimed, { spread: settings.handSpread, seed });
    const move: FlickMove = {
      die: f.die,
      direction: f.direction,
      strength: f.strength,
      height: f.height,
      ...(f.offset !== undefined ? { offset: f.offset } : {}),
      ...(placed && placed.die === f.die ? { place: placed.placement } : {}),
    };
    const allowed = checkMove(s, { type: 'flick', ...move });
    if (!allowed.ok) {
      setError(ruleErrorMessage(allowed.error.code));
      feedback('error');
      return;
    }
    batch(() => {
      setError('');
      setFlying(move.die);
      setPhase('moving');
    });
    feedback('roll');
    announce(t('rolling'));
    const played = await table.flick(l, move).catch(() => undefined);
    if (!played?.ok) {
      batch(() => {
        setError(played ? ruleErrorMessage(played.error.code) : t('engineFailed'));
        setFlying(null);
        setPhase('ready');
      });
      return;
    }
    // Recorded and saved before the first frame is shown.
    const nextLog = appendAction(l, played.value.action);
    const before = s;
    const after = played.value.state;
    batch(() => {
      setLog(nextLog);
      setStates((all) => [...all.slice(0, l.actions.length + 1), after]);
    });
    await saveJamSumo(id, nextLog, after);
    if (closed) return;
    if (options.animate() && played.value.frames.length > 0) {
      playback = playFrames(played.value.frames, played.value.table.dieCount * 7, (frame) => {
        drawn.poses = frame;
        setDrawnVersion((v) => v + 1);
      });
      await playback.done;
      playback = undefined;
      if (closed) return;
    }
    land(before, after, played.value.table);
  }

  /** The flick has played back: the screen shows what was recorded and the next turn begins. */
  function land(before: JamSumoState, after: JamSumoState, next: TablePoses): void {
    batch(() => {
      setShown(states().length - 1);
      setPending(null);
      setFlying(null);
      showTurn(next);
      if (after.round !== before.round) {
        setRoundEnd({ before, after });
        setPhase(after.finished ? 'over' : 'round-over');
      } else setPhase(settledPhase(after));
    });
    const told = news();
    feedback(after.finished ? 'win' : (told?.sound ?? 'place'));
    const words = told?.lines.map((line) => line.text).join(' ') ?? '';
    announce(
      after.round !== before.round
        ? `${words} ${t('roundOver')}.`
        : `${words} ${t('turnOf', { name: nameOf(after, after.current) })}.`,
    );
  }

  function nextRound(): void {
    const s = state();
    if (!roundEnd() || !s) return;
    batch(() => {
      setRoundEnd(null);
      setPhase(settledPhase(s));
    });
    announce(t('turnOf', { name: nameOf(s, s.current) }));
  }

  async function undo(): Promise<void> {
    const l = log();
    if (!l || l.actions.length === 0 || phase() === 'moving' || phase() === 'loading') return;
    const shorter = dropLastAction(l);
    const position = await table.position(shorter).catch(() => undefined);
    if (!position?.ok || closed || log() !== l) return;
    const previous = position.value.state;
    batch(() => {
      setLog(shorter);
      setStates((all) => all.slice(0, shorter.actions.length + 1));
      setShown(shorter.actions.length);
      setRoundEnd(null);
      setPending(null);
      setError('');
      showTurn(position.value.table);
      setPhase(settledPhase(previous));
    });
    announce(`${t('flickUndone')} ${t('turnOf', { name: nameOf(previous, previous.current) })}.`);
    await saveJamSumo(id, shorter, previous);
  }

  /** The screen is gone: a playback stops, a flick already recorded stays saved. */
  function close(): void {
    closed = true;
    playback?.stop();
  }

  return {
    phase,
    problem,
    notice,
    log,
    state,
    news,
    roundEnd,
    pending,
    flying,
    error,
    said,
    drawn,
    drawnVersion,
    open,
    place,
    cancelPlace,
    flick,
    nextRound,
    undo,
    close,
  };
}

export type JamSumoGame = ReturnType<typeof createJamSumoGame>;
