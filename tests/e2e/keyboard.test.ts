/**
 * A shift manager's day with the keyboard only (issue 9, WCAG 2.1.1 and 2.4.7): sign in, land on the jobs list,
 * filter it, open a shift, confirm its applicant, open the bell. Nothing is clicked; every element the focus stops
 * on looks different focused than not (its screenshot with the focus differs from the one without).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { openBrowser, screenshot } from './browser';
import { apiSession, DAY_MARGIN_MS, freeNurses, NORTHFIELD, postShift, startToday, type ApiSession } from './shiftsApi';

const baseUrl = inject('baseUrl');
/** Late in the trust's day, startToday waits for the next one before the journey starts. */
const JOURNEY_TIMEOUT_MS = DAY_MARGIN_MS + 5 * 60_000;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let manager: ApiSession;
/** Every element the focus stopped on, with whether it looked focused. */
const stops: { name: string; visible: boolean }[] = [];

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(30_000);
  manager = await apiSession(baseUrl, 'shiftmanager@bankshift.test');
}, 120_000);
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, 'keyboard-failed');
});
afterAll(() => browser?.close());

/**
 * Resolves once the console loads nothing (the top bar's progress circle is gone: content that arrives moves what is
 * below it) and no finite animation or transition is running (a focus ring fades in; a ripple pulses for ever).
 */
const settled = () =>
  page.waitForFunction(
    () =>
      !document.querySelector('header .MuiCircularProgress-root') &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );

/** The focused element's box with a margin for outlines drawn outside it, and the page's scroll position. */
const focusedBox = () =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    const label =
      el.getAttribute('aria-label') ||
      (el as HTMLInputElement).labels?.[0]?.innerText ||
      (el as HTMLElement).innerText?.trim().slice(0, 40) ||
      el.getAttribute('placeholder') ||
      el.id;
    return {
      name: `${el.tagName.toLowerCase()} "${label}"`,
      clip: { x: Math.max(0, r.x - 4), y: Math.max(0, r.y - 4), width: r.width + 8, height: r.height + 8 },
      scroll: [window.scrollX, window.scrollY],
    };
  });

/**
 * Moves the focus one stop (Tab, or Shift+Tab backwards) and checks that the element it lands on shows it: its
 * region is photographed focused, then after the focus steps back off it and on again, unfocused. Past the last
 * element the focus leaves the page for the browser's own controls; the next press brings it back to the first.
 */
async function step(backwards = false) {
  const [on, off] = backwards ? ['Shift+Tab', 'Tab'] : ['Tab', 'Shift+Tab'];
  await page.keyboard.press(on);
  await settled();
  const focused = await focusedBox();
  if (!focused) return;
  const withFocus = await page.screenshot({ clip: focused.clip });
  await page.keyboard.press(off);
  await settled();
  // The stop before may lie out of sight (a page taller than the window): the page scrolls to it. Scrolled back, the
  // region shows the same place, unfocused.
  await page.evaluate(([x, y]) => window.scrollTo(x, y), focused.scroll);
  await settled();
  const unfocused = await focusedBox();
  const withoutFocus = await page.screenshot({ clip: focused.clip });
  await page.keyboard.press(on);
  await settled();
  const again = await focusedBox();
  // The same element, in the same place, on the same page: otherwise the comparison proves nothing.
  expect(again).toEqual(focused);
  expect(unfocused?.scroll ?? focused.scroll).toEqual(focused.scroll);
  stops.push({ name: focused.name, visible: !withFocus.equals(withoutFocus) });
}

/** Tabs (or Shift+Tabs) until `target` has the focus, checking each stop on the way. */
async function tabTo(target: Locator, { backwards = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    await step(backwards);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(
    `${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target}; the focus went ${stops.map((s) => s.name).join(' > ')}`,
  );
}

const invisibleStops = () => stops.filter((s) => !s.visible).map((s) => s.name);

describe('a shift manager with the keyboard only', () => {
  it(
    'signs in, filters the jobs list, opens a shift, confirms its applicant and opens the bell, focus in sight at every step',
    async () => {
      // A shift of today (the list's default day) with a nurse's application, under a title of this run's own.
      const title = `Keyboard journey ${Date.now().toString(36)}`;
      const job = await postShift(manager, title, await startToday(), 3);
      const admin = await apiSession(baseUrl, 'trustadmin@bankshift.test');
      const [nurse] = await freeNurses(baseUrl, admin, job, 1);
      const application = await nurse.call('POST', 'applications', {
        role: nurse.roleOf('NURSE', NORTHFIELD),
        body: { jobId: job.id },
      });
      const nurseName = `${nurse.account.firstname} ${nurse.account.lastname}`;

      await page.goto(`${baseUrl}/sign-in`);
      await tabTo(page.getByLabel('Email'));
      await page.keyboard.type('shiftmanager@bankshift.test');
      await tabTo(page.getByLabel('Password'));
      await page.keyboard.type(DEMO_PASSWORD);
      await tabTo(page.getByRole('button', { name: 'Sign in' }));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/jobs\/list/);

      const search = page.getByPlaceholder('Search title');
      await search.waitFor();
      await tabTo(search);
      await page.keyboard.type(title);
      const rows = page.locator('.RaDataTable-tbody tr');
      await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining(title)]);
      await tabTo(page.getByRole('link', { name: title }));
      await screenshot(page, 'keyboard-list-filtered');
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`/jobs/${job.id}/details$`));

      // The summary's link to the applicants, below its counts: it moves down when they arrive.
      const summary = page.getByRole('region', { name: 'Applicants' });
      const applicants = summary.getByRole('link', { name: 'Applicants', exact: true });
      await summary.getByText('Applied: 1').waitFor();
      await tabTo(applicants);
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`/jobs/${job.id}/applicants$`));
      const confirm = page.getByRole('button', { name: `Confirm ${nurseName}` });
      await confirm.waitFor();
      await tabTo(confirm);
      await screenshot(page, 'keyboard-applicant-focused');
      await page.keyboard.press('Enter');
      await page.getByText('Nurse booked').waitFor();
      expect(
        await nurse.call('GET', `applications/${application.id}`, { role: nurse.roleOf('NURSE', NORTHFIELD) }),
      ).toMatchObject({ status: 'confirmed' });

      const bell = page.getByRole('button', { name: /^Notifications/ });
      await tabTo(bell, { backwards: true });
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await panel.waitFor();
      await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await screenshot(page, 'keyboard-bell-open');
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await expect.poll(() => bell.evaluate((el) => el === document.activeElement)).toBe(true);

      expect(stops.length).toBeGreaterThan(5);
      expect(invisibleStops()).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
