// Plays the computer's seats: asks for a decision, then carries out its actions one by one at a pace a
// person can follow (each roll, hold and choice visible), or at once after "skip ahead". Each turn of a
// computer seat opens with a visible step before its first throw, so the person who played just before
// can still take back their own last move (a throw stands; a write or a placement may be undone until
// the next throw). The player may undo at any moment: a plan whose game has moved on without it is
// dropped and planned again.
import { type Accessor, createEffect, createSignal, on, onCleanup } from 'solid-js';

export interface ComputerTurnsOptions<Action> {
  /** True while the seat to act is a computer's and the game goes on. */
  readonly active: Accessor<boolean>;
  /** Changes with every action of the game (e.g. the log's length). */
  readonly moment: Accessor<number>;
  /** The actions of the computer's next decision. */
  readonly plan: () => Promise<readonly Action[]>;
  /** Carries out one action; false when the rules refuse it. */
  readonly play: (action: Action) => boolean;
  /** True while the seat to act has made no move of this turn yet (its turn is only just starting). */
  readonly turnStarts: Accessor<boolean>;
  /** Milliseconds between two actions at the normal pace. */
  readonly paceMs?: number;
  /** Milliseconds of the step that opens each of the computer's turns, before its first move. */
  readonly openingMs?: number;
}

/** How long a computer seat's turn waits before its first move: more than a second after a person's tap. */
export const OPENING_MS = 1600;
/** Between two of the computer's moves: long enough to see each throw, hold and write. */
export const PACE_MS = 900;

export interface ComputerTurns {
  readonly thinking: Accessor<boolean>;
  /** The step that opens a computer's turn: it has not moved yet, and the last move may still be undone. */
  readonly opening: Accessor<boolean>;
  readonly skipping: Accessor<boolean>;
  /** Plays the computer's moves at once until a person's turn comes. */
  skip(): void;
}

export function createComputerTurns<Action>(options: ComputerTurnsOptions<Action>): ComputerTurns {
  const pace = options.paceMs ?? PACE_MS;
  const openingMs = options.openingMs ?? OPENING_MS;
  const [thinking, setThinking] = createSignal(false);
  const [opening, setOpening] = createSignal(false);
  const [skipping, setSkipping] = createSignal(false);
  let busy = false;
  let disposed = false;
  /** Counts the game's moves seen, so the opening step can tell that one came in it. */
  let moves = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });

  async function run() {
    if (busy || disposed || !options.active()) return;
    busy = true;
    setThinking(true);
    try {
      let refused = false;
      while (!disposed && !refused && options.active()) {
        // The opening step stands in for the pause before the turn's first move; any move in it (an
        // undo, a write made again) starts it afresh, so the computer never moves within it of a tap.
        let paused = false;
        if (options.turnStarts() && !skipping()) {
          paused = true;
          setOpening(true);
          let seen: number;
          do {
            seen = moves;
            await wait(openingMs);
          } while (!disposed && !skipping() && seen !== moves);
          setOpening(false);
          if (disposed || !options.active()) break;
        }
        const start = options.moment();
        const actions = await options.plan();
        if (disposed || options.moment() !== start) continue;
        for (const action of actions) {
          if (!skipping() && !paused) await wait(pace);
          paused = false;
          if (disposed || !options.active()) break;
          // A refused action means the plan no longer fits the game: stop rather than retry for ever.
          if (!options.play(action)) {
            refused = true;
            break;
          }
        }
      }
    } finally {
      busy = false;
      setThinking(false);
      setOpening(false);
      if (!options.active()) setSkipping(false);
    }
  }

  const interrupt = () => {
    if (timer !== undefined) clearTimeout(timer);
    wake?.();
  };
  createEffect(
    on([options.active, options.moment], () => {
      moves += 1;
      if (opening()) interrupt();
      void run();
    }),
  );
  onCleanup(() => {
    disposed = true;
    interrupt();
  });
  return {
    thinking,
    opening,
    skipping,
    skip: () => {
      setSkipping(true);
      interrupt();
    },
  };
}
