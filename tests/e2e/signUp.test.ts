/**
 * Joining the bank in Chromium (issue 11): a person signs up, follows the verification link emailed to them (read from
 * the test SMTP server; before and after it, the console's sign-in tells them that nurses use the app), sends their right-to-work evidence through the API (as the app would), the bank officer
 * approves it from New applicants, the nurse applies for a shift through the API, then the bank officer blocks the nurse
 * and the next application is refused.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { specimenPdf } from '../../server/db/seedEvidence';
import { openBrowser, screenshot } from './browser';
import { linkMailedTo } from './mail';
import { apiSignIn, logOut, signIn } from './shellSupport';
import { apiSession, minuteAfter, postShift } from './shiftsApi';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const email = `rosa.diaz.${Date.now()}@example.test`;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
});
afterAll(() => browser?.close());

/** Two shifts at Northfield General Hospital, three and four days ahead, posted by the operational manager. */
async function twoShifts(): Promise<number[]> {
  const manager = await apiSession(baseUrl, 'opsmanager@bankshift.test');
  const day = 86_400_000;
  return Promise.all(
    [3, 4].map(
      async (days) =>
        (await postShift(manager, 'Staff Nurse - Acute Medicine', minuteAfter(days * day), 8)).id as number,
    ),
  );
}

/** Tries the console's sign-in page with the nurse's own password. */
async function consoleSignIn(address: string) {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('joining the bank', () => {
  it('signs up, verifies the emailed link, sends evidence the bank officer approves, applies, and is refused once blocked', async () => {
    await page.goto(`${baseUrl}/sign-in`);
    await page.getByRole('link', { name: 'New here? Join the bank' }).click();
    await page.getByRole('heading', { name: 'Join the bank' }).waitFor();
    await page.getByLabel('Trust').click();
    await page.getByRole('option', { name: 'Northfield NHS Trust' }).click();
    await page.getByLabel('Job title').click();
    await page.getByRole('option', { name: 'Staff Nurse', exact: true }).click();
    await page.getByLabel('Band').click();
    await page.getByRole('option', { name: 'Band 5' }).click();
    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Last name').fill('Diaz');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Phone number').fill('07700 900789');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(DEMO_PASSWORD);
    await screenshot(page, 'sign-up');
    await page.getByRole('button', { name: 'Apply to join' }).click();
    await page.getByText(`We have sent a link to ${email}`, { exact: false }).waitFor();

    // A nurse never uses the console (issue 52.18): not yet verified, they are told to follow the link, or get another.
    const link = await linkMailedTo(email, 'verifyUserEmail');
    await consoleSignIn(email);
    await page.getByText(/^Your email address is not verified yet/).waitFor();
    await page.getByRole('button', { name: 'Send a new link' }).waitFor();
    expect(
      await page
        .getByRole('textbox', { name: /^Email/ })
        .last()
        .inputValue(),
    ).toBe(email);
    await screenshot(page, 'sign-up-unverified-sign-in');

    await page.goto(`${baseUrl}${link}`);
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    await page.getByText('Install the Bankshift app on your phone', { exact: false }).waitFor();
    expect(await page.getByRole('listitem').count()).toBe(4);
    expect(await page.getByRole('link', { name: 'Back to sign in' }).count()).toBe(0);
    await screenshot(page, 'sign-up-verified');
    await consoleSignIn(email);
    await page.getByText(/^This console is for bank office staff and ward managers/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');

    const nurse = await apiSignIn(baseUrl, email, 'NURSE');
    const evidence = new FormData();
    evidence.append('documentType', 'passport');
    evidence.append('documentNumber', '533380006');
    evidence.append(
      'files',
      new Blob([new Uint8Array(specimenPdf('Rosa Diaz: passport'))], { type: 'application/pdf' }),
      'passport.pdf',
    );
    const sent = await fetch(`${baseUrl}/api/v3/righttoworkrequests?role=${nurse.roleId}`, {
      method: 'POST',
      body: evidence,
      headers: { authorization: `Bearer ${nurse.token}` },
    });
    expect(sent.status).toBe(201);

    await signIn(page, baseUrl, 'bankofficer@bankshift.test');
    await page.goto(`${baseUrl}/rightToWorkRequests/pending`);
    await page.getByRole('row').filter({ hasText: email }).getByText('Diaz', { exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Rosa Diaz' }).waitFor();
    await page.getByRole('link', { name: /^passport\.pdf \(PDF/ }).waitFor();
    await screenshot(page, 'right-to-work-review');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText(/^Approved by Tom Baker on/).waitFor();
    await logOut(page);

    const [first, second] = await twoShifts();
    expect((await nurse.call('POST', 'applications', { body: { jobId: first } })).status).toBe(201);

    const officer = await apiSignIn(baseUrl, 'bankofficer@bankshift.test');
    const reason = (await officer.call('GET', 'blocked-users-reasons', { query: { $limit: 1 } })).body.data[0].id;
    expect(
      (await officer.call('POST', 'blocked-users', { body: { userId: nurse.account.id, reasonId: reason } })).status,
    ).toBe(201);
    const refused = await nurse.call('POST', 'applications', { body: { jobId: second } });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'You are blocked from shifts at Northfield NHS Trust: please contact the bank office' },
    });
  });
});
