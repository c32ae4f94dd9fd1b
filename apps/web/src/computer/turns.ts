// Plays the computer's seats: asks for a decision, then carries out its actions one by one at a pace a
// person can follow (each roll, hold and choice visible), or at once after "skip ahead". The player may
// undo at any moment: a plan whose game has moved on without it is dropped and planned again.
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
  /** Milliseconds between two actions at the normal pace. */
  readonly paceMs?: number;
}

export interface ComputerTurns {
  readonly thinking: Accessor<boolean>;
  readonly skipping: Accessor<boolean>;
  /** Plays the computer's moves at once until a person's turn comes. */
  skip(): void;
}

export function createComputerTurns<Action>(options: ComputerTurnsOptions<Action>): ComputerTurns {
  const pace = options.paceMs ?? 700;
  const [thinking, setThinking] = createSignal(false);
  const [skipping, setSkipping] = createSignal(false);
  let busy = false;
  let disposed = false;
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
        const start = options.moment();
        const actions = await options.plan();
        if (disposed || options.moment() !== start) continue;
        for (const action of actions) {
          if (!skipping()) await wait(pace);
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
      if (!options.active()) setSkipping(false);
    }
  }

  createEffect(on([options.active, options.moment], () => void run()));
  onCleanup(() => {
    disposed = true;
    if (timer !== undefined) clearTimeout(timer);
    wake?.();
  });
  return {
    thinking,
    skipping,
    skip: () => {
      setSkipping(true);
      if (timer !== undefined) clearTimeout(timer);
      wake?.();
    },
  };
}
