// Damaged saves, the same everywhere: thousands of mutated copies of the recorded games — cut short,
// bytes flipped, fields removed, added or of the wrong type, numbers out of range — go through the one
// import path. It never throws: every file opens as a valid game or is refused with a known code.
import { describe, expect, it } from 'vitest';
import { nextBelow, type RngState, seedRng } from '../dice/prng.ts';
import illegalWrite from '../jamb/fixtures/illegal-write.log.json' with { type: 'json' };
import soloReal from '../jamb/fixtures/solo-real-dice.log.json' with { type: 'json' };
import groupApp from '../jamb/fixtures/three-players-house-rules.log.json' with { type: 'json' };
import jamRound from '../jamsumo/fixtures/jam-round.json' with { type: 'json' };
import jamsumoPad from '../jamsumo/fixtures/jamsumo-pad.json' with { type: 'json' };
import sumoRound from '../jamsumo/fixtures/sumo-round.json' with { type: 'json' };
import { GAME_IDS, type GameId, type GameLog } from '../log/game-log.ts';
import drawApp from '../yam-master/fixtures/draw-app-dice.json' with { type: 'json' };
import illegalPlace from '../yam-master/fixtures/illegal-place.json' with { type: 'json' };
import lineWin from '../yam-master/fixtures/line-win-real-dice.json' with { type: 'json' };
import pointsApp from '../yam-master/fixtures/points-app-dice.json' with { type: 'json' };
import undoneJamb from './fixtures/undone-roll-jamb.log.json' with { type: 'json' };
import undoneYam from './fixtures/undone-roll-yam-master.log.json' with { type: 'json' };
import type { AnyGameRules } from './game-rules.ts';
import { gameRules } from './registry.ts';
import { GAME_LOG_REFUSAL_CODES, openGameLog } from './replay.ts';

const CASES_PER_GAME = 1200;

/** A recorded log's first `keep` actions: long games cost time, not coverage. */
const cut = (log: unknown, keep: number): GameLog => ({
  ...(log as GameLog),
  actions: (log as GameLog).actions.slice(0, keep),
});

const BASES: Record<GameId, readonly unknown[]> = {
  jamb: [illegalWrite, soloReal, cut(groupApp, 200), undoneJamb],
  'yam-master': [illegalPlace, lineWin, cut(drawApp, 200), cut(pointsApp, 200), undoneYam],
  jamsumo: [jamRound.log, sumoRound.log, jamsumoPad.log],
};

/** A seeded source of choices, from the game's own generator. */
function chooser(seed: number) {
  let rng: RngState = seedRng(seed);
  const below = (bound: number) => {
    const step = nextBelow(rng, Math.max(1, bound));
    rng = step.state;
    return step.value;
  };
  return { below, pick: <T>(items: readonly T[]): T => items[below(items.length)]! };
}
type Chooser = ReturnType<typeof chooser>;

const WRONG_VALUES: readonly unknown[] = [
  null,
  true,
  'x',
  '',
  0,
  -1,
  1.5,
  7,
  99,
  -0.0001,
  2 ** 32,
  1e308,
  [],
  {},
  [1, 2, 3, 4, 5, 6],
  { type: 'burn', draws: 3 },
];

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/** Null a quarter of the time: the commonest damage a reader trips over. */
const wrongValue = (choose: Chooser): Json =>
  choose.below(4) === 0 ? null : clone(choose.pick(WRONG_VALUES) as Json);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

type Slot = [Json[] | Record<string, Json>, string | number];

/** Every place in the tree a mutation can hit, and separately the fields of the setup and each action. */
function slots(node: Json, depth = 0, found = { all: [] as Slot[], fields: [] as Slot[] }) {
  if (Array.isArray(node)) {
    node.forEach((child, index) => {
      found.all.push([node, index]);
      slots(child, depth + 1, found);
    });
  } else if (node !== null && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      found.all.push([node, key]);
      // Depth 1: the setup's fields; depth 2: an action's fields (under `actions`).
      if (depth === 1 || depth === 2) found.fields.push([node, key]);
      slots(child, depth + 1, found);
    }
  }
  return found;
}

