/**
 * A trust brought on board in Chromium (issue 12): the super admin creates it from the trust list in three steps
 * (details and logo; a care location with a department, in a group, its bands and a job title; a feature and its admin
 * invited), makes it live, and its admin accepts the emailed invitation and lands on the trust's statistics. The admin
 * then gives the trust another band and job title, copies the built-in shift manager's role into one of its own (without the permissions whose features the
 * trust lacks) and invites a manager under it, who accepts and posts the trust's first shift.
 */
import type { Page } from 'playwright-core';
import { localDate } from '../../domain/time';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot } from './browser';
import { linkMailedTo } from './mail';
import { logOut, signIn } from './shellSupport';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const trustName = `Hollybank NHS Trust ${Date.now()}`;
const adminEmail = `amara.cole.${Date.now()}@example.test`;
const managerEmail = `rhys.owen.${Date.now()}@example.test`;
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `trust-setup-failed-${ctx.task.name.slice(0, 20).replace(/\W+/g, '-')}`);
});
afterAll(() => browser?.close());

/** Picks `option` in the select labelled `label` (its label begins with it: a required one ends with *). */
async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`, 'i') }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Accepts the invitation emailed to `email` with `password`, from its link. */
async function acceptInvitation(email: string, password: string) {
  await page.goto(`${baseUrl}${await linkMailedTo(email, 'ManagerVerifyEmail')}`);
  await page.getByRole('heading', { name: `Join ${trustName}` }).waitFor();
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm/).fill(password);
  await page.getByRole('button', { name: 'Set my password and sign in' }).click();
}

describe('setting a trust up', () => {
  it('goes from the trust list through three steps to a live trust whose admin signs in from the invitation', async () => {
    await signIn(page, baseUrl, 'superadmin@bankshift.test');
    await page.goto(`${baseUrl}/trust-lists`);
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.getByRole('heading', { name: 'New trust' }).waitFor();
    await page.getByLabel(/^Name/).fill(trustName);
    await page.getByLabel(/^Abbreviated name/i).fill('HBT');
    // Its logo chosen with its details (issue 52.21), uploaded once the trust exists.
    await page
      .getByRole('region', { name: 'Logo' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'hollybank.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Logo of the new trust' }).waitFor();
    await screenshot(page, 'new-trust-details');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Logo saved').waitFor();

    await page.getByRole('heading', { name: `Setting up ${trustName}` }).waitFor();
    // Back to its details: the logo, served from its signed link.
    await page
      .getByRole('navigation', { name: 'Setup steps' })
      .getByRole('button', { name: /Trust details/ })
      .click();
    const logo = page.getByRole('region', { name: 'Logo' });
    const image = logo.getByRole('img', { name: `Logo of ${trustName}` });
    await expect
      .poll(() =>
        image.evaluate(
          (img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.src.includes('/api/v3/files/logos/'),
        ),
      )
      .toBe(true);
    await page
      .getByRole('navigation', { name: 'Setup steps' })
      .getByRole('button', { name: /Care locations/ })
      .click();
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
    // What a nurse signing up chooses (issue 52.17): the trust cannot go without them.
    for (const band of ['Band 5', 'Band 6']) {
      const box = page.getByRole('checkbox', { name: band, exact: true });
      await box.click();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await page.getByRole('textbox', { name: /^Job title(?! code)/ }).fill('Staff Nurse');
    await page.getByRole('button', { name: 'Add a job title' }).click();
    await page.getByRole('list', { name: 'Job titles' }).getByText('Staff Nurse').waitFor();
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
    // The trust list says its setup is complete (issue 52.21: it said "Set up", which reads as a task).
    await page.goto(`${baseUrl}/trust-lists?filter=${encodeURIComponent(JSON.stringify({ q: trustName }))}`);
    await page.getByRole('row').filter({ hasText: trustName }).getByText('Complete', { exact: true }).waitFor();
    await logOut(page);

    await acceptInvitation(adminEmail, 'Amara-runs-2026');
    await page.waitForURL(/\/trust\/\d+\/statistics-details$/);
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${trustName}`) }).waitFor();
  }, 120_000);

  it('lets its admin give it another band, a job title and a role of its own, and invite the manager who posts its first shift', async () => {
    await page.goto(`${baseUrl}/trust/bands`);
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await choose('Band type', 'Band 7');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Trust band created').waitFor();
    await page.goto(`${baseUrl}/trust/bands`);
    for (const band of ['Band 5', 'Band 6', 'Band 7']) await page.getByRole('row').filter({ hasText: band }).waitFor();
    await page.goto(`${baseUrl}/trust/job/titles/type`);
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.getByLabel(/^Name/).fill('Healthcare Assistant');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Job title created').waitFor();

    // Its own shift manager role, copied from the built-in one: the trust has no rate escalation or feedback, so
    // those two permissions cannot be granted and come off before it is saved.
    await page.goto(`${baseUrl}/roles/list`);
    // By its name (its type, in words since issue 52.19, reads the same).
    await page.locator('td.column-role').getByText('Shift Manager', { exact: true }).first().click();
    await page.getByRole('link', { name: 'Copy this role' }).click();
    await page.getByRole('heading', { name: 'Copy a role' }).waitFor();
    // No permission's label, wrapped or not, runs into the help text under it (issue 52.21).
    await page.getByRole('checkbox', { name: 'Post a shift' }).waitFor();
    const overlaps = await page.evaluate(
      () =>
        [...document.querySelectorAll('fieldset fieldset .MuiFormControlLabel-root')].filter((label) => {
          const help = label.nextElementSibling;
          return help && help.getBoundingClientRect().top < label.getBoundingClientRect().bottom - 0.5;
        }).length,
    );
    expect(overlaps).toBe(0);
    await page.getByLabel(/^Role name/).fill('Ward Shift Lead');
    for (const permission of ['Escalate the rate of a shift', 'View feedback']) {
      const box = page.getByRole('checkbox', { name: permission });
      await box.uncheck();
    }
    await screenshot(page, 'new-trust-role-copy');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('heading', { name: 'Role: Ward Shift Lead' }).waitFor();

    await page.goto(`${baseUrl}/managers/list`);
    await page.getByRole('navigation', { name: 'Managers' }).getByRole('link', { name: 'Invitations' }).click();
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.getByLabel('First name').fill('Rhys');
    await page.getByLabel('Last name').fill('Owen');
    await page.getByLabel('Email').fill(managerEmail);
    await choose('Role', 'Ward Shift Lead');
    await choose('Care location', 'Hollybank Infirmary');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Invitation sent to ${managerEmail}`).waitFor();
    await logOut(page);

    // A role of the trust's own making is not a default one: it lands on /login-default (spec 4).
    await acceptInvitation(managerEmail, 'Rhys-posts-2026');
    await page.waitForURL(/\/login-default$/);
    await screenshot(page, 'new-trust-manager-lands');
    // The top bar opens the wizard; its first step links the one-form posting page.
    await page.getByRole('link', { name: 'Create a New Shift' }).click();
    await page.getByRole('link', { name: 'Post one shift on a single form instead' }).click();
    await page.getByRole('heading', { name: 'Create a New Shift' }).waitFor();
    await choose('Care location', 'Hollybank Infirmary');
    await choose('Area (department)', 'Ward 9');
    await choose('Job title', 'Staff Nurse');
    await choose('Band from', 'Band 5');
    await choose('Band to', 'Band 6');
    const tomorrow = localDate(new Date(Date.now() + 86_400_000));
    await page.locator('#job-date').fill(tomorrow);
    await page.locator('#job-startTime').fill('08:00');
    await page.locator('#job-endTime').fill('20:00');
    await screenshot(page, 'new-trust-first-shift');
    await page.getByRole('button', { name: 'Post shift' }).click();
    await page.getByText('Shift posted').waitFor();
    await page.waitForURL(/\/jobs\/\d+\/details$/);
    await page.getByText('Hollybank Infirmary').first().waitFor();
  }, 120_000);
});
