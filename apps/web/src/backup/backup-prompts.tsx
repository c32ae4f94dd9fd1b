// The two prompts about keeping the games: the offer to ask the browser (after the first saved game)
// and the reminder to back up (every tenth finished game while storage is not persistent). They show in
// the page's flow above a screen that is not a game in play (app.tsx leaves them out there, from the
// game's first frame), so they never cover the dice or the sheet.
import { A } from '@solidjs/router';
import { createSignal, Match, Show, Switch } from 'solid-js';
import { formatNumber } from '../i18n/format.ts';
import {
  answerPersistOffer,
  backupPromptDue,
  dismissBackupReminder,
  finishedSinceBackup,
} from '../store/backup-prompts.ts';
import { askPersistence, type StorageOutcome, writeBackup } from './backup-actions.ts';
import { t } from './messages.ts';
import './backup.css';

export default function BackupPrompts() {
  const [outcome, setOutcome] = createSignal<StorageOutcome>();
  const act = async (action: () => Promise<StorageOutcome>) => setOutcome(await action());
  return (
    <Show when={outcome() || backupPromptDue()}>
      <section class="backup-prompt" aria-label={t('promptsLabel')} data-testid="backup-prompt">
        <Switch>
          <Match when={outcome()}>
            {(outcome) => (
              <>
                <p role="status">{outcome().message()}</p>
                <Show when={!outcome().ok}>
                  <A href="/settings" class="button">
                    {t('backUp')}
                  </A>
                </Show>
                <button type="button" class="button" onClick={() => setOutcome(undefined)}>
                  {t('later')}
                </button>
              </>
            )}
          </Match>
          <Match when={backupPromptDue() === 'persist'}>
            <p>{t('persistOffer')}</p>
            <button type="button" class="button primary" onClick={() => void act(askPersistence)}>
              {t('keepGames')}
            </button>
            <button type="button" class="button" onClick={() => void answerPersistOffer()}>
              {t('notNow')}
            </button>
          </Match>
          <Match when={backupPromptDue() === 'backup'}>
            <p>
              {t('reminder', {
                count: t('finishedGames', {
                  count: formatNumber(finishedSinceBackup()),
                  n: finishedSinceBackup(),
                }),
              })}
            </p>
            <button type="button" class="button primary" onClick={() => void act(writeBackup)}>
              {t('backUpNow')}
            </button>
            <button type="button" class="button" onClick={() => void dismissBackupReminder()}>
              {t('later')}
            </button>
          </Match>
        </Switch>
      </section>
    </Show>
  );
}
