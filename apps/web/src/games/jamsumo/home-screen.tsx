import { jamSumoRules, replayWith } from '@dicetable/rules/game';
import { A, useNavigate } from '@solidjs/router';
import { onMount, Show } from 'solid-js';
import { lastPlayed } from '../../session/game-time.ts';
import { ImportGameButton } from '../../session/import-button.tsx';
import { t as sessionT } from '../../session/messages.ts';
import { SavedGameRows } from '../../session/saved-game-rows.tsx';
import { createSavedGamesList } from '../../session/saved-games-list.ts';
import type { SavedGame } from '../../store/games.ts';
import { Page } from '../../ui/page.tsx';
import { summaryOf, titleOf } from './game-words.ts';
import { jamSumoGame } from './jamsumo-game.ts';
import { t } from './messages.ts';
import './jamsumo.css';
import { RulesLink } from '../../how-to-play/rules-link.tsx';
import { TutorialOffer } from '../../tutorial/tutorial-offer.tsx';

/**
 * A saved game's line in the words of the moment: worked out from its log when shown, never the text
 * stored with it (which keeps the language it was saved in).
 */
function lineOf(game: SavedGame): { title: string; summary: string } {
  const replay = replayWith(jamSumoRules, game.log);
  return replay.ok
    ? { title: titleOf(replay.state), summary: summaryOf(replay.state) }
    : { title: t('title'), summary: '' };
}

const hrefOf = (game: SavedGame) =>
  `/jamsumo/${(game.log.setup as { table?: string }).table === 'pad' ? 'pad' : 'play'}/${game.id}`;

/** JamSumo's start: a new game on the tablet, a new score pad, and the saved games. */
export default function HomeScreen() {
  // A saved game opens at once: the game screen (and the 3D board it draws with) loads while the list is read.
  onMount(() => {
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => void import('./game-screen.tsx'));
  });
  const list = createSavedGamesList({
    game: jamSumoGame,
    navigate: useNavigate(),
    confirmation: {
      ask: 'dialog',
      question: (game) => t('deleteConfirm', { name: game.players.join(', ') }),
    },
    // An imported game opens at once, as in every game.
    importedText: () => t('imported'),
  });
  return (
    <Page title={t('title')} back="/" actions={<RulesLink game="jamsumo" />}>
      <TutorialOffer game="jamsumo" />
      <div class="js-home">
        <div class="js-start-cards">
          <A href="/jamsumo/new/flick" class="js-start-card">
            <strong>{t('newGame')}</strong>
            <span class="muted">{t('newGameBlurb')}</span>
          </A>
          <A href="/jamsumo/new/pad" class="js-start-card">
            <strong>{t('newPad')}</strong>
            <span class="muted">{t('newPadBlurb')}</span>
          </A>
        </div>
        <div class="js-file-row">
          <ImportGameButton
            game={jamSumoGame}
            label={sessionT('importGame')}
            testId="import-file"
            onImported={list.imported}
          />
          <Show when={list.importNotice()}>
            {(message) => (
              <p role={message().error ? 'alert' : 'status'} classList={{ 'js-error': message().error }}>
                {message().text}
              </p>
            )}
          </Show>
        </div>
        <h2>{t('savedGames')}</h2>
        <Show when={(list.games() ?? []).length > 0} fallback={<p class="muted">{t('noGames')}</p>}>
          <SavedGameRows
            list={list}
            games={list.games() ?? []}
            class="js-game-list"
            rowClass="js-game-item"
            textClass="js-game-link"
            testId="jamsumo-saved-game"
            text={(game) => (
              <>
                <strong>{lineOf(game).title}</strong>
                <span>{game.players.join(', ')}</span>
                <span class="muted">
                  {game.status === 'finished' ? `${t('finished')} · ` : ''}
                  {lineOf(game).summary} · {lastPlayed(game)}
                </span>
              </>
            )}
            href={hrefOf}
            deleteLabel={t('delete')}
            deleteName={(game) => `${t('delete')}: ${lineOf(game).title}, ${game.players.join(', ')}`}
          />
        </Show>
      </div>
    </Page>
  );
}
