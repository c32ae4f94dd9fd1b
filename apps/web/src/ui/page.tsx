import { A } from '@solidjs/router';
import { type JSX, Show } from 'solid-js';
import { HelpButton } from '../how-to-play/help-button.tsx';
import { t } from '../shell/messages.ts';

/**
 * The frame of every screen: a header with the way back, the title, the game's "?" (on a game's screens)
 * and optional actions.
 */
export function Page(props: {
  title: string;
  /** Where the back link goes; omitted on the home screen. */
  back?: string;
  actions?: JSX.Element;
  class?: string;
  /** Handed the header once drawn, for a screen that fits its actions to it. */
  headerRef?: (header: HTMLElement) => void;
  children: JSX.Element;
}) {
  return (
    <div class={`page ${props.class ?? ''}`}>
      <header class="page-header" ref={(header) => props.headerRef?.(header)}>
        <Show when={props.back}>
          {(href) => (
            <A href={href()} class="button icon-button" aria-label={t('back')}>
              <span aria-hidden="true">‹</span>
            </A>
          )}
        </Show>
        <h1>{props.title}</h1>
        <HelpButton />
        <div class="page-actions">{props.actions}</div>
      </header>
      <main class="page-body">{props.children}</main>
    </div>
  );
}
