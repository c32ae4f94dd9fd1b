// Where the guide's ring and card go: the ring around the control to use next, and the card in the
// corner that leaves that control uncovered, followed on every frame the control may move (a roll, a
// scrolled sheet, a turned tablet). The page is scrolled to uncover the control until the player
// scrolls it themselves.
import { createSignal, onCleanup, onMount } from 'solid-js';
import {
  type Box,
  type Corner,
  cardBox,
  chooseCorner,
  clearingScroll,
  covered,
  type Frame,
} from './card-placement.ts';

/** Between the control and the ring drawn around it. */
const RING_PADDING = 6;
/** Between the card and the screen's edge, and between the card and the ring. */
export const CARD_MARGIN = 12;

export function createCoachPlacement(elements: {
  /** The control to use next, if the screen shows one. */
  target: () => HTMLElement | null;
  card: () => HTMLElement | undefined;
  /** The card's words, which may be longer than the card. */
  body: () => HTMLElement | undefined;
}) {
  const { target } = elements;
  const [ring, setRing] = createSignal<Box | null>(null);
  const [corner, setCorner] = createSignal<Corner | undefined>();
  const [place, setPlace] = createSignal<Box | null>(null);
  /** Whether the card's words are longer than the card (the keyboard then scrolls them too). */
  const [wordsScroll, setWordsScroll] = createSignal(false);
  const wordsOverflow = () => {
    const body = elements.body();
    return !!body && body.scrollHeight > body.clientHeight;
  };
  /** The screen as the card sees it: below the header while the header is on screen (it holds controls). */
  const frame = (): Frame => {
    const header = document.querySelector('.page-header, .home-header')?.getBoundingClientRect();
    return {
      width: document.documentElement.clientWidth,
      height: window.innerHeight,
      topInset: Math.max(CARD_MARGIN, (header?.bottom ?? 0) + CARD_MARGIN),
      margin: CARD_MARGIN,
      gap: RING_PADDING + CARD_MARGIN,
    };
  };
  const scrollRoom = () => ({
    up: window.scrollY,
    down: document.documentElement.scrollHeight - window.innerHeight - window.scrollY,
  });
  const cardSize = () => ({
    width: elements.card()?.offsetWidth ?? 0,
    height: elements.card()?.offsetHeight ?? 0,
  });
  const targetBox = (element: HTMLElement): Box => {
    const box = element.getBoundingClientRect();
    return { top: box.top, left: box.left, width: box.width, height: box.height };
  };

  /** Scrolls the control into the part of the screen the card leaves free, where no corner does. */
  const uncover = (box: Box, size = cardSize(), screen = frame()) => {
    const delta = clearingScroll(box, size, screen, scrollRoom());
    if (delta !== 0) window.scrollBy({ top: delta });
  };

  /** The guide may scroll the page to uncover the control until the player scrolls it themselves. */
  let mayScroll = true;
  // The control can move (a roll, a scrolled sheet, a turned tablet): follow it on every frame it may
  // have, and keep the card in a corner that leaves it uncovered.
  const follow = () => {
    setWordsScroll(wordsOverflow());
    const element = target();
    if (!element) {
      setRing(null);
      return;
    }
    const box = targetBox(element);
    setRing({
      top: box.top - RING_PADDING,
      left: box.left - RING_PADDING,
      width: box.width + 2 * RING_PADDING,
      height: box.height + 2 * RING_PADDING,
    });
    // Measured once a call: it runs on every scroll event.
    const size = cardSize();
    const screen = frame();
    const now = chooseCorner(box, size, screen, corner());
    setCorner(now);
    setPlace(cardBox(now, size, screen));
    // A control that came later (a button after a roll) or a card that grew: uncover it again.
    if (mayScroll && covered(now, box, size, screen) > 0) uncover(box, size, screen);
  };

  /** Brings the control into view, and, where every corner's card would cover it, into the part one leaves free. */
  const bringIntoView = (block: ScrollLogicalPosition) => {
    const element = target();
    if (!element) return;
    element.scrollIntoView({ block, inline: 'nearest' });
    uncover(targetBox(element));
  };
  const playerScrolls = () => {
    mayScroll = false;
  };
  onMount(() => {
    const timer = window.setInterval(follow, 200);
    for (const event of ['wheel', 'touchmove', 'keydown'] as const) {
      window.addEventListener(event, playerScrolls, { passive: true });
      onCleanup(() => window.removeEventListener(event, playerScrolls));
    }
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    // New words change the card's height: place it again at once, not at the next tick.
    const resized = new ResizeObserver(follow);
    const card = elements.card();
    if (card) resized.observe(card);
    onCleanup(() => {
      resized.disconnect();
      window.clearInterval(timer);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    });
  });

  return {
    ring,
    corner,
    place,
    wordsScroll,
    follow,
    bringIntoView,
    /** A new step: the guide may scroll the page again. */
    mayScrollAgain: () => {
      mayScroll = true;
    },
  };
}
