// What the Jamb screens remember between games (names, dice mode, house rules) and per game (hints,
// the pass-the-tablet screen): small values beside the saved game, not part of its log.
import { DEFAULT_JAMB_OPTIONS, type JambDiceMode, type JambOptions } from '@dicetable/rules/jamb';
import { loadPreference, savePreference } from '../../store/preferences.ts';

export interface JambNewGameDefaults {
  readonly names: readonly string[];
  readonly diceMode: JambDiceMode;
  readonly options: JambOptions;
  readonly passScreen: boolean;
}

export interface JambGameView {
  /** Hints on or off, per player (seat order). */
  readonly hints: readonly boolean[];
  readonly passScreen: boolean;
}

const DEFAULTS_KEY = 'jamb.new-game';
const viewKey = (id: string) => `jamb.view.${id}`;

export async function loadNewGameDefaults(): Promise<JambNewGameDefaults> {
  const saved = await loadPreference<Partial<JambNewGameDefaults>>(DEFAULTS_KEY);
  return {
    names: Array.isArray(saved?.names) ? saved.names.filter((name) => typeof name === 'string') : [],
    diceMode: saved?.diceMode === 'real' ? 'real' : 'app',
    options: { ...DEFAULT_JAMB_OPTIONS, ...(saved?.options ?? {}) },
    passScreen: saved?.passScreen ?? true,
  };
}

export const saveNewGameDefaults = (defaults: JambNewGameDefaults) => savePreference(DEFAULTS_KEY, defaults);

export async function loadGameView(id: string, players: number): Promise<JambGameView> {
  const saved = await loadPreference<Partial<JambGameView>>(viewKey(id));
  return {
    hints: Array.from({ length: players }, (_, i) => saved?.hints?.[i] === true),
    passScreen: saved?.passScreen ?? true,
  };
}

export const saveGameView = (id: string, view: JambGameView) => savePreference(viewKey(id), view);
