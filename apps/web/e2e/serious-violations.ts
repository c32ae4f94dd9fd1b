// axe-core's serious and critical violations on the page as it is now, for the accessibility checks.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The rules whose outcome a change of theme can change: the theme sets colours only, so a page already
 * checked with every rule in one theme needs only these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export async function seriousViolations(page: Page, only?: readonly string[]) {
  // Only violations are reported back: axe then spends no time describing the passes.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (only) builder = builder.withRules([...only]);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}
