// axe-core's serious and critical violations on the page as it is now, for the accessibility checks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The rules whose outcome a change of theme can change: the theme sets colours only, so a page already
 * checked with every rule in one theme needs only these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface Violation {
  rule: string;
  help: string;
  targets: string[];
}

type WithAxe = { axe?: { run(context: unknown, options: RunOptions): Promise<AxeResults> } };

/**
 * axe runs in the page itself, put there once per document. (Playwright's axe adapter injects it again at
 * every check and finishes each run in a new blank page: five times the cost, for frames the app has none of.)
 */
export async function seriousViolations(
  page: Page,
  only?: readonly string[],
  within?: string,
): Promise<Violation[]> {
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe)))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ only, within }) => {
      if (document.querySelector('iframe'))
        throw new Error('the page holds a frame, which this check does not enter');
      const axe = (window as WithAxe).axe!;
      const results = await axe.run(within ? { include: [within] } : document, {
        // Only violations are reported back: axe then spends no time describing the passes.
        resultTypes: ['violations'],
        iframes: false,
        ...(only ? { runOnly: { type: 'rule', values: [...only] } } : {}),
      });
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          help: violation.help,
          targets: violation.nodes
            .slice(0, 5)
            .map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
        }));
    },
    { only, within },
  );
}
