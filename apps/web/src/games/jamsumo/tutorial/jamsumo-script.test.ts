// JamSumo's guided first game through the engine, as the app runs it: the tutorial session under the
// game controller, the table worker's session in the test's thread, the panel's flicks with the steady
// hand the guided game uses. The flicks the cards suggest sink a die and push Rival's die off, and a
// missed flick is said and can be tried again.

import { engineLayout, platformOfSeat } from '@dicetable/engine/jamsumo-table';
import type { JamSumoState } from '@dicetable/rules/jamsumo';
import { createRoot } from 'solid-js';
import { afterEach, describe, expect, it } from 'vitest';
import { screenToBoardDirection } from '../../../board-view/flick-math.ts';
import { LANGUAGES, setLanguage } from '../../../i18n/i18n.ts';
import '../../../i18n/languages/all.ts';
import { createTutorialSession, type TutorialSession } from '../../../tutorial/tutorial-session.ts';
import { createJamSumoGame, type JamSumoGame } from '../game-controller.ts';
import { jamSumoGame } from '../jamsumo-game.ts';
import { nodeTableClient } from '../node-table-client.ts';
import {
  HOLE_AIM,
  jamSumoScript,
  jamSumoTutorialSetup,
  type PanelAim,
  PLAYER,
  PUSH_AIM,
  panelFlick,
  RIVAL,
  RIVAL_DIE,
  rivalMove,
} from './jamsumo-script.ts';

afterEach(() => setLanguage('en'));

type Guided = {
  session: TutorialSession<ReturnType<typeof jamSumoTutorialSetup>, JamSumoState, never>;
  game: JamSumoGame;
  step: () => string;
};

/** The guided game as the tutorial screen builds it (steady hand, Rival driven by the script). */
async function guided(): Promise<Guided & { rivalTurn(): Promise<void> }> {
  const client = await nodeTableClient();
  return createRoot(async () => {
    let game: JamSumoGame | undefined;
    const script = jamSumoScript({
      placed: () => !!game?.pending(),
      lastFlick: () => {
        const last = session.log().actions.at(-1);
        return last?.type === 'flick' ? last : undefined;
      },
    });
    const session = createTutorialSession(jamSumoGame, jamSumoTutorialSetup('Ana', 'Rival'), script);
    game = createJamSumoGame(session, client, { animate: () => false, handSpread: 0 });
    await game.open();
    const g = game;
    return {
      session: session as never,
      game: g,
      step: () => script.steps[session.step()]?.id ?? 'done',
      rivalTurn: async () => {
        expect(g.state().current).toBe(RIVAL);
        await g.flickAsMade(rivalMove(g.state()));
        expect(g.state().current).toBe(PLAYER);
      },
    };
  });
}

/** A flick set on the panel while the board faces the player, with a die put down first if none is. */
async function panel({ game, session }: Guided, aim: PanelAim, die: number) {
  const board = game.state().setup.board!;
  const platform = platformOfSeat(PLAYER, 2);
  if (game.state().dice[die]!.status === 'supply') {
    await game.place(die, platform);
    (session as unknown as { advance(): void }).advance();
  }
  await game.flick({
    die,
    direction: screenToBoardDirection(aim.degrees, -engineLayout.platformAngle(board, platform)),
    strength: aim.strength / 100,
    height: aim.height / 100,
  });
}

describe('the guided first game of JamSumo, through the engine', () => {
  it('comes true with the flicks its cards suggest: Rival opens, a die in the hole, Rival’s die off the edge', async () => {
    const g = await guided();
    expect(g.step()).toBe('board');
    await g.rivalTurn();
    expect(g.game.state().dice[RIVAL_DIE]!.status).toBe('play');
    expect(g.step()).toBe('place');
    await g.game.place(0, platformOfSeat(PLAYER, 2));
    (g.session as unknown as { advance(): void }).advance();
    expect(g.step()).toBe('hole');
    await panel(g, HOLE_AIM, 0);
    expect(g.game.state().dice[0]).toMatchObject({ status: 'out', out: 'hole' });
    expect(g.session.explained()).toContain('In the hole!');
    expect(g.step()).toBe('push');
    await g.rivalTurn();
    expect(g.game.state().dice[RIVAL_DIE]!.status).toBe('play');
    await panel(g, PUSH_AIM, 1);
    expect(g.game.state().dice[RIVAL_DIE]!.status).toBe('supply');
    expect(g.session.explained()).toContain('Off the edge!');
    expect(g.step()).toBe('done');
  }, 60_000);

  it('says how a flick missed the hole, keeps it, and a fresh die with the suggested flick still sinks', async () => {
    const g = await guided();
    await g.rivalTurn();
    await panel(g, { ...HOLE_AIM, strength: 20 }, 0);
    expect(g.step()).toBe('hole');
    expect(g.session.explained()).toMatch(/^Too short: /);
    expect(g.game.state().dice[0]!.status).toBe('play');
    await g.rivalTurn();
    // Rival's turn does not touch the die by the edge.
    expect(g.game.state().dice[RIVAL_DIE]!.status).toBe('play');
    await panel(g, { ...HOLE_AIM, degrees: 25 }, 1);
    expect(g.session.explained()).toMatch(/^Aside: /);
    await g.rivalTurn();
    await panel(g, HOLE_AIM, 2);
    expect(g.step()).toBe('push');
    await g.rivalTurn();
    await panel(g, PUSH_AIM, 3);
    expect(g.step()).toBe('done');
  }, 60_000);

  it('takes no flick of Rival’s from the tablet, and no flick at all before a die is put down', async () => {
    const g = await guided();
    await g.game.flickAsMade({ ...rivalMove(g.game.state()), strength: 0.3 });
    expect(g.session.log().actions).toHaveLength(0);
    expect(g.session.tryAgain()).toBe('tap “Watch Rival’s flick”, then wait for it.');
    await g.rivalTurn();
    expect(g.session.tryAgain()).toBe('');
    await g.game.flickAsMade(panelFlick(0, HOLE_AIM));
    expect(g.session.log().actions).toHaveLength(1);
    expect(g.session.refusal()?.text).toBe('Try: tap a die in your supply, then your platform.');
  }, 60_000);

  it('speaks every language on its cards', () => {
    for (const lang of LANGUAGES) {
      setLanguage(lang);
      const script = jamSumoScript({ placed: () => false, lastFlick: () => undefined });
      const state = jamSumoGame.rules.initialState(jamSumoTutorialSetup('Ana', 'Rival'));
      for (const step of script.steps) expect(step.say(state).length).toBeGreaterThan(20);
      if (lang !== 'en') expect(script.steps[0]!.say(state)).not.toContain('This is the JamSumo board');
    }
  });
});
