// A guided first game as data: the seed that makes its story come true, and the steps that point at the
// real control to use next. The game's own rules judge every action; the script only says which one the
// story wants now and what happened after it.

/** One thing the player does with a real control of the game screen. */
export interface TutorialStep<State, Action> {
  /** A stable name, shown to tests as the card's data-step. */
  readonly id: string;
  /** The control to light up: a CSS selector, read again whenever the screen changes. */
  target(state: State): string;
  /** What to do now, in the player's language. */
  say(state: State): string;
  /** Whether the story takes this action now (the rules still have the last word). */
  allows(action: Action, state: State): boolean;
  /** The step is over (some steps take several actions: hold each five). */
  done(state: State): boolean;
  /** A gentle word for an action the story does not take now: "Try: …". */
  hint(state: State): string;
  /** What just happened, said on the next card. */
  explain?(before: State, after: State): string;
  /**
   * An action the story took that did not end the step (a flick that missed the hole): what went wrong,
   * said on the same card; '' says nothing new.
   */
  missed?(before: State, after: State): string;
  /** A step the guide plays itself (the other player's turn), once the player taps its button. */
  readonly autoplay?: TutorialAutoplay<State, Action>;
}

/** The other player's turn in a guided game: the guide plays it at a pace a person can follow. */
export interface TutorialAutoplay<State, Action> {
  /** The card's button that starts it, e.g. "Watch Computer's turn". */
  button(state: State): string;
  /** The next action of that turn. */
  next(state: State): Action;
}

export interface TutorialScript<State, Action> {
  readonly steps: readonly TutorialStep<State, Action>[];
  /** The last card: what the player now knows. */
  ending(state: State): string;
}
