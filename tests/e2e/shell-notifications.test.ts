/**
 * In Chromium, the bell and the notification panel (spec 2.1, 4, 7.3, 9) of a bank officer manager while
 * the API creates notifications the way the product does: a nurse applies for the manager's shift and the
 * manager confirms her (server/services/jobs/applicationsService), and the super admin sends notifications of
 * the other kinds (POST /api/v3/notifications, a super admin's own call). Each reaches the open panel without a
 * reload, the bell counts it, and a click marks it read and lands where spec 9 says.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localDate } from '../../domain/time';
import { openBrowser, screenshot } from './browser';
import { apiSignIn, bellCount, expectPath, newManager, signIn, type ApiSession } from './shellSupport';

const baseUrl = inject('baseUrl');
const DAY = 86_400_000;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let manager: ApiSession;
let superAdmin: ApiSession;
let jobId: number;
let email: string;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
  // A bank officer of this run's own: a demo one's demo shifts rise in rate by themselves and tell them so, at
  // any moment of the journey.
  email = await newManager(baseUrl, 'BANK-OFFICER-MANAGER', 'Noor', 'Haddad');
  manager = await apiSignIn(baseUrl, email);
  superAdmin = await apiSignIn(baseUrl, 'superadmin@bankshift.test');
});
afterAll(() => browser?.close());

const bell = () => page.locator('header').getByRole('button', { name: /^Notifications/ });
const panel = () => page.getByRole('dialog', { name: 'Notifications' });
/** A card, by its title (its name starts with 'Unread' while it is unread). */
const card = (title: string) => panel().getByRole('button', { name: new RegExp(`^(Unread )?${title}`) });

async function openPanel() {
  if (await panel().isVisible()) return;
  await bell().click();
  await panel().waitFor();
}

