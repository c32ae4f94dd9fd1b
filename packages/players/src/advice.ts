// The expert's next step for any moment of a Jamb or Yam Master game given as its log: the action the
// advisor would take next, as a log action, with the expected final score where it has one (Jamb).
// A throw of the dice not held is answered `{"type": "roll"}` for app and real dice alike.
import { fail, ok, type Result, validateGameLog } from '@dicetable/rules';
import { type GameLogRefusal, jambRules, replayWith, yamMasterRules } from '@dicetable/rules/game';
import type { JambAction } from '@dicetable/rules/jamb';
import type { YamAction } from '@dicetable/rules/yam-master';
import { adviseJamb } from './jamb/advisor.ts';
import { decisionActions } from './jamb/player.ts';
import { adviseYam } from './yam-master/hard.ts';
import { yamDecisionActions } from './yam-master/player.ts';

export type AdvisedAction = (JambAction | YamAction) & { readonly expected?: number };

const withExpected = <A extends object>(
  action: A,
  expected: number | undefined,
): A & { expected?: number } =>
  expected === undefined ? action : { ...action, expected: Math.round(expected * 10) / 10 };

const refused = (error: GameLogRefusal<string>) =>
  fail(error.code, `action ${error.actionIndex}: ${error.message}`);

export function adviseNextAction(data: unknown): Result<AdvisedAction, string> {
  const envelope = validateGameLog(data);
  if (!envelope.ok) return envelope;
  switch (envelope.value.game) {
    case 'jamb': {
      const replay = replayWith(jambRules, envelope.value);
      if (!replay.ok) return refused(replay.error);
      if (jambRules.isOver(replay.state))
        return fail('game-over', 'The game is over: there is nothing to advise.');
      const advice = adviseJamb(replay.state);
      return ok(withExpected(decisionActions(replay.state, advice.decision)[0]!, advice.expected));
    }
    case 'yam-master': {
      const replay = replayWith(yamMasterRules, envelope.value);
      if (!replay.ok) return refused(replay.error);
      if (yamMasterRules.isOver(replay.state))
        return fail('game-over', 'The game is over: there is nothing to advise.');
      const choice = adviseYam(replay.state);
      return ok(yamDecisionActions(replay.state, choice.decision)[0]!);
    }
    default:
      return fail('not-advised', `There is no advice for ${envelope.value.game} games.`);
  }
}
