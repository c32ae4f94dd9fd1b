// Every player's sheet, one per printed page; hidden on screen (jamb.css shows it only in print).
import type { JambState } from '@dicetable/rules/jamb';
import { For } from 'solid-js';
import { t } from './messages.ts';
import { ScoreSheet } from './score-sheet.tsx';

export function PrintSheets(props: { state: JambState }) {
  return (
    <div class="jamb-print-area" aria-hidden="true">
      <For each={props.state.sheets}>
        {(printed, i) => (
          <div class="jamb-print-page">
            <ScoreSheet
              sheet={printed}
              options={props.state.setup.options}
              caption={`${t('title')} — ${props.state.setup.players[i()]!.name}`}
              class="print"
            />
          </div>
        )}
      </For>
    </div>
  );
}
