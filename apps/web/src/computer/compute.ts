// What the computer players answer, as plain data that crosses to and from the worker: the log actions
// of a computer seat's next decision, or the expert's advice for a person's Jamb turn.
import {
  adviseJamb,
  decisionActions,
  type JambAdvice,
  type JambComputerPlayer,
  type JambLevel,
  jambLevelPlayer,
  type YamComputerPlayer,
  type YamLevel,
  yamDecisionActions,
  yamLevelPlayer,
} from '@dicetable/players';
import type { JambAction, JambState } from '@dicetable/rules/jamb';
import type { YamAction, YamState } from '@dicetable/rules/yam-master';

export type ComputerRequest =
  | { readonly game: 'jamb'; readonly kind: 'advise'; readonly state: JambState }
  | {
      readonly game: 'jamb';
      readonly kind: 'move';
      readonly level: JambLevel;
      readonly seed: number;
      readonly state: JambState;
    }
  | {
      readonly game: 'yam-master';
      readonly kind: 'move';
      readonly level: YamLevel;
      readonly seed: number;
      readonly state: YamState;
    };

export type ComputerAnswer =
  | { readonly kind: 'advice'; readonly advice: JambAdvice }
  | { readonly kind: 'jamb-actions'; readonly actions: readonly JambAction[] }
  | { readonly kind: 'yam-actions'; readonly actions: readonly YamAction[] };

// The easier levels draw their slips from a seeded generator that must go on from call to call.
const jambPlayers = new Map<string, JambComputerPlayer>();
const yamPlayers = new Map<string, YamComputerPlayer>();

export function compute(request: ComputerRequest): ComputerAnswer {
  if (request.game === 'jamb') {
    if (request.kind === 'advise') return { kind: 'advice', advice: adviseJamb(request.state) };
    const key = `${request.level}:${request.seed}`;
    let player = jambPlayers.get(key);
    if (!player) {
      player = jambLevelPlayer(request.level, request.seed);
      jambPlayers.set(key, player);
    }
    const { decision } = player.decide(request.state);
    return { kind: 'jamb-actions', actions: decisionActions(request.state, decision) };
  }
  const key = `${request.level}:${request.seed}`;
  let player = yamPlayers.get(key);
  if (!player) {
    player = yamLevelPlayer(request.level, request.seed);
    yamPlayers.set(key, player);
  }
  const { decision } = player.decide(request.state);
  return { kind: 'yam-actions', actions: yamDecisionActions(request.state, decision) };
}
