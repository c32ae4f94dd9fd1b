// Yam Master as the session layer sees it: its rules, and the words and places of its screens.
import { yamMasterRules } from '@dicetable/rules/game';
import type { YamAction, YamSetup, YamState } from '@dicetable/rules/yam-master';
import type { AppGame } from '../../session/app-game.ts';
import { t as shellT } from '../../shell/messages.ts';
import { seatPoints } from './game-result.ts';
import { t } from './messages.ts';

/** The line shown in the list of games: the result, or the points so far. */
export function summaryOf(state: YamState): string {
  const [a, b] = state.setup.players;
  const points = seatPoints(state);
  return `${a.name} ${points[0]} – ${points[1]} ${b.name}`;
}

export const yamGame: AppGame<YamSetup, YamState, YamAction> = {
  rules: yamMasterRules,
  name: () => shellT('yamMasterName'),
  href: (id) => `/yam-master/${id}`,
  title: (state) => state.setup.players.map((player) => player.name).join(' – '),
  summary: summaryOf,
  fileName: (log) => {
    const names = log.setup.players.map((player) => player.name.replace(/[^\p{L}\p{N}]+/gu, '-')).join('-');
    return `yam-master-${names}-${log.createdAt.slice(0, 10)}.json`;
  },
  // The catalogue names each rule's refusal by its code.
  refusal: (code) => {
    const text = t(code as 'square-taken');
    return text === code ? undefined : text;
  },
};
