// JamSumo statistics of one player over finished games.
import { jamSumoRules } from '@dicetable/rules/game';
import { DICE_PER_PLAYER, type JamSumoMode, type JamSumoState, MODES } from '@dicetable/rules/jamsumo';

export interface JamSumoPlayerStats {
  readonly games: number;
  /** Per mode: games played and won (a shared first place is a win). */
  readonly modes: Readonly<Record<JamSumoMode, { readonly games: number; readonly wins: number }>>;
  /**
   * The mean pips the player counted at the end of a round, per kind of round (Jam: fewer is better;
   * Sumo: more is better); null without rounds of that kind.
   */
  readonly meanPipsPerRound: { readonly jam: number | null; readonly sumo: number | null };
  /** The player's dice that ended a round in the hole, over the games played on the tablet. */
  readonly diceSunk: number;
  /** Rounds played on the tablet, where the app knows each die (score-pad rounds record only pips). */
  readonly flickRounds: number;
}

export interface JamSumoGameOfPlayer {
  readonly state: JamSumoState;
  readonly seat: number;
}

export function jamSumoPlayerStats(games: readonly JamSumoGameOfPlayer[]): JamSumoPlayerStats | null {
  if (games.length === 0) return null;
  const modes = Object.fromEntries(MODES.map((mode) => [mode, { games: 0, wins: 0 }])) as Record<
    JamSumoMode,
    { games: number; wins: number }
  >;
  const pips = { jam: [] as number[], sumo: [] as number[] };
  let diceSunk = 0;
  let flickRounds = 0;
  for (const { state, seat } of games) {
    const tally = modes[state.setup.mode];
    tally.games++;
    if (jamSumoRules.standing(state).winners.includes(seat)) tally.wins++;
    for (const round of state.results) {
      pips[round.kind].push(round.pips[seat]!);
      if (!round.dice) continue;
      flickRounds++;
      for (let k = 0; k < DICE_PER_PLAYER; k++) {
        if (round.dice[seat * DICE_PER_PLAYER + k]?.out === 'hole') diceSunk++;
      }
    }
  }
  const meanOf = (values: number[]) =>
    values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
  return {
    games: games.length,
    modes,
    meanPipsPerRound: { jam: meanOf(pips.jam), sumo: meanOf(pips.sumo) },
    diceSunk,
    flickRounds,
  };
}
