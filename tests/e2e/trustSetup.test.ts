/**
 * A trust brought on board in Chromium (issue 12): the super admin creates it from the trust list in three steps
 * (details and logo; a care location with a department, in a group; a feature and its admin invited), makes it live, and its
 * admin accepts the emailed invitation and lands on the trust's statistics.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot } from './browser';
import { linkMailedTo } from './mail';
import { logOut, signIn } from './shellSupport';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const trustName = `Hollybank NHS Trust ${Date.now()}`;
const adminEmail = `amara.cole.${Date.now()}@example.test`;
// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
});
afterAll(() => browser?.close());

describe('setting a trust up', () => {
  it('goes from the trust list through three steps to a live trust whose admin signs in from the invitation', async () => {
    await signIn(page, baseUrl, 'superadmin@bankshift.test');
    await page.goto(`${baseUrl}/trust-lists`);
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.getByRole('heading', { name: 'New trust' }).waitFor();
    await page.getByLabel(/^Name/).fill(trustName);
    await page.getByLabel(/^Abbreviated name/i).fill('HBT');
    await screenshot(page, 'new-trust-details');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByRole('heading', { name: `Setting up ${trustName}` }).waitFor();
    // Back to its details for its logo, served from its signed link.
    await page.getByRole('navigation', { name: 'Setup steps' }).getByRole('button', { name: /Trust details/ }).click();
    const logo = page.getByRole('region', { name: 'Logo' });
    await logo.locator('input[type=file]').setInputFiles({ name: 'hollybank.png', mimeType: 'image/png', buffer: PNG });
    await logo.getByRole('button', { name: 'Upload the logo' }).click();
    await page.getByText('Logo saved').waitFor();
    const image = logo.getByRole('img', { name: `Logo of ${trustName}` });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.src.includes('/api/v3/files/logos/'))).toBe(true);
    await page.getByRole('navigation', { name: 'Setup steps' }).getByRole('button', { name: /Care locations/ }).click();
    await page.getByLabel(/^Care location name/).fill('Hollybank Infirmary');
    await page.getByRole('button', { name: 'Add a care location' }).click();
    const place = page.getByRole('region', { name: 'Hollybank Infirmary' });
    await place.getByLabel(/^Department name/).fill('Ward 9');
    await place.getByRole('button', { name: 'Add a department' }).click();
    await place.getByText('Ward 9').waitFor();
    await page.getByLabel(/^Group name/).fill('Acute Services');
    await page.getByRole('button', { name: 'Add a group' }).click();
    await place.getByRole('combobox', { name: /^Administrative group/ }).click();
    await page.getByRole('option', { name: 'Acute Services' }).click();
    await page.getByText('Acute Services: Hollybank Infirmary').waitFor();
    await screenshot(page, 'new-trust-care-locations');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    const posting = page.getByRole('switch', { name: 'Post a shift and post similar' });
    await posting.click();
    await expect.poll(() => posting.isChecked()).toBe(true);
    await page.getByLabel('First name').fill('Amara');
    await page.getByLabel('Last name').fill('Cole');
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByRole('combobox', { name: /^Role/ }).click();
    await page.getByRole('option', { name: 'Trust Admin', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Invitation sent to ${adminEmail}`).waitFor();
    await page.getByRole('row').filter({ hasText: adminEmail }).getByText('Invited').waitFor();
    await screenshot(page, 'new-trust-features');
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await page.getByText(`${trustName} is set up.`).waitFor();
    await page.getByRole('button', { name: 'Make it live' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`${trustName} is set up and live.`).waitFor();
    await logOut(page);

    await page.goto(`${baseUrl}${await linkMailedTo(adminEmail, 'ManagerVerifyEmail')}`);
    await page.getByRole('heading', { name: `Join ${trustName}` }).waitFor();
    await page.getByLabel(/^New password/).fill('Amara-runs-2026');
    await page.getByLabel(/^Confirm/).fill('Amara-runs-2026');
    await page.getByRole('button', { name: 'Set my password and sign in' }).click();
    await page.waitForURL(/\/trust\/\d+\/statistics-details$/);
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${trustName}`) }).waitFor();
  }, 120_000);
});
