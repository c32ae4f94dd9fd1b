// The computer seats of a JamSumo game: when it is a computer's turn, its flick is planned in the table
// worker, a supply die is put down where it chose, its aim is shown for a moment, and then the flick
// its hand makes goes through the same pipeline as a person's (recorded, saved, played back). The planner
// already gave that flick its level's hand: it is recorded exactly as planned, as `dicetable simulate`
// plays it, never passed through a person's hand a second time.
import type { Flick } from '@dicetable/engine';
import type { FlickMove } from '@dicetable/engine/jamsumo-table';
import type { JamSumoState } from '@dicetable/rules/jamsumo';
import { createEffect, createSignal } from 'solid-js';
import type { JamSumoGame } from './game-controller.ts';
import type { TableClient } from './table-client.ts';

/** How long the computer's aim shows on the board before it flicks. */
export const AIM_SHOWN_MS = 1200;

export const isComputerSeat = (state: JamSumoState | undefined, seat: number): boolean =>
  state?.setup.players[seat]?.computer !== undefined;

const asFlick = (move: FlickMove): Flick => ({
  die: move.die,
  direction: move.direction,
  strength: move.strength,
  height: move.height,
});

export function createComputerPlayer(game: JamSumoGame, table: TableClient, wait = delay) {
  const [aim, setAim] = createSignal<Flick | null>(null);
  const [failed, setFailed] = createSignal(false);
  /** The log length a decision was asked for (each turn is asked once). */
  let askedAt = -1;

  /** It is a computer's turn (nobody at the tablet may flick). */
  const playing = () => {
    const s = game.state();
    return !s.finished && game.phase() !== 'round-over' && isComputerSeat(s, s.current);
  };

  createEffect(() => {
    const l = game.log();
    if (game.phase() !== 'ready' || !playing() || game.pending()) return;
    if (askedAt === l.actions.length) return;
    askedAt = l.actions.length;
    void play(l);
  });

  async function play(l: ReturnType<JamSumoGame['log']>): Promise<void> {
    const still = () => game.log() === l && game.phase() === 'ready';
    setFailed(false);
    const decided = await table.plan(l).catch(() => undefined);
    if (!still()) return;
    if (!decided?.ok) {
      setFailed(true);
      return;
    }
    const { aim: meant, flick } = decided.value;
    if (meant.place) {
      await game.place(meant.die, meant.place.platform, meant.place.offset);
      if (!still()) return;
    }
    setAim(asFlick(meant));
    await wait(AIM_SHOWN_MS);
    setAim(null);
    if (!still()) return;
    await game.flickAsMade(flick);
  }

  return { aim, playing, failed };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export type ComputerPlayer = ReturnType<typeof createComputerPlayer>;
