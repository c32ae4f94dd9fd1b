import { render } from 'solid-js/web';
import { App } from './app.tsx';
import { detectLanguage, languageReady, setLanguage } from './i18n/i18n.ts';
import './i18n/languages/load.ts';
import { watchInstallation } from './shell/install/install-state.ts';
import { registerServiceWorker } from './shell/service-worker.ts';
import { createUpdateFlow } from './shell/update-flow.ts';
import { loadSettings } from './store/settings.ts';
import './styles/base.css';

// Settings decide the language and theme of the first paint; a broken database must not keep the
// app from starting, so give it a moment and then render with the defaults. A language outside the app
// shell is downloaded first, so the first paint is already in it.
void setLanguage(detectLanguage());
watchInstallation();
const settingsReady = Promise.race([loadSettings(), new Promise((resolve) => setTimeout(resolve, 400))]);

void settingsReady.then(languageReady, languageReady).finally(() => {
  const source = registerServiceWorker();
  const updateFlow = source ? createUpdateFlow(source) : undefined;
  render(() => <App updateFlow={updateFlow} />, document.getElementById('root')!);
});
