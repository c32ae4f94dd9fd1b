// The contract every game's rules keep behind the one interface, checked on random whole games and on
// the recorded fixtures.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JambAction } from '../jamb/actions.ts';
import { JAMB_CATEGORIES, JAMB_COLUMNS } from '../jamb/categories.ts';
import groupLog from '../jamb/fixtures/three-players-house-rules.log.json' with { type: 'json' };
import { createJambGame, type JambState } from '../jamb/game.ts';
import { jambRules, openCells } from '../jamb/rules.ts';
import jamRound from '../jamsumo/fixtures/jam-round.json' with { type: 'json' };
import jamsumoPad from '../jamsumo/fixtures/jamsumo-pad.json' with { type: 'json' };
import { jamSumoRules } from '../jamsumo/rules.ts';
import type { JamSumoState } from '../jamsumo/types.ts';
import { createGameLog, GAME_IDS } from '../log/game-log.ts';
import pointsLog from '../yam-master/fixtures/points-app-dice.json' with { type: 'json' };
import { yamMasterRules } from '../yam-master/rules.ts';
import type { AnyGameRules } from './game-rules.ts';
import { gameRules } from './registry.ts';
import { openGameLog, replayGameLog, replayWith } from './replay.ts';

const jambSetup = (seed: number, players: number, diceMode: 'app' | 'real') => ({
  players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })),
  diceMode,
  seed,
  options: {},
});

function setupOf(data: unknown) {
  const setup = jambRules.validateSetup(data);
  if (!setup.ok) throw new Error(setup.error.code);
  return setup.value;
}

/** Plays a whole game choosing among `legalActions`, checking the interface's promises on every state. */
function playOut(rules: AnyGameRules, setup: unknown, picks: readonly number[]) {
  const valid = rules.validateSetup(setup);
  if (!valid.ok) throw new Error(valid.error.code);
  let state = rules.initialState(valid.value);
  let moves = 0;
  for (const pick of picks) {
    expect(rules.currentPlayer(state) === null).toBe(rules.isOver(state));
    expect(rules.result(state) === null).toBe(!rules.isOver(state));
    const legal = rules.legalActions(state) as unknown[];
    if (rules.isOver(state)) {
      expect(legal).toEqual([]);
      break;
    }
    expect(legal.length).toBeGreaterThan(0);
    const action = legal[pick % legal.length];
    const parsed = rules.parseAction(JSON.parse(JSON.stringify(action)));
    expect(parsed).toEqual({ ok: true, value: action });
    const next = rules.apply(state, action);
    if (!next.ok) throw new Error(`${JSON.stringify(action)} is listed but refused: ${next.error.code}`);
    state = next.value;
    moves += 1;
  }
  const summary = rules.summary(state, moves);
  expect(summary).toMatchObject({ game: rules.id, moves, finished: rules.isOver(state) });
  expect(summary.text).toContain(rules.name);
  return state;
}

