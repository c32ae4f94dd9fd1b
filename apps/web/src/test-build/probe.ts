// The test build (`vite build --mode e2e`, the one the browser tests are served) lets a test find the
// dice on the canvas, as a player finds them by eye. In every other build the mode check is a constant,
// so all of this compiles away; the no-test-hooks plugin fails a production build where any is left.
import type { BoardView } from '../board-view/types.ts';

export function exposeBoardView(canvas: HTMLCanvasElement, view: BoardView): void {
  if (import.meta.env.MODE !== 'e2e') return;
  (canvas as HTMLCanvasElement & { boardView?: BoardView }).boardView = view;
}
