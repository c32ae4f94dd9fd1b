// Settings' "Learn my dice", beside the camera's setting: the switch, how many of the player's dice the
// reader is tuned on (or kept so far), a full disk when keeping the last throw failed, and the button that
// forgets them. Shown while the camera is offered, and while dice are kept even if it no longer is, so that
// they can always be forgotten.
import { createMemo, onMount, Show } from 'solid-js';
import { settings, updateSettings } from '../store/settings.ts';
import { t } from './messages.ts';
import { forgetTuning, refreshTuningStatus, tuningProblem, tuningStatusNow } from './reader-tuning.ts';
import { TUNE_EVERY } from './tuning-store.ts';

export function ReaderTuningSetting() {
  onMount(() => void refreshTuningStatus().catch(() => undefined));
  const kept = () => tuningStatusNow()?.kept ?? 0;
  const tunedOn = () => tuningStatusNow()?.tunedOn ?? 0;
  const words = createMemo(() => {
    if (tunedOn() > 0) return t('tunedOn', { n: tunedOn() });
    if (kept() > 0) return t('keptNotTuned', { n: kept(), every: TUNE_EVERY });
    return null;
  });
  return (
    <Show when={settings.cameraDice || kept() > 0 || tunedOn() > 0}>
      <div class="setting-row reader-tuning" data-testid="reader-tuning">
        <label class="reader-tuning-switch">
          <span>
            {t('learnDice')}
            <br />
            <small>{t('learnDiceBlurb')}</small>
          </span>
          <input
            type="checkbox"
            role="switch"
            aria-checked={settings.readerTuning}
            checked={settings.readerTuning}
            onChange={(event) => void updateSettings({ readerTuning: event.currentTarget.checked })}
          />
        </label>
        <Show when={tuningProblem()}>
          {(problem) => (
            <p role="alert" class="reader-tuning-problem">
              {problem() === 'full' ? t('tuningFull') : t('tuningFailed')}
            </p>
          )}
        </Show>
        <Show when={words()}>
          {(said) => (
            <div class="reader-tuning-status">
              <p data-testid="reader-tuned">{said()}</p>
              <button type="button" class="button" onClick={() => void forgetTuning()}>
                {t('forgetDice')}
              </button>
            </div>
          )}
        </Show>
      </div>
    </Show>
  );
}
