import { t } from './messages.ts';
import { Page } from './page.tsx';

export default function NotFound() {
  return (
    <Page title={t('appName')} back="/">
      <p class="lead">{t('notFound')}</p>
    </Page>
  );
}
