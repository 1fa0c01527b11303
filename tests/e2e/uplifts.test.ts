/**
 * In Chromium, an uplift from end to end (issue 10): a shift manager escalates a shift to tier 2 from its rate page;
 * the operational manager, told by a notification that opens the rate page, approves it at the first step; the rate
 * manager, told likewise, approves it from the uplift list; the rate page shows the new rate and the history, and the
 * shift manager's notification of the approval opens it too.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { kindOf } from '../../domain/shiftRate';
import { addDays, localDate } from '../../domain/time';
import { openBrowser, screenshot } from './browser';
import { apiSignIn, expectPath, logOut, signIn, type ApiSession } from './shellSupport';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let jobId: number;
const title = `E2E uplift ${Date.now()}`;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
  const manager: ApiSession = await apiSignIn(baseUrl, 'shiftmanager@bankshift.test');
  const [location] = (await manager.call('GET', 'care-locations', { query: { code: 'NGH' } })).body.data;
  const [ward] = (await manager.call('GET', 'departments', { query: { careLocationId: location.id } })).body.data;
  // A weekday four days ahead: twelve day hours of band 5 at the trust's £20.00.
  let date = addDays(localDate(new Date()), 4);
  while (kindOf(date, 600) !== 'day') date = addDays(date, 1);
  const posted = await manager.call('POST', 'jobs', {
    body: {
      careLocationId: location.id,
      departmentId: ward.id,
      title,
      grade: { from: '5', to: '5' },
      date,
      shiftTime: { start: '07:30', end: '19:30' },
      vacancies: 1,
    },
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  jobId = posted.body.id;
  // Only this journey's notices count.
  for (const who of ['shiftmanager', 'opsmanager', 'ratemanager']) {
    await (
      await apiSignIn(baseUrl, `${who}@bankshift.test`)
    ).call('DELETE', 'notifications', { query: { $clearAll: 'true' } });
  }
});
afterAll(() => browser?.close());

const region = (name: string | RegExp) => page.getByRole('region', { name });

/** Opens the notification of `title` from the bell, which must land on the shift's rate page. */
async function openNotice(noticeTitle: string) {
  await page
    .locator('header')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('button', { name: new RegExp(`^(Unread )?${noticeTitle}`) }).click();
  await expectPath(page, `/jobs/${jobId}/rates`);
}

/** Picks a reason in the open step form and sends it with its button. */
async function decide(button: string, reason: string) {
  const form = page.getByRole('dialog', { name: button });
  await form.getByRole('combobox', { name: /^Reason/ }).click();
  await page.getByRole('option', { name: reason }).click();
  await form.getByRole('button', { name: button }).click();
}

describe('an uplift in the browser', () => {
  it('is escalated by the shift manager', async () => {
    await signIn(page, baseUrl, 'shiftmanager@bankshift.test');
    await page.goto(`${baseUrl}/jobs/${jobId}/rates`);
    const escalation = region('Escalation');
    await escalation.getByRole('combobox', { name: 'Proposed tier' }).click();
    await page.getByRole('option', { name: '2', exact: true }).click();
    await escalation.getByLabel('Reason').fill('Nobody has applied and the ward is two down');
    for (const box of await escalation.getByRole('checkbox').all()) await box.check();
    await escalation.getByRole('button', { name: 'Escalate the rate' }).click();
    await escalation.getByText('Needs a first approval before the final one').waitFor();
    await screenshot(page, 'uplift-1-escalated');
    await logOut(page);
  });

  it('is approved at the first step by the operational manager, from the notification', async () => {
    await signIn(page, baseUrl, 'opsmanager@bankshift.test');
    await openNotice('Uplift suggested');
    await region('Escalation').getByRole('button', { name: 'Approve (first step)' }).click();
    await decide('Approve (first step)', 'Patient safety');
    await region('Escalation').getByText('Approved at first step').first().waitFor();
    // The status line moves on with the step (issue 52.16).
    await region('Escalation').getByText('First approval given: waits for the final decision').waitFor();
    await logOut(page);
  });

  it('is approved by the rate manager from the uplift list, and the rate page shows the new rate and the history', async () => {
    await signIn(page, baseUrl, 'ratemanager@bankshift.test');
    await openNotice('Uplift awaits your approval');
    await page.goto(`${baseUrl}/jobs/list/job-rates?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.getByText('Approved at first step').waitFor();
    await screenshot(page, 'uplift-2-list');
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    await decide('Approve selected', 'Patient safety');
    // The report keeps the title it was asked under, not the emptied selection's (issue 52.16).
    await page.getByRole('dialog', { name: 'Approve selected' }).getByText('1 done, 0 could not be.').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await row.getByText('Approved', { exact: true }).waitFor();

    await row.getByRole('link', { name: title }).click();
    await expectPath(page, `/jobs/${jobId}/rates`);
    // Tier 2 adds 5 %: twelve hours at £21.00.
    await region('Rate')
      .getByRole('row', { name: /^Total/ })
      .getByText('£252.00')
      .waitFor();
    const history = region('Escalation history');
    await history.getByRole('cell', { name: 'Approved', exact: true }).waitFor();
    expect(await history.getByRole('row').count()).toBe(4);
    await screenshot(page, 'uplift-3-rate');
    await logOut(page);
  });

  it("opens the rate page from the shift manager's notification of the approval", async () => {
    await signIn(page, baseUrl, 'shiftmanager@bankshift.test');
    await openNotice('Uplift approved');
  });
});
