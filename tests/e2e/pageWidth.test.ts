/**
 * In Chromium, a page is never wider than the window (issue 52.16): the uplift list fits a 1440 px window beside the
 * side menu, and on a narrower one a list's table scrolls sideways within its card while the top bar and its controls
 * stay in view (and the bar of bulk actions over the list with them).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localDate } from '../../domain/time';
import { openBrowser, screenshot } from './browser';
import { logOut, signIn } from './shellSupport';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
});
afterAll(() => browser?.close());

/** The page's width and the window's, the list's room and its table's width, and whether the profile button is in view. */
async function widths(path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('.RaDataTable-tbody tr').first().waitFor();
  const profile = (await page.locator('header').getByRole('button', { name: 'Profile' }).boundingBox())!;
  const seen = await page.evaluate(() => {
    const wrapper = document.querySelector('.RaDataTable-tableWrapper')!;
    return {
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
      room: wrapper.clientWidth,
      table: wrapper.scrollWidth,
    };
  });
  return { ...seen, profileInView: profile.x + profile.width <= seen.window };
}

describe('the page width', () => {
  it('fits the uplift list in a 1440 px window, for the rate manager and the trust admin', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const email of ['ratemanager@bankshift.test', 'trustadmin@bankshift.test']) {
      await signIn(page, baseUrl, email);
      const seen = await widths('/jobs/list/job-rates');
      expect(seen, email).toMatchObject({ page: 1440, window: 1440, profileInView: true });
      expect(seen.table, email).toBe(seen.room);
      await screenshot(page, `uplifts-1440-${email.split('@')[0]}`);
      await logOut(page);
    }
  });

  it('scrolls a wide list within its card in a 1024 px window, the top bar in view', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, baseUrl, 'trustadmin@bankshift.test');
    // The shifts of the next fortnight: today's list may be empty late in the day, once today's shifts have started.
    const fortnight = {
      status: 'vacant',
      dateRange: 'custom',
      dateFrom: localDate(new Date()),
      dateTo: localDate(new Date(Date.now() + 14 * 86_400_000)),
    };
    for (const path of ['/jobs/list/job-rates', `/jobs/list?filter=${encodeURIComponent(JSON.stringify(fortnight))}`]) {
      const seen = await widths(path);
      expect(seen, path).toMatchObject({ page: 1024, window: 1024, profileInView: true });
      expect(seen.table, path).toBeGreaterThan(seen.room);
    }
    await screenshot(page, 'uplifts-1024');
  });
});
