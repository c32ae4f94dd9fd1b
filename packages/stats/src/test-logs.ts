// Recorded game logs of the rules package, read for the statistics tests.
import { readFileSync } from 'node:fs';
import type { GameLog } from '@dicetable/rules';

const fixtures = new URL('../../rules/src/', import.meta.url);

/** A recorded log; JamSumo fixtures wrap theirs in `{ description, expected, log }`. */
export function recordedLog(path: string): GameLog {
  const data = JSON.parse(readFileSync(new URL(path, fixtures), 'utf8'));
  return data.log ?? data;
}

export const RECORDED = {
  jambSolo: 'jamb/fixtures/solo-real-dice.log.json',
  jambThree: 'jamb/fixtures/three-players-house-rules.log.json',
  yamLine: 'yam-master/fixtures/line-win-real-dice.json',
  yamDraw: 'yam-master/fixtures/draw-app-dice.json',
  yamPoints: 'yam-master/fixtures/points-app-dice.json',
  jamSumoPad: 'jamsumo/fixtures/jamsumo-pad.json',
  jamRound: 'jamsumo/fixtures/jam-round.json',
} as const;

const supplyFlick = (die: number, location: 'hole' | 'off') => ({
  type: 'flick',
  die,
  place: { platform: Math.floor(die / 5), offset: 0, yaw: 0 },
  direction: 1.2,
  strength: 0.5,
  height: 0.2,
  outcome: { dice: [{ die, location, flat: false }], touched: [] },
});

/**
 * The recorded first Jam round (Ann sinks all five, Bram one of his) finished by a second round in
 * which Bram sinks his five dice one flick after another while each of Ann's four flicks goes off the
 * edge (her dice return to the supply: 4 × 4 + 4 = 20 pips).
 */
export function finishedJamGame(): GameLog {
  const log = recordedLog(RECORDED.jamRound);
  const round2 = [5, 0, 6, 1, 7, 2, 8, 3, 9].map((die) => supplyFlick(die, die >= 5 ? 'hole' : 'off'));
  return { ...log, actions: [...log.actions, ...round2] };
}
