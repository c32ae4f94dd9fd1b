// Yam Master's first screen: start a game (names, colours, dice), the saved games, and import.

import { replayWith, yamMasterRules } from '@dicetable/rules/game';
import { useNavigate } from '@solidjs/router';
import { Show } from 'solid-js';
import { RulesLink } from '../../how-to-play/rules-link.tsx';
import { lastPlayed } from '../../session/game-time.ts';
import { ImportGameButton } from '../../session/import-button.tsx';
import { t as sessionT } from '../../session/messages.ts';
import { SavedGameRows } from '../../session/saved-game-rows.tsx';
import { createSavedGamesList } from '../../session/saved-games-list.ts';
import { seatNames } from '../../session/seat-names.ts';
import { t as shellT } from '../../shell/messages.ts';
import type { SavedGame } from '../../store/games.ts';
import { TutorialOffer } from '../../tutorial/tutorial-offer.tsx';
import { Page } from '../../ui/page.tsx';
import { t } from './messages.ts';
import { createNewYamGame } from './new-game-controller.ts';
import { NewGameForm } from './new-game-form.tsx';
import { summaryOf, yamGame } from './yam-game.ts';
import './yam-master.css';

/** A saved game's points, worked out from its log when shown rather than read from text stored with it. */
function scoreLine(game: SavedGame): string {
  const replay = replayWith(yamMasterRules, game.log);
  return replay.ok ? summaryOf(replay.state) : '';
}

export default function LobbyScreen() {
  const navigate = useNavigate();
  const form = createNewYamGame(navigate);
  const list = createSavedGamesList({ game: yamGame, navigate, confirmation: { ask: 'press-again' } });

  return (
    <Page title={shellT('yamMasterName')} back="/" class="ym-lobby" actions={<RulesLink game="yam-master" />}>
      <TutorialOffer game="yam-master" />
      <NewGameForm form={form} />
      <section class="ym-saved" aria-labelledby="ym-saved-title">
        <h2 id="ym-saved-title">{t('savedGames')}</h2>
        <Show when={(list.games() ?? []).length > 0} fallback={<p class="muted">{t('noGames')}</p>}>
          <SavedGameRows
            list={list}
            games={list.games() ?? []}
            class="ym-game-list"
            rowClass="ym-game"
            actionsClass="ym-game-actions"
            testId="saved-game"
            text={(game) => (
              <>
                <strong>
                  {t('versus', {
                    a: seatNames(game.log.setup)[0] ?? '',
                    b: seatNames(game.log.setup)[1] ?? '',
                  })}
                </strong>
                <span class="muted">
                  {game.status === 'finished' ? t('finished') : t('playing')} · {scoreLine(game)} ·{' '}
                  {lastPlayed(game)}
                </span>
              </>
            )}
            href={(game) => `/yam-master/${game.id}`}
            openLabel={t('open')}
            deleteLabel={t('delete')}
            confirmDeleteLabel={t('confirmDelete')}
          />
        </Show>
        <ImportGameButton
          game={yamGame}
          label={sessionT('importGame')}
          testId="import-file"
          onImported={list.imported}
        />
        <Show when={list.importNotice()}>
          {(notice) => (
            <p class="notice warning" role="alert" data-testid="import-error">
              {notice().text}
            </p>
          )}
        </Show>
      </section>
    </Page>
  );
}
