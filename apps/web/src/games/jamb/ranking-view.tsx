// The end of a game: places (equal totals share one) and every player's sheet.
import { jambRules } from '@dicetable/rules/game';
import type { JambState } from '@dicetable/rules/jamb';
import { For } from 'solid-js';
import { t } from './messages.ts';
import { playerStyle, ScoreSheet } from './score-sheet.tsx';

export function RankingView(props: { state: JambState }) {
  return (
    <section class="jamb-ranking" aria-labelledby="jamb-ranking-title">
      <h2 id="jamb-ranking-title">{t('ranking')}</h2>
      <ol class="jamb-ranking-list" data-testid="jamb-ranking">
        <For each={jambRules.standing(props.state).ranking}>
          {(entry) => (
            <li style={playerStyle(entry.player)} data-place={entry.place}>
              <span class="jamb-place">{t('place', { place: entry.place })}</span>
              <span class="jamb-rank-name">{entry.name}</span>
              <span class="jamb-rank-total">{t('points', { total: entry.score })}</span>
            </li>
          )}
        </For>
      </ol>
      <div class="jamb-all-sheets">
        <For each={props.state.sheets}>
          {(sheet, i) => (
            <ScoreSheet
              sheet={sheet}
              options={props.state.setup.options}
              caption={t('sheetOf', { name: props.state.setup.players[i()]!.name })}
              playerIndex={i()}
            />
          )}
        </For>
      </div>
    </section>
  );
}
