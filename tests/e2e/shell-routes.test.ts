/**
 * In Chromium, the routes as the shell guards them (spec 2.4, 4, 6) and the environment tag (2.1): a visitor
 * opens public routes and is sent to /sign-in from the others; legacy /old/ pages are the super admin's only;
 * a route whose screen belongs to a later issue says so inside the frame; a dev.… host shows the DEV tag.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot } from './browser';
import { expectPath, logOut, signIn } from './shellSupport';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
});
afterAll(() => browser?.close());

describe('routes', () => {
  it('lets a visitor open public routes and sends them to /sign-in from private ones', async () => {
    await page.goto(`${baseUrl}/forgot-password`);
    await page
      .getByRole('button', { name: /send|reset/i })
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/forgot-password');
    for (const path of ['/users/settings', '/jobs/list', '/trust/1/statistics-details', '/old/jobs/list']) {
      await page.goto(`${baseUrl}${path}`);
      await expectPath(page, '/sign-in');
    }
  });

  it('sends a manager from a legacy /old/ page to /jobs/list, and shows the super admin a page naming its issue', async () => {
    await signIn(page, baseUrl, 'shiftmanager@bankshift.test');
    await page.goto(`${baseUrl}/old/jobs/list`);
    await expectPath(page, '/jobs/list');
    await logOut(page);
    await signIn(page, baseUrl, 'superadmin@bankshift.test');
    await page.goto(`${baseUrl}/old/jobs/list`);
    await page.getByText('The page /old/jobs/list is not built yet.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/old/jobs/list');
  });

  it('shows a registered route of a later issue inside the frame, with the menus', async () => {
    await page.goto(`${baseUrl}/campaign/list`);
    await page.getByRole('heading', { name: 'Not built yet' }).waitFor();
    await page.getByText('It is planned, and comes with a later release.').waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await screenshot(page, 'route-not-built');
  });

  it('shows the DEV tag on a dev.… host and no tag elsewhere', async () => {
    expect(
      await page
        .locator('header')
        .getByLabel(/^Environment:/)
        .count(),
    ).toBe(0);
    const devUrl = baseUrl.replace('127.0.0.1', 'dev.localhost');
    await signIn(page, devUrl, 'shiftmanager@bankshift.test');
    const tag = page.locator('header').getByLabel('Environment: DEV');
    await tag.waitFor();
    expect(await tag.innerText()).toBe('DEV');
    await screenshot(page, 'shell-dev-tag');
  });
});
