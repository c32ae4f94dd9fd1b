import { A } from '@solidjs/router';
import { t } from './messages.ts';

/** The four screens of the history, one tap apart. */
export function HistoryNav() {
  return (
    <nav class="history-nav" aria-label={t('historyNav')}>
      <A href="/history" end class="button">
        {t('historyTitle')}
      </A>
      <A href="/history/players" class="button">
        {t('playersTitle')}
      </A>
      <A href="/history/statistics" class="button">
        {t('statisticsTitle')}
      </A>
      <A href="/history/dice-check" class="button">
        {t('diceCheckTitle')}
      </A>
    </nav>
  );
}
