import { Page } from '../ui/page.tsx';
import { t } from './messages.ts';

export default function NotFound() {
  return (
    <Page title={t('appName')} back="/">
      <p class="lead">{t('notFound')}</p>
    </Page>
  );
}
