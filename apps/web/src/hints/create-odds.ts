// The app's access to the odds engine. The engine (and its WASM) is fetched only when a game screen
// first asks for hints, so the home screen never loads it; once loaded, every answer is computed
// synchronously, so hints follow a roll, hold or release within the same frame.
import type { OddsAnswer, OddsCalculator, OddsQuery } from '@dicetable/engine';
import { type Accessor, createMemo, createSignal } from 'solid-js';

let calculator: OddsCalculator | undefined;
let loading: Promise<OddsCalculator> | undefined;
const [loaded, setLoaded] = createSignal<OddsCalculator | undefined>(undefined, { equals: false });

/**
 * The odds calculator: the WASM engine, or the TypeScript reference (same answers, a little slower)
 * when WASM cannot be instantiated here. Loads once; a failed load (e.g. a missing chunk) is retried
 * on the next call.
 */
export function loadOddsCalculator(): Promise<OddsCalculator> {
  if (calculator) return Promise.resolve(calculator);
  loading ??= import('@dicetable/engine/browser')
    .then(async (engine): Promise<OddsCalculator> => {
      try {
        return await engine.loadOddsEngine();
      } catch {
        return engine.createReferenceOdds();
      }
    })
    .then(
      (ready) => {
        calculator = ready;
        setLoaded(ready);
        return ready;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  return loading;
}

const CACHE_LIMIT = 512;
const answers = new Map<string, OddsAnswer | undefined>();

function sortedKey(dice: readonly number[] | undefined): string {
  return dice === undefined ? '-' : [...dice].sort((a, b) => a - b).join('');
}

function queryKey(query: OddsQuery): string {
  const rules = query.jambHouseRules;
  const house = `${rules?.straightByRoll ? 's' : ''}${rules?.tripsBonus20 ? 't' : ''}`;
  return `${query.game}|${sortedKey(query.dice)}|${query.rollsLeft}|${query.defi ? 1 : 0}|${sortedKey(query.hold)}|${house}`;
}

function tryQuery(engine: OddsCalculator, query: OddsQuery): OddsAnswer | undefined {
  try {
    return engine.query(query);
  } catch {
    return undefined;
  }
}

/** One answer, cached (the last CACHE_LIMIT situations). A hold the rules do not allow only drops `given`. */
export function answerOdds(engine: OddsCalculator, query: OddsQuery): OddsAnswer | undefined {
  const key = queryKey(query);
  if (answers.has(key)) return answers.get(key);
  let answer = tryQuery(engine, query);
  if (answer === undefined && query.hold !== undefined)
    answer = tryQuery(engine, { ...query, hold: undefined });
  if (answers.size >= CACHE_LIMIT) answers.delete(answers.keys().next().value!);
  answers.set(key, answer);
  return answer;
}

/**
 * Live odds for a reactive situation: undefined while the engine loads (a few milliseconds, once),
 * when the query is undefined (hints off, no turn) or when the situation is impossible.
 */
export function createOdds(query: Accessor<OddsQuery | undefined>): Accessor<OddsAnswer | undefined> {
  if (!calculator) loadOddsCalculator().catch(() => undefined);
  return createMemo(() => {
    const engine = loaded() ?? calculator;
    const current = query();
    return engine && current ? answerOdds(engine, current) : undefined;
  });
}
