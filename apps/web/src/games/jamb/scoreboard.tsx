// Every player's total, each a button that shows that player's sheet (read-only) beside the dice.
import { type JambState, jambSheetTotals } from '@dicetable/rules/jamb';
import { For } from 'solid-js';
import { t } from './messages.ts';
import { playerStyle } from './score-sheet.tsx';

const totalOf = (state: JambState, player: number) =>
  jambSheetTotals(state.sheets[player]!, state.setup.options).total;

export function Scoreboard(props: {
  state: JambState;
  /** The player whose sheet is on screen. */
  sheetPlayer: number;
  /** Many players: two totals to a row, in smaller type. */
  compact?: boolean;
  onShowSheet: (player: number) => void;
}) {
  return (
    <ol
      class="jamb-scoreboard"
      classList={{ 'jamb-scoreboard-compact': props.compact }}
      aria-label={t('scoreboard')}
    >
      <For each={props.state.setup.players}>
        {(player, i) => (
          <li
            classList={{ current: i() === props.state.current }}
            style={playerStyle(i())}
            aria-current={i() === props.state.current ? 'true' : undefined}
          >
            <button
              type="button"
              class="jamb-score-chip"
              aria-pressed={props.sheetPlayer === i()}
              aria-label={t('showSheet', { name: player.name, total: totalOf(props.state, i()) })}
              onClick={() => props.onShowSheet(i())}
            >
              <span>{player.name}</span> <strong>{totalOf(props.state, i())}</strong>
            </button>
          </li>
        )}
      </For>
    </ol>
  );
}
