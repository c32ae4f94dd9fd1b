// Which game's rules the "?" of a screen opens, and the open request: the rules themselves load only
// when a player asks for them.
import { createContext, createSignal, useContext } from 'solid-js';

export type RulesGame = 'jamb' | 'yam-master' | 'jamsumo';

export const RULES_GAMES: readonly RulesGame[] = ['jamb', 'yam-master', 'jamsumo'];

/** What a piece of the game screen asks the rules to explain, with the dice on the table now. */
export type HelpTopic =
  | { kind: 'jamb-cell'; category: string; column?: string; dice?: readonly number[]; rollNumber?: number }
  | { kind: 'yam-square'; label: string; dice?: readonly number[]; firstRoll?: boolean; defi?: boolean }
  | { kind: 'jamsumo-round' };

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
  setRequest(next);
}

export function closeHelp(): void {
  setRequest(null);
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
