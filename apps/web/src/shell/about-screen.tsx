import { createResource, Show } from 'solid-js';
import { Page } from '../ui/page.tsx';
import { t } from './messages.ts';

async function checkEngine(): Promise<number | undefined> {
  try {
    const { loadOddsEngine } = await import('@dicetable/engine/browser');
    return (await loadOddsEngine()).multisetCount(5);
  } catch {
    return undefined;
  }
}

export default function AboutScreen() {
  const [engine] = createResource(checkEngine);
  return (
    <Page title={t('about')} back="/">
      <section class="prose">
        <p>{t('aboutText')}</p>
        <h2>{t('rulesSources')}</h2>
        <ul>
          <li>{t('jambSource')}</li>
          <li>{t('yamMasterSource')}</li>
          <li>{t('jamsumoSource')}</li>
        </ul>
        <p class="muted">{t('version', { version: __APP_VERSION__ })}</p>
        <Show when={!engine.loading}>
          <p class="muted" data-testid="engine-check">
            {engine() === undefined ? t('engineUnavailable') : t('engineCheck', { count: engine()! })}
          </p>
        </Show>
      </section>
    </Page>
  );
}
