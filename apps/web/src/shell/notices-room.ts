// The notices float over the foot of the screen. While one shows, the page keeps that much room at its
// foot, so whatever a notice lies over can be scrolled out from under it.

/** The room the notices take at the foot of a screen `viewportHeight` tall, from the top of their box. */
export function noticesRoom(noticesTop: number, viewportHeight: number, showing: boolean): number {
  return showing ? Math.max(0, Math.ceil(viewportHeight - noticesTop)) : 0;
}

/** Follows the notices' box and sets `--notices-room` on the page; returns the way to stop. */
export function keepRoomFor(notices: HTMLElement): () => void {
  const update = () => {
    const room = noticesRoom(
      notices.getBoundingClientRect().top,
      window.innerHeight,
      notices.childElementCount > 0,
    );
    document.documentElement.style.setProperty('--notices-room', `${room}px`);
  };
  // A notice coming or going is followed before anything else runs (a mutation's callback is a
  // microtask), not a frame later; the size observer follows words that wrap anew.
  const mutations = new MutationObserver(update);
  mutations.observe(notices, { childList: true, subtree: true, characterData: true });
  const sizes = new ResizeObserver(update);
  sizes.observe(notices);
  window.addEventListener('resize', update);
  return () => {
    mutations.disconnect();
    sizes.disconnect();
    window.removeEventListener('resize', update);
  };
}
