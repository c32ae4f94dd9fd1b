// JamSumo's guided Sumo round through the engine, as the app runs it: the tutorial session under the game
// controller, the table worker's session in the test's thread, the panel's flicks with the steady hand
// the guided game uses. The flick the card suggests knocks a die of Rival's out, a miss is said, and
// Rival's scripted turn is a miss.
import { ownerOf } from '@dicetable/rules/jamsumo';
import { createRoot } from 'solid-js';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, setLanguage } from '../../../i18n/i18n.ts';
import '../../../i18n/languages/all.ts';
import { createTutorialSession } from '../../../tutorial/tutorial-session.ts';
import { createJamSumoGame, type JamSumoGame } from '../game-controller.ts';
import { jamSumoGame } from '../jamsumo-game.ts';
import { nodeTableClient } from '../node-table-client.ts';
import { boardFlick, type PanelAim, PLAYER, RIVAL } from './jamsumo-script.ts';
import { SUMO_AIM, suggestedDie, sumoRivalMove, sumoScript, sumoTutorialSetup } from './sumo-script.ts';

afterEach(() => setLanguage('en'));

async function guided() {
  const client = await nodeTableClient();
  return createRoot(async () => {
    const flicked = new Set<number>();
    const script = sumoScript({ flicked: () => flicked });
    const session = createTutorialSession(jamSumoGame, sumoTutorialSetup('Ana', 'Rival'), script);
    const game = createJamSumoGame(session, client, { animate: () => false, handSpread: 0 });
    await game.open();
    return {
      session,
      game,
      step: () => script.steps[session.step()]?.id ?? 'done',
      say: () => script.steps[session.step()]?.say(session.state()) ?? script.ending(session.state()),
      /** A flick set on the panel while the board faces the player. */
      panel: async (die: number, aim: PanelAim) => {
        flicked.add(die);
        await game.flick(boardFlick(die, aim));
      },
      rivalTurn: async () => {
        expect(game.state().current).toBe(RIVAL);
        await game.flickAsMade(sumoRivalMove(game.state()));
      },
      suggested: () => suggestedDie(session.state(), flicked),
    };
  });
}

const outOfPlay = (game: JamSumoGame, seat: number) =>
  game
    .state()
    .dice.filter((d, die) => ownerOf(die) === seat && d.status === 'out')
    .map((d) => d.out);

describe('the guided Sumo round, through the engine', () => {
  it('comes true with the flick its card suggests: a die of Rival’s out, then Rival’s miss', async () => {
    const g = await guided();
    expect(g.game.state().dice.every((d) => d.status === 'play' && d.top === 3)).toBe(true);
    expect(g.step()).toBe('hit');
    expect(g.suggested()).toBe(1);
    expect(g.say()).toContain('choose your die 2, set Direction 0° and Strength 85%');
    await g.panel(1, SUMO_AIM);
    expect(outOfPlay(g.game, RIVAL)).toEqual(['off']);
    expect(g.session.explained()).toMatch(/^A hit! Rival’s die went off the edge/);
    expect(g.step()).toBe('rival');
    await g.rivalTurn();
    expect(g.game.state().lastFlick).toMatchObject({ seat: RIVAL, hit: false });
    expect(outOfPlay(g.game, RIVAL).sort()).toEqual(['miss', 'off']);
    expect(g.session.explained()).toBe(
      'Rival’s die touched none of yours: a miss, so it is out for the round.',
    );
    expect(g.step()).toBe('done');
    expect(g.say()).toMatch(/^That is Sumo\./);
  }, 60_000);

  it('says a miss, puts that die out, and the next die suggested still knocks one out', async () => {
    const g = await guided();
    // Straight from the middle die: it falls into the hole and touches nothing of Rival's.
    await g.panel(2, SUMO_AIM);
    expect(g.game.state().lastFlick).toMatchObject({ seat: PLAYER, hit: false });
    expect(g.step()).toBe('hit');
    expect(g.session.explained()).toMatch(/^A miss: your die touched none of Rival’s/);
    await g.rivalTurn();
    expect(g.step()).toBe('hit');
    expect(g.say()).toContain('Try again with your die 2');
    await g.panel(g.suggested()!, SUMO_AIM);
    expect(g.step()).toBe('rival');
  }, 60_000);

  it('suggests the other die beside the middle once the first has been flicked', async () => {
    const g = await guided();
    // Back towards the player's own platform: it touches nothing of Rival's.
    await g.panel(1, { degrees: 180, strength: 20, height: 20 });
    expect(g.step()).toBe('hit');
    await g.rivalTurn();
    expect(g.suggested()).toBe(3);
    await g.panel(3, SUMO_AIM);
    expect(g.step()).toBe('rival');
  }, 60_000);

  it('takes no flick of Rival’s but the scripted one', async () => {
    const g = await guided();
    await g.panel(1, { degrees: 180, strength: 20, height: 20 });
    await g.game.flickAsMade({ ...sumoRivalMove(g.game.state()), strength: 0.5 });
    expect(g.session.log().actions).toHaveLength(1);
    expect(g.session.tryAgain()).toBe(
      'flick your die 4 straight at Rival’s dice (Direction 0°, Strength 85%).',
    );
    await g.rivalTurn();
    expect(g.session.log().actions).toHaveLength(2);
  }, 60_000);

  it('speaks every language on its cards', () => {
    for (const lang of LANGUAGES) {
      setLanguage(lang);
      const script = sumoScript({ flicked: () => new Set() });
      const state = jamSumoGame.rules.initialState(sumoTutorialSetup('Ana', 'Rival'));
      for (const step of script.steps) expect(step.say(state).length).toBeGreaterThan(20);
      expect(script.ending(state).length).toBeGreaterThan(100);
      if (lang !== 'en') expect(script.steps[0]!.say(state)).not.toContain('This is a Sumo round');
    }
  });
});
