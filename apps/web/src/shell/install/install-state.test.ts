import { describe, expect, it } from 'vitest';
import { isAppleMobile } from './install-state.ts';

const SAFARI = 'AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('who gets the Add to Home Screen guide', () => {
  it.each([
    ['an iPhone', `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) ${SAFARI}`, 5, true],
    ['an iPad in its mobile mode', `Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) ${SAFARI}`, 5, true],
    [
      'an iPad, which presents itself as a Mac',
      `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) ${SAFARI}`,
      5,
      true,
    ],
    ['a Mac', `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) ${SAFARI}`, 0, false],
    ['Android', 'Mozilla/5.0 (Linux; Android 14; Pixel Tablet) Chrome/131.0 Safari/537.36', 5, false],
  ])('%s', (_device, userAgent, maxTouchPoints, guided) => {
    expect(isAppleMobile({ userAgent, maxTouchPoints })).toBe(guided);
  });
});
