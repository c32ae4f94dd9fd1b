// The games of a file the gate refused, each named and with its reason: shown under the outcome of a
// backup restore or a history import, so nobody wonders where a game went.
import { For, Show } from 'solid-js';
import { t } from './messages.ts';

export interface RefusedEntry {
  /** The game as the file names it (fileGameName). */
  readonly name: string;
  /** Why, in the player's language. */
  readonly reason: string;
}

export function RefusedGames(props: { refused: readonly RefusedEntry[] }) {
  return (
    <Show when={props.refused.length > 0}>
      <div class="notice warning refused-games" role="alert" data-testid="refused-games">
        <p>{t('notAdded')}</p>
        <ul>
          <For each={props.refused}>
            {(entry) => (
              <li>
                <strong>{entry.name}</strong>
                <span>{entry.reason}</span>
              </li>
            )}
          </For>
        </ul>
      </div>
    </Show>
  );
}
