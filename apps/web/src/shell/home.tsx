import { A } from '@solidjs/router';
import { createResource, For, Show } from 'solid-js';
import { formatDateTime } from '../i18n/format.ts';
import { latestUnfinishedGame, type SavedGame } from '../store/games.ts';
import { DieIcon } from '../ui/die-icon.tsx';
import { GAMES } from './game-catalogue.ts';
import { InstallOffer } from './install/install-control.tsx';
import { t } from './messages.ts';

const CARD_FACES: Record<string, number> = { jamsumo: 4, jamb: 5, 'yam-master': 6 };

/** The unfinished game played last, one tap away: where the table left off. */
function ContinueCard(props: { saved: SavedGame; href: string; seatNames: (setup: unknown) => string[] }) {
  const game = () => GAMES.find((entry) => entry.id === props.saved.game);
  return (
    <A href={props.href} class="game-card continue-card" data-testid="continue-game">
      <DieIcon face={CARD_FACES[props.saved.game] ?? 1} size={44} />
      <span class="game-card-text">
        <span class="game-card-name">{t('continueGame')}</span>
        <span>
          {t('continueWhat', {
            game: game()?.name() ?? '',
            players: props.seatNames(props.saved.log.setup).join(', '),
          })}
        </span>
        <span class="game-card-blurb">
          {t('lastPlayed', { when: formatDateTime(props.saved.updatedAt) })}
        </span>
      </span>
      <span class="game-card-play" aria-hidden="true">
        ›
      </span>
    </A>
  );
}

/** The last unfinished game and its address; the games' descriptions load only when there is one. */
async function continuation(): Promise<
  { saved: SavedGame; href: string; seatNames: (setup: unknown) => string[] } | undefined
> {
  const saved = await latestUnfinishedGame();
  if (!saved) return undefined;
  const [{ gamePath }, { seatNames }] = await Promise.all([
    import('../games/app-games.ts'),
    import('../session/seat-names.ts'),
  ]);
  return { saved, href: gamePath(saved), seatNames };
}

export default function Home() {
  const [unfinished] = createResource(continuation);
  return (
    <div class="page home">
      <header class="home-header">
        <div class="brand">
          <DieIcon face={5} size={44} />
          <h1>{t('appName')}</h1>
        </div>
        <nav class="home-nav" aria-label={t('settings')}>
          <A href="/about" class="button">
            {t('about')}
          </A>
          <A href="/settings" class="button">
            <span aria-hidden="true">⚙</span> {t('settings')}
          </A>
        </nav>
      </header>
      <main class="page-body">
        <p class="lead">{t('tagline')}</p>
        <InstallOffer />
        <Show when={unfinished()}>{(last) => <ContinueCard {...last()} />}</Show>
        <h2 class="visually-hidden">{t('gamesHeading')}</h2>
        <ul class="game-cards">
          <For each={GAMES}>
            {(game) => (
              <li>
                <A href={game.path} class="game-card" data-game={game.id}>
                  <DieIcon face={CARD_FACES[game.id] ?? 1} size={56} />
                  <span class="game-card-text">
                    <span class="game-card-name">{game.name()}</span>
                    <span class="game-card-blurb">{game.blurb()}</span>
                    <span class="game-card-players">{t('players', { min: game.min, max: game.max })}</span>
                  </span>
                  <span class="game-card-play" aria-hidden="true">
                    {t('play')} ›
                  </span>
                </A>
                <A href={`${game.path}/rules`} class="button game-card-rules">
                  {t('howToPlayGame', { game: game.name() })}
                </A>
              </li>
            )}
          </For>
        </ul>
        <nav class="home-links" aria-label={t('yourGames')}>
          <A href="/history" class="button">
            {t('historyLink')}
          </A>
          <A href="/history/players" class="button">
            {t('playersLink')}
          </A>
          <A href="/history/statistics" class="button">
            {t('statisticsLink')}
          </A>
          <A href="/history/dice-check" class="button">
            {t('diceCheckLink')}
          </A>
        </nav>
      </main>
    </div>
  );
}