/** A notification of `type` to the bank officer, sent by the super admin. */
async function send(type: string, title: string, extra: Record<string, unknown> = {}) {
  const res = await superAdmin.call('POST', 'notifications', {
    body: { userId: manager.account.id, type, title, body: `${title} (e2e)`, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Opens the card and waits for the page it leads to; the panel closes on the way. */
async function openCard(title: string, path: string, search?: string) {
  await openPanel();
  await card(title).click();
  await expectPath(page, path, search);
}

describe('notifications in the open console', () => {
  it("shows an empty panel: 'You have no notifications', and a bell at 0", async () => {
    await signIn(page, baseUrl, email);
    await expectPath(page, '/jobs/list');
    expect(await bellCount(page)).toBe(0);
    await openPanel();
    await panel().getByText('You have no notifications').waitFor();
    for (const control of ['Snooze', 'Mark all as read', 'Clear all'])
      await panel().getByRole('button', { name: control }).waitFor();
  });

  it("shows a nurse applying for the manager's shift in the open panel, and counts it, without a reload", async () => {
    const [location] = (await manager.call('GET', 'care-locations', { query: { code: 'NGH' } })).body.data;
    const [ward] = (await manager.call('GET', 'departments', { query: { careLocationId: location.id } })).body.data;
    const posted = await manager.call('POST', 'jobs', {
      body: {
        careLocationId: location.id,
        departmentId: ward.id,
        title: 'Staff Nurse - Acute Medicine',
        grade: { from: '5', to: '6' },
        date: localDate(new Date(Date.now() + 6 * DAY)),
        shiftTime: { start: '07:30', end: '19:30' },
        vacancies: 1,
      },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    jobId = posted.body.id;

    const nurse = await apiSignIn(baseUrl, 'nurse16@bankshift.test');
    const applied = await nurse.call('POST', 'applications', { body: { jobId } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);

    const arrived = card('New applicant');
    await arrived.waitFor();
    expect(await arrived.innerText()).toContain('Ruby Kelly applied for Staff Nurse - Acute Medicine');
    expect(await arrived.locator('time').innerText()).toMatch(/^\d{2}:\d{2}$/);
    await panel().getByText('Today').waitFor();
    await panel().getByText('No more notifications').waitFor();
    await expect.poll(() => bellCount(page)).toBe(1);

    // The manager confirms her: 'Nurse booked' arrives on top, the bell counts 2.
    const confirmed = await manager.call('PATCH', `applications/${applied.body.id}`, { body: { status: 'confirmed' } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    await card('Nurse booked').waitFor();
    await expect.poll(() => bellCount(page)).toBe(2);
    const titles = await panel().locator('[id^=notification-][id$=-title]').allInnerTexts();
    expect(titles).toEqual(['Nurse booked', 'New applicant']);
    await screenshot(page, 'notifications-panel');
  });

  it("opens a job notification on the shift's details page and marks it read", async () => {
    await openCard('Nurse booked', `/jobs/${jobId}/details`);
    await expect.poll(() => bellCount(page)).toBe(1);
  });

  it('marks a notification unread and read again from its card menu', async () => {
    await openPanel();
    const actions = panel()
      .locator('li')
      .filter({ hasText: 'Nurse booked' })
      .getByRole('button', { name: /actions/i });
    await actions.click();
    await page.getByRole('menuitem', { name: 'Mark as unread' }).click();
    await expect.poll(() => bellCount(page)).toBe(2);
    await actions.click();
    await page.getByRole('menuitem', { name: 'Mark as read' }).click();
    await expect.poll(() => bellCount(page)).toBe(1);
  });

  it('leads each kind of notification where spec 9 says', async () => {
    await send('UPLIFT_SUGGESTED', 'Uplift suggested', { externalId: jobId });
    await openCard('Uplift suggested', `/jobs/${jobId}/rates`);
    await send('USER_UPDATED', 'Profile updated');
    await openCard('Profile updated', '/users/settings');
    await send('NEW_MESSAGE', 'New message', { chatRoomId: 'room-e2e-1' });
    await openCard('New message', '/messages/room-e2e-1');
    await send('TIME_TRACK_APPROVAL', 'Worked time to approve', { externalId: jobId });
    await openCard('Worked time to approve', '/rightToWorkRequests/pending', '?shiftFilter=readyForApprove');
    // Job-less: a bank officer manager goes to the right-to-work pending list too.
    await send('ANNOUNCEMENT', 'Bank holiday rates');
    await openCard('Bank holiday rates', '/rightToWorkRequests/pending', '?shiftFilter=readyForApprove');
    // 'New applicant' is still unread.
    await expect.poll(() => bellCount(page)).toBe(1);
  });

  it('marks all as read, then clears all', async () => {
    await openPanel();
    await panel().getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => bellCount(page)).toBe(0);
    await panel().getByRole('button', { name: 'Clear all' }).click();
    const confirm = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: 'Clear all' }) })
      .last();
    await confirm.getByRole('button', { name: 'Clear all' }).click();
    await panel().getByText('You have no notifications').waitFor();
    expect((await manager.call('GET', 'notifications')).body.total).toBe(0);
  });

  it('snoozes: a notification sent meanwhile is stored but neither pushed nor counted; Enable ends it and counts it', async () => {
    await openPanel();
    await panel().getByRole('button', { name: 'Snooze' }).click();
    const options = page.getByRole('menu').getByRole('menuitem');
    expect(await options.allInnerTexts()).toEqual([
      '1 hour',
      '3 hours',
      '6 hours',
      '12 hours',
      '24 hours',
      '168 hours',
      'Enable',
    ]);
    await page.getByRole('menuitem', { name: '3 hours' }).click();
    await panel()
      .getByText(/^Snoozed until \w{3} \d+ \w{3} \d{4}, \d{2}:\d{2}$/)
      .waitFor();
    const snoozed = (await manager.call('GET', 'account', { role: null })).body.notDisturbDate;
    expect(new Date(snoozed).getTime() - Date.now()).toBeGreaterThan(2.9 * 3_600_000);

    await send('ANNOUNCEMENT', 'Quiet announcement');
    await expect.poll(async () => (await manager.call('GET', 'notifications')).body.total).toBe(1);
    await page.waitForTimeout(2_000);
    expect(await bellCount(page)).toBe(0);
    expect(await card('Quiet announcement').count()).toBe(0);

    await panel().getByRole('button', { name: 'Snooze' }).click();
    await page.getByRole('menuitem', { name: 'Enable' }).click();
    await panel()
      .getByText(/^Snoozed until/)
      .waitFor({ state: 'hidden' });
    expect((await manager.call('GET', 'account', { role: null })).body.notDisturbDate).toBeNull();
    // The snooze over, what arrived during it counts (issue 52.16).
    await expect.poll(() => bellCount(page)).toBe(1);
    await send('ANNOUNCEMENT', 'Loud announcement');
    await card('Loud announcement').waitFor();
    await expect.poll(() => bellCount(page)).toBe(2);
    await screenshot(page, 'notifications-after-snooze');
  });
});
