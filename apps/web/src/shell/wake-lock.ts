// Keeps the screen on while a game screen is open (if the player wants that), and takes the lock
// again when the tab comes back: browsers release it whenever the page is hidden.
import { createEffect, onCleanup } from 'solid-js';
import { settings } from '../store/settings.ts';

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

export function useWakeLock(
  wakeLock: WakeLockLike | undefined = (navigator as { wakeLock?: WakeLockLike }).wakeLock,
) {
  if (!wakeLock) return;
  let sentinel: WakeLockSentinelLike | undefined;
  let wanted = false;

  const acquire = async () => {
    if (!wanted || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
    try {
      sentinel = await wakeLock.request('screen');
    } catch {
      // Refused (battery saver, no user gesture yet): the game works without it.
    }
  };
  const release = () => {
    const current = sentinel;
    sentinel = undefined;
    if (current && !current.released) void current.release().catch(() => undefined);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void acquire();
  };

  createEffect(() => {
    wanted = settings.keepAwake;
    if (wanted) void acquire();
    else release();
  });
  document.addEventListener('visibilitychange', onVisibility);
  onCleanup(() => {
    wanted = false;
    document.removeEventListener('visibilitychange', onVisibility);
    release();
  });
}
