// The names of remembered players, offered by every new-game screen's name fields (one player, one name).
import { createResource, For } from 'solid-js';
import { listPlayers } from '../store/players.ts';

export const KNOWN_PLAYERS_LIST = 'known-players';

/** Put once on a screen; name fields refer to it with `list={KNOWN_PLAYERS_LIST}`. */
export function KnownPlayers() {
  const [players] = createResource(listPlayers, { initialValue: [] });
  return (
    <datalist id={KNOWN_PLAYERS_LIST}>
      <For each={players()}>{(name) => <option value={name} />}</For>
    </datalist>
  );
}
