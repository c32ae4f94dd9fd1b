// What a screen says to screen readers through its aria-live region.
import { type Accessor, createSignal } from 'solid-js';

export interface LiveAnnouncer {
  /** The text of the live region. */
  readonly announcement: Accessor<string>;
  announce(text: string): void;
}

export function createLiveAnnouncer(): LiveAnnouncer {
  const [announcement, setAnnouncement] = createSignal('');
  return {
    announcement,
    announce(text) {
      // The same text set again would not be read again; a fresh node is.
      setAnnouncement('');
      queueMicrotask(() => setAnnouncement(text));
    },
  };
}
