/**
 * Two managers on one shift's applicants, each in a browser of their own: each sees the other's decisions without
 * reloading (issue 53: live screens, useLiveUpdates over the realtime connection).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot } from './browser';
import { signIn } from './shellSupport';
import { apiSession, freeNurses, NORTHFIELD, postShift, type ApiSession } from './shiftsApi';

const baseUrl = inject('baseUrl');
const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];

beforeAll(async () => {
  browsers.push(await openBrowser(), await openBrowser());
  for (const b of browsers) b.page.setDefaultTimeout(30_000);
});
afterAll(() => Promise.all(browsers.map((b) => b.close())));

const nameOf = (nurse: ApiSession) => `${nurse.account.firstname} ${nurse.account.lastname}`;
/** The status chip of a nurse's row on the applicants page. */
const statusOf = (page: Page, nurse: ApiSession) =>
  page
    .getByRole('row')
    .filter({ hasText: nameOf(nurse) })
    .getByText(/^(Applied|Confirmed|Rejected)$/);

describe('a shift’s applicants, open in two browsers', () => {
  it("shows each manager the other's decisions without reloading", async () => {
    const officer = await apiSession(baseUrl, 'bankofficer@bankshift.test');
    const start = new Date(Date.now() + 11 * 86_400_000);
    start.setUTCHours(9, 0, 0, 0);
    const job = await postShift(officer, `E2E live applicants ${Date.now()}`, start, 8);
    const nurses = await freeNurses(baseUrl, officer, job, 2);
    for (const nurse of nurses)
      await nurse.call('POST', 'applications', { role: nurse.roleOf('NURSE', NORTHFIELD), body: { jobId: job.id } });

    const [first, second] = browsers.map((b) => b.page);
    await signIn(first, baseUrl, 'bankofficer@bankshift.test');
    await signIn(second, baseUrl, 'shiftmanager@bankshift.test');
    for (const page of [first, second]) {
      await page.goto(`${baseUrl}/jobs/${job.id}/applicants`);
      for (const nurse of nurses) expect(await statusOf(page, nurse).textContent()).toBe('Applied');
    }

    // The bank officer books the first nurse: the shift manager's page follows, and offers no Confirm for the second.
    await first.getByRole('button', { name: `Confirm ${nameOf(nurses[0])}` }).click();
    await statusOf(first, nurses[0]).filter({ hasText: 'Confirmed' }).waitFor();
    await statusOf(second, nurses[0]).filter({ hasText: 'Confirmed' }).waitFor({ timeout: 5_000 });
    await second.getByText('Booked: 1 of 1').waitFor({ timeout: 5_000 });
    await second.getByRole('button', { name: `Confirm ${nameOf(nurses[1])}` }).waitFor({ state: 'detached' });
    await screenshot(second, 'live-applicants-confirmed-elsewhere');

    // The shift manager turns the second nurse down: the bank officer's page follows.
    await second.getByRole('button', { name: `Reject ${nameOf(nurses[1])}` }).click();
    await second.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await statusOf(second, nurses[1]).filter({ hasText: 'Rejected' }).waitFor();
    await statusOf(first, nurses[1]).filter({ hasText: 'Rejected' }).waitFor({ timeout: 5_000 });
    await screenshot(first, 'live-applicants-rejected-elsewhere');
  });
});
