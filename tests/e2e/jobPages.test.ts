/** In Chromium: a bank officer posts a shift, opens its pages, and a seeded booked shift's applicants; screenshots of each. */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localDate } from '../../domain/time';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { openBrowser, screenshot } from './browser';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(30_000);
});
afterAll(() => browser?.close());

async function api(path: string) {
  const auth = await fetch(`${baseUrl}/api/v3/authentication`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', email: 'bankofficer@bankshift.test', password: DEMO_PASSWORD }),
  }).then((r) => r.json());
  const role = auth.user.newUserRoles[0].roleId;
  return fetch(`${baseUrl}/api/v3/${path}${path.includes('?') ? '&' : '?'}role=${role}`, {
    headers: { Authorization: `Bearer ${auth.accessToken}` },
  }).then((r) => r.json());
}

async function choose(label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the job pages in a browser', () => {
  it('posts a shift from the form and shows its pages', async () => {
    await page.goto(`${baseUrl}/sign-in`);
    await page.getByLabel('Email').fill('bankofficer@bankshift.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    // The one-form posting page (the top bar's button opens the wizard: tests/e2e/shiftWizard.test.ts).
    await page.goto(`${baseUrl}/jobs/new`);
    await page.getByRole('heading', { name: 'Create a New Shift' }).waitFor();
    await screenshot(page, 'job-new-empty');

    await page.getByRole('button', { name: 'Post shift' }).click();
    await page.getByText('Some fields need attention').waitFor();
    await screenshot(page, 'job-new-errors');

    await choose(/^Care location/, 'Northfield General Hospital');
    await choose(/^Area/, 'Emergency Department');
    await choose(/^Job title/, 'Staff Nurse');
    await choose(/^Band from/, 'Band 5');
    await choose(/^Band to/, 'Band 6');
    await page.getByLabel(/^Date/).fill(localDate(new Date(Date.now() + 5 * 86_400_000)));
    await page.getByLabel(/^Start time/).fill('19:30');
    await page.getByLabel(/^End time/).fill('07:30');
    await page.getByText('Night', { exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Autofill' }).check();
    await page.getByRole('combobox', { name: 'Add a skill' }).fill('Basic life');
    await page.getByRole('option', { name: 'Basic life support' }).click();
    await page.getByRole('textbox', { name: 'Comments' }).fill('Report to the nurse in charge on arrival.');
    await screenshot(page, 'job-new-filled');
    await page.getByRole('button', { name: 'Post shift' }).click();
    await page.waitForURL(/\/jobs\/\d+\/details$/);
    await page.getByRole('region', { name: 'About the shift' }).getByText('Emergency Department').waitFor();
    await screenshot(page, 'job-details-new');

    await page.getByRole('button', { name: 'Cancel shift' }).click();
    await page.getByRole('dialog', { name: 'Cancel this shift?' }).waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'job-details-cancel-dialog');
    await page.getByRole('button', { name: 'Keep the shift' }).click();

    await page.getByRole('tab', { name: 'Skills' }).click();
    await page.waitForURL(/\/editSkills$/);
    await page.getByRole('listitem', { name: 'Basic life support' }).waitFor();
    await screenshot(page, 'job-edit-skills');

    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('link', { name: 'Post similar' }).click();
    await page.waitForURL(/\/newSimilarJob\/\d+$/);
    await page.getByRole('heading', { name: 'Post a similar shift' }).waitFor();
    await screenshot(page, 'job-new-similar');
  });

  it('shows the applicants of a seeded shift', async () => {
    const booked = await api('jobs?progress=booked&status=APPROVED&$limit=20');
    expect(booked.data.length).toBeGreaterThan(0);
    const job = booked.data[0];
    await page.goto(`${baseUrl}/jobs/${job.id}/details`);
    await page.getByRole('heading', { name: job.title }).waitFor();
    await page.getByText(/Confirmed: \d/).waitFor();
    await screenshot(page, 'job-details-booked');
    await page.getByRole('tab', { name: 'Applicants' }).click();
    await page.getByRole('table').waitFor();
    await screenshot(page, 'job-applicants');
    const vacant = await api('jobs?progress=vacant&status=APPROVED&$limit=1&$sort[date]=-1');
    await page.goto(`${baseUrl}/jobs/${vacant.data[0].id}/applicants`);
    await page.getByRole('button', { name: 'Offer to a nurse' }).click();
    await page.getByRole('combobox', { name: 'Nurse' }).fill('a');
    await page.getByRole('option').first().waitFor();
    await screenshot(page, 'job-applicants-offer');
  });
});
