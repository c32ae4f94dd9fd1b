import { playerStatistics, statisticsCsv } from '@dicetable/stats';
import { A } from '@solidjs/router';
import { createMemo, createResource, createSignal, For, Show } from 'solid-js';
import { formatDateTime } from '../i18n/format.ts';
import { t as reviewT } from '../review/messages.ts';
import { ReviewLink } from '../review/review-link.tsx';
import { isReviewed, reviewPath } from '../review/reviewed-games.ts';
import { lastPlayed } from '../session/game-time.ts';
import { type RefusedEntry, RefusedGames } from '../session/refused-games.tsx';
import { seatNames } from '../session/seat-names.ts';
import { downloadText, shareJson } from '../store/download-file.ts';
import { deleteGame } from '../store/games.ts';
import { Page } from '../ui/page.tsx';
import {
  filterHistory,
  gamePath,
  type HistoryEntry,
  type HistoryFilter,
  loadHistory,
} from './finished-games.ts';
import { GAME_IDS, gameName } from './game-names.ts';
import { HistoryNav } from './history-nav.tsx';
import { deleteHistory, exportHistory, type ImportOutcome, importHistory } from './history-store.ts';
import { t } from './messages.ts';
import { isComputerKey, keyLabel, seatKeys } from './seat-keys.ts';
import './history.css';

function resultText(entry: HistoryEntry): string {
  const { ranking, winners } = entry.game.result;
  const shown = seatNames(entry.saved.log.setup);
  const names = winners.map((seat) => shown[seat] ?? ranking.find((p) => p.player === seat)!.name).join(', ');
  return winners.length > 1 && winners.length === ranking.length
    ? t('draw', { names })
    : t('wonBy', { names });
}

function importMessage(outcome: ImportOutcome): string {
  if (outcome.ok) return t('imported', outcome);
  return {
    'not-json': t('importNotJson'),
    foreign: t('importForeign'),
    newer: t('importNewer'),
    storage: t('importStorage'),
  }[outcome.reason];
}

const stamp = () => new Date().toISOString().slice(0, 10);

export default function HistoryScreen() {
  const [history, { refetch }] = createResource(loadHistory, { initialValue: [] });
  const [filter, setFilter] = createSignal<HistoryFilter>({ game: 'all', player: '' });
  const [notice, setNotice] = createSignal('');
  const [refused, setRefused] = createSignal<readonly RefusedEntry[]>([]);
  const shown = createMemo(() => filterHistory(history(), filter()));
  const players = createMemo(() =>
    [...new Set(history().flatMap((entry) => seatKeys(entry.saved.log.setup)))].sort(
      (a, b) => Number(isComputerKey(a)) - Number(isComputerKey(b)) || a.localeCompare(b),
    ),
  );

  const remove = async (entry: HistoryEntry) => {
    const details = { game: gameName(entry.game.game), date: formatDateTime(entry.saved.updatedAt) };
    if (!window.confirm(t('deleteGameConfirm', details))) return;
    await deleteGame(entry.saved.id);
    await refetch();
  };
  const removeAll = async () => {
    if (!window.confirm(t('deleteAllConfirm', { count: history().length }))) return;
    await deleteHistory();
    await refetch();
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const outcome = await importHistory(await file.text());
    setNotice(importMessage(outcome));
    setRefused(outcome.ok ? outcome.refused : []);
    await refetch();
  };

  return (
    <Page title={t('historyTitle')} back="/" class="history">
      <HistoryNav />
      <p class="lead">{t('historyLead')}</p>
      <div class="history-filters">
        <label>
          <span>{t('filterGame')}</span>
          <select
            data-testid="filter-game"
            value={filter().game}
            onChange={(event) =>
              setFilter({ ...filter(), game: event.currentTarget.value as HistoryFilter['game'] })
            }
          >
            <option value="all">{t('allGames')}</option>
            <For each={GAME_IDS}>{(game) => <option value={game}>{gameName(game)}</option>}</For>
          </select>
        </label>
        <label>
          <span>{t('filterPlayer')}</span>
          <select
            data-testid="filter-player"
            value={filter().player}
            onChange={(event) => setFilter({ ...filter(), player: event.currentTarget.value })}
          >
            <option value="">{t('allPlayers')}</option>
            <For each={players()}>{(key) => <option value={key}>{keyLabel(key)}</option>}</For>
          </select>
        </label>
      </div>
      <Show when={notice()}>
        <p class="notice" role="status">
          {notice()}
        </p>
      </Show>
      <RefusedGames refused={refused()} />
      <Show when={history().length > 0} fallback={<p class="muted">{history.loading ? '' : t('noGames')}</p>}>
        <Show when={shown().length > 0} fallback={<p class="muted">{t('noMatch')}</p>}>
          <ul class="history-list" data-testid="history-list">
            <For each={shown()}>
              {(entry) => {
                const date = () => formatDateTime(entry.saved.updatedAt);
                const name = () => gameName(entry.game.game);
                const seats = () => seatNames(entry.saved.log.setup);
                return (
                  <li class="history-item" data-game={entry.game.game}>
                    <A
                      href={gamePath(entry.saved)}
                      class="history-open"
                      aria-label={t('openGame', { game: name(), date: date() })}
                    >
                      <span class="history-date">{lastPlayed(entry.saved)}</span>
                      <span class="history-game">{name()}</span>
                      <span class="history-players">{seats().join(', ')}</span>
                      <span class="history-result">
                        {resultText(entry)} ·{' '}
                        {entry.game.result.ranking
                          .map((p) => `${seats()[p.player] ?? p.name} ${p.score}`)
                          .join(' · ')}
                      </span>
                    </A>
                    <Show when={isReviewed(entry.game.game)}>
                      <ReviewLink
                        href={reviewPath(entry.saved.id, 'history')}
                        players={seats().length}
                        class="button"
                        label={reviewT('reviewGame', { game: name(), date: date() })}
                      >
                        {reviewT('review')}
                      </ReviewLink>
                    </Show>
                    <button
                      type="button"
                      class="button"
                      aria-label={t('deleteGameLabel', { game: name(), date: date() })}
                      onClick={() => void remove(entry)}
                    >
                      {t('deleteGame')}
                    </button>
                  </li>
                );
              }}
            </For>
          </ul>
        </Show>
      </Show>
      <div class="history-actions">
        <button
          type="button"
          class="button"
          disabled={history().length === 0}
          onClick={async () => shareJson(await exportHistory(), `dicetable-history-${stamp()}.json`)}
        >
          {t('exportJson')}
        </button>
        <button
          type="button"
          class="button"
          disabled={history().length === 0}
          onClick={() =>
            downloadText(
              statisticsCsv(playerStatistics(history().map((entry) => entry.game))),
              `dicetable-statistics-${stamp()}.csv`,
              'text/csv',
            )
          }
        >
          {t('exportCsv')}
        </button>
        <label class="button">
          {t('importFile')}
          <input
            type="file"
            accept="application/json,.json"
            class="visually-hidden"
            data-testid="import-history"
            onChange={(event) => {
              void importFile(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
        </label>
        <Show when={history().length > 0}>
          <button type="button" class="button danger" onClick={() => void removeAll()}>
            {t('deleteAll')}
          </button>
        </Show>
      </div>
    </Page>
  );
}
