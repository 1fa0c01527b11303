/**
 * Bringing a manager on board in Chromium (issue 12): the trust admin invites a shift manager from the managers list,
 * the invitation's link is read from the email the test SMTP server received, the manager sets a password on its page
 * and lands where a shift manager lands (the shift list).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { openBrowser, screenshot } from './browser';
import { linkMailedTo } from './mail';
import { logOut, signIn } from './shellSupport';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const email = `kofi.mensah.${Date.now()}@example.test`;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
});
afterAll(() => browser?.close());

describe('inviting a manager', () => {
  it('is sent from the managers list, accepted from the emailed link with a new password, and lands on the shift list', async () => {
    await signIn(page, baseUrl, 'trustadmin@bankshift.test');
    await page.goto(`${baseUrl}/managers/list`);
    await page.getByRole('row').filter({ hasText: 'shiftmanager@bankshift.test' }).waitFor();
    await screenshot(page, 'managers-list');
    await page.getByRole('navigation', { name: 'Managers' }).getByRole('link', { name: 'Invitations' }).click();
    await page.getByRole('row').filter({ hasText: 'olivia.grant@bankshift.test' }).waitFor();
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.getByRole('heading', { name: 'Invite a manager' }).waitFor();
    await page.getByLabel('First name').fill('Kofi');
    await page.getByLabel('Last name').fill('Mensah');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('combobox', { name: /^Role/ }).click();
    await page.getByRole('option', { name: 'Shift Manager', exact: true }).click();
    await page.getByRole('combobox', { name: /^Care location/ }).click();
    await page.getByRole('option', { name: 'Northfield General Hospital' }).click();
    await screenshot(page, 'invite-manager');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Invitation sent to ${email}`).waitFor();
    await page.getByRole('row').filter({ hasText: email }).getByText('Invited').waitFor();
    await logOut(page);

    await page.goto(`${baseUrl}${await linkMailedTo(email, 'ManagerVerifyEmail')}`);
    await page.getByRole('heading', { name: 'Join Northfield NHS Trust' }).waitFor();
    await page
      .getByText('You are invited to join Northfield NHS Trust on Bankshift as Shift Manager.', { exact: false })
      .waitFor();
    await page.getByLabel(/^New password/).fill('Kofi-manages-2026');
    await page.getByLabel(/^Confirm/).fill('Kofi-manages-2026');
    await screenshot(page, 'accept-invitation');
    await page.getByRole('button', { name: 'Set my password and sign in' }).click();
    await page.waitForURL(/\/jobs\/list$/);
    await page.locator('header').getByText('Kofi Mensah', { exact: false }).waitFor();
  }, 90_000);
});
