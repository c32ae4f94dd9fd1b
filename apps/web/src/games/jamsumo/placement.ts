// Putting a supply die down on a platform ledge before it is flicked (Jam): the table worker shows the
// world with the die in place; cancelling returns to the world the turn started from.
import type { Placement } from '@dicetable/rules/jamsumo';
import { batch, createSignal } from 'solid-js';
import { feedback } from '../../ui/feedback.ts';
import type { createDrawnTable } from './drawn-table.ts';
import type { JamSumoSession } from './game-controller.ts';
import { t } from './messages.ts';
import { keepPlacement, loadKeptPlacement, placementToRestore } from './placement-memory.ts';
import { platformNumber } from './platform-number.ts';
import type { TableClient } from './table-client.ts';

export interface PendingPlacement {
  readonly die: number;
  readonly placement: Placement;
}

export function createPlacement(
  session: JamSumoSession,
  table: TableClient,
  board: ReturnType<typeof createDrawnTable>,
  options: {
    canPlace(): boolean;
    onPlaced(words: string): void;
    /** Whether a placement is kept across a reload now (a person's; a computer places again itself). */
    keeps(): boolean;
  },
) {
  const [pending, setPending] = createSignal<PendingPlacement | null>(null);

  /** Nothing waits on a platform any more: a reload finds the die back in the supply. */
  function forget(): void {
    void keepPlacement(session.id, null);
  }

  /** Puts back the die a person had put down before a reload, if the game still stands where it did. */
  async function restore(): Promise<void> {
    const log = session.log();
    const kept = placementToRestore(session.state(), log.actions.length, await loadKeptPlacement(session.id));
    if (!kept || session.log() !== log || pending() || !options.keeps()) return;
    await place(kept.die, kept.placement.platform, kept.placement.offset);
  }

  /** Puts a supply die on a platform ledge, ready to be flicked. */
  async function place(die: number, platform: number, offset = 0): Promise<void> {
    const log = session.log();
    if (!options.canPlace()) return;
    const placement: Placement = { platform, offset, yaw: 0 };
    const preview = await table.preview(log, die, placement);
    if (!preview.ok || session.log() !== log || !options.canPlace()) return;
    batch(() => {
      setPending({ die, placement });
      board.draw(preview.value);
    });
    if (options.keeps()) void keepPlacement(session.id, { moves: log.actions.length, die, placement });
    feedback('place');
    options.onPlaced(t('placed', { count: platformNumber(platform, log.setup.players.length) }));
  }

  function cancel(): void {
    if (!pending()) return;
    batch(() => {
      setPending(null);
      board.backToTurnStart();
    });
    forget();
  }

  function clear(): void {
    if (!pending()) return;
    setPending(null);
    forget();
  }

  return { pending, place, cancel, clear, restore };
}
