// The dice physics gives the same bits in Chromium as in Node. The harness (e2e-engines/physics-harness.ts)
// is served from an intercepted origin; the browser's record (exact world snapshots after a heap, a break
// and flicks of every kind) is compared byte for byte (by hash) with the record Node computes here.
import { expect, test } from '@playwright/test';
import {
  browserLayoutsExpression,
  browserRecordExpression,
  nodeRecord,
  physicsHarnessFiles,
  summariseBrowserRecord,
  tableLayouts,
} from '../e2e-engines/physics-harness.ts';

const origin = 'http://physics.dicetable.test';

test('the browser simulates bit for bit what Node simulates', async ({ page }) => {
  const files = await physicsHarnessFiles();
  await page.route(`${origin}/**`, (route) => {
    const file = files[new URL(route.request().url()).pathname] ?? files['/']!;
    return route.fulfill({ body: file.body, contentType: file.type });
  });
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => 'physicsRecord' in window);
  const browser = summariseBrowserRecord(await page.evaluate(browserRecordExpression));
  const node = await nodeRecord();
  expect(node.length).toBeGreaterThan(10_000);
  expect(browser).toEqual(node);
  expect(await page.evaluate(browserLayoutsExpression)).toBe(tableLayouts());
});
