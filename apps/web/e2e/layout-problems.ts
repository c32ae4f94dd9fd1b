// What a player could not see or reach on a screen, could hardly hit or read, or finds covered: the
// checks of the layout sweep (every-screen.spec.ts) and of the longer languages' game flows (languages.spec.ts).
export const viewports = [
  { width: 1180, height: 820 },
  { width: 1024, height: 768 },
  { width: 820, height: 1180 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

export const MIN_TARGET = 44;
/** The smallest text a player is asked to read in play. */
export const MIN_TEXT_PX = 12;
/** From this width on a game screen shows every control the turn needs without scrolling; phones scroll. */
export const TABLET_WIDTH = 768;

export interface Problem {
  kind:
    | 'scrolls sideways'
    | 'outside the viewport'
    | 'below the fold'
    | 'smaller than 44 px'
    | 'covered'
    | 'text under 12 px'
    | 'main action not on screen';
  control: string;
  box?: string;
}

export interface LayoutChecks {
  minTarget: number;
  /** A game in play on a tablet: every enabled control on screen without scrolling. */
  atOnce: boolean;
  /** Selectors of the turn's main action (Roll, the board, the supply): on screen without scrolling at every size. */
  mainActions?: readonly string[];
  /** Text read in play: none under this size (0: not checked). */
  minTextPx?: number;
  /** Whether a control covered by another element counts. */
  covered?: boolean;
  /**
   * Selectors of what may lie over controls other than the ones it points at: a guided game's card, whose
   * own tests check that the control of each step stays clear (tutorial-checks.ts).
   */
  mayCover?: readonly string[];
}

/** Runs in the page: what a player could not see or reach, could hardly hit or read, or finds covered. */
export function layoutProblems({
  minTarget,
  atOnce,
  mainActions = [],
  minTextPx = 0,
  covered = false,
  mayCover = [],
}: LayoutChecks): Problem[] {
  const problems: Problem[] = [];
  const root = document.documentElement;
  const width = window.innerWidth;
  const height = window.innerHeight;
  const nameOf = (element: Element) => {
    const name =
      element.getAttribute('aria-label') ??
      element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
      '';
    const testId = element.getAttribute('data-testid');
    const className = element.getAttribute('class');
    return `${element.tagName.toLowerCase()}${className ? `.${className.trim().split(/\s+/).join('.')}` : ''}${testId ? `[${testId}]` : ''} "${name}"`;
  };
  const boxText = (box: DOMRect) =>
    `${Math.round(box.left)},${Math.round(box.top + window.scrollY)} ${Math.round(box.width)}×${Math.round(box.height)}`;
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
  /** The part of an element's box that its clipping ancestors (a sheet that scrolls) let show. */
  const visiblePart = (element: Element): DOMRect | null => {
    const box = element.getBoundingClientRect();
    let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (style.overflowX !== 'visible')
        [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
      if (style.overflowY !== 'visible')
        [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
    }
    return right - left > 1 && bottom - top > 1 ? new DOMRect(left, top, right - left, bottom - top) : null;
  };
  /** Whether an element paints over the point: a background, a picture, or its own text there. */
  const paintsAt = (element: Element, x: number, y: number) => {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    if (/^(IMG|CANVAS|VIDEO|INPUT|SELECT|TEXTAREA|BUTTON)$/.test(element.tagName)) return true;
    if (
      element instanceof SVGGraphicsElement &&
      !(element instanceof SVGSVGElement) &&
      !(element instanceof SVGGElement)
    )
      return style.fill !== 'none' || style.stroke !== 'none';
    const colour = style.backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
    if ((colour.length === 3 || (colour[3] ?? 0) > 0.05) && colour.length > 0) return true;
    if (style.backgroundImage !== 'none') return true;
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return true;
      }
    }
    return false;
  };
  /** The element painted over a control at one of five points of its visible part, if any. */
  const coverOf = (element: Element, part: DOMRect): Element | null => {
    const points = [
      [0.5, 0.5],
      [0.25, 0.25],
      [0.75, 0.25],
      [0.25, 0.75],
      [0.75, 0.75],
    ];
    for (const [fx, fy] of points) {
      const x = part.left + part.width * fx!;
      const y = part.top + part.height * fy!;
      if (x < 0 || y < 0 || x > width || y > height) continue;
      for (const top of document.elementsFromPoint(x, y)) {
        if (top === element || element.contains(top)) break;
        if (top.contains(element)) continue;
        // The label a control is hit through is the control.
        if (top instanceof HTMLLabelElement && top.control === element) break;
        if (mayCover.some((selector) => top.closest(selector))) continue;
        if (paintsAt(top, x, y)) return top;
      }
    }
    return null;
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
  const modal = document.querySelector('dialog:modal');
  const reachable: Element[] = [];
  for (const control of controls) {
    const element = target(control);
    if (seen.has(element) || isHidden(element) || element.closest('[inert], [aria-hidden="true"]')) continue;
    // Behind an open modal dialog the page is inert: only the dialog's controls are there to reach.
    if (modal && !modal.contains(element)) continue;
    seen.add(element);
    // Controls in a box that scrolls sideways are reported with that box.
    if (sideways.some((box) => box.contains(element))) continue;
    reachable.push(element);
    // A link inside running text is sized by the text around it.
    if (element.tagName === 'A' && element.closest('p') && !element.classList.contains('button')) continue;
    const box = element.getBoundingClientRect();
    const where = boxText(box);
    const disabled =
      (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true';
    if (box.left < -1 || box.right > width + 1 || box.top + window.scrollY < -1) {
      problems.push({ kind: 'outside the viewport', control: nameOf(element), box: where });
    } else if (
      atOnce &&
      !disabled &&
      // A control inside a box that scrolls on its own (a long sheet) is reached there: what counts is
      // the part of it that box shows.
      (visiblePart(element)?.bottom ?? 0) + window.scrollY > window.innerHeight + 1
    ) {
      problems.push({ kind: 'below the fold', control: nameOf(element), box: where });
    } else if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) {
      problems.push({ kind: 'smaller than 44 px', control: nameOf(element), box: where });
    }
  }
  // Covered: the page is looked at one screenful at a time, as a player scrolls it.
  const startY = window.scrollY;
  const suspects = new Set<Element>();
  for (let y = 0; covered; y += Math.max(200, height - 100)) {
    window.scrollTo(0, y);
    for (const element of reachable) {
      if (suspects.has(element)) continue;
      const part = visiblePart(element);
      if (!part || part.top < 0 || part.bottom > height) continue;
      if (coverOf(element, part)) suspects.add(element);
    }
    if (y + height >= root.scrollHeight) break;
  }
  // What a sticky header covers at one scroll position, a player scrolls out from under: a control is
  // covered only if it still is when scrolled to the middle of the screen, and, when it sticks itself
  // (a contents beside a long page), at the page's top too.
  const uncoveredAt = (element: Element) => {
    const part = visiblePart(element);
    return part !== null && part.top >= 0 && part.bottom <= height && coverOf(element, part) === null;
  };
  for (const element of suspects) {
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    if (uncoveredAt(element)) continue;
    window.scrollTo(0, 0);
    if (uncoveredAt(element)) continue;
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const part = visiblePart(element);
    const cover = part && coverOf(element, part);
    if (part && cover) {
      problems.push({
        kind: 'covered',
        control: `${nameOf(element)} by ${nameOf(cover)}`,
        box: boxText(part),
      });
    }
  }
  window.scrollTo(0, startY);
  for (const selector of mainActions) {
    const found = [...document.querySelectorAll(selector)].filter((element) => !isHidden(element));
    if (found.length === 0) {
      problems.push({ kind: 'main action not on screen', control: `${selector} (not shown)` });
    }
    for (const element of found) {
      const box = element.getBoundingClientRect();
      if (
        box.top + window.scrollY < -1 ||
        box.bottom + window.scrollY > height + 1 ||
        box.left < -1 ||
        box.right > width + 1
      ) {
        problems.push({ kind: 'main action not on screen', control: nameOf(element), box: boxText(box) });
      }
    }
  }
  if (minTextPx > 0) {
    const small = new Map<Element, number>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || small.has(parent)) continue;
      if (parent.closest('script, style, noscript, [hidden]') || isHidden(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      // Text for screen readers only (clipped to a pixel) is not read by eye.
      if (rect.width <= 1 || rect.height <= 1 || !visiblePart(parent)) continue;
      let size = Number.parseFloat(getComputedStyle(parent).fontSize);
      if (parent instanceof SVGElement) {
        const svg = parent instanceof SVGGraphicsElement ? parent : parent.closest('text');
        const scale = svg instanceof SVGGraphicsElement ? Math.abs(svg.getScreenCTM()?.a ?? 1) : 1;
        size *= scale;
      }
      if (size < minTextPx - 0.05) small.set(parent, size);
    }
    for (const [element, size] of small) {
      problems.push({
        kind: 'text under 12 px',
        control: `${nameOf(element)} (${size.toFixed(1)} px)`,
      });
    }
  }
  return problems;
}
