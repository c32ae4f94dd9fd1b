import { Router, type RouteSectionProps } from '@solidjs/router';
import { ErrorBoundary, lazy, onCleanup, onMount, Show, Suspense } from 'solid-js';
import { appRoutes } from './app-routes.ts';
import { gameInPlay } from './shell/game-in-play.ts';
import { t } from './shell/messages.ts';
import { keepRoomFor } from './shell/notices-room.ts';
import { StorageNotice } from './shell/storage-notice.tsx';
import type { UpdateFlow } from './shell/update-flow.ts';
import { OfflineReadyNotice, UpdateNotice } from './shell/update-notice.tsx';
import { backupPromptSeen, refreshBackupPrompt } from './store/backup-prompts.ts';

function LoadFailed(props: { reset: () => void }) {
  return (
    <div class="page">
      <main class="page-body">
        <p class="lead" role="alert">
          {t('loadFailed')}
        </p>
        <button type="button" class="button primary" onClick={() => props.reset()}>
          {t('retry')}
        </button>
      </main>
    </div>
  );
}

const BackupPrompts = lazy(() => import('./backup/backup-prompts.tsx'));

export function App(props: { updateFlow?: UpdateFlow }) {
  onMount(() => void refreshBackupPrompt());
  const Root = (route: RouteSectionProps) => (
    <>
      {/* Above the screen, in its flow: it covers nothing (backup/backup-prompts.tsx). The router's
          location is read here, not in the lazily loaded prompts: there it stays at the screen the
          navigation started from. */}
      <Show when={backupPromptSeen() && !gameInPlay(route.location.pathname)}>
        <BackupPrompts />
      </Show>
      <ErrorBoundary
        fallback={(error, reset) => {
          console.error(error);
          return <LoadFailed reset={reset} />;
        }}
      >
        <Suspense fallback={<p class="loading">{t('loading')}</p>}>{route.children}</Suspense>
      </ErrorBoundary>
      <div
        class="notices"
        aria-live="polite"
        ref={(notices) => onMount(() => onCleanup(keepRoomFor(notices)))}
      >
        {props.updateFlow && <OfflineReadyNotice flow={props.updateFlow} path={route.location.pathname} />}
        <StorageNotice />
        {props.updateFlow && <UpdateNotice flow={props.updateFlow} />}
      </div>
    </>
  );
  return <Router root={Root}>{appRoutes}</Router>;
}
