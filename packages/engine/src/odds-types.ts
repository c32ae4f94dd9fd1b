// The odds engine's public contract, shared by the WASM binding, the TypeScript reference, the CLI
// (`dicetable odds … --json` prints an OddsAnswer) and the hints in the app.

export type JambTargetId =
  | 'ones'
  | 'twos'
  | 'threes'
  | 'fours'
  | 'fives'
  | 'sixes'
  | 'max'
  | 'min'
  | 'trips'
  | 'straight'
  | 'full'
  | 'carre'
  | 'jamb';

export type YamTargetId =
  | '1'
  | '2'
  | '3'
  | '4'
  | '5'
  | '6'
  | 'full'
  | 'carre'
  | 'yam'
  | 'suite'
  | 'le8'
  | 'sec'
  | 'defi';

export type OddsGame = 'jamb' | 'yam';

export interface OddsQuery {
  readonly game: OddsGame;
  /** The five dice now; omitted before the first roll of a turn. */
  readonly dice?: readonly number[];
  /** Rolls left in the turn: 0, 1 or 2 after a roll; 3 before the first roll (when `dice` is omitted). */
  readonly rollsLeft: number;
  /** Yam Master: a Défi has been declared this turn. */
  readonly defi?: boolean;
  /** A hold the player has chosen (dice values to keep; the rest are rerolled now, then optimal play). */
  readonly hold?: readonly number[];
  /** Jamb house rules that change scores (docs/rules/jamb.md#house-rules); omitted or false = the default scoring. */
  readonly jambHouseRules?: JambScoringRules;
}

/** The Jamb house rules the odds depend on (the same names as the rules core's JambOptions). */
export interface JambScoringRules {
  /** A straight scores 66 on the first roll, 56 on the second, 46 on the third. */
  readonly straightByRoll?: boolean;
  /** Three of a kind scores 3 × value + 20 instead of + 10. */
  readonly tripsBonus20?: boolean;
}

export interface TargetOdds {
  /** Highest chance over all hold-and-stop policies that the final dice make the target. */
  readonly probability: number;
  /** Jamb only: highest expected score of the category over all policies. */
  readonly expected?: number;
  /** Dice values to keep now for the best probability (all five = stop). Empty before the first roll. */
  readonly hold: readonly number[];
  /** Jamb only: dice values to keep now for the best expectation. */
  readonly expectedHold?: readonly number[];
}

export interface GivenHoldOdds {
  readonly probability: number;
  readonly expected?: number;
}

export interface OddsAnswer {
  readonly targets: Readonly<Record<string, TargetOdds>>;
  /** Present when the query has a `hold`. */
  readonly given?: {
    readonly hold: readonly number[];
    readonly targets: Readonly<Record<string, GivenHoldOdds>>;
  };
}

/** Anything that answers odds queries: the WASM engine or the TypeScript reference. */
export interface OddsCalculator {
  readonly kind: 'wasm' | 'reference';
  query(query: OddsQuery): OddsAnswer;
}
