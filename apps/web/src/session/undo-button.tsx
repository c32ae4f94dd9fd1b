// The one Undo control of the games. It takes back decisions; with real dice it offers to correct
// the dice typed for the last throw. When the rules say a move stands (a throw of the app's dice, a
// JamSumo flick, a computer's move) it stays visible but inactive, and a tap says why in words instead
// of doing nothing.
import type { UndoCheck, UndoRefusal } from '@dicetable/rules/game';
import { createEffect, createSignal, on } from 'solid-js';
import './session.css';
import type { GameSession } from './game-session.ts';
import { t } from './messages.ts';

// biome-ignore lint/suspicious/noExplicitAny: the control is the same for every game's session
type AnySession = GameSession<any, any, any>;

/** A game's own words for why a move stands, where the shared ones do not fit (a flick is no roll). */
export type RefusalWords = Partial<Record<Exclude<UndoRefusal, 'nothing-to-undo'>, string>>;

/** The words for why undo takes nothing back now; null when there is simply no move yet. */
export function undoRefusalText(check: UndoCheck, words: RefusalWords = {}): string | null {
  if (check.ok || check.reason === 'nothing-to-undo') return null;
  return (
    words[check.reason] ?? (check.reason === 'throw-stands' ? t('throwStands') : t('computerMoveStands'))
  );
}

export function UndoButton(props: {
  session: AnySession;
  /** Called after a move was taken back (the session is already updated). */
  onUndone?: (kind: 'decision' | 'typing-fix') => void;
  testId?: string;
  /** The game's own word for the button, where it has one. */
  label?: string;
  /** The game's own words for why a move stands. */
  words?: RefusalWords;
  /**
   * For a screen that holds a decision of its own before it reaches the log (a JamSumo die put on its
   * platform, not yet flicked): what undo would take back now, and taking it back (true when it did).
   * Without them the session's check and undo are used.
   */
  check?: () => UndoCheck;
  undo?: () => boolean;
}) {
  const [why, setWhy] = createSignal<string | null>(null);
  // A new move or an undo makes the last explanation stale.
  createEffect(on(props.session.log, () => setWhy(null), { defer: true }));
  const check = () => (props.check ?? props.session.undoCheck)();
  const typingFix = () => {
    const c = check();
    return c.ok && c.kind === 'typing-fix';
  };
  const refusal = () => {
    const c = check();
    return c.ok ? null : (props.session.undoClosed?.() ?? undoRefusalText(c, props.words));
  };
  const tap = () => {
    const c = check();
    if (!c.ok) {
      setWhy(refusal());
      return;
    }
    setWhy(null);
    if ((props.undo ?? props.session.undo)()) props.onUndone?.(c.kind);
  };
  const id = `${props.testId ?? 'undo'}-why`;
  return (
    <span class="undo-control">
      <button
        type="button"
        class="button"
        onClick={tap}
        // Inactive, not disabled: a tap still answers why (a disabled button cannot be tapped).
        aria-disabled={check().ok ? undefined : 'true'}
        aria-describedby={refusal() ? id : undefined}
        data-testid={props.testId}
      >
        ↶ {typingFix() ? t('correctDice') : (props.label ?? t('undo'))}
      </button>
      <span id={id} class="visually-hidden">
        {refusal() ?? ''}
      </span>
      <span
        class="undo-why"
        classList={{ shown: why() !== null }}
        // A live region without the status role: the screen's one status line stays the turn's.
        aria-live="polite"
        data-testid={props.testId ? `${props.testId}-why` : undefined}
      >
        {why() ?? ''}
      </span>
    </span>
  );
}
