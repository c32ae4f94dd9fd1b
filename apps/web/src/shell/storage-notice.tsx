import { Show } from 'solid-js';
import {
  clearStorageProblem,
  storageProblem,
  upgradeBlocked,
  upgradedElsewhere,
} from '../store/storage-status.ts';
import { t } from './messages.ts';

const messageKey = {
  full: 'storageFull',
  unavailable: 'storageUnavailable',
  failed: 'storageFailed',
} as const;

export function StorageNotice() {
  return (
    <>
      <Show when={upgradedElsewhere()}>
        <div class="notice" role="status" data-testid="storage-upgraded">
          <span>{t('storageUpgraded')}</span>
          <button type="button" class="button primary" onClick={() => globalThis.location.reload()}>
            {t('reload')}
          </button>
        </div>
      </Show>
      <Show when={upgradeBlocked()}>
        <div class="notice" role="status" data-testid="storage-upgrade-blocked">
          <span>{t('storageUpgradeBlocked')}</span>
        </div>
      </Show>
      <Show when={!upgradedElsewhere() && storageProblem()}>
        {(problem) => (
          <div class="notice warning" role="alert" data-testid="storage-notice">
            <span>{t(messageKey[problem()])}</span>
            <button type="button" class="button" onClick={clearStorageProblem}>
              {t('dismiss')}
            </button>
          </div>
        )}
      </Show>
    </>
  );
}
