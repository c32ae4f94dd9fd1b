// The guide to installing on iPad and iPhone, where no browser offers an install prompt: Share, then
// Add to Home Screen, then Add. Each step shows what the player looks for, drawn like iOS draws it.
import { A } from '@solidjs/router';
import { Page } from '../../ui/page.tsx';
import { t } from './messages.ts';
import './install.css';

/** iOS's Share symbol: a box with an arrow out of its top. */
function ShareSymbol() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" class="ios-symbol">
      <path d="M8 9H6.5A1.5 1.5 0 0 0 5 10.5v9A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5v-9A1.5 1.5 0 0 0 17.5 9H16" />
      <path d="M12 14V3M8.5 6.5 12 3l3.5 3.5" />
    </svg>
  );
}

/** iOS's Add to Home Screen symbol: a plus in a rounded square. */
function AddSymbol() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" class="ios-symbol">
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
      <path d="M12 8v8M8 12h8" />
    </svg>
  );
}

export default function IosGuideScreen() {
  return (
    <Page title={t('guideTitle')} back="/">
      <section class="ios-guide" data-testid="ios-guide">
        <p class="lead">{t('guideIntro')}</p>
        <ol class="ios-steps">
          <li>
            <div class="ios-picture" aria-hidden="true">
              <span class="ios-share-button">
                <ShareSymbol />
                <span>{t('shareButton')}</span>
              </span>
            </div>
            <p>
              <strong>{t('guideShare')}</strong> {t('guideShareWhere')}
            </p>
          </li>
          <li>
            <div class="ios-picture" aria-hidden="true">
              <span class="ios-menu-row">
                <span>{t('addToHomeScreen')}</span>
                <AddSymbol />
              </span>
            </div>
            <p>
              <strong>{t('guideAdd')}</strong>
            </p>
          </li>
          <li>
            <div class="ios-picture" aria-hidden="true">
              <img src="/icons/icon-192.png" alt="" width="56" height="56" />
              <span class="ios-add-button">{t('addButton')}</span>
            </div>
            <p>
              <strong>{t('guideConfirm')}</strong>
            </p>
          </li>
        </ol>
        <A href="/" class="button">
          {t('backToGames')}
        </A>
      </section>
    </Page>
  );
}
