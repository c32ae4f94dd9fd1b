import type { GameId } from '@dicetable/rules';
import type { AnyGameReplay } from '@dicetable/rules/game';
import { replayJamb } from './jamb.ts';
import { replayJamSumo } from './jamsumo.ts';
import { replayYamMaster } from './yam-master.ts';

/** What `dicetable replay` prints for a log, or the first illegal action. */
export type ReplayOutcome =
  | { readonly ok: true; readonly report: unknown; readonly notice?: string }
  | { readonly ok: false; readonly actionIndex: number; readonly code: string; readonly message: string };

export interface ReplayOptions {
  /** Demand that every simulated action re-simulates bit for bit (JamSumo on the tablet). */
  readonly strict?: boolean;
}

/** Turns a log the rules replayed (or refused after its envelope) into what the command prints. */
export type Replayer = (
  replay: AnyGameReplay,
  options?: ReplayOptions,
) => ReplayOutcome | Promise<ReplayOutcome>;

/** One replayer per game; each game's module registers itself here. */
export const replayers: Partial<Record<GameId, Replayer>> = {
  jamb: replayJamb,
  'yam-master': replayYamMaster,
  jamsumo: replayJamSumo,
};
