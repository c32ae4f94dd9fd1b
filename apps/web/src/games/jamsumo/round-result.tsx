import { dieScore, type JamSumoState, lowestWins, markerOf, signedPips } from '@dicetable/rules/jamsumo';
import { For, Index, Show } from 'solid-js';
import { DieFace } from '../../board-view/index.ts';
import { openHelp, useHelpGame } from '../../how-to-play/help-context.ts';
import { t as th } from '../../how-to-play/messages.ts';
import { language } from '../../i18n/i18n.ts';
import { setupWithShownNames } from '../../session/seat-names.ts';
import { colourStyle } from './colours.tsx';
import { roundNumbers } from './game-words.ts';
import { t } from './messages.ts';

/** The end of a round: each player's score and the dice that made it, and where the marker goes. */
export function RoundResult(props: { before: JamSumoState; after: JamSumoState; onNext?: () => void }) {
  const result = () => props.after.results[props.before.round]!;
  // Seats named as every screen names them (a computer by its level, a default name in today's language).
  const setup = () => setupWithShownNames(props.before.setup);
  const nextMarker = () => markerOf(setup(), props.after.round);
  /** The seats with the round's best score (the lowest in a Jam game, else the highest), ties included. */
  const winners = () => {
    const scores = setup().players.map((_, seat) =>
      signedPips(setup(), result().kind, result().pips[seat] ?? 0),
    );
    const best = lowestWins(setup()) ? Math.min(...scores) : Math.max(...scores);
    return scores.flatMap((score, seat) => (score === best ? [setup().players[seat]!.name] : []));
  };
  const winnerText = () =>
    winners().length === 1
      ? t('roundWinner', { name: winners()[0]! })
      : t('roundShared', {
          names: new Intl.ListFormat(language(), { type: 'conjunction' }).format(winners()),
        });
  const helpGame = useHelpGame();
  const markerMoves = () => !props.after.finished && markerOf(setup(), props.before.round) !== nextMarker();
  return (
    <section class="js-round-result" aria-labelledby="js-round-heading" data-testid="round-result">
      <h2 id="js-round-heading">{t('roundOver')}</h2>
      <p class="js-round-winner" data-testid="round-winner">
        {winnerText()}
      </p>
      <p class="muted">{t('roundScores', roundNumbers(props.before))}</p>
      <ul class="js-round-scores">
        <Index each={setup().players}>
          {(player, seat) => (
            <li data-testid={`round-score-${seat}`}>
              <span class="js-round-name">{player().name}</span>
              <span class="js-round-dice" aria-hidden="true">
                <For each={(result().dice ?? []).slice(seat * 5, seat * 5 + 5)}>
                  {(die) => {
                    const value = dieScore(result().kind, die);
                    return value > 0 ? (
                      <DieFace face={value} style={colourStyle(player().colour)} size={24} />
                    ) : (
                      <span class="js-die-gone">0</span>
                    );
                  }}
                </For>
              </span>
              <strong class="js-round-pips">
                {signedPips(setup(), result().kind, result().pips[seat] ?? 0)}
              </strong>
            </li>
          )}
        </Index>
      </ul>
      <Show when={helpGame() === 'jamsumo'}>
        <button
          type="button"
          class="button"
          data-testid="round-help"
          onClick={() =>
            openHelp({
              game: 'jamsumo',
              topic: {
                kind: 'jamsumo-round',
                result: result(),
                names: setup().players.map((player) => player.name),
                mode: setup().mode,
              },
            })
          }
        >
          <span aria-hidden="true">?</span> {th('roundHelp')}
        </button>
      </Show>
      <Show when={markerMoves()}>
        <p>{t('markerPasses', { name: setup().players[nextMarker()]!.name })}</p>
      </Show>
      <Show when={props.onNext}>
        {(next) => (
          <button type="button" class="button primary" onClick={() => next()()}>
            {t('nextRound')}
          </button>
        )}
      </Show>
    </section>
  );
}
