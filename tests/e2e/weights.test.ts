/**
 * The weight adjuster in Chromium (issue 13): a trust admin opens /weight-adjuster, reads the trust's weights (the
 * demo's), is told that all 0 cannot be saved, and saves new weights, which rank the trust's candidates from then on.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_MATCH_WEIGHTS } from '../../server/db/demoRoles';
import { openBrowser, screenshot } from './browser';
import { signIn } from './shellSupport';
import { apiSession, type ApiSession } from './shiftsApi';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let admin: ApiSession;

const LABELS = {
  skillsWeight: 'Skills weight',
  localExpWeight: 'Local experience weight',
  learningWeight: 'Learning weight',
  fairnessWeight: 'Fairness weight',
} as const;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
  admin = await apiSession(baseUrl, 'trustadmin@bankshift.test');
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, 'weights-failed');
});
afterAll(async () => {
  // Leave the trust's weights as the demo has them.
  for (const row of (await admin.call('GET', 'staffmatchweightsettings')).data)
    await admin.call('PATCH', `staffmatchweightsettings/${row.id}`, { body: DEMO_MATCH_WEIGHTS });
  await browser?.close();
});

describe('the weight adjuster', () => {
  it("shows the trust's weights, refuses all 0, and saves new ones", async () => {
    expect((await admin.call('GET', 'staffmatchweightsettings')).data).toEqual([
      expect.objectContaining(DEMO_MATCH_WEIGHTS),
    ]);
    await signIn(page, baseUrl, 'trustadmin@bankshift.test');
    await page.goto(`${baseUrl}/weight-adjuster`);
    for (const [field, label] of Object.entries(LABELS)) {
      await expect
        .poll(() => page.getByLabel(label).inputValue())
        .toBe(String(DEMO_MATCH_WEIGHTS[field as keyof typeof LABELS]));
    }
    await screenshot(page, 'weights-demo');
    for (const label of Object.values(LABELS)) await page.getByLabel(label).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('At least one weight must be above 0').first().waitFor();
    expect((await admin.call('GET', 'staffmatchweightsettings')).data).toEqual([
      expect.objectContaining(DEMO_MATCH_WEIGHTS),
    ]);
    await page.getByLabel(LABELS.skillsWeight).fill('60');
    await page.getByLabel(LABELS.localExpWeight).fill('40');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await admin.call('GET', 'staffmatchweightsettings')).data[0])
      .toMatchObject({ skillsWeight: 60, localExpWeight: 40, learningWeight: 0, fairnessWeight: 0 });
    await page.reload();
    await expect.poll(() => page.getByLabel(LABELS.localExpWeight).inputValue()).toBe('40');
    await screenshot(page, 'weights-saved');
  });
});