describe('every game behind the one interface', () => {
  it('is registered under the id its logs carry', () => {
    for (const id of GAME_IDS) expect(gameRules(id).id).toBe(id);
    expect(new Set(jambRules.refusalCodes).size).toBe(jambRules.refusalCodes.length);
  });

  // Real dice list every keypad entry (7,776 before the first throw): the exact test below covers them.
  it.each([
    ['Jamb', jambRules, (seed: number) => jambSetup(seed, 1 + (seed % 3), 'app')],
    [
      'Yam Master',
      yamMasterRules,
      (seed: number) => ({
        players: [
          { name: 'Ana', colour: 1 },
          { name: 'Ben', colour: 2 },
        ],
        dice: 'app',
        seed,
      }),
    ],
  ] as const)('%s: every listed action is accepted, and a finished game has a result', (_, rules, setup) => {
    let finished = 0;
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.nat(), { minLength: 2000, maxLength: 2000 }), (seed, picks) => {
        const end = playOut(rules, setup(seed), picks);
        if (!rules.isOver(end)) return;
        finished += 1;
        const result = rules.result(end)!;
        expect(result.ranking.map((p) => p.player).sort()).toEqual(result.ranking.map((_, seat) => seat));
        expect(result.winners).toEqual(result.ranking.filter((p) => p.place === 1).map((p) => p.player));
      }),
      { numRuns: 6 },
    );
    expect(finished).toBeGreaterThan(0);
  });

  it('Jamb lists exactly the actions the reducer accepts (real dice: every keypad entry)', () => {
    const candidates: JambAction[] = [
      { type: 'roll' },
      ...[0, 1, 2, 3, 4].flatMap((die): JambAction[] => [
        { type: 'hold', die },
        { type: 'release', die },
      ]),
      ...JAMB_CATEGORIES.map((category): JambAction => ({ type: 'announce', category })),
      ...JAMB_COLUMNS.flatMap((column) =>
        JAMB_CATEGORIES.map((category): JambAction => ({ type: 'write', column, category })),
      ),
    ];
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.nat(), { maxLength: 200 }), fc.boolean(), (seed, picks, app) => {
        let state: JambState = createJambGame(setupOf(jambSetup(seed, 2, app ? 'app' : 'real')));
        for (const pick of picks) {
          const legal = jambRules.legalActions(state);
          const key = (a: JambAction) => JSON.stringify(a);
          const listed = new Set(legal.map(key));
          for (const candidate of candidates) {
            expect(listed.has(key(candidate))).toBe(jambRules.apply(state, candidate).ok);
          }
          const entries = legal.filter((a) => a.type === 'enter');
          if (entries.length > 0) {
            const held = state.turn.dice ? state.turn.held.filter(Boolean).length : 0;
            expect(entries).toHaveLength(6 ** (5 - held));
            expect(jambRules.apply(state, entries[pick % entries.length]!).ok).toBe(true);
          }
          if (legal.length === 0) break;
          const next = jambRules.apply(state, legal[pick % legal.length]!);
          if (!next.ok) throw new Error(next.error.code);
          state = next.value;
        }
      }),
      { numRuns: 20 },
    );
  });

  it('Jamb names the open cells: every legal write, and what the turn can still reach', () => {
    const replay = replayWith(jambRules, groupLog, { states: true });
    if (!replay.ok) throw new Error(replay.error.code);
    for (const state of replay.states!) {
      const open = new Set(openCells(state).map((c) => `${c.column}:${c.category}`));
      const sheet = state.sheets[state.current]!;
      for (const write of jambRules.legalActions(state).filter((a) => a.type === 'write')) {
        expect(open.has(`${write.column}:${write.category}`)).toBe(true);
      }
      for (const cell of open) {
        const [column, category] = cell.split(':') as [keyof typeof sheet, string];
        expect((sheet[column] as Record<string, number>)[category]).toBeUndefined();
      }
      if (state.announced)
        expect([...open].filter((c) => c.startsWith('announced:'))).toEqual([`announced:${state.announced}`]);
      if (state.finished) expect(open.size).toBe(0);
    }
    const start = createJambGame(setupOf(jambSetup(1, 1, 'app')));
    // Before the first roll: the first cell of down, the last of up, every free and announced cell.
    expect(openCells(start)).toHaveLength(1 + 1 + 13 + 13);
  });

  it('replays the recorded games through one replay for all games', () => {
    const jamb = openGameLog(JSON.stringify(groupLog));
    const yam = replayGameLog(pointsLog);
    const sumo = replayGameLog(jamsumoPad.log);
    if (!jamb.ok || !yam.ok || !sumo.ok) throw new Error('a fixture is refused');
    expect(jambRules.result(jamb.state as JambState)!.ranking.map((p) => p.name)).toEqual([
      'Bram',
      'Ana',
      'Chris',
    ]);
    expect(jamb.moves).toBe(groupLog.actions.length);
    expect(yamMasterRules.isOver(yam.state as never)).toBe(true);
    expect(jamSumoRules.summary(sumo.state as JamSumoState, sumo.moves).text).toMatch(/^JamSumo: /);
    const round = replayWith(jamSumoRules, jamRound.log);
    if (!round.ok) throw new Error(round.error.code);
    expect(jamSumoRules.draws(round.state)).toBe(0);
    expect(jamSumoRules.legalActions(round.state).length).toBeGreaterThan(0);
  });

  it('refuses a log of another game when one game is asked for', () => {
    const yam = createGameLog('yam-master', {});
    expect(replayGameLog(yam, { game: 'jamb' })).toMatchObject({
      ok: false,
      error: { code: 'log-wrong-game', actionIndex: -1 },
    });
    expect(replayWith(jambRules, yam)).toMatchObject({ ok: false, error: { code: 'log-wrong-game' } });
  });
});
