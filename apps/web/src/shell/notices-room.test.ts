import { describe, expect, it } from 'vitest';
import { noticesRoom } from './notices-room.ts';

describe('noticesRoom', () => {
  it('is the height from the top of the notices to the foot of the screen while one shows', () => {
    expect(noticesRoom(760.4, 844, true)).toBe(84);
  });

  it('is nothing while none shows', () => {
    expect(noticesRoom(844, 844, false)).toBe(0);
    expect(noticesRoom(760, 844, false)).toBe(0);
  });
});
