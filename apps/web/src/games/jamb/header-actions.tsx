// The buttons in the Jamb screen's header: undo, the computer's advice and the hints for the player whose
// turn it is, export and print.
import type { UndoKind } from '@dicetable/rules/game';
import type { JambAction, JambSetup, JambState } from '@dicetable/rules/jamb';
import { type JSX, Show } from 'solid-js';
import { t as tc } from '../../computer/messages.ts';
import type { GameSession } from '../../session/game-session.ts';
import { UndoButton } from '../../session/undo-button.tsx';
import { ExportButton } from '../../ui/export-button.tsx';
import { keepFitting, wrapped } from '../../ui/keep-fitting.ts';
import { t } from './messages.ts';

export function HeaderActions(props: {
  session: GameSession<JambSetup, JambState, JambAction>;
  onUndone: (kind: UndoKind) => void;
  finished: boolean;
  /** The seat to play is the computer's: no advice or hints for it. */
  computerTurn: boolean;
  currentName: string;
  adviceOn: boolean;
  onToggleAdvice: () => void;
  hintsOn: boolean;
  onToggleHints: () => void;
  onExport: () => void;
}) {
  return (
    <>
      <UndoButton session={props.session} onUndone={props.onUndone} testId="jamb-undo" label={t('undo')} />
      <Show when={!props.finished && !props.computerTurn}>
        <HeaderToggle
          pressed={props.adviceOn}
          onClick={props.onToggleAdvice}
          testId="jamb-advice-toggle"
          label={tc('adviceFor', { name: props.currentName })}
          shortLabel={tc('advice')}
        />
      </Show>
      <Show when={!props.finished && !props.computerTurn}>
        <HeaderToggle
          class="button jamb-hints-toggle"
          pressed={props.hintsOn}
          onClick={props.onToggleHints}
          testId="jamb-hints-toggle"
          label={t('hintsFor', { name: props.currentName })}
          shortLabel={t('hints')}
        >
          <span class="jamb-switch" aria-hidden="true">
            {props.hintsOn ? t('hintsOn') : t('hintsOff')}
          </span>
        </HeaderToggle>
      </Show>
      <ExportButton onClick={props.onExport} />
      <button type="button" class="button" onClick={() => window.print()}>
        {t('print')}
      </button>
    </>
  );
}

/** A switch in the header: its full label on wide screens, a short one on narrow screens. */
function HeaderToggle(props: {
  class?: string;
  pressed: boolean;
  onClick: () => void;
  testId: string;
  label: string;
  shortLabel: string;
  children?: JSX.Element;
}) {
  return (
    <button
      type="button"
      class={props.class ?? 'button'}
      aria-pressed={props.pressed}
      onClick={props.onClick}
      data-testid={props.testId}
      aria-label={props.label}
    >
      <span class="label-long">{props.label}</span>
      <span class="label-short">{props.shortLabel}</span>
      {props.children}
    </button>
  );
}

/**
 * The header's switches say "Advice for Ana" where the header holds them in one row, and "Advice" where
 * the long labels would wrap it onto a second row (a long language at 1180 px): a second row would push
 * the sheet's last row below the screen.
 */
export function fitHeaderLabels(header: HTMLElement): () => void {
  return keepFitting(header, 'jamb-header-short', () =>
    wrapped(
      [...header.querySelectorAll('.button, h1')].map((element) => element.getBoundingClientRect().top),
    ),
  );
}
