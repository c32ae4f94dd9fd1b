import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, setLanguage } from '../i18n/i18n.ts';
import '../i18n/languages/load.ts';
import '../games/jamb/messages.ts';
import '../games/yam-master/messages.ts';
import { t as jambT } from '../games/jamb/messages.ts';
import { t as yamT } from '../games/yam-master/messages.ts';
import { computerName, seatName, seatNames } from './seat-names.ts';

afterEach(() => setLanguage('en'));

/** Every default name the new-game screens have stored, in every language. */
async function storedDefaults(n: number): Promise<string[]> {
  const names: string[] = [];
  for (const lang of LANGUAGES) {
    await setLanguage(lang);
    names.push(jambT('defaultName', { n }), yamT('playerN', { n }));
  }
  await setLanguage('en');
  return names;
}

describe('seat names are made at display time', () => {
  it('shows a default name stored in any language as the seat in the viewer’s language', async () => {
    const defaults = await storedDefaults(3);
    for (const lang of LANGUAGES) {
      await setLanguage(lang);
      const expected = jambT('defaultName', { n: 3 });
      for (const stored of defaults) expect(seatName(stored, 2, null)).toBe(expected);
    }
    await setLanguage('nl');
    expect(seatName('Player 3', 2, null)).toBe('Speler 3');
    expect(seatName('', 4, null)).toBe('Speler 5');
  });

  it('calls a computer seat by its level unless the group named it, and keeps every person’s name', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((name) => !/^\s*$/.test(name)),
        fc.constantFrom('beginner', 'good', 'expert') as fc.Arbitrary<'beginner' | 'good' | 'expert'>,
        fc.nat(5),
        (name, level, seat) => {
          const shown = seatName(name, seat, null);
          // A person keeps a typed name; only a default's form is made again.
          if (!/^(Player|Speler|Spieler|Jogador|Joueur|Igrač|Играч)\s+\d+$/u.test(name.trim()))
            expect(shown).toBe(name.trim());
          const computer = seatName(name, seat, level);
          expect([name.trim(), computerName(level)]).toContain(computer);
        },
      ),
    );
    expect(seatName('Player 2', 1, 'good')).toBe('Computer (good)');
    expect(seatName('Computer 2', 1, 'expert')).toBe('Computer (expert)');
    expect(seatName('Robo', 1, 'beginner')).toBe('Robo');
  });

  it('names the seats of an old file and a new setup alike, in German too', async () => {
    const setup = {
      players: [{ name: 'Ana' }, { name: 'Player 2', computer: 'good' }, { name: 'Player 3' }],
    };
    expect(seatNames(setup)).toEqual(['Ana', 'Computer (good)', 'Player 3']);
    await setLanguage('de');
    expect(seatNames(setup)).toEqual(['Ana', 'Computer (gut)', 'Spieler 3']);
    await setLanguage('sr-Cyrl');
    expect(seatNames(setup)[2]).toBe('Играч 3');
  });
});
