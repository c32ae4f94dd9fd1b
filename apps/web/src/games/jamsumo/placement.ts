// Putting a supply die down on a platform ledge before it is flicked (Jam): the table worker shows the
// world with the die in place; cancelling returns to the world the turn started from.
import type { Placement } from '@dicetable/rules/jamsumo';
import { batch, createSignal } from 'solid-js';
import { feedback } from '../../shell/feedback.ts';
import type { createDrawnTable } from './drawn-table.ts';
import type { JamSumoSession } from './game-controller.ts';
import { t } from './messages.ts';
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
  options: { canPlace(): boolean; onPlaced(words: string): void },
) {
  const [pending, setPending] = createSignal<PendingPlacement | null>(null);

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
    feedback('place');
    options.onPlaced(t('placed', { count: platformNumber(platform, log.setup.players.length) }));
  }

  function cancel(): void {
    if (!pending()) return;
    batch(() => {
      setPending(null);
      board.backToTurnStart();
    });
  }

  return { pending, place, cancel, clear: () => setPending(null) };
}
