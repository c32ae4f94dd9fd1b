// Settings' section on keeping the games: whether the browser keeps them for good, how much space they
// use, and the two buttons that make a backup and read one back.
import { createResource, createSignal, Show } from 'solid-js';
import { formatBytes } from '../i18n/format.ts';
import { RefusedGames } from '../session/refused-games.tsx';
import { refreshPersisted, storagePersisted } from '../store/backup-prompts.ts';
import { askPersistence, restoreFromFile, type StorageOutcome, writeBackup } from './backup-actions.ts';
import { t } from './messages.ts';
import './backup.css';

interface StorageFacts {
  readonly canAsk: boolean;
  readonly usage?: { readonly used: number; readonly quota: number };
}

async function storageFacts(): Promise<StorageFacts> {
  const storage = globalThis.navigator?.storage;
  let usage: StorageFacts['usage'];
  try {
    const estimate = await storage?.estimate?.();
    if (estimate?.usage !== undefined && estimate.quota !== undefined)
      usage = { used: estimate.usage, quota: estimate.quota };
  } catch {
    usage = undefined;
  }
  await refreshPersisted();
  return { canAsk: typeof storage?.persist === 'function', usage };
}

function persistenceWords(persisted: boolean | undefined): string {
  if (persisted === true) return t('persistent');
  if (persisted === false) return t('notPersistent');
  return t('persistUnknown');
}

export function StorageSettings() {
  const [facts, { refetch }] = createResource(storageFacts);
  const [outcome, setOutcome] = createSignal<StorageOutcome>();
  const act = async (action: () => Promise<StorageOutcome>) => {
    setOutcome(await action());
    await refetch();
  };
  return (
    <section
      class="setting-row storage-settings"
      aria-labelledby="storage-settings-title"
      data-testid="storage-settings"
    >
      <h2 id="storage-settings-title">{t('storageTitle')}</h2>
      <Show when={facts()}>
        {(known) => (
          <>
            <p data-testid="storage-persistence" data-persisted={String(storagePersisted())}>
              {persistenceWords(storagePersisted())}
            </p>
            <Show when={storagePersisted() === false && known().canAsk}>
              <button type="button" class="button" onClick={() => void act(askPersistence)}>
                {t('askPersist')}
              </button>
            </Show>
            <p data-testid="storage-usage">
              <Show when={known().usage} fallback={t('usageUnknown')}>
                {/* Show's children run untracked: the words follow the language from inside JSX. */}
                {(usage) => (
                  <>{t('usage', { used: formatBytes(usage().used), quota: formatBytes(usage().quota) })}</>
                )}
              </Show>
            </p>
          </>
        )}
      </Show>
      <div class="backup-actions">
        <div>
          <button
            type="button"
            class="button primary"
            data-testid="back-up"
            onClick={() => void act(writeBackup)}
          >
            {t('backUp')}
          </button>
          <small>{t('backUpBlurb')}</small>
        </div>
        <div>
          <label class="button import-game">
            {t('restore')}
            <input
              type="file"
              accept="application/json,.json"
              class="visually-hidden"
              data-testid="restore-backup"
              onChange={(event) => {
                const input = event.currentTarget;
                const file = input.files?.[0];
                // The same file can be picked again after a refusal.
                if (file) void act(() => restoreFromFile(file)).finally(() => (input.value = ''));
              }}
            />
          </label>
          <small>{t('restoreBlurb')}</small>
        </div>
      </div>
      <Show when={outcome()}>
        {(outcome) => (
          <p
            class="notice"
            classList={{ warning: !outcome().ok }}
            role={outcome().ok ? 'status' : 'alert'}
            data-testid="backup-outcome"
          >
            {outcome().message()}
          </p>
        )}
      </Show>
      <RefusedGames refused={outcome()?.refused ?? []} />
    </section>
  );
}
