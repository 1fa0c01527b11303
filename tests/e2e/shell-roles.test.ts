/**
 * In Chromium, one journey per demo role (issue 3): sign in, land where spec 4 says, see exactly the side menu
 * (2.2), horizontal menu (2.3) and top-bar controls (2.1) of the role, follow a menu entry, open the user menu's
 * Account Settings, read the footer's versions, and log out. A screenshot of each role's shell is saved.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot } from './browser';
import { ACCOUNTS, MENUS } from './shellExpectations';
import {
  expectPath,
  horizontalMenuShown,
  logOut,
  referenceDataShown,
  sideMenuShown,
  signIn,
  topBarShown,
} from './shellSupport';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
});
afterAll(() => browser?.close());

describe('the shell of each demo role', () => {
  for (const account of ACCOUNTS) {
    it(`${account.email}: landing page, exact menus, top bar, user menu, footer`, async () => {
      await signIn(page, baseUrl, account.email);
      await expectPath(page, account.landing);
      const expected = MENUS[account.key];
      await page.getByText(/^Console \d+\.\d+\.\d+ · Server e2e$/).waitFor();
      await screenshot(page, `shell-${account.key.replace(/ /g, '-')}`);

      expect(await sideMenuShown(page)).toEqual(expected.side);
      // Generated reference data never repeats a side-menu destination.
      const side = new Set(expected.side.map((e) => e.split(' → ')[1]));
      expect((await referenceDataShown(page)).filter((path) => side.has(path))).toEqual([]);
      expect(await horizontalMenuShown(page)).toEqual(expected.horizontal);
      expect(await topBarShown(page)).toEqual(account.topBar);

      // The first side-menu entry opens its page; the horizontal menu's last group does too.
      const [firstLabel, firstPath] = expected.side[0].split(' → ');
      await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: firstLabel, exact: true }).click();
      await expectPath(page, firstPath);
      const groups = Object.entries(expected.horizontal);
      const [lastGroup, lastEntries] = groups[groups.length - 1];
      const [lastLabel, lastPath] = lastEntries[lastEntries.length - 1].split(' → ');
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      if (lastEntries.length === 1 && lastLabel === lastGroup) {
        await nav.getByRole('link', { name: lastGroup, exact: true }).click();
      } else {
        await nav.getByRole('button', { name: lastGroup, exact: true }).click();
        await page
          .getByRole('menu', { name: lastGroup })
          .getByRole('menuitem', { name: lastLabel, exact: true })
          .click();
      }
      await expectPath(page, lastPath);

      // The user menu: Account Settings, Log Out.
      await page.locator('header').getByRole('button', { name: 'Profile' }).click();
      const userMenu = page.getByRole('menu');
      expect(await userMenu.getByRole('menuitem').allInnerTexts()).toEqual(['Account Settings', 'Log Out']);
      await userMenu.getByRole('menuitem', { name: 'Account Settings' }).click();
      await expectPath(page, '/users/settings');
      await page.getByRole('textbox', { name: 'First name' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe(account.name.split(' ')[0]);

      await logOut(page);
      expect(await page.evaluate(() => localStorage.getItem('bankshift.accessToken'))).toBeNull();
    });
  }
});
