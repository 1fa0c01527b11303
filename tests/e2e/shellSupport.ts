/**
 * What the shell journeys share: signing in through the console and through the API, and reading the shell as a
 * user sees it (side menu, horizontal menu, top-bar controls).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Account } from '../../domain/account';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { linkMailedTo } from './mail';

/** Signs in on /sign-in and waits for the console's frame. */
export async function signIn(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('header').getByRole('button', { name: 'Profile' }).waitFor();
  await page.locator('.RaSidebar-fixed a[role=menuitem]').first().waitFor();
}

/** Logs out through the user menu. */
export async function logOut(page: Page) {
  await page.locator('header').getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL(/\/sign-in$/);
}

export interface ApiSession {
  token: string;
  account: Account;
  /** The role id sent with each call: the default one unless given. */
  roleId: number;
  call<T = any>(
    method: string,
    path: string,
    opts?: {
      body?: unknown;
      query?: Record<string, string | number>;
      role?: number | null;
      headers?: Record<string, string>;
    },
  ): Promise<{ status: number; body: T }>;
}

/** Signs in through the API (POST /api/v3/authentication), the way the mobile app and other clients do. */
export async function apiSignIn(baseUrl: string, email: string, roleType?: string): Promise<ApiSession> {
  const res = await fetch(`${baseUrl}/api/v3/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', email, password: DEMO_PASSWORD }),
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`API sign-in of ${email} failed: ${res.status} ${JSON.stringify(body)}`);
  const account = body.user as Account;
  const role = account.newUserRoles.find((r) => !roleType || r.roleType === roleType);
  if (!role) throw new Error(`${email} holds no ${roleType} role`);
  return {
    token: body.accessToken,
    account,
    roleId: role.roleId,
    async call(method, path, opts = {}) {
      const query = new URLSearchParams();
      const roleId = opts.role === undefined ? role.roleId : opts.role;
      if (roleId !== null) query.set('role', String(roleId));
      for (const [k, v] of Object.entries(opts.query ?? {})) query.set(k, String(v));
      const r = await fetch(`${baseUrl}/api/v3/${path}?${query}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${body.accessToken}`, ...opts.headers },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      const text = await r.text();
      return { status: r.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}

/**
 * A manager of Northfield new to this run, holding the trust's built-in role of `roleType` (invited by the trust admin, the emailed
 * invitation accepted with the demo password): unlike a demo manager, no demo shift of theirs rises in rate or fills
 * while a journey counts what reaches them.
 */
export async function newManager(baseUrl: string, roleType: string, firstname: string, lastname: string) {
  const admin = await apiSignIn(baseUrl, 'trustadmin@bankshift.test');
  const email = `${firstname}.${lastname}.${Date.now().toString(36)}@example.test`.toLowerCase();
  const [trustRole] = (await admin.call('GET', 'trust-roles', { query: { roleType, $limit: 1 } })).body.data;
  const invited = await admin.call('POST', 'manager-invitations', {
    body: { email, firstname, lastname, trustRoleId: trustRole.id },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const [, token] = (await linkMailedTo(email, 'ManagerVerifyEmail')).split('/').slice(1);
  const accepted = await fetch(`${baseUrl}/api/v3/authmanagement`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'acceptInvitation', value: { token, email, password: DEMO_PASSWORD } }),
  });
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  return email;
}

/** The spec's side menu (2.2) as shown: 'Label → /path' for each entry above the generated 'Reference data' part. */
export async function sideMenuShown(page: Page): Promise<string[]> {
  await page.locator('.RaSidebar-fixed a[role=menuitem]').first().waitFor();
  return page.evaluate(() => {
    const out: string[] = [];
    const items = document.querySelectorAll(
      '.RaSidebar-fixed a[role=menuitem], .RaSidebar-fixed li.MuiListSubheader-root',
    );
    for (const el of items) {
      if (el.tagName === 'LI') break; // the first subheader starts 'Reference data'
      out.push(`${el.textContent!.trim()} → ${new URL((el as HTMLAnchorElement).href).pathname}`);
    }
    return out;
  });
}

/** The generated resources listed under 'Reference data' in the side menu. */
export async function referenceDataShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const items = [
      ...document.querySelectorAll('.RaSidebar-fixed a[role=menuitem], .RaSidebar-fixed li.MuiListSubheader-root'),
    ];
    const start = items.findIndex((el) => el.tagName === 'LI');
    return start < 0
      ? []
      : items
          .slice(start)
          .filter((el) => el.tagName === 'A')
          .map((el) => new URL((el as HTMLAnchorElement).href).pathname);
  });
}

/**
 * The horizontal menu (2.3) as shown: group label → 'Label → /path' of each entry, opening each dropdown; a group
 * shown as a plain link gives its own label and destination.
 */
export async function horizontalMenuShown(page: Page): Promise<Record<string, string[]>> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  if (!(await nav.count())) return {};
  const shown: Record<string, string[]> = {};
  const controls = nav.locator(':scope > a, :scope > button');
  const n = await controls.count();
  for (let i = 0; i < n; i++) {
    const control = controls.nth(i);
    const label = (await control.innerText()).trim();
    if ((await control.getAttribute('aria-haspopup')) !== 'menu') {
      shown[label] = [`${label} → ${new URL((await control.getAttribute('href'))!, 'http://x').pathname}`];
      continue;
    }
    await control.click();
    const menu = page.getByRole('menu', { name: label });
    await menu.waitFor();
    shown[label] = await menu
      .getByRole('menuitem')
      .evaluateAll((items) =>
        items.map((a) => `${a.textContent!.trim()} → ${new URL((a as HTMLAnchorElement).href).pathname}`),
      );
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }
  return shown;
}

export interface TopBarControls {
  postShift: string | null;
  chat: boolean;
  bell: boolean;
  roleSwitch: boolean;
  userMenu: boolean;
}

/** Which top-bar controls (2.1) are shown. */
export async function topBarShown(page: Page): Promise<TopBarControls> {
  const bar = page.locator('header').first();
  const post = bar.getByRole('link', { name: /^(Create a New Shift|Draft a Shift)$/ });
  return {
    postShift: (await post.count()) ? (await post.textContent())!.trim() : null,
    chat: (await bar.getByRole('link', { name: /^Messages/ }).count()) === 1,
    bell: (await bar.getByRole('button', { name: /^Notifications/ }).count()) === 1,
    roleSwitch: (await bar.getByRole('button', { name: 'Choose Your Role' }).count()) === 1,
    userMenu: (await bar.getByRole('button', { name: 'Profile' }).count()) === 1,
  };
}

/**
 * The bell's unread count, from its accessible name ('Notifications, 2 unread notifications'); read by CSS, as
 * the open panel hides the rest of the page from the accessibility tree.
 */
export async function bellCount(page: Page): Promise<number> {
  const name = await page.locator('header button[aria-label^="Notifications"]').first().getAttribute('aria-label');
  const m = /(\d+) unread/.exec(name ?? '');
  if (!m) throw new Error(`The bell's name has no count: ${name}`);
  return Number(m[1]);
}

/** Waits until the path (and search, if given) is the expected one. */
export async function expectPath(page: Page, path: string, search?: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
  if (search !== undefined) expect(new URL(page.url()).search).toBe(search);
}

/** Picks `option` of the select labelled `label` (a MUI select: its combobox, then its listbox's option). */
export async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click();
}
