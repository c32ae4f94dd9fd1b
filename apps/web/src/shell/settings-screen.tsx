import { A } from '@solidjs/router';
import { For, Show } from 'solid-js';
import { StorageSettings } from '../backup/storage-settings.tsx';
import { ReaderTuningSetting } from '../camera/reader-tuning-setting.tsx';
import { detectLanguage, LANGUAGE_NAMES, LANGUAGES, type Lang } from '../i18n/i18n.ts';
import { type Settings, settings, type ThemeChoice, updateSettings } from '../store/settings.ts';
import { Page } from '../ui/page.tsx';
import { InstallSetting } from './install/install-control.tsx';
import { t } from './messages.ts';

function Toggle(props: {
  label: string;
  /** A line under the label, for what the player should know before turning it on. */
  blurb?: string;
  key: 'sound' | 'haptics' | 'keepAwake' | 'cameraDice';
}) {
  return (
    <label class="setting-row toggle">
      <span>
        {props.label}
        <Show when={props.blurb}>
          <br />
          <small>{props.blurb}</small>
        </Show>
      </span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={settings[props.key]}
        checked={settings[props.key]}
        onChange={(event) =>
          updateSettings({ [props.key]: event.currentTarget.checked } as Partial<Settings>)
        }
      />
    </label>
  );
}

/** The hand setting in words, for screen readers: steady, a real hand, or the percentage between. */
function handWords(spread: number): string {
  if (spread === 0) return t('handSteady');
  if (spread === 1) return t('handReal');
  return t('handPercent', { percent: Math.round(spread * 100) });
}

export default function SettingsScreen() {
  const themes: { value: ThemeChoice; label: () => string }[] = [
    { value: 'system', label: () => t('themeSystem') },
    { value: 'light', label: () => t('themeLight') },
    { value: 'dark', label: () => t('themeDark') },
  ];
  return (
    <Page title={t('settings')} back="/">
      <section class="settings">
        <label class="setting-row">
          <span>{t('language')}</span>
          <select
            data-testid="language-select"
            value={settings.language ?? 'auto'}
            onChange={(event) => {
              const value = event.currentTarget.value;
              void updateSettings({ language: value === 'auto' ? null : (value as Lang) });
            }}
          >
            <option value="auto">{t('languageAuto', { name: LANGUAGE_NAMES[detectLanguage()] })}</option>
            <For each={LANGUAGES}>
              {(lang) => (
                <option value={lang} lang={lang}>
                  {LANGUAGE_NAMES[lang]}
                </option>
              )}
            </For>
          </select>
        </label>
        <fieldset class="setting-row">
          <legend>{t('theme')}</legend>
          <div class="segmented">
            <For each={themes}>
              {(theme) => (
                <label>
                  <input
                    type="radio"
                    name="theme"
                    value={theme.value}
                    checked={settings.theme === theme.value}
                    onChange={() => updateSettings({ theme: theme.value })}
                  />
                  <span>{theme.label()}</span>
                </label>
              )}
            </For>
          </div>
        </fieldset>
        <Toggle label={t('sound')} key="sound" />
        <Toggle label={t('haptics')} key="haptics" />
        <Toggle label={t('keepAwake')} key="keepAwake" />
        <Toggle label={t('cameraDice')} blurb={t('cameraDiceBlurb')} key="cameraDice" />
        <ReaderTuningSetting />
        <label class="setting-row hand-row">
          <span>
            {t('hand')}
            <br />
            <small>{t('handBlurb')}</small>
          </span>
          <span class="hand-scale">
            <small aria-hidden="true">{t('handSteady')}</small>
            <input
              type="range"
              min="0"
              max="100"
              step="5"
              data-testid="hand-spread"
              value={Math.round(settings.handSpread * 100)}
              aria-valuetext={handWords(settings.handSpread)}
              onInput={(event) =>
                void updateSettings({ handSpread: Number(event.currentTarget.value) / 100 })
              }
            />
            <small aria-hidden="true">{t('handReal')}</small>
          </span>
        </label>
        <InstallSetting />
        <StorageSettings />
        <A href="/lab" class="setting-row link-row">
          <span>
            <strong>{t('lab')}</strong>
            <br />
            <small>{t('labBlurb')}</small>
          </span>
          <span aria-hidden="true">›</span>
        </A>
        <A href="/about" class="setting-row link-row">
          <span>{t('about')}</span>
          <span aria-hidden="true">›</span>
        </A>
      </section>
    </Page>
  );
}
