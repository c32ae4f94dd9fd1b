// App settings: a reactive store, loaded before the first paint and saved on every change.
import { DEFAULT_HAND_SPREAD } from '@dicetable/engine';
import { createStore, reconcile } from 'solid-js/store';
import { detectLanguage, isLang, type Lang, setLanguage } from '../i18n/i18n.ts';
import { preference, storedFields } from './preferences.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';

export interface Settings {
  /** null: follow the browser's languages. */
  language: Lang | null;
  theme: ThemeChoice;
  sound: boolean;
  haptics: boolean;
  keepAwake: boolean;
  /** The Camera button beside the real-dice keypad: a trial, off until the dice reader is reliable. */
  cameraDice: boolean;
  /** "Learn my dice": the dice of throws confirmed with the camera are kept on the device to tune the reader. */
  readerTuning: boolean;
  /** How unsteady a JamSumo flick is: 0 steady (the flick as aimed) … 1 a real hand. */
  handSpread: number;
}

export const DEFAULT_SETTINGS: Settings = {
  language: null,
  theme: 'system',
  sound: true,
  haptics: true,
  keepAwake: true,
  cameraDice: false,
  readerTuning: false,
  handSpread: DEFAULT_HAND_SPREAD,
};

const [settings, setSettingsStore] = createStore<Settings>({ ...DEFAULT_SETTINGS });

export { settings };

/** Accepts only known fields with valid values, so a damaged record cannot break the app. */
export function sanitizeSettings(raw: unknown): Settings {
  const value = storedFields<Settings>(raw);
  const bool = (key: 'sound' | 'haptics' | 'keepAwake' | 'cameraDice' | 'readerTuning') =>
    typeof value[key] === 'boolean' ? (value[key] as boolean) : DEFAULT_SETTINGS[key];
  return {
    language: isLang(value.language) ? value.language : null,
    theme:
      value.theme === 'light' || value.theme === 'dark' || value.theme === 'system' ? value.theme : 'system',
    sound: bool('sound'),
    haptics: bool('haptics'),
    keepAwake: bool('keepAwake'),
    cameraDice: bool('cameraDice'),
    readerTuning: bool('readerTuning'),
    handSpread:
      typeof value.handSpread === 'number' && value.handSpread >= 0 && value.handSpread <= 1
        ? value.handSpread
        : DEFAULT_HAND_SPREAD,
  };
}

const stored = preference('app-settings', sanitizeSettings);

function apply(next: Settings): void {
  void setLanguage(next.language ?? detectLanguage());
  if (typeof document !== 'undefined') {
    const root = document.documentElement;
    if (next.theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = next.theme;
  }
}

export async function loadSettings(): Promise<void> {
  const loaded = await stored.load();
  setSettingsStore(reconcile(loaded));
  apply(loaded);
}

export function updateSettings(patch: Partial<Settings>): Promise<boolean> {
  setSettingsStore(patch);
  const next = { ...settings };
  apply(next);
  return stored.save(next);
}
