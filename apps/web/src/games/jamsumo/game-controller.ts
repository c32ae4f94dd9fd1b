// A JamSumo game on the tablet, as one controller the views read. The game itself is the session's (open,
// record, undo, save: session/); this adds the table: the physics world in the table worker, the flick
// pipeline and putting a supply die down. A flick is recorded the moment it is made: the worker works out
// its outcome, the session records and saves it, and only then is it played back, so a reload or a screen
// switched off at any moment neither loses it nor takes it back.
import { type Flick, textSeed, turnSeed } from '@dicetable/engine';
import type { FlickMove, Landing, TablePoses } from '@dicetable/engine/jamsumo-table';
import { handFlick } from '@dicetable/players/jamsumo';
import type { UndoCheck } from '@dicetable/rules/game';
import {
  checkMove,
  type JamSumoAction,
  type JamSumoSetup,
  type JamSumoState,
} from '@dicetable/rules/jamsumo';
import { batch, createMemo, createSignal } from 'solid-js';
import { damageMessage } from '../../session/explain.ts';
import type { GameSession } from '../../session/game-session.ts';
import { playedBack } from '../../session/played-back.ts';
import { seatNames, withShownNames } from '../../session/seat-names.ts';
import { settings } from '../../store/settings.ts';
import { feedback } from '../../ui/feedback.ts';
import { createLiveAnnouncer } from '../../ui/live-announcer.ts';
import { isComputerSeat } from './computer-player.ts';
import { createDrawnTable } from './drawn-table.ts';
import { flickReport } from './flick-words.ts';
import { jamSumoGame } from './jamsumo-game.ts';
import { ruleErrorMessage, t } from './messages.ts';
import { createPlacement } from './placement.ts';
import type { TableClient } from './table-client.ts';

export type Phase = 'loading' | 'failed' | 'ready' | 'moving' | 'round-over' | 'over';

export type { DrawnTable } from './drawn-table.ts';

export type JamSumoSession = GameSession<JamSumoSetup, JamSumoState, JamSumoAction>;

export interface GameOptions {
  /** Whether a flick is played back (false with reduced motion or without a 3D view). */
  readonly animate: () => boolean;
  /** The spread of a person's hand, when not the one in the settings (a guided game's hand is steady). */
  readonly handSpread?: number;
}

/**
 * The flick a person's hand makes when they aim `aimed`: seeded by the device's secret of the game and the
 * flick's number, so the same aim at the same point of the game strays the same way here, while a copy
 * of the file, which has no secret, cannot rehearse it (games saved before the secret used their start).
 */
export function personFlick(aimed: Flick, session: JamSumoSession, spread = settings.handSpread): FlickMove {
  const log = session.log();
  const seed = turnSeed(log.setup.seed ?? textSeed(log.createdAt), log.actions.length);
  return handFlick(aimed, spread, seed);
}

