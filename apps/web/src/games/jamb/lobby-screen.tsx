import { jambRules, replayWith } from '@dicetable/rules/game';
import { A, useNavigate } from '@solidjs/router';
import { Show } from 'solid-js';
import { lastPlayed } from '../../session/game-time.ts';
import { ImportGameButton } from '../../session/import-button.tsx';
import { t as sessionT } from '../../session/messages.ts';
import { SavedGameRows } from '../../session/saved-game-rows.tsx';
import { createSavedGamesList } from '../../session/saved-games-list.ts';
import { seatNames } from '../../session/seat-names.ts';
import type { SavedGame } from '../../store/games.ts';
import { Page } from '../../ui/page.tsx';
import { jambGame, totalTurns } from './jamb-game.ts';
import { t } from './messages.ts';
import './jamb.css';
import { RulesLink } from '../../how-to-play/rules-link.tsx';
import { TutorialOffer } from '../../tutorial/tutorial-offer.tsx';

export default function LobbyScreen() {
  const list = createSavedGamesList({
    game: jambGame,
    navigate: useNavigate(),
    confirmation: { ask: 'dialog', question: (game) => t('deleteConfirm', { title: titleOf(game) }) },
    importedText: () => sessionT('imported'),
  });

  const GameList = (props: { games: SavedGame[]; label: string; action: string }) => (
    <SavedGameRows
      list={list}
      games={props.games}
      label={props.label}
      class="jamb-game-list"
      rowClass="jamb-game-row"
      textClass="jamb-game-text"
      testId="jamb-saved-game"
      text={(game) => (
        <>
          <strong>{titleOf(game)}</strong>
          <span class="muted">
            {progressOf(game)} · {lastPlayed(game)}
          </span>
        </>
      )}
      href={(game) => `/jamb/play/${game.id}`}
      openLabel={props.action}
      deleteLabel={t('delete')}
    />
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
          onImported={list.imported}
        />
        <A class="button" href="/jamb/print">
          {t('printBlank')}
        </A>
      </div>
      <p class="jamb-message" role="status" aria-live="polite">
        {list.importNotice()?.text}
      </p>
      <Show when={list.games()}>
        <Show when={(list.games() ?? []).length > 0} fallback={<p class="muted">{t('noGames')}</p>}>
          <Show when={list.unfinished().length > 0}>
            <h2>{t('unfinishedGames')}</h2>
            <GameList games={list.unfinished()} label={t('unfinishedGames')} action={t('resume')} />
          </Show>
          <Show when={list.finished().length > 0}>
            <h2>{t('finishedGames')}</h2>
            <GameList games={list.finished()} label={t('finishedGames')} action={t('view')} />
          </Show>
        </Show>
      </Show>
    </Page>
  );
}

const titleOf = (game: SavedGame) => seatNames(game.log.setup).join(', ');

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
