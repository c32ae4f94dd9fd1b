// Every round's pips per player and the totals, for the score pad and beside the tablet's board.

import { jamSumoRules } from '@dicetable/rules/game';
import { type JamSumoState, roundPlan, signedPips, totals } from '@dicetable/rules/jamsumo';
import { For, Index } from 'solid-js';
import { ColourDie } from './colours.tsx';
import { t } from './messages.ts';

/** Every round's pips per player (Jam pips shown as minus in Jam Sumo), and the totals. */
export function ScoreTable(props: { state: JamSumoState }) {
  const plan = () => roundPlan(props.state.setup);
  const sums = () => totals(props.state.setup, props.state.results);
  /** The seats ahead so far (no one before the first round is scored). */
  const leaders = () =>
    new Set(props.state.results.length > 0 ? jamSumoRules.standing(props.state).winners : []);
  const roundLabel = (index: number) => {
    const pairs = props.state.setup.mode === 'jamsumo';
    const number = (pairs ? Math.floor(index / 2) : index) + 1;
    const kind = plan()[index] === 'jam' ? t('kindJam') : t('kindSumo');
    return `${number} · ${kind}`;
  };
  return (
    <table class="js-score-table" data-testid="score-table">
      <caption>{t('scoresTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('round')}</th>
          <For each={props.state.setup.players}>
            {(player) => (
              <th scope="col">
                <span class="js-th-player">
                  <ColourDie colour={player.colour} face={3} size={20} />
                  {player.name}
                </span>
              </th>
            )}
          </For>
        </tr>
      </thead>
      <tbody>
        <Index each={plan()}>
          {(kind, index) => (
            <tr classList={{ 'js-current-round': index === props.state.round && !props.state.finished }}>
              <th scope="row">{roundLabel(index)}</th>
              <Index each={props.state.setup.players}>
                {(_, seat) => (
                  <td>
                    {(() => {
                      const result = props.state.results[index];
                      if (!result) return '';
                      return String(signedPips(props.state.setup, kind(), result.pips[seat] ?? 0));
                    })()}
                  </td>
                )}
              </Index>
            </tr>
          )}
        </Index>
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('total')}</th>
          <Index each={sums()}>
            {(total, seat) => (
              <td classList={{ 'js-leader': leaders().has(seat) }} data-testid={`total-${seat}`}>
                {total()}
              </td>
            )}
          </Index>
        </tr>
      </tfoot>
    </table>
  );
}
