// JamSumo as the session layer sees it: its rules, and the words and places of its screens.
import { jamSumoRules } from '@dicetable/rules/game';
import type { JamSumoAction, JamSumoSetup, JamSumoState } from '@dicetable/rules/jamsumo';
import type { AppGame } from '../../session/app-game.ts';
import { summaryOf, titleOf } from './game-words.ts';
import { ruleErrorMessage, t } from './messages.ts';

export const jamSumoGame: AppGame<JamSumoSetup, JamSumoState, JamSumoAction> = {
  rules: jamSumoRules,
  name: () => t('title'),
  href: (id, setup) => `/jamsumo/${setup.table === 'pad' ? 'pad' : 'play'}/${id}`,
  title: titleOf,
  summary: summaryOf,
  fileName: (log) => `jamsumo-${log.createdAt.slice(0, 16).replace(/[:T]/g, '-')}.json`,
  refusal: ruleErrorMessage,
};
