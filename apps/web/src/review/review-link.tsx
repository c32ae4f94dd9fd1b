// A Review button: it starts the review's workers as the finger lands on it (or at once, on a game's
// end screen, where Review is the likely next tap), so the review opens sooner.
import { A } from '@solidjs/router';
import { type JSX, onMount } from 'solid-js';
import { warmReview } from './review-workers.ts';

export function ReviewLink(props: {
  href: string;
  /** The game's number of players: the review shares its seats among workers. */
  players: number;
  /** Warm the workers as soon as the button shows. */
  warmAtOnce?: boolean;
  class: string;
  label?: string;
  testId?: string;
  children: JSX.Element;
}) {
  const warm = () => warmReview(props.players);
  onMount(() => {
    if (props.warmAtOnce) warm();
  });
  return (
    <A
      href={props.href}
      class={props.class}
      aria-label={props.label}
      data-testid={props.testId}
      onPointerDown={warm}
      onFocus={warm}
    >
      {props.children}
    </A>
  );
}
