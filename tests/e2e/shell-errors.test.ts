/**
 * In Chromium: the shell when permissions change under an open console, and the idle logout (spec 2.1, 4, 8).
 * A trust admin changes the permissions of Northfield's built-in roles through the API while the bank officer
 * and the rate manager are signed in: a call the role may no longer make opens the permission-error modal with
 * its missing permission, and the next page shows the menus and the post-a-shift button of the new
 * permissions. The roles get their permissions back afterwards.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { permissionName } from '../../domain/permissions';
import { openBrowser, screenshot } from './browser';
import { apiSignIn, expectPath, horizontalMenuShown, signIn, topBarShown, type ApiSession } from './shellSupport';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let trustAdmin: ApiSession;
const restore: { id: number; permissions: string[] }[] = [];

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
  trustAdmin = await apiSignIn(baseUrl, 'trustadmin@bankshift.test');
});
afterAll(async () => {
  for (const role of restore)
    await trustAdmin.call('PATCH', `trust-roles/${role.id}`, { body: { permissions: role.permissions } });
  await browser?.close();
});

/** Changes the permissions of Northfield's built-in role of that type, as its trust admin, and notes how to undo it. */
async function changeRole(roleType: string, change: (permissions: string[]) => string[]) {
  const found = await trustAdmin.call('GET', 'trust-roles', {
    query: { roleType, isDefault: 'true', trustId: trustAdmin.account.newUserRoles[0].trustId! },
  });
  expect(found.body.data).toHaveLength(1);
  const role = found.body.data[0];
  if (!restore.some((r) => r.id === role.id)) restore.push({ id: role.id, permissions: role.permissions });
  const res = await trustAdmin.call('PATCH', `trust-roles/${role.id}`, {
    body: { permissions: change(role.permissions) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('permission changes under an open console', () => {
  it('opens the permission-error modal with the missing permission when a list is refused, then drops the entry', async () => {
    await signIn(page, baseUrl, 'bankofficer@bankshift.test');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Organization' }).click();
    await page
      .getByRole('menu', { name: 'Organization' })
      .getByRole('menuitem', { name: 'Trust Care Specialities' })
      .click();
    await expectPath(page, '/trust-care-specialities');
    await page.getByRole('row').nth(1).waitFor();

    await changeRole('BANK-OFFICER-MANAGER', (p) => p.filter((x) => x !== 'VIEW_TRUST_CARE_SPECIALITIES'));
    // The account's live update closes the list and opens the modal; a refetch refused first would open it too.
    const modal = page.getByRole('dialog').filter({ hasText: 'missing some permissions' });
    await modal.waitFor();
    expect(await modal.getByRole('paragraph').or(modal.locator('#permission-error-text')).first().innerText()).toBe(
      'It seems that your role is missing some permissions to access this feature.Please contact your Trust Admin.',
    );
    await modal.getByRole('button', { name: 'View Details' }).click();
    await modal.getByRole('heading', { name: 'Missing permissions' }).waitFor();
    const items = modal.locator('ol > li');
    expect(await items.count()).toBe(1);
    expect(await items.first().innerText()).toBe(permissionName('VIEW_TRUST_CARE_SPECIALITIES'));
    await screenshot(page, 'permission-error-modal');
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'hidden' });
    // Still signed in; the next page reloads the account and the entry is gone from the menus.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Shifts', exact: true })
      .click();
    await expectPath(page, '/jobs/list');
    await expect
      .poll(async () => (await horizontalMenuShown(page)).Organization)
      .toEqual(['Feedbacks → /feedbacks/list', 'Roster Availability → /staff-roster-availability-actions']);
  });

  it("shows 'Draft a Shift' once the rate manager's role may draft shifts, on the next page without signing in again", async () => {
    await signIn(page, baseUrl, 'ratemanager@bankshift.test');
    await expectPath(page, '/jobs/list');
    expect((await topBarShown(page)).postShift).toBeNull();
    await changeRole('RATE-MANAGER', (p) => [...p, 'DRAFT_A_SHIFT']);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Upcoming rate changes' }).click();
    await expectPath(page, '/upcoming-rate-changes');
    const draft = page.locator('header').getByRole('link', { name: 'Draft a Shift' });
    await draft.waitFor();
    expect(await draft.getAttribute('href')).toBe('/shifts/new');
    await screenshot(page, 'shell-draft-a-shift');
  });
});

describe('idle logout', () => {
  it('logs out after the configured seconds without activity and lands on /sign-in', async () => {
    await page.locator('header').getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(/\/sign-in$/);
    // Read when the console's frame mounts, i.e. after signing in.
    await page.evaluate(() => localStorage.setItem('bankshift.idleTimeoutSeconds', '4'));
    await signIn(page, baseUrl, 'shiftmanager@bankshift.test');
    await expectPath(page, '/jobs/list');
    // Activity keeps the session: move the mouse for 6 s.
    let idleFrom = Date.now();
    for (let i = 0; i < 6; i++) {
      // Noted before the move, so that the idle time measured is never shorter than the console's.
      idleFrom = Date.now();
      await page.mouse.move(300 + i * 20, 400 + i * 10);
      await page.waitForTimeout(1_000);
    }
    expect(new URL(page.url()).pathname).toBe('/jobs/list');
    await page.waitForURL(/\/sign-in$/, { timeout: 15_000 });
    expect(Date.now() - idleFrom).toBeGreaterThanOrEqual(3_500);
    await page.getByRole('heading', { name: 'Sign in to Bankshift' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('bankshift.accessToken'))).toBeNull();
    await page.evaluate(() => localStorage.removeItem('bankshift.idleTimeoutSeconds'));
  });

  it('counts activity in any tab of the console: a tab left alone stays signed in while another is in use', async () => {
    await page.evaluate(() => localStorage.setItem('bankshift.idleTimeoutSeconds', '4'));
    await signIn(page, baseUrl, 'shiftmanager@bankshift.test');
    await expectPath(page, '/jobs/list');
    // Activity in the first tab only, from the moment it is signed in: opening the second tab may itself take longer
    // than the timeout on a busy machine, and a pause there is not what this test is about.
    const moving = keepMoving(page);
    const other = await browser.context.newPage();
    try {
      await other.goto(`${baseUrl}/jobs/list`);
      await other.getByRole('navigation', { name: 'Main menu' }).waitFor();
      await page.bringToFront();
      // The second tab, left alone for longer than the timeout, is kept by the first one's activity.
      await page.waitForTimeout(8_000);
      await moving.stop();
      expect(new URL(other.url()).pathname).toBe('/jobs/list');
      expect(await other.evaluate(() => localStorage.getItem('bankshift.accessToken'))).not.toBeNull();
      // Then nothing anywhere: both tabs end at /sign-in.
      await Promise.all([
        page.waitForURL(/\/sign-in$/, { timeout: 15_000 }),
        other.waitForURL(/\/sign-in$/, { timeout: 15_000 }),
      ]);
    } finally {
      await other.close();
      await page.evaluate(() => localStorage.removeItem('bankshift.idleTimeoutSeconds'));
    }
  });
});

/** Moves the mouse over the page every half second until stopped: a user at work. */
function keepMoving(on: Page) {
  let moving = true;
  const done = (async () => {
    for (let i = 0; moving; i++) {
      await on.mouse.move(300 + (i % 10) * 20, 400 + (i % 10) * 10);
      await on.waitForTimeout(500);
    }
  })();
  return {
    stop: async () => {
      moving = false;
      await done;
    },
  };
}
