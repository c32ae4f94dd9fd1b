import { jamSumoRules } from '@dicetable/rules/game';
import type { JamSumoState } from '@dicetable/rules/jamsumo';
import { For } from 'solid-js';
import { ColourDie } from './colours.tsx';
import { t } from './messages.ts';

/** The final (or current) ranking: equal totals share a place. */
export function Ranking(props: { state: JamSumoState }) {
  const rows = () => jamSumoRules.standing(props.state).ranking;
  return (
    <section class="js-ranking" aria-label={t('ranking')}>
      <h3>{t('ranking')}</h3>
      <ol data-testid="ranking">
        <For each={rows()}>
          {(row) => {
            const player = props.state.setup.players[row.player]!;
            return (
              <li classList={{ 'js-winner': row.place === 1 }}>
                <ColourDie colour={player.colour} face={row.place === 1 ? 6 : 1} size={28} />
                <span>{t('rankLine', { rank: row.place, name: player.name, total: row.score })}</span>
              </li>
            );
          }}
        </For>
      </ol>
    </section>
  );
}
