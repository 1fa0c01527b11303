/**
 * In Chromium, the role switch of multirole@bankshift.test (spec 2.1, 4): the 'Choose Your Role' modal lists
 * the account's distinct non-nurse roles, 'Loading.....' shows for about 3 seconds, the new role lands by the
 * spec's rules, and the menus and the role sent with every API call change at once and stay after a reload.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot } from './browser';
import { MENUS } from './shellExpectations';
import { isRolelessPath } from '../../domain/constants';
import {
  apiSignIn,
  expectPath,
  type ApiSession,
  horizontalMenuShown,
  sideMenuShown,
  signIn,
  topBarShown,
} from './shellSupport';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let roles: { admin: number; shiftManager: number };
let superAdmin: ApiSession;
/** Northfield's built-in Trust Admin role, deactivated by the last journey and active again afterwards. */
let adminTrustRoleId: number | undefined;
/** The deputy admin role given to nurse19@ first, so Northfield keeps an active admin meanwhile. */
let deputy: { roleId: number; membershipId: number } | undefined;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
  const api = await apiSignIn(baseUrl, 'multirole@bankshift.test');
  const roleOf = (type: string) => api.account.newUserRoles.find((r) => r.roleType === type)!.roleId;
  roles = { admin: roleOf('TRUST-ADMIN'), shiftManager: roleOf('SHIFT-MANAGER') };
  superAdmin = await apiSignIn(baseUrl, 'superadmin@bankshift.test');
});
afterAll(async () => {
  if (adminTrustRoleId) await superAdmin.call('PATCH', `trust-roles/${adminTrustRoleId}`, { body: { isActive: true } });
  if (deputy) {
    const withdrawn = await superAdmin.call('POST', 'user-roles', {
      body: { id: deputy.membershipId },
      headers: { 'x-service-method': 'withdraw' },
    });
    // A role once held stays on its holders' record: deactivated, not deleted.
    const retired = await superAdmin.call('PATCH', `trust-roles/${deputy.roleId}`, { body: { isActive: false } });
    expect([withdrawn.status, retired.status], JSON.stringify([withdrawn.body, retired.body])).toEqual([200, 200]);
  }
  await browser?.close();
});

/** The role query parameter of the API calls made from now on. */
function watchRoles() {
  const seen = new Set<string>();
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/v3/') || isRolelessPath(url.pathname.slice('/api/v3/'.length))) return;
    seen.add(url.searchParams.get('role') ?? 'none');
  };
  page.on('request', listener);
  return { seen, stop: () => page.off('request', listener) };
}

/**
 * A second TRUST-ADMIN role of Northfield, given to nurse19@ (whom no other journey signs in as: the demo roles'
 * shells are checked meanwhile): nobody may leave a trust without an active admin.
 */
async function giveDeputyAdmin(permissions: string[]) {
  const role = await superAdmin.call('POST', 'trust-roles', {
    body: { role: 'Deputy Trust Admin', roleType: 'TRUST-ADMIN', permissions, trustId: 1 },
  });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  const { account } = await apiSignIn(baseUrl, 'nurse19@bankshift.test');
  const given = await superAdmin.call('POST', 'user-roles', {
    body: { userId: account.id, trustRoleId: role.body.id },
  });
  expect(given.status, JSON.stringify(given.body)).toBe(201);
  return { roleId: role.body.id as number, membershipId: given.body.id as number };
}

async function switchTo(roleName: string) {
  await page.locator('header').getByRole('button', { name: 'Choose Your Role' }).click();
  const modal = page.getByRole('dialog', { name: 'Choose Your Role' });
  await modal.waitFor();
  const started = Date.now();
  await modal.getByRole('button', { name: new RegExp(`^${roleName}`) }).click();
  const loading = page.getByRole('dialog').filter({ hasText: 'Loading.....' });
  await loading.waitFor();
  await screenshot(page, `role-switch-loading-${roleName.replace(/ /g, '-').toLowerCase()}`);
  await loading.waitFor({ state: 'hidden', timeout: 15_000 });
  return Date.now() - started;
}

