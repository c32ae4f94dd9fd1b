// "Install Dicetable": the browser's install prompt where it offers one, else the guide for iPad and
// iPhone. It shows only where one of them exists and the app is not installed yet.
import { A } from '@solidjs/router';
import { Match, Show, Switch } from 'solid-js';
import { t } from '../messages.ts';
import { installed, installWay, promptInstall } from './install-state.ts';

export function InstallButton() {
  return (
    <Switch>
      <Match when={installWay() === 'prompt'}>
        <button
          type="button"
          class="button primary"
          data-testid="install"
          onClick={() => void promptInstall()}
        >
          {t('install')}
        </button>
      </Match>
      <Match when={installWay() === 'ios-guide'}>
        <A href="/install" class="button primary" data-testid="install">
          {t('install')}
        </A>
      </Match>
    </Switch>
  );
}

/** The home screen's offer: one line and the button, only while installing is possible. */
export function InstallOffer() {
  return (
    <Show when={installWay()}>
      <aside class="install-offer" aria-label={t('install')}>
        <p>{t('installBlurb')}</p>
        <InstallButton />
      </aside>
    </Show>
  );
}

/** Settings' row: installed, the button, or where the browser keeps its own way to install. */
export function InstallSetting() {
  return (
    <div class="setting-row install-row" data-testid="install-setting">
      <span>
        {t('installApp')}
        <Show when={!installed() && installWay()}>
          <br />
          <small>{t('installBlurb')}</small>
        </Show>
      </span>
      <Switch fallback={<small class="install-menu">{t('installFromMenu')}</small>}>
        <Match when={installed()}>
          <strong>{t('installed')}</strong>
        </Match>
        <Match when={installWay()}>
          <InstallButton />
        </Match>
      </Switch>
    </div>
  );
}
