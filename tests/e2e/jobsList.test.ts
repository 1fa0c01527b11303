/** In Chromium: the jobs list for a shift manager and a trust admin, filtered from a link, with shifts selected. */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localDate } from '../../domain/time';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { openBrowser, screenshot } from './browser';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const DAY = 86_400_000;
const dayFrom = (days: number) => localDate(new Date(Date.now() + days * DAY));
const listUrl = (filter: object) => `${baseUrl}/jobs/list?filter=${encodeURIComponent(JSON.stringify(filter))}`;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
});
afterAll(() => browser?.close());

async function signIn(email: string) {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

/** Names of places and job titles load after the rows. */
const settled = () => page.waitForTimeout(1500);

async function signOut() {
  await page.evaluate(() => localStorage.clear());
}

describe('the jobs list in a browser', () => {
  it('shows a shift manager the vacant shifts of their hospital, today and over the next weeks', async () => {
    await signIn('shiftmanager@bankshift.test');
    await page.goto(`${baseUrl}/jobs/list`);
    await page.getByRole('button', { name: 'Vacant', pressed: true }).waitFor();
    await page.locator('[data-job-id], [role="status"]').first().waitFor();
    await settled();
    await screenshot(page, 'jobs-list-shiftmanager-default');

    await page.goto(listUrl({ status: 'vacant', dateRange: 'custom', dateFrom: dayFrom(0), dateTo: dayFrom(14) }));
    await page.locator('[data-job-id]').first().waitFor();
    await page.locator('td').filter({ hasText: 'Hospital' }).first().waitFor();
    const places = await page.locator('td').filter({ hasText: 'Hospital' }).allTextContents();
    expect(places.every((p) => p.includes('Northfield General Hospital'))).toBe(true);
    await settled();
    await screenshot(page, 'jobs-list-shiftmanager-fortnight');
    await signOut();
  });

  it('lets a trust admin select shifts ready for approval for the bottom bar', async () => {
    await signIn('trustadmin@bankshift.test');
    // Sorted by progress, newest state name first: the shifts ready for approval lead the completed view.
    await page.goto(
      `${listUrl({ status: 'completed', dateRange: 'custom', dateFrom: dayFrom(-30), dateTo: dayFrom(0) })}&sort=progress&order=DESC&perPage=24`,
    );
    await page.locator('[data-job-id]').first().waitFor();
    const selectable = page.locator('tbody input[type="checkbox"]:not([disabled])');
    await selectable.nth(0).check();
    await selectable.nth(1).check();
    await page.getByText('2 Shifts selected').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled();
    await screenshot(page, 'jobs-list-trustadmin-selected');
    await page.getByRole('button', { name: 'Deselect all' }).click();

    for (const name of ['Skills', 'Grade', 'Tiers']) {
      await page.getByRole('button', { name: 'Add filter' }).click();
      await page.locator('.MuiMenu-paper li').filter({ hasText: name }).first().click();
    }
    await page.getByRole('combobox', { name: 'Grade' }).click();
    await page.getByRole('option', { name: 'Band 5', exact: true }).click();
    await page.waitForURL(/grade/);
    await page.getByRole('combobox', { name: 'Date range' }).click();
    await page.getByRole('option', { name: 'This week' }).click();
    await page.getByRole('button', { name: 'Vacant' }).click();
    await page.waitForURL(/%22week%22/);
    await settled();
    await screenshot(page, 'jobs-list-trustadmin-filters');
  });
});
