import { t } from './messages.ts';
import { Page } from './page.tsx';

export function ComingSoon(props: { title: string }) {
  return (
    <Page title={props.title} back="/">
      <p class="lead" data-testid="coming-soon">
        {t('comingSoon')}
      </p>
    </Page>
  );
}