describe('role switch', () => {
  it('signs in under the default role (admin before manager) with the admin shell', async () => {
    await signIn(page, baseUrl, 'multirole@bankshift.test');
    await expectPath(page, '/trust/1/statistics-details');
    expect(await page.evaluate(() => localStorage.getItem('bankshift.roleId'))).toBe(String(roles.admin));
    expect(await sideMenuShown(page)).toEqual(MENUS['multirole as admin'].side);
  });

  it("lists the account's two console roles in 'Choose Your Role', the acting one marked", async () => {
    await page.locator('header').getByRole('button', { name: 'Choose Your Role' }).click();
    const modal = page.getByRole('dialog', { name: 'Choose Your Role' });
    await modal.waitFor();
    const options = await modal.getByRole('button').allInnerTexts();
    expect(options.map((o) => o.replace(/\s+/g, ' ').trim())).toEqual([
      'Trust Admin Northfield NHS Trust · Current role',
      'Shift Manager Northfield NHS Trust',
    ]);
    await screenshot(page, 'role-switch-modal');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it("switches to Shift Manager: 'Loading.....' for about 3 s, /jobs/list, the manager's menus, role sent with each call", async () => {
    const calls = watchRoles();
    const took = await switchTo('Shift Manager');
    expect(took).toBeGreaterThanOrEqual(2_800);
    await expectPath(page, '/jobs/list');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('bankshift.roleId'),
        localStorage.getItem('bankshift.roleLevel'),
      ]),
    ).toEqual([String(roles.shiftManager), '"MANAGER"']);
    expect(await sideMenuShown(page)).toEqual(MENUS['multirole as shift manager'].side);
    expect(await horizontalMenuShown(page)).toEqual(MENUS['multirole as shift manager'].horizontal);
    expect(await topBarShown(page)).toEqual({
      postShift: 'Create a New Shift',
      chat: true,
      bell: true,
      roleSwitch: true,
      userMenu: true,
    });
    // The admin-only reference data is gone from the drawer at once (Roles needs VIEW_MASTER_ROLES, Audit log ADMIN).
    await expect
      .poll(() => page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Audit log' }).count())
      .toBe(0);
    await screenshot(page, 'shell-multirole-as-shift-manager');
    calls.stop();
    expect([...calls.seen]).toEqual([String(roles.shiftManager)]);
  });

  it('keeps the chosen role after a reload', async () => {
    await page.reload();
    await page.locator('.RaSidebar-fixed a[role=menuitem]').first().waitFor();
    expect(await sideMenuShown(page)).toEqual(MENUS['multirole as shift manager'].side);
    expect(await page.evaluate(() => localStorage.getItem('bankshift.roleId'))).toBe(String(roles.shiftManager));
  });

  it("switches back to Trust Admin: lands on the trust's statistics with the admin menus", async () => {
    await switchTo('Trust Admin');
    await expectPath(page, '/trust/1/statistics-details');
    expect(await sideMenuShown(page)).toEqual(MENUS['multirole as admin'].side);
    expect(await horizontalMenuShown(page)).toEqual(MENUS['multirole as admin'].horizontal);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Audit log' }).waitFor();
  });

  it("tells an admin whose role was deactivated 'Your permissions are revoked' on switching to it, and logs out", async () => {
    await switchTo('Shift Manager');
    await expectPath(page, '/jobs/list');
    const found = await superAdmin.call('GET', 'trust-roles', {
      query: { roleType: 'TRUST-ADMIN', isDefault: 'true', trustId: 1 },
    });
    expect(found.body.data).toHaveLength(1);
    adminTrustRoleId = found.body.data[0].id;
    deputy = await giveDeputyAdmin(found.body.data[0].permissions);
    const res = await superAdmin.call('PATCH', `trust-roles/${adminTrustRoleId}`, { body: { isActive: false } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    await page.locator('header').getByRole('button', { name: 'Choose Your Role' }).click();
    const modal = page.getByRole('dialog', { name: 'Choose Your Role' });
    await modal.getByRole('button', { name: /^Trust Admin/ }).click();
    await page.getByText('Your permissions are revoked').waitFor({ timeout: 15_000 });
    await screenshot(page, 'role-switch-revoked');
    await page.waitForURL(/\/sign-in$/, { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('bankshift.accessToken'))).toBeNull();
  });
});
