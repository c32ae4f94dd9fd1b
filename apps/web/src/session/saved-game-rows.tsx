// The rows of a game's saved games: its words for each game, the way to open it, and the same export
// and delete buttons in every game. The game gives the words, the places and its own class names.
import { A } from '@solidjs/router';
import { For, type JSX, Show } from 'solid-js';
import type { SavedGame } from '../store/games.ts';
import { t as sessionT } from './messages.ts';
import type { SavedGamesList } from './saved-games-list.ts';

export interface SavedGameRowsProps {
  list: SavedGamesList;
  games: SavedGame[];
  /** The list's accessible name, where the screen has more than one list. */
  label?: string;
  class: string;
  rowClass: string;
  testId: string;
  /** The class of the game's words in a row, and of the buttons after them, where the game groups them. */
  textClass?: string;
  actionsClass?: string;
  /** The game's words for one saved game. */
  text(game: SavedGame): JSX.Element;
  href(game: SavedGame): string;
  /** The words of the button that opens a game; without them the game's words are the link. */
  openLabel?: string;
  deleteLabel: string;
  /** The delete button's words while it waits for its second press. */
  confirmDeleteLabel?: string;
  /** The delete button's accessible name, where its words alone would not say which game. */
  deleteName?(game: SavedGame): string;
}

export function SavedGameRows(props: SavedGameRowsProps) {
  return (
    <ul class={props.class} aria-label={props.label}>
      <For each={props.games}>
        {(game) => {
          const actions = () => (
            <>
              <Show when={props.openLabel}>
                {(label) => (
                  <A class="button primary" href={props.href(game)}>
                    {label()}
                  </A>
                )}
              </Show>
              <button type="button" class="button" onClick={() => void props.list.exportFile(game)}>
                {sessionT('exportGame')}
              </button>
              <button
                type="button"
                class="button danger"
                aria-label={props.deleteName?.(game)}
                onClick={() => void props.list.remove(game)}
              >
                {props.list.isConfirming(game) && props.confirmDeleteLabel
                  ? props.confirmDeleteLabel
                  : props.deleteLabel}
              </button>
            </>
          );
          return (
            <li class={props.rowClass} data-testid={props.testId}>
              <Show
                when={props.openLabel}
                fallback={
                  <A href={props.href(game)} class={props.textClass}>
                    {props.text(game)}
                  </A>
                }
              >
                <div class={props.textClass}>{props.text(game)}</div>
              </Show>
              <Show when={props.actionsClass} fallback={actions()}>
                <div class={props.actionsClass}>{actions()}</div>
              </Show>
            </li>
          );
        }}
      </For>
    </ul>
  );
}