function mutateTree(root: Json, choose: Chooser): void {
  const { all, fields } = slots(root);
  // Half the damage hits a field of the setup or of an action, where the rules read first.
  const slot = choose.below(2) === 0 && fields.length > 0 ? choose.pick(fields) : choose.pick(all);
  if (slot === undefined) return;
  const [parent, key] = slot;
  const value = (parent as Record<string | number, Json>)[key]!;
  switch (choose.below(7)) {
    case 0:
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key as string];
      return;
    case 1:
      if (Array.isArray(parent)) parent.splice(key as number, 0, clone(value));
      else parent[`extra${choose.below(3)}`] = wrongValue(choose);
      return;
    case 2:
      if (typeof value === 'number') {
        (parent as Record<string | number, Json>)[key] = choose.pick([
          value + 1,
          value - 1,
          -value,
          value * 1000,
          value + 0.5,
          -1,
          0,
          2 ** 31,
          2 ** 53,
        ]);
        return;
      }
      (parent as Record<string | number, Json>)[key] = wrongValue(choose);
      return;
    case 3:
      if (Array.isArray(parent) && parent.length > 1) {
        const other = choose.below(parent.length);
        [parent[key as number], parent[other]] = [parent[other]!, parent[key as number]!];
        return;
      }
      (parent as Record<string | number, Json>)[key] = wrongValue(choose);
      return;
    default:
      (parent as Record<string | number, Json>)[key] = wrongValue(choose);
  }
}

function mutateText(text: string, choose: Chooser): string {
  const at = choose.below(text.length);
  switch (choose.below(4)) {
    case 0:
      return text.slice(0, at);
    case 1:
      return (
        text.slice(0, at) +
        String.fromCharCode(text.charCodeAt(at) ^ (1 << choose.below(7))) +
        text.slice(at + 1)
      );
    case 2:
      return text.slice(0, at) + text.slice(at + 1);
    default:
      return (
        text.slice(0, at) + choose.pick(['{', '}', '[', ']', ',', '"', '0', '-', 'e9', ' ']) + text.slice(at)
      );
  }
}

/** One damaged file: a few structural changes, sometimes followed by damage to the text itself. */
function damagedFile(base: unknown, choose: Chooser): string {
  const tree = clone(base) as Json;
  const actions = (tree as { actions?: Json[] }).actions;
  if (choose.below(4) === 0 && Array.isArray(actions)) {
    // A burn in the middle of the game, well-formed or not.
    actions.splice(choose.below(actions.length + 1), 0, {
      type: 'burn',
      draws: choose.pick([1, 5, 17, 0, -3, 2.5, '4', 2_000_000]),
    });
  }
  for (let n = 1 + choose.below(3); n > 0; n--) mutateTree(tree, choose);
  const text = JSON.stringify(tree);
  return choose.below(3) === 0 ? mutateText(text, choose) : text;
}

const KNOWN = new Set<string>(GAME_LOG_REFUSAL_CODES);

describe.each(GAME_IDS)('importing damaged %s files', (game) => {
  it(`opens ${CASES_PER_GAME} mutated logs as a valid game or a typed refusal, never throwing`, () => {
    const outcomes = new Map<string, number>();
    const bases = BASES[game];
    for (let i = 0; i < CASES_PER_GAME; i++) {
      const choose = chooser(GAME_IDS.indexOf(game) * 1_000_003 + i);
      const text = damagedFile(bases[i % bases.length], choose);
      const opened = openGameLog(text);
      if (opened.ok) {
        const rules: AnyGameRules = gameRules(opened.log.game);
        expect(typeof rules.isOver(opened.state)).toBe('boolean');
        expect(rules.summary(opened.state, opened.moves).game).toBe(opened.log.game);
        // A file that opens is a valid game: saved again, it opens to the very same game.
        const again = openGameLog(JSON.stringify(opened.log));
        expect(again.ok && again.state).toEqual(opened.state);
        outcomes.set('ok', (outcomes.get('ok') ?? 0) + 1);
      } else {
        const { code, message, actionIndex } = opened.error;
        if (!KNOWN.has(code)) throw new Error(`unknown refusal code ${code} for ${text}`);
        expect(message.length).toBeGreaterThan(0);
        expect(Number.isInteger(actionIndex) && actionIndex >= -1).toBe(true);
        if (actionIndex >= 0) expect(opened.log?.actions).toHaveLength(actionIndex);
        outcomes.set(code, (outcomes.get(code) ?? 0) + 1);
      }
    }
    // The damage reached every layer: the JSON, the envelope, the setup and the actions.
    expect(outcomes.get('ok')).toBeGreaterThan(0);
    expect(outcomes.get('log-not-json')).toBeGreaterThan(0);
    expect(outcomes.get('action-malformed')).toBeGreaterThan(0);
    expect(outcomes.size).toBeGreaterThan(8);
  });
});
