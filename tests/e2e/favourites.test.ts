/**
 * A manager's favourite skills in Chromium (issue 13): the shift manager opens their favourite skills from the menu,
 * finds the ones they keep, adds one and removes another; the list is theirs alone.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot } from './browser';
import { signIn } from './shellSupport';
import { apiSession, type ApiSession } from './shiftsApi';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let manager: ApiSession;

const favouriteNames = async () =>
  (await manager.call('GET', 'managers-favourite-skills?$limit=50')).data.map((f: { name: string }) => f.name);

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
  manager = await apiSession(baseUrl, 'shiftmanager@bankshift.test');
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, 'favourites-failed');
});
afterAll(() => browser?.close());

describe('favourite skills', () => {
  it("are the manager's own list: listed, added to and removed from", async () => {
    await signIn(page, baseUrl, 'shiftmanager@bankshift.test');
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Favourite skills' }).click();
    await page.waitForURL(/\/favourite-capabilities$/);
    for (const name of ['12-lead ECG recording', 'Blood transfusion', 'Wound care and dressings']) {
      await expect.poll(() => page.getByRole('row').filter({ hasText: name }).count()).toBe(1);
    }
    await screenshot(page, 'favourites-list');
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.getByRole('combobox', { name: 'Skill' }).fill('Venepunct');
    await page.getByRole('option', { name: 'Venepuncture' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(favouriteNames).toContain('Venepuncture');
    const [blood] = (await manager.call('GET', 'managers-favourite-skills?name=Blood transfusion')).data;
    await page.goto(`${baseUrl}/favourite-capabilities/${blood.id}/show`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(favouriteNames).not.toContain('Blood transfusion');
  });
});
