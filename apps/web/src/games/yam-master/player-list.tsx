// The two players beside the board: token, name, tokens placed, points, and each one's hints switch.
import { For } from 'solid-js';
import { Token } from './labels.tsx';
import { t } from './messages.ts';

export function PlayerList(props: {
  names: [string, string];
  colours: [number, number];
  placed: readonly [number, number];
  points: readonly [number, number];
  /** The player whose turn it is; null once the game is over. */
  current: 0 | 1 | null;
  hints: readonly [boolean, boolean];
  onToggleHints: (player: 0 | 1) => void;
}) {
  return (
    <ul class="ym-players">
      <For each={[0, 1] as const}>
        {(player) => (
          <li
            class="ym-player"
            classList={{ current: props.current === player }}
            aria-current={props.current === player ? 'true' : undefined}
            data-testid={`player-${player}`}
          >
            <Token player={player} colour={props.colours[player]} class="ym-player-token" />
            <div class="ym-player-text">
              <strong>{props.names[player]}</strong>
              <span class="muted">{t('tokensPlaced', { n: props.placed[player] })}</span>
              <span class="ym-points" data-testid={`points-${player}`}>
                {t('points', { n: props.points[player] })}
              </span>
            </div>
            <label class="ym-hints-toggle">
              <input
                type="checkbox"
                role="switch"
                aria-checked={props.hints[player]}
                checked={props.hints[player]}
                onChange={() => props.onToggleHints(player)}
                aria-label={t('hintsFor', { name: props.names[player] })}
              />
              <span aria-hidden="true">{t('hints')}</span>
            </label>
          </li>
        )}
      </For>
    </ul>
  );
}
