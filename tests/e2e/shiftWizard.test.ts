/** In Chromium: a shift manager posts a shift on three dates through every step of the wizard, then finds them in the jobs list. */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, localDate } from '../../domain/time';
import { openBrowser, screenshot } from './browser';
import { apiSignIn, choose, signIn } from './shellSupport';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(30_000);
});
afterAll(() => browser?.close());

const next = async (step: string) => {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 2, name: step }).waitFor();
};

describe('the shift wizard in a browser', () => {
  it('posts a shift on three dates through every step, and the jobs list shows all three', async () => {
    await signIn(page, baseUrl, 'shiftmanager@bankshift.test');
    await page.locator('header').getByRole('link', { name: 'Create a New Shift' }).click();
    await page.getByRole('heading', { level: 2, name: 'Shift and template' }).waitFor();
    await choose(page, /^Care location/, 'Northfield General Hospital');
    await choose(page, /^Department/, 'Ward 2 - Respiratory');
    await choose(page, /^Role/, 'Staff Nurse');
    await choose(page, /^Lowest band/, '5');
    await choose(page, /^Highest band/, '6');
    await page.getByRole('radio', { name: /^Adult ward shift/ }).check();
    await screenshot(page, 'wizard-template');

    await next('Template skills');
    await page.getByRole('checkbox', { name: 'Basic life support' }).waitFor();
    await screenshot(page, 'wizard-template-skills');
    await next('Add capabilities');
    await page.getByRole('combobox', { name: 'Add a skill' }).fill('Blood trans');
    await page
      .getByRole('option', { name: /^Blood transfusion/ })
      .first()
      .click();
    await screenshot(page, 'wizard-add-capability');
    await next('Staff persona');
    await page.getByRole('radio', { name: /^Registered nurse: ward core/ }).check();
    await next('Staff skills');
    await page
      .getByRole('region', { name: 'What Registered nurse: ward core brings' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await screenshot(page, 'wizard-staff-skills');
    // A reload loses nothing: the draft is in the address.
    await page.reload();
    await page
      .getByRole('region', { name: 'What the shift asks for' })
      .getByText(/^Blood transfusion/)
      .waitFor();
    await next('Shift summary');

    // Beyond the demo's own shifts, so that the list shows these three alone.
    const today = localDate(new Date());
    const dates = [addDays(today, 70), addDays(today, 71), addDays(today, 73)];
    await choose(page, /^Shift time/, /^Early 07:00/);
    for (const date of dates) {
      await page.getByLabel('Date', { exact: true }).fill(date);
      await page.getByRole('button', { name: 'Add a date' }).click();
    }
    await page.getByLabel(/^Vacancies/).fill('2');
    await choose(page, /^Fulfilment/, 'Manual');
    await page.getByLabel(/^Budget code/).fill('E2E-WIZARD');
    await screenshot(page, 'wizard-summary');
    await page.getByRole('button', { name: 'Post 3 shifts' }).click();

    await page.waitForURL(/\/jobs\/list/);
    await page.locator('[data-job-id]').first().waitFor();
    const api = await apiSignIn(baseUrl, 'shiftmanager@bankshift.test');
    const posted = (
      (await api.call('GET', 'jobs', { query: { budgetCode: 'E2E-WIZARD' } })).body.data as {
        id: number;
        date: string;
      }[]
    ).sort((a, b) => a.date.localeCompare(b.date));
    expect(posted.map((j) => j.date)).toEqual(dates);
    const listed = await page
      .locator('[data-job-id]')
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-job-id'))));
    expect(listed.sort()).toEqual(posted.map((j) => j.id).sort());
    await page.waitForTimeout(1000);
    await screenshot(page, 'wizard-posted-list');
  });
});
