// A lost GPU context (a tab in the background on a tablet) comes back on its own; the board redraws
// when it does, and when the page is shown again.

/** Listens on the canvas and the page; returns how to stop listening. */
export function redrawAfterContextLoss(canvas: HTMLCanvasElement, redraw: () => void): () => void {
  const onContextLost = (event: Event) => event.preventDefault();
  const onVisible = () => {
    if (document.visibilityState === 'visible') redraw();
  };
  canvas.addEventListener('webglcontextlost', onContextLost);
  canvas.addEventListener('webglcontextrestored', redraw);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    canvas.removeEventListener('webglcontextlost', onContextLost);
    canvas.removeEventListener('webglcontextrestored', redraw);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
