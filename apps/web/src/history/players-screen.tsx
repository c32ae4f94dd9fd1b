import { A } from '@solidjs/router';
import { createMemo, createResource, createSignal, For, Show } from 'solid-js';
import {
  gamesOfPlayer,
  listComputerSeats,
  listEveryPlayer,
  type RenameOutcome,
  removePlayer,
  renamePlayer,
} from '../store/players.ts';
import { Page } from '../ui/page.tsx';
import { HistoryNav } from './history-nav.tsx';
import { t } from './messages.ts';
import { keyLabel, seatKey } from './seat-keys.ts';
import './history.css';

function renameProblem(outcome: RenameOutcome, from: string, to: string): string {
  switch (outcome) {
    case 'renamed':
      return '';
    case 'empty':
      return t('renameEmpty');
    case 'too-long':
      return t('renameTooLong');
    case 'played-together':
      return t('renamePlayedTogether', { from, to: to.trim() });
    case 'failed':
      return t('storageFailed');
  }
}

export default function PlayersScreen() {
  const [players, { refetch }] = createResource(listEveryPlayer, { initialValue: [] });
  const [computerSeats] = createResource(listComputerSeats, { initialValue: [] });
  const computers = createMemo(() => [
    ...new Set(computerSeats().map((seat) => seatKey(seat.name, seat.seat, seat.level))),
  ]);
  const [editing, setEditing] = createSignal<string | null>(null);
  const [draft, setDraft] = createSignal('');
  const [problem, setProblem] = createSignal('');

  const startRename = (name: string) => {
    setEditing(name);
    setDraft(name);
    setProblem('');
  };
  const saveRename = async (from: string) => {
    const outcome = await renamePlayer(from, draft());
    setProblem(renameProblem(outcome, from, draft()));
    if (outcome === 'renamed') {
      setEditing(null);
      await refetch();
    }
  };
  const remove = async (name: string) => {
    if (!window.confirm(t('removeConfirm', { name, count: await gamesOfPlayer(name) }))) return;
    if (!(await removePlayer(name))) setProblem(t('storageFailed'));
    await refetch();
  };

  return (
    <Page title={t('playersTitle')} back="/" class="history">
      <HistoryNav />
      <p class="lead">{t('playersLead')}</p>
      <Show when={problem()}>
        <p class="notice warning" role="alert">
          {problem()}
        </p>
      </Show>
      <Show when={computers().length > 0 && players().length > 0}>
        <h2>{t('people')}</h2>
      </Show>
      <Show when={players().length > 0} fallback={<p class="muted">{t('noPlayers')}</p>}>
        <ul class="player-list" data-testid="player-list">
          <For each={players()}>
            {(name) => (
              <li class="player-item">
                <Show
                  when={editing() === name}
                  fallback={
                    <>
                      <A
                        href={`/history/statistics?player=${encodeURIComponent(seatKey(name, 0, null))}`}
                        class="player-name"
                        aria-label={t('statisticsOf', { name: keyLabel(seatKey(name, 0, null)) })}
                      >
                        {keyLabel(seatKey(name, 0, null))}
                      </A>
                      <button type="button" class="button" onClick={() => startRename(name)}>
                        {t('rename')}
                      </button>
                      <button
                        type="button"
                        class="button danger"
                        aria-label={t('removePlayerLabel', { name })}
                        onClick={() => void remove(name)}
                      >
                        {t('removePlayer')}
                      </button>
                    </>
                  }
                >
                  <form
                    class="player-rename"
                    onSubmit={(event) => {
                      event.preventDefault();
                      void saveRename(name);
                    }}
                  >
                    <input
                      type="text"
                      maxLength={40}
                      aria-label={t('renameLabel', { name })}
                      value={draft()}
                      onInput={(event) => setDraft(event.currentTarget.value)}
                      ref={(input) => queueMicrotask(() => input.focus())}
                    />
                    <button type="submit" class="button primary">
                      {t('save')}
                    </button>
                    <button type="button" class="button" onClick={() => setEditing(null)}>
                      {t('cancel')}
                    </button>
                  </form>
                </Show>
              </li>
            )}
          </For>
        </ul>
      </Show>
      <Show when={computers().length > 0}>
        <section class="computer-seats" aria-labelledby="computers-title" data-testid="computer-list">
          <h2 id="computers-title">{t('computers')}</h2>
          <p class="muted">{t('computersLead')}</p>
          <ul class="player-list">
            <For each={computers()}>
              {(key) => (
                <li class="player-item">
                  <A
                    href={`/history/statistics?player=${encodeURIComponent(key)}`}
                    class="player-name"
                    aria-label={t('statisticsOf', { name: keyLabel(key) })}
                  >
                    {keyLabel(key)}
                  </A>
                </li>
              )}
            </For>
          </ul>
        </section>
      </Show>
    </Page>
  );
}
