// Jamb as the session layer sees it: its rules, and the words and places of the Jamb screens.
import { jambRules } from '@dicetable/rules/game';
import { CELLS_PER_SHEET, type JambAction, type JambSetup, type JambState } from '@dicetable/rules/jamb';
import type { AppGame } from '../../session/app-game.ts';
import { t } from './messages.ts';

export const totalTurns = (state: JambState): number => state.setup.players.length * CELLS_PER_SHEET;

export const jambGame: AppGame<JambSetup, JambState, JambAction> = {
  rules: jambRules,
  name: () => t('title'),
  href: (id) => `/jamb/play/${id}`,
  title: (state) => state.setup.players.map((player) => player.name).join(', '),
  summary: (state) => {
    const leader = jambRules.standing(state).ranking[0]!;
    return `${leader.name} ${leader.score}`;
  },
  fileName: (log) => `jamb-${log.createdAt.slice(0, 16).replace(/[:T]/g, '-')}.json`,
};
