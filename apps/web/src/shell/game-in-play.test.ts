import { describe, expect, it } from 'vitest';
import { gameInPlay } from './game-in-play.ts';

describe('gameInPlay', () => {
  it('knows the screen of each game being played', () => {
    for (const path of [
      '/jamb/play/abc',
      '/jamb/tutorial',
      '/jamsumo/play/abc',
      '/jamsumo/pad/abc',
      '/jamsumo/tutorial',
      '/jamsumo/tutorial/sumo',
      '/yam-master/abc',
      '/yam-master/tutorial',
    ])
      expect(gameInPlay(path)).toBe(true);
  });

  it('leaves the lobbies, new-game screens, rules, history and settings out', () => {
    for (const path of [
      '/',
      '/jamb',
      '/jamb/new',
      '/jamb/rules',
      '/jamsumo',
      '/jamsumo/new/tablet',
      '/jamsumo/rules',
      '/yam-master',
      '/yam-master/rules',
      '/history',
      '/settings',
    ])
      expect(gameInPlay(path)).toBe(false);
  });
});
