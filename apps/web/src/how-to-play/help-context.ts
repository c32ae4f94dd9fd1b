// Which game's rules the "?" of a screen opens, and the open request: the rules themselves load only
// when a player asks for them.
import type { JambCategory, JambColumn } from '@dicetable/rules/jamb';
import type { JamSumoMode, RoundResult } from '@dicetable/rules/jamsumo';
import type { Label } from '@dicetable/rules/yam-master';
import { createContext, createSignal, useContext } from 'solid-js';

export type RulesGame = 'jamb' | 'yam-master' | 'jamsumo';

export const RULES_GAMES: readonly RulesGame[] = ['jamb', 'yam-master', 'jamsumo'];

/**
 * What a piece of a game screen asks the rules to explain. The dice on the table come from the saved
 * game itself; a JamSumo round's result comes with the question.
 */
export type HelpTopic =
  | { kind: 'jamb-category'; category: JambCategory }
  | { kind: 'jamb-column'; column: JambColumn }
  | { kind: 'yam-square'; label: Label }
  | { kind: 'jamsumo-round'; result: RoundResult; names: readonly string[]; mode: JamSumoMode };

export interface HelpRequest {
  readonly game: RulesGame;
  /** The section to open at, e.g. `full` or `announced`. */
  readonly section?: string;
  readonly topic?: HelpTopic;
}

/** The game whose screens are open (set by the game layout); absent outside a game and on its rules page. */
export const HelpContext = createContext<() => RulesGame | undefined>(() => undefined);

export const useHelpGame = () => useContext(HelpContext);

const [request, setRequest] = createSignal<HelpRequest | null>(null);

export const helpRequest = request;

export function openHelp(next: HelpRequest): void {
  setExplainingSignal(false);
  setRequest(next);
}

export function closeHelp(): void {
  setExplainingSignal(false);
  setRequest(null);
}

/** "Explain" mode: the next tap on a category, column or square asks for its rule instead of playing. */
const [explaining, setExplainingSignal] = createSignal(false);

export { explaining };

export function setExplaining(on: boolean): void {
  setExplainingSignal(on);
}

/** The game of an app path, for the rules pages and the layout that wraps a game's screens. */
export function rulesGameOf(pathname: string): RulesGame | undefined {
  const first = pathname.split('/')[1];
  return RULES_GAMES.find((game) => game === first);
}

/** The saved game a game screen shows, from its address (`/jamb/play/ID`, `/yam-master/ID`, `/jamsumo/pad/ID`). */
export function savedGameIdOf(pathname: string): string | undefined {
  const match =
    /^\/(?:jamb|jamsumo)\/(?:play|pad)\/([^/]+)$/.exec(pathname) ??
    /^\/yam-master\/(?!rules$)([^/]+)$/.exec(pathname);
  return match?.[1];
}
