// Landscape: the sheet may be taller than the screen. After each roll the cells of the columns with a
// fixed order (down, up, announced) are brought into view, the lower one last so that at the start of a
// game the only open Up cell (Jamb, at the bottom) shows.
import { type Accessor, createEffect, on } from 'solid-js';

/** The layout with the controls beside the sheet (jamb.css uses the same query). */
const LANDSCAPE_TABLET = '(orientation: landscape) and (min-width: 821px)';

export function scrollOpenCellsIntoView(
  table: () => HTMLElement | undefined,
  writable: Accessor<ReadonlyMap<string, number>>,
) {
  createEffect(
    on(writable, (cells) => {
      const element = table();
      if (cells.size === 0 || !element || !matchMedia(LANDSCAPE_TABLET).matches) return;
      const targets = [...element.querySelectorAll<HTMLElement>('.jamb-sheet .jamb-cell.open')].filter(
        (cell) => !cell.dataset.cell?.startsWith('free-'),
      );
      requestAnimationFrame(() => {
        const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
        for (const cell of targets)
          cell.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
      });
    }),
  );
}
