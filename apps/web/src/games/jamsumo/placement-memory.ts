// A supply die put on a platform and not yet flicked, kept on this device so a reload finds it where it
// was. It is not in the game's log: until the flick, the placement is a step the player may still change
// (Cancel, Undo), and the flick records it (`place`), so the log stays what happened and files and
// `dicetable replay` are unchanged. What is kept names the move it waits for; it comes back only at that
// very point of the game, and only where the rules still let that die be put there.
import { checkMove, type JamSumoState, type Placement } from '@dicetable/rules/jamsumo';
import { preference, storedFields } from '../../store/preferences.ts';

export interface KeptPlacement {
  /** The number of moves in the log when the die was put down: it waits to be the next one. */
  readonly moves: number;
  readonly die: number;
  readonly placement: Placement;
}

export const keptPlacementKey = (gameId: string): string => `jamsumo.placed.${gameId}`;

function readKept(stored: unknown): KeptPlacement | null {
  const fields = storedFields<KeptPlacement>(stored);
  const place = storedFields<Placement>(fields.placement);
  const numbers = [fields.moves, fields.die, place.platform, place.offset, place.yaw];
  if (!numbers.every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  return {
    moves: fields.moves as number,
    die: fields.die as number,
    placement: {
      platform: place.platform as number,
      offset: place.offset as number,
      yaw: place.yaw as number,
    },
  };
}

const kept = (gameId: string) => preference(keptPlacementKey(gameId), readKept);

export function keepPlacement(gameId: string, placed: KeptPlacement | null): Promise<boolean> {
  return kept(gameId).save(placed);
}

export function loadKeptPlacement(gameId: string): Promise<KeptPlacement | null> {
  return kept(gameId).load();
}

/** The kept placement if it still fits the game as it stands: the same move, a die the rules let be put there. */
export function placementToRestore(
  state: JamSumoState,
  moves: number,
  placed: KeptPlacement | null,
): KeptPlacement | null {
  if (!placed || placed.moves !== moves) return null;
  const allowed = checkMove(state, {
    type: 'flick',
    die: placed.die,
    place: placed.placement,
    direction: 0,
    strength: 0,
    height: 0,
  });
  return allowed.ok ? placed : null;
}
