// The rules of every game, by the id its logs carry.
import { jambRules } from '../jamb/rules.ts';
import { jamSumoRules } from '../jamsumo/rules.ts';
import type { GameId } from '../log/game-log.ts';
import { yamMasterRules } from '../yam-master/rules.ts';
import type { AnyGameRules } from './game-rules.ts';

export const GAME_RULES = {
  jamb: jambRules,
  'yam-master': yamMasterRules,
  jamsumo: jamSumoRules,
} as const satisfies Record<GameId, AnyGameRules>;

export type GameRulesOf<G extends GameId> = (typeof GAME_RULES)[G];

export function gameRules<G extends GameId>(id: G): GameRulesOf<G> {
  return GAME_RULES[id];
}
