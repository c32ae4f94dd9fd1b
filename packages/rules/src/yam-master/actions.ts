// Every action of a Yam Master game, as recorded in the game log.

export type YamAction =
  /** App dice: roll the dice that are not held; the log records the five dice shown (see Jamb's roll). */
  | { readonly type: 'roll'; readonly dice?: readonly number[] }
  /** Real dice: the five dice after a throw at the table (held dice keep their values). */
  | { readonly type: 'dice'; readonly values: readonly number[] }
  /** Hold (set aside) or release die 0…4 before the next roll. */
  | { readonly type: 'hold'; readonly die: number; readonly held: boolean }
  /** Declare a Défi: after the first roll, before the second. */
  | { readonly type: 'defi' }
  /** Place a token on a free square whose label the dice qualify for; ends the turn. */
  | { readonly type: 'place'; readonly row: number; readonly column: number }
  /** Yam predator: remove an opponent token instead of placing; ends the turn. */
  | { readonly type: 'remove'; readonly row: number; readonly column: number }
  /** End the turn without placing (also how a failed Défi ends). */
  | { readonly type: 'pass' };

export type YamActionType = YamAction['type'];
