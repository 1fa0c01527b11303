/**
 * In Chromium: a drafting role (Southgate's ward clerk) drafts a shift through the wizard; Southgate's admin finds the
 * draft held back by the trust's mandatory checklist, ticks it, and publishes it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, localDate } from '../../domain/time';
import { openBrowser, screenshot } from './browser';
import { apiSignIn, choose, logOut, signIn } from './shellSupport';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(30_000);
});
afterAll(() => browser?.close());

describe('a drafted shift in a browser', () => {
  it('is drafted by a ward clerk, held back by its checklist, then ticked and published by the admin', async () => {
    await signIn(page, baseUrl, 'wardclerk@bankshift.test');
    await page.locator('header').getByRole('link', { name: 'Draft a Shift' }).click();
    await page.getByRole('heading', { level: 2, name: 'Shift and template' }).waitFor();
    await choose(page, /^Care location/, 'Southgate Royal Infirmary');
    await choose(page, /^Department/, 'Coronary Care Unit');
    await choose(page, /^Role/, 'Staff Nurse');
    await choose(page, /^Lowest band/, '5');
    await choose(page, /^Highest band/, '6');
    for (const step of ['Template skills', 'Add capabilities', 'Staff persona', 'Staff skills', 'Shift summary']) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { level: 2, name: step }).waitFor();
    }
    const date = addDays(localDate(new Date()), 90);
    await choose(page, /^Shift time/, /^Late 14:00/);
    await page.getByLabel('Date', { exact: true }).fill(date);
    await page.getByRole('button', { name: 'Add a date' }).click();
    await page.getByLabel(/^Vacancies/).fill('1');
    await choose(page, /^Fulfilment/, 'Manual');
    await page.getByLabel(/^Budget code/).fill('E2E-DRAFT');
    await screenshot(page, 'draft-summary');
    await page.getByRole('button', { name: 'Save 1 draft' }).click();
    await page.waitForURL(/\/jobs\/list/);

    const clerk = await apiSignIn(baseUrl, 'wardclerk@bankshift.test');
    const [draft] = (await clerk.call('GET', 'jobs', { query: { budgetCode: 'E2E-DRAFT' } })).body.data as {
      id: number;
      status: string;
      date: string;
    }[];
    expect(draft).toMatchObject({ status: 'DRAFT', date });
    await page.locator(`[data-job-id="${draft.id}"]`).waitFor();
    await screenshot(page, 'draft-in-list');
    await logOut(page);

    await signIn(page, baseUrl, 'southadmin@bankshift.test');
    await page.goto(`${baseUrl}/jobs/${draft.id}/details`);
    const checklist = page.getByRole('region', { name: 'Drafted shift checklist' });
    await checklist.getByText('2 mandatory items to tick before publishing').waitFor();
    const publish = async () => {
      await page.getByRole('toolbar', { name: 'Shift actions' }).getByRole('button', { name: 'Publish' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    };
    await publish();
    await page.getByText(/The drafted shift checklist is not complete: .*"Budget approved by the matron"/).waitFor();
    const admin = await apiSignIn(baseUrl, 'southadmin@bankshift.test');
    expect((await admin.call('GET', `jobs/${draft.id}`)).body.status).toBe('DRAFT');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Each tick is saved before the box shows it.
    await checklist.getByRole('checkbox', { name: 'Budget approved by the matron' }).click();
    await checklist.getByText('1 mandatory item to tick before publishing').waitFor();
    await checklist.getByRole('checkbox', { name: 'Checked against the e-roster' }).click();
    await checklist.getByText(/^Every mandatory item is ticked/).waitFor();
    // The refusal was about the draft as it was: it goes once the draft changes.
    await page.getByText(/The drafted shift checklist is not complete/).waitFor({ state: 'detached' });
    await screenshot(page, 'draft-checklist-complete');
    await publish();
    await expect.poll(async () => (await admin.call('GET', `jobs/${draft.id}`)).body.status).toBe('APPROVED');
    await checklist.waitFor({ state: 'detached' });
  });
});
