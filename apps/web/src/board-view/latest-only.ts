// Asks one question at a time and keeps only the newest one waiting: while a finger drags, the landing
// mark is worked out for the aim of the moment, never queued up behind every aim the finger passed.
// An answer to an aim that was overtaken or let go of before it came is dropped, never shown.

export interface LatestOnly<Q> {
  /** The question of the moment, or null when there is none any more (the answer shown is cleared). */
  want(question: Q | null): void;
}

export function latestOnly<Q, A>(
  ask: (question: Q) => Promise<A>,
  show: (answer: A | null) => void,
): LatestOnly<Q> {
  let waiting: Q | null = null;
  let busy = false;
  /** Counts the questions; an answer is shown only if no other question came after its own. */
  let asked = 0;

  const next = (): void => {
    if (busy || waiting === null) return;
    const question = waiting;
    const mine = asked;
    waiting = null;
    busy = true;
    const done = (answer: A | null, answered: boolean) => {
      busy = false;
      if (answered && mine === asked) show(answer);
      next();
    };
    ask(question).then(
      (answer) => done(answer, true),
      () => done(null, false),
    );
  };

  return {
    want(question) {
      asked++;
      waiting = question;
      if (question === null) show(null);
      else next();
    },
  };
}
