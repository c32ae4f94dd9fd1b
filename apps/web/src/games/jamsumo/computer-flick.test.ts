// A computer seat's flick in the app is the one `dicetable simulate` plays for the same position and
// seed: its planner's own hand, recorded as made, never passed through a person's hand again.
import { textSeed, turnSeed } from '@dicetable/engine';
import { engineLayout, playFlick, roundLayout } from '@dicetable/engine/jamsumo-table';
import { decide } from '@dicetable/players/jamsumo';
import { createJamSumoLog, type JamSumoSetup, newGame } from '@dicetable/rules/jamsumo';
import { createRoot } from 'solid-js';
import { describe, expect, it } from 'vitest';
import { createGameSession } from '../../session/game-session.ts';
import { settings, updateSettings } from '../../store/settings.ts';
import { createComputerPlayer } from './computer-player.ts';
import { createJamSumoGame } from './game-controller.ts';
import { jamSumoGame } from './jamsumo-game.ts';
import { nodeTableClient } from './node-table-client.ts';

const engine = () => import('@dicetable/engine/node');

async function appFlick(setup: JamSumoSetup, createdAt: Date) {
  const client = await nodeTableClient();
  const log = createJamSumoLog(setup, createdAt);
  const opened = { id: 'computer-flick', createdAt: log.createdAt, log, state: newGame(setup) };
  return createRoot(async (dispose) => {
    const session = createGameSession(jamSumoGame, opened);
    const game = createJamSumoGame(session, client, { animate: () => false });
    createComputerPlayer(game, client, async () => undefined);
    await game.open();
    for (let tries = 0; tries < 600 && session.log().actions.length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    dispose();
    return session.log().actions[0];
  });
}

async function simulatedFlick(setup: JamSumoSetup, createdAt: Date) {
  const { defaultBoard, loadPhysicsWorld } = await engine();
  const world = await loadPhysicsWorld();
  const board = setup.board ?? defaultBoard(setup.players.length);
  const table = { world, board, layout: engineLayout };
  const state = newGame(setup);
  world.reset(board, roundLayout(table, state));
  const seed = turnSeed(textSeed(createdAt.toISOString()), 0);
  const decision = decide(setup.players[state.current]!.computer!, table, state, seed);
  const played = playFlick(table, state, decision.flick);
  if (!played.ok) throw new Error(played.error.message);
  return played.value.action;
}

describe('a computer seat’s flick in the app', () => {
  it.each(['sumo', 'jam'] as const)(
    'is the flick simulate makes for the same position and seed (%s)',
    async (mode) => {
      const { defaultBoard } = await engine();
      // A person's hand far from steady: applied to the computer's flick, it would show.
      await updateSettings({ handSpread: 1 });
      expect(settings.handSpread).toBe(1);
      const setup: JamSumoSetup = {
        players: [
          { name: 'Computer', colour: 0, computer: 'beginner' },
          { name: 'Ann', colour: 1 },
        ],
        mode,
        table: 'flick',
        firstMarker: 0,
        board: { ...defaultBoard(2) },
      };
      const createdAt = new Date('2026-12-01T10:00:00.000Z');
      const inApp = await appFlick(setup, createdAt);
      expect(inApp).toBeDefined();
      expect(inApp).toEqual(await simulatedFlick(setup, createdAt));
    },
    60_000,
  );
});