export function createJamSumoGame(session: JamSumoSession, table: TableClient, options: GameOptions) {
  const [phase, setPhase] = createSignal<Phase>('loading');
  const [problem, setProblem] = createSignal('');
  const [notice, setNotice] = createSignal('');
  const [roundEnd, setRoundEnd] = createSignal<{ before: JamSumoState; after: JamSumoState } | null>(null);
  const [flying, setFlying] = createSignal<number | null>(null);
  const [error, setError] = createSignal('');
  const screen = playedBack(session);
  const { announcement, announce } = createLiveAnnouncer();
  const board = createDrawnTable();
  const placement = createPlacement(session, table, board, {
    canPlace: () => phase() === 'ready',
    onPlaced: (text) => announce(text),
    keeps: () => !isComputerSeat(session.state(), session.state().current),
  });
  let closed = false;
  // The seats the app plays are in the setup: nothing of their turns is ever taken back.
  session.setComputerSeat((seat) => isComputerSeat(session.state(), seat));

  // Seats are named as every screen names them: a computer by its level, a default name in today's language.
  const state = withShownNames(screen.onScreen);
  /** What the last flick did, once it has played back. */
  const lastFlick = createMemo(() => (phase() === 'moving' ? null : flickReport(state())));
  const nameOf = (s: JamSumoState, seat: number) => seatNames(s.setup)[seat] ?? '';
  const settledPhase = (s: JamSumoState): Phase => (s.finished ? 'over' : 'ready');

  async function open(): Promise<void> {
    const opened = await table.open(session.log()).catch(() => undefined);
    if (closed) return;
    if (!opened) return fail(t('engineFailed'));
    if (!opened.ok) {
      return fail(damageMessage(jamSumoGame, { code: opened.error.code, actionIndex: -1 }, 'saved'));
    }
    batch(() => {
      board.startTurn(opened.value.table);
      if (opened.value.resumedAt !== undefined) setNotice(t('resumedFromRecord'));
      setPhase(settledPhase(session.state()));
    });
    await placement.restore();
  }

  function fail(message: string): void {
    batch(() => {
      setProblem(message);
      setPhase('failed');
    });
  }

  /** A person's flick: `aimed` is what they aimed at; the log records the one their hand makes. */
  function flick(aimed: Flick): Promise<void> {
    return flickAsMade(personFlick(aimed, session, options.handSpread));
  }

  /**
   * Where `aimed` would leave its die on an empty board (the landing mark): the aim itself, not the flick
   * a person's hand will make of it, so with a steady hand the die stops on the mark and with a real
   * hand around it. Null when no flick can be made now.
   */
  async function landing(aimed: Flick): Promise<Landing | null> {
    if (phase() !== 'ready') return null;
    const placed = placement.pending();
    const move: FlickMove = {
      die: aimed.die,
      direction: aimed.direction,
      strength: aimed.strength,
      height: aimed.height,
      ...(aimed.offset !== undefined ? { offset: aimed.offset } : {}),
      ...(placed?.die === aimed.die ? { place: placed.placement } : {}),
    };
    const answer = await table.landing(session.log(), move).catch(() => undefined);
    return answer?.ok ? answer.value : null;
  }

  /** Records the flick exactly as made (a computer's comes from its planner with its own hand in it). */
  async function flickAsMade(made: FlickMove): Promise<void> {
    const log = session.log();
    if (phase() !== 'ready') return;
    const placed = placement.pending();
    const move: FlickMove =
      made.place || placed?.die !== made.die ? made : { ...made, place: placed.placement };
    const allowed = checkMove(session.state(), { type: 'flick', ...move });
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
    const seat = session.state().current;
    const player = session.state().setup.players[seat];
    announce(
      player?.computer ? t('computerFlicking', { name: nameOf(session.state(), seat) }) : t('rolling'),
    );
    const played = await table.flick(log, move).catch(() => undefined);
    if (!played?.ok || session.log() !== log) {
      batch(() => {
        setError(played && !played.ok ? ruleErrorMessage(played.error.code) : t('engineFailed'));
        setFlying(null);
        setPhase('ready');
      });
      return;
    }
    const { action, frames, table: next } = played.value;
    const before = session.state();
    const recorded = await screen.recordThenPlay(action, async () => {
      if (!closed && options.animate() && frames.length > 0) await board.play(frames, next.dieCount);
    });
    if (closed) return;
    if (!recorded) {
      batch(() => {
        setError(ruleErrorMessage(session.refusal()?.code ?? ''));
        setFlying(null);
        setPhase('ready');
      });
      return;
    }
    afterPlayback(before, session.state(), next);
  }

  /** The flick has played back: the screen shows what was recorded and the next turn begins. */
  function afterPlayback(before: JamSumoState, after: JamSumoState, next: TablePoses): void {
    const roundClosed = after.round !== before.round;
    batch(() => {
      placement.clear();
      setFlying(null);
      board.startTurn(next);
      if (roundClosed) {
        setRoundEnd({ before, after });
        setPhase(after.finished ? 'over' : 'round-over');
      } else setPhase(settledPhase(after));
    });
    const report = lastFlick();
    feedback(after.finished ? 'win' : (report?.sound ?? 'place'));
    const words = report?.lines.map((line) => line.text).join(' ') ?? '';
    announce(
      roundClosed
        ? `${words} ${t('roundOver')}.`
        : `${words} ${t('turnOf', { name: nameOf(after, after.current) })}.`,
    );
  }

  function nextRound(): void {
    const s = state();
    if (!roundEnd()) return;
    batch(() => {
      setRoundEnd(null);
      setPhase(settledPhase(s));
    });
    announce(t('turnOf', { name: nameOf(s, s.current) }));
  }

  /**
   * What Undo would take back now. A recorded flick stands (the rules' check says why: a flick, or the
   * computer's); the one decision before it is a supply die put on its platform, held on screen until
   * the die is flicked.
   */
  function undoCheck(): UndoCheck {
    if (phase() === 'ready' && placement.pending()) return { ok: true, kind: 'decision' };
    const logged = session.undoCheck();
    // Every action on the tablet is a flick, so the rules never offer one back; should they, the
    // control stays inactive rather than promise what this screen does not do.
    return logged.ok ? { ok: false, reason: 'nothing-to-undo' } : logged;
  }

  /** Takes the die put on its platform back to the supply; false when there is nothing to take back. */
  function undo(): boolean {
    if (!undoCheck().ok) return false;
    placement.cancel();
    announce(t('placementUndone'));
    return true;
  }

  /** The screen is gone: a playback stops, a flick already recorded stays saved. */
  function close(): void {
    closed = true;
    board.stop();
  }

  return {
    phase,
    problem,
    notice,
    log: session.log,
    state,
    lastFlick,
    roundEnd,
    pending: placement.pending,
    flying,
    error,
    announcement,
    drawn: board.drawn,
    drawnVersion: board.version,
    open,
    place: placement.place,
    cancelPlace: placement.cancel,
    flick,
    flickAsMade,
    landing,
    nextRound,
    undoCheck,
    undo,
    close,
  };
}

export type JamSumoGame = ReturnType<typeof createJamSumoGame>;
