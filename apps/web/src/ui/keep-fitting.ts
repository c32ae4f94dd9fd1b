// A layout that shortens itself only where its full form does not fit: a class that is kept on an element
// exactly while, without it, the element would overflow. Measured again when the room changes and when
// the words change (a language, a name, a hint).

/** Keeps `shortClass` on `element` while `overflows()` holds without it; returns the way to stop. */
export function keepFitting(element: HTMLElement, shortClass: string, overflows: () => boolean): () => void {
  // Without a way to watch sizes (an old browser, a test's document) the full form stays.
  if (typeof ResizeObserver === 'undefined') return () => {};
  let frame = 0;
  const fit = () => {
    frame = 0;
    element.classList.remove(shortClass);
    if (overflows()) element.classList.add(shortClass);
  };
  const soon = () => {
    frame ||= requestAnimationFrame(fit);
  };
  const sizes = new ResizeObserver(soon);
  sizes.observe(element.parentElement ?? element);
  const words = new MutationObserver(soon);
  words.observe(element, { childList: true, subtree: true, characterData: true });
  fit();
  return () => {
    sizes.disconnect();
    words.disconnect();
    cancelAnimationFrame(frame);
  };
}

/** Whether the boxes start on more than one row (a row of buttons that wrapped). */
export function wrapped(tops: readonly number[]): boolean {
  return tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 8;
}
