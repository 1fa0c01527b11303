/**
 * Model shifts in Chromium (issue 13): the trust admin opens Model Shifts, a model shift's row opens its eligible
 * candidates (ranked as the API ranks them), and its edit page saves a new name.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot } from './browser';
import { signIn } from './shellSupport';
import { apiSession, type ApiSession } from './shiftsApi';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let admin: ApiSession;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
  admin = await apiSession(baseUrl, 'trustadmin@bankshift.test');
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, 'model-jobs-failed');
});
afterAll(() => browser?.close());

describe('model shifts', () => {
  it('open their eligible candidates from the list, and are changed on their edit page', async () => {
    const [acute] = (await admin.call('GET', 'model-jobs?name=Acute medicine day, band 5 to 6')).data;
    const ranked = await admin.call('GET', `model-job-staff-match-score?modelJobId=${acute.id}`);
    expect(ranked.total).toBeGreaterThan(0);
    const top = `${ranked.data[0].nurse.firstname} ${ranked.data[0].nurse.lastname}`;

    await signIn(page, baseUrl, 'trustadmin@bankshift.test');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Users' }).click();
    await page.getByRole('menu', { name: 'Users' }).getByRole('menuitem', { name: 'Model Shifts' }).click();
    await page.waitForURL(/\/modelJobList$/);
    // The name's cell: a row's middle may be a reference's link (its care speciality), which opens that record instead.
    await page
      .getByRole('row')
      .filter({ hasText: 'Acute medicine day, band 5 to 6' })
      .getByText('Acute medicine day, band 5 to 6', { exact: true })
      .click();
    await page.waitForURL(new RegExp(`/modelJobs/${acute.id}/eligibleCandidateList$`));
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'Eligible candidates for Acute medicine day, band 5 to 6' }).count(),
      )
      .toBe(1);
    const summary = ranked.total === 1 ? '1 eligible nurse' : `${ranked.total} eligible nurses`;
    await expect.poll(() => page.getByRole('heading', { name: summary }).count()).toBe(1);
    const firstRow = page.getByRole('table', { name: 'Eligible nurses, best match first' }).getByRole('row').nth(1);
    await expect.poll(() => firstRow.textContent()).toContain(top);
    await page.getByRole('button', { name: `Why ${top}` }).click();
    await expect
      .poll(() => page.getByRole('table', { name: `The skills sought as ${top} holds them` }).textContent())
      .toContain('IV cannulation');
    await screenshot(page, 'model-job-candidates');

    await page.getByRole('link', { name: 'Edit the model shift' }).click();
    await page.waitForURL(new RegExp(`/modelJobs/edit/${acute.id}$`));
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.inputValue()).toBe('Acute medicine day, band 5 to 6');
    await name.fill('Acute medicine day, bands 5 and 6');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await admin.call('GET', `model-jobs/${acute.id}`)).name)
      .toBe('Acute medicine day, bands 5 and 6');
    await admin.call('PATCH', `model-jobs/${acute.id}`, { body: { name: 'Acute medicine day, band 5 to 6' } });
  });
});
