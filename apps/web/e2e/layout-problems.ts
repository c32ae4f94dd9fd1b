// What a player could not see or reach on a screen, or could hardly hit: the checks of layout.spec.ts,
// shared with the checks of the longer languages (languages.spec.ts).
export const viewports = [
  { width: 1180, height: 820 },
  { width: 1024, height: 768 },
  { width: 820, height: 1180 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

export const MIN_TARGET = 44;
/** From this width on a game screen shows every control the turn needs without scrolling; phones scroll. */
export const TABLET_WIDTH = 768;

export interface Problem {
  kind: 'scrolls sideways' | 'outside the viewport' | 'below the fold' | 'smaller than 44 px';
  control: string;
  box?: string;
}

/** Runs in the page: what a player could not see or reach, or could hardly hit. */
export function layoutProblems({ minTarget, atOnce }: { minTarget: number; atOnce: boolean }): Problem[] {
  const problems: Problem[] = [];
  const root = document.documentElement;
  const width = window.innerWidth;
  const nameOf = (element: Element) => {
    const name =
      element.getAttribute('aria-label') ??
      element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
      '';
    const testId = element.getAttribute('data-testid');
    return `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''}${testId ? `[${testId}]` : ''} "${name}"`;
  };
  if (root.scrollWidth > width + 1) {
    problems.push({ kind: 'scrolls sideways', control: `page (${root.scrollWidth} px wide)` });
  }
  const sideways: Element[] = [];
  for (const element of document.querySelectorAll('body *')) {
    const style = getComputedStyle(element);
    if (!/(auto|scroll)/.test(style.overflowX)) continue;
    if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
      sideways.push(element);
      problems.push({
        kind: 'scrolls sideways',
        control: `${nameOf(element)} (${element.scrollWidth} px in ${element.clientWidth})`,
      });
    }
  }
  const isHidden = (element: Element) => {
    // What a closed <details> holds is not shown, though Chromium still lays it out.
    const closed = element.closest('details:not([open])');
    if (closed && element.closest('summary')?.parentElement !== closed) return true;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return true;
    const box = element.getBoundingClientRect();
    return box.width === 0 && box.height === 0;
  };
  /** What the finger hits: a radio, checkbox or file input is hit through its label. */
  const target = (element: Element): Element => {
    if (element instanceof HTMLInputElement && /^(radio|checkbox|file)$/.test(element.type)) {
      const label = element.id ? document.querySelector(`label[for="${element.id}"]`) : null;
      return element.closest('label') ?? label ?? element;
    }
    return element;
  };
  const controls = document.querySelectorAll(
    'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="switch"], [role="slider"], [tabindex]:not([tabindex="-1"])',
  );
  const seen = new Set<Element>();
  for (const control of controls) {
    const element = target(control);
    if (seen.has(element) || isHidden(element) || element.closest('[inert], [aria-hidden="true"]')) continue;
    seen.add(element);
    // Controls in a box that scrolls sideways are reported with that box.
    if (sideways.some((box) => box.contains(element))) continue;
    // A link inside running text is sized by the text around it.
    if (element.tagName === 'A' && element.closest('p') && !element.classList.contains('button')) continue;
    const box = element.getBoundingClientRect();
    const where = `${Math.round(box.left)},${Math.round(box.top + window.scrollY)} ${Math.round(box.width)}×${Math.round(box.height)}`;
    const disabled =
      (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true';
    if (box.left < -1 || box.right > width + 1 || box.top + window.scrollY < -1) {
      problems.push({ kind: 'outside the viewport', control: nameOf(element), box: where });
    } else if (
      atOnce &&
      !disabled &&
      // The first visit's ready-to-work-offline line follows the screen on purpose: it moves nothing.
      !element.closest('.offline-ready') &&
      box.bottom + window.scrollY > window.innerHeight + 1
    ) {
      problems.push({ kind: 'below the fold', control: nameOf(element), box: where });
    } else if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) {
      problems.push({ kind: 'smaller than 44 px', control: nameOf(element), box: where });
    }
  }
  return problems;
}
