// Whether Dicetable can be installed here, and how: the browser's own prompt where it offers one
// (`beforeinstallprompt`, Chromium browsers), a guide on iPad and iPhone (Add to Home Screen, no prompt),
// and whether it already runs installed (a standalone window, or launched from the Home Screen).
import { createSignal } from 'solid-js';

interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The display modes of an installed app's window (a browser tab is `browser`). */
const INSTALLED_DISPLAY =
  '(display-mode: standalone), (display-mode: fullscreen), (display-mode: minimal-ui), (display-mode: window-controls-overlay)';

const [offer, setOffer] = createSignal<InstallPromptEvent>();
const [runningInstalled, setRunningInstalled] = createSignal(false);
const [installedHere, setInstalledHere] = createSignal(false);

/** An iPad or iPhone: iPadOS presents itself as a Mac, but a Mac has no touch screen. */
export function isAppleMobile(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return (
    /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
  );
}

/** Listens from the start, before any screen asks: the browser offers installation only once a page. */
export function watchInstallation(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own mini-infobar away; the home screen and Settings offer it instead.
    event.preventDefault();
    setOffer(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    setOffer(undefined);
    setInstalledHere(true);
  });
  const display = window.matchMedia(INSTALLED_DISPLAY);
  const iosHomeScreen = (navigator as { standalone?: boolean }).standalone === true;
  setRunningInstalled(display.matches || iosHomeScreen);
  display.addEventListener('change', (event) => setRunningInstalled(event.matches || iosHomeScreen));
}

/** Running as the installed app, or just installed from this page. */
export const installed = (): boolean => runningInstalled() || installedHere();

/** How this browser installs Dicetable now: by its prompt, by the iOS guide, or not from the page. */
export function installWay(): 'prompt' | 'ios-guide' | undefined {
  if (installed()) return undefined;
  if (offer()) return 'prompt';
  return isAppleMobile() ? 'ios-guide' : undefined;
}

/** Shows the browser's install prompt; the offer is spent whatever the answer. */
export async function promptInstall(): Promise<void> {
  const event = offer();
  if (!event) return;
  setOffer(undefined);
  await event.prompt();
  if ((await event.userChoice).outcome === 'accepted') setInstalledHere(true);
}
