// Each game's rules load as their own chunk, only when a rules page or the rules dialog opens.
import type { JSX } from 'solid-js';
import type { HelpTopic, RulesGame } from './help-context.ts';
import type { RulesSection } from './rules-document.tsx';

export interface GameRulesModule {
  /** The sections, with the house rules of the game's setup when opened from a game. */
  sectionsFromSetup(setup?: unknown): RulesSection[];
  /** The rule behind a question asked in play, with the game as it stands now (its replayed state). */
  explainTopic?(topic: HelpTopic, state?: unknown): { section: string; text: () => JSX.Element } | undefined;
}

export const loadRulesModule: Record<RulesGame, () => Promise<GameRulesModule>> = {
  jamb: () => import('../games/jamb/rules-page/jamb-rules.tsx') as Promise<GameRulesModule>,
  'yam-master': () =>
    import('../games/yam-master/rules-page/yam-master-rules.tsx') as Promise<GameRulesModule>,
  jamsumo: () => import('../games/jamsumo/rules-page/jamsumo-rules.tsx') as Promise<GameRulesModule>,
};
