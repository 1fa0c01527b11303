/**
 * A shift's eligible candidates in Chromium (issue 13): a shift manager opens a shift's candidates from its page,
 * reads why the best match scores what it does, and offers the shift to that nurse, who is offered it.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_SHIFT_DAYS } from '../../server/db/demoRoles';
import { openBrowser, screenshot } from './browser';
import { signIn } from './shellSupport';
import { apiSession, shiftTimes, type ApiSession } from './shiftsApi';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let manager: ApiSession;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
  manager = await apiSession(baseUrl, 'shiftmanager@bankshift.test');
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, 'candidates-failed');
});
afterAll(() => browser?.close());

describe("a shift's eligible candidates", () => {
  it('are ranked and explained, and the best one is offered the shift', async () => {
    const places = await manager.call('GET', 'care-locations?code=NGH');
    const careLocationId = places.data[0].id;
    const wards = await manager.call('GET', `departments?careLocationId=${careLocationId}`);
    // After the demo shifts end, so that no demo booking overlaps it.
    const start = new Date(Date.now() + (DEMO_SHIFT_DAYS + 9) * 86_400_000);
    start.setUTCHours(9, 0, 0, 0);
    const job = await manager.call('POST', 'jobs', {
      body: {
        careLocationId,
        departmentId: wards.data[0].id,
        title: `Candidates E2E ${Date.now()}`,
        grade: { from: '5', to: '6' },
        vacancies: 1,
        ...shiftTimes(start, 8),
      },
    });
    const ranked = await manager.call('GET', `get-staff-match-score?jobId=${job.id}`);
    const top = ranked.data[0];
    const name = `${top.nurse.firstname} ${top.nurse.lastname}`;

    await signIn(page, baseUrl, 'shiftmanager@bankshift.test');
    await page.goto(`${baseUrl}/jobs/${job.id}/details`);
    await page.getByRole('tab', { name: 'Candidates' }).click();
    await page.waitForURL(/\/eligible-candidates$/);
    const table = page.getByRole('table', { name: 'Eligible nurses, best match first' });
    await expect.poll(() => table.getByRole('rowheader').first().textContent()).toBe(name);
    await page.getByRole('button', { name: `Why ${name}` }).click();
    const breakdown = page.getByRole('table', { name: `Score of ${name}` });
    await breakdown.waitFor();
    await expect.poll(() => breakdown.getByRole('row', { name: /^Skills/ }).textContent()).toContain('50');
    await screenshot(page, 'candidates-breakdown');
    await page.getByRole('button', { name: `Offer the shift to ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Offer' }).click();
    await page.getByText(`Shift offered to ${name}`).waitFor();
    const applications = await manager.call('GET', `applications?jobId=${job.id}`);
    expect(applications.data.map((a: any) => [a.userId, a.status])).toEqual([[top.userId, 'offered']]);
  }, 120_000);
});
