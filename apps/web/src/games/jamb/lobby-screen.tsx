import { jambRules, replayWith } from '@dicetable/rules/game';
import { A, useNavigate } from '@solidjs/router';
import { createResource, createSignal, For, Show } from 'solid-js';
import { lastPlayed } from '../../session/game-time.ts';
import { ImportGameButton } from '../../session/import-button.tsx';
import { t as sessionT } from '../../session/messages.ts';
import { exportSavedGame, type Outcome } from '../../session/saved-games.ts';
import { seatNames } from '../../session/seat-names.ts';
import { deleteGame, listGames, type SavedGame } from '../../store/games.ts';
import { Page } from '../../ui/page.tsx';
import { jambGame, totalTurns } from './jamb-game.ts';
import { t } from './messages.ts';
import './jamb.css';
import { RulesLink } from '../../how-to-play/rules-link.tsx';
import { TutorialOffer } from '../../tutorial/tutorial-offer.tsx';

export default function LobbyScreen() {
  const navigate = useNavigate();
  const [games, { refetch }] = createResource(() => listGames('jamb'));
  const [message, setMessage] = createSignal('');
  const unfinished = () => (games() ?? []).filter((game) => game.status === 'playing');
  const finished = () => (games() ?? []).filter((game) => game.status === 'finished');

  const imported = (outcome: Outcome<{ href: string }>) => {
    setMessage(outcome.ok ? sessionT('imported') : outcome.message);
    if (outcome.ok) navigate(outcome.value.href);
  };

  const remove = async (game: SavedGame) => {
    if (!window.confirm(t('deleteConfirm', { title: seatNames(game.log.setup).join(', ') }))) return;
    await deleteGame(game.id);
    await refetch();
  };

  const GameList = (props: { games: SavedGame[]; label: string; action: string }) => (
    <ul class="jamb-game-list" aria-label={props.label}>
      <For each={props.games}>
        {(game) => (
          <li class="jamb-game-row" data-testid="jamb-saved-game">
            <div class="jamb-game-text">
              <strong>{seatNames(game.log.setup).join(', ')}</strong>
              <span class="muted">
                {progressOf(game)} · {lastPlayed(game)}
              </span>
            </div>
            <A class="button primary" href={`/jamb/play/${game.id}`}>
              {props.action}
            </A>
            <button type="button" class="button" onClick={() => void exportSavedGame(jambGame, game)}>
              {sessionT('exportGame')}
            </button>
            <button type="button" class="button danger" onClick={() => void remove(game)}>
              {t('delete')}
            </button>
          </li>
        )}
      </For>
    </ul>
  );

  return (
    <Page title={t('title')} back="/" actions={<RulesLink game="jamb" />}>
      <TutorialOffer game="jamb" />
      <div class="jamb-lobby-actions">
        <A class="button primary" href="/jamb/new">
          {sessionT('newGame')}
        </A>
        <ImportGameButton
          game={jambGame}
          label={sessionT('importGame')}
          testId="jamb-import"
          onImported={imported}
        />
        <A class="button" href="/jamb/print">
          {t('printBlank')}
        </A>
      </div>
      <p class="jamb-message" role="status" aria-live="polite">
        {message()}
      </p>
      <Show when={games()}>
        <Show when={(games() ?? []).length > 0} fallback={<p class="muted">{t('noGames')}</p>}>
          <Show when={unfinished().length > 0}>
            <h2>{t('unfinishedGames')}</h2>
            <GameList games={unfinished()} label={t('unfinishedGames')} action={t('resume')} />
          </Show>
          <Show when={finished().length > 0}>
            <h2>{t('finishedGames')}</h2>
            <GameList games={finished()} label={t('finishedGames')} action={t('view')} />
          </Show>
        </Show>
      </Show>
    </Page>
  );
}

/** The winner of a finished game, or how far an unfinished one has come. */
function progressOf(game: SavedGame): string {
  const replay = replayWith(jambRules, game.log);
  // The text stored with the game keeps the language it was saved in: a log that does not replay shows none.
  if (!replay.ok) return '';
  const { state } = replay;
  const result = jambRules.result(state);
  if (!result) return t('turnsOf', { done: state.turnsPlayed, total: totalTurns(state) });
  const winners = result.ranking.filter((placing) => placing.place === 1);
  const names = seatNames(game.log.setup);
  return t('winner', {
    name: winners.map((placing) => names[placing.player] ?? placing.name).join(' & '),
    total: winners[0]!.score,
  });
}
