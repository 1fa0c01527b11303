/**
 * In Chromium, the bottom bar of selected shifts (spec 2.1): ticking a shift ready for approval on the jobs list
 * shows '{n} Shifts selected' with Deselect all and Approve all; the end of the page stays reachable above the
 * bar; Deselect all hides it. (Approving is the jobs issue's journey: the shared demo shifts stay as they are.)
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot } from './browser';
import { apiSignIn, expectPath, signIn } from './shellSupport';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
});
afterAll(() => browser?.close());

describe('bottom bar of selected shifts', () => {
  it("shows '1 Shifts selected', Deselect all and Approve all, and keeps the footer above it", async () => {
    // A day whose seeded shifts include one ready for approval (the only ones selectable), asked of the API.
    const officer = await apiSignIn(baseUrl, 'bankofficer@bankshift.test');
    const { body } = await officer.call('GET', 'jobs', {
      query: { progress: 'readyForApprove', status: 'APPROVED', '$sort[date]': -1, $limit: 1 },
    });
    const day: string = body.data[0].date;

    await signIn(page, baseUrl, 'bankofficer@bankshift.test');
    await expectPath(page, '/jobs/list');
    await page.getByRole('button', { name: 'Completed' }).click();
    await page.getByLabel('Date range').click();
    await page.getByRole('option', { name: 'Day Selected' }).click();
    await page.getByLabel('Day', { exact: true }).fill(day);
    const ready = page.getByRole('row').filter({ hasText: 'Ready for approval' }).first();
    await ready.waitFor().catch(async (e) => {
      await screenshot(page, 'shell-selection-debug');
      throw e;
    });
    await ready.getByRole('checkbox').check();

    const bar = page.getByRole('region', { name: '1 Shifts selected' });
    await bar.waitFor();
    await bar.getByText('1 Shifts selected').waitFor();
    await bar.getByRole('button', { name: 'Approve all' }).waitFor();
    await page.mouse.wheel(0, 5_000);
    const footer = page.getByText(/^Console \d+\.\d+\.\d+ · Server e2e$/);
    await expect
      .poll(async () => (await footer.boundingBox())!.y + (await footer.boundingBox())!.height)
      .toBeLessThanOrEqual((await bar.boundingBox())!.y);
    await screenshot(page, 'shell-selection-bar');

    await bar.getByRole('button', { name: 'Deselect all' }).click();
    await bar.waitFor({ state: 'hidden' });
    expect(await ready.getByRole('checkbox').isChecked()).toBe(false);
  });
});
