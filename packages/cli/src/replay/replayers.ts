import type { GameId } from '@dicetable/rules';
import type { AnyGameReplay } from '@dicetable/rules/game';
import { replayJamSumo } from './jamsumo.ts';

/** The state a log's replay ends in (and a notice for the reader), or the first action that fails. */
export type ReplayOutcome =
  | { readonly ok: true; readonly state: unknown; readonly notice?: string }
  | { readonly ok: false; readonly actionIndex: number; readonly code: string; readonly message: string };

export interface ReplayOptions {
  /** Demand that every simulated action re-simulates bit for bit (JamSumo on the tablet). */
  readonly strict?: boolean;
}

/** Replays again what the rules alone cannot tell, from a log the rules replayed (or refused after its envelope). */
export type Replayer = (replay: AnyGameReplay, options?: ReplayOptions) => Promise<ReplayOutcome>;

/** The games whose logs need more than their rules to replay: JamSumo's flicks on the physics table. */
const replayers: Partial<Record<GameId, Replayer>> = {
  jamsumo: replayJamSumo,
};

/** The rules' replay, and for a game on the physics table its re-simulation. */
export async function replayOutcome(
  game: GameId,
  replay: AnyGameReplay,
  options: ReplayOptions = {},
): Promise<ReplayOutcome> {
  const replayer = replayers[game];
  if (replayer) return replayer(replay, options);
  return replay.ok ? { ok: true, state: replay.state } : { ok: false, ...replay.error };
}
