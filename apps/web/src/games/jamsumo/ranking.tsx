import { type JamSumoState, standings } from '@dicetable/rules/jamsumo';
import { For } from 'solid-js';
import { ColourDie } from './colours.tsx';
import { t } from './messages.ts';

/** The final (or current) ranking: equal totals share a place. */
export function Ranking(props: { state: JamSumoState }) {
  const rows = () => standings(props.state.setup, props.state.results);
  return (
    <section class="js-ranking" aria-label={t('ranking')}>
      <h3>{t('ranking')}</h3>
      <ol data-testid="ranking">
        <For each={rows()}>
          {(row) => {
            const player = props.state.setup.players[row.seat]!;
            return (
              <li classList={{ 'js-winner': row.rank === 1 }}>
                <ColourDie colour={player.colour} face={row.rank === 1 ? 6 : 1} size={28} />
                <span>{t('rankLine', { rank: row.rank, name: player.name, total: row.total })}</span>
              </li>
            );
          }}
        </For>
      </ol>
    </section>
  );
}
