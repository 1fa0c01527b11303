/**
 * Issue 4 in Chromium: a shift manager posts a shift at /jobs/new and finds it in the default jobs list (vacant,
 * today); a nurse applies through the API (nurses use the mobile app); the manager confirms her from the
 * applicants page and the list shows the shift booked. Then approve-all: two shifts made ready for approval
 * through the API (a confirmed nurse and her worked time) are ticked in the list and approved from the bottom bar.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { localDate } from '../../domain/time';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { openBrowser, screenshot } from './browser';
import {
  apiSession,
  DAY_MARGIN_MS,
  freeNurses,
  NORTHFIELD,
  shiftTimes,
  startToday,
  type ApiSession,
} from './shiftsApi';

const baseUrl = inject('baseUrl');
const run = Date.now().toString(36);
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let manager: ApiSession;
let admin: ApiSession;
/** The two shifts approve-all approves, each with its booked nurse; they start shortly after the suite's set-up. */
const toApprove: { job: { id: number; title: string; startsAt: string; endsAt: string }; nurse: ApiSession }[] = [];

async function signIn(email: string) {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

/** Picks `option` in the MUI select labelled `label`. */
async function choose(label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const row = (title: string) => page.getByRole('row').filter({ hasText: title });
const statusView = (name: 'Vacant' | 'Booked' | 'Completed') =>
  page.getByRole('group', { name: 'Status' }).getByRole('button', { name, exact: true });

/** Opens the jobs list on `view` for today, as its own link has it (default: vacant, today). */
async function openList(view?: 'Booked' | 'Completed') {
  await page.goto(`${baseUrl}/jobs/list`);
  // The first load of the list's code can be slow on a busy machine.
  await page.getByRole('group', { name: 'Status' }).waitFor({ timeout: 60_000 });
  if (view) await statusView(view).click();
  await expect.poll(() => statusView(view ?? 'Vacant').getAttribute('aria-pressed')).toBe('true');
}

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
  manager = await apiSession(baseUrl, 'shiftmanager@bankshift.test');
  admin = await apiSession(baseUrl, 'trustadmin@bankshift.test');

  // Two shifts booked by the suite's set-up, starting shortly: a confirmed nurse can log time once a shift starts.
  for (const { jobId, nurseEmail } of inject('shiftsStartingSoon')) {
    toApprove.push({ job: await manager.call('GET', `jobs/${jobId}`), nurse: await apiSession(baseUrl, nurseEmail) });
  }
}, 120_000);
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `shifts-failed-${ctx.task.name.slice(0, 20).replace(/\W+/g, '-')}`);
});
afterAll(() => browser?.close());

describe('shifts in a browser', () => {
  it(
    'a shift manager posts a shift, a nurse applies, the manager confirms her and the list shows it booked',
    async () => {
      await signIn('shiftmanager@bankshift.test');
      // The top bar opens the wizard; its first step links the one-form posting page.
      await page.getByRole('link', { name: 'Create a New Shift' }).click();
      await page.getByRole('link', { name: 'Post one shift on a single form instead' }).click();
      await page.waitForURL(/\/jobs\/new$/);
      await page.getByRole('heading', { name: 'Create a New Shift' }).waitFor();

      // Today, so that the default list (vacant, today) shows it.
      const title = `E2E Staff Nurse ${run}`;
      const start = await startToday();
      const { date, shiftTime } = shiftTimes(start, 3);
      await choose('Care location', 'Northfield General Hospital');
      await choose('Area (department)', /./);
      await page.locator('#job-title').fill(title);
      await choose('Band from', 'Band 5');
      await choose('Band to', 'Band 6');
      await page.locator('#job-date').fill(date);
      await page.locator('#job-startTime').fill(shiftTime.start);
      await page.locator('#job-endTime').fill(shiftTime.end);
      await screenshot(page, 'shifts-post-form');
      await page.getByRole('button', { name: 'Post shift' }).click();
      await page.getByText('Shift posted').waitFor();
      await page.waitForURL(/\/jobs\/\d+\/details$/);
      const jobId = Number(new URL(page.url()).pathname.split('/')[2]);
      const job = await manager.call('GET', `jobs/${jobId}`);
      expect(job).toMatchObject({
        title,
        date,
        startTime: shiftTime.start,
        endTime: shiftTime.end,
        progress: 'vacant',
        status: 'APPROVED',
        vacancies: 1,
      });

      // The default list: vacant shifts of today.
      await openList();
      expect(localDate(new Date())).toBe(date);
      await row(title).waitFor();
      await screenshot(page, 'shifts-list-posted');

      // A nurse of the trust applies from the app, under her NURSE role.
      const [nurse] = await freeNurses(
        baseUrl,
        admin,
        job,
        1,
        toApprove.map((s) => s.nurse.account.id),
      );
      const name = `${nurse.account.firstname} ${nurse.account.lastname}`;
      const application = await nurse.call('POST', 'applications', {
        role: nurse.roleOf('NURSE', NORTHFIELD),
        body: { jobId },
      });
      expect(application).toMatchObject({ jobId, status: 'applied' });

      await page.goto(`${baseUrl}/jobs/${jobId}/applicants`);
      const confirm = page.getByRole('button', { name: `Confirm ${name}` });
      await confirm.waitFor();
      await screenshot(page, 'shifts-applicants');
      await confirm.click();
      await page.getByText('Nurse booked').waitFor();
      expect(
        await nurse.call('GET', `applications/${application.id}`, { role: nurse.roleOf('NURSE', NORTHFIELD) }),
      ).toMatchObject({ status: 'confirmed' });

      await openList('Booked');
      expect(localDate(new Date())).toBe(date);
      await row(title).getByText('Booked', { exact: true }).waitFor();
      await screenshot(page, 'shifts-list-booked');
      expect(await manager.call('GET', `jobs/${jobId}`)).toMatchObject({ progress: 'booked', confirmedCount: 1 });
    },
    DAY_MARGIN_MS + 5 * 60_000,
  );

  it('approves the two shifts ticked in the list with the bottom bar’s Approve all', async () => {
    // Each booked nurse logs her time once her shift has started: the shift becomes ready for approval.
    const startsAt = Math.max(...toApprove.map((s) => Date.parse(s.job.startsAt)));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt - Date.now() + 1_000)));
    for (const { job, nurse } of toApprove) {
      await nurse.call('POST', 'time-records', {
        role: nurse.roleOf('NURSE', NORTHFIELD),
        body: { jobId: job.id, startedAt: job.startsAt, endedAt: job.endsAt, breakMinutes: 30 },
      });
      expect(await manager.call('GET', `jobs/${job.id}`)).toMatchObject({ progress: 'readyForApprove' });
    }

    await signIn('shiftmanager@bankshift.test');
    const day = localDate(new Date(toApprove[0].job.startsAt));
    if (day === localDate(new Date())) await openList('Completed');
    else
      await page.goto(
        `${baseUrl}/jobs/list?filter=${encodeURIComponent(JSON.stringify({ status: 'completed', dateRange: 'day', dateFrom: day, dateTo: day }))}`,
      );
    for (const { job } of toApprove) {
      await row(job.title).getByText('Ready for approval').waitFor();
      await row(job.title).getByRole('checkbox').check();
    }
    const bar = page.getByRole('region', { name: /Shifts selected$/ });
    await bar.getByText('2 Shifts selected').waitFor();
    await screenshot(page, 'shifts-approve-selected');
    await bar.getByRole('button', { name: 'Approve all' }).click();
    // Asked first: each shift with its nurse's worked time, the booked hours less her 30-minute break.
    const asking = page.getByRole('dialog', { name: 'Approve the worked time of 2 shifts?' });
    for (const { job } of toApprove)
      await asking
        .getByRole('row', { name: new RegExp(`^${job.title}`) })
        .getByRole('cell', { name: '−30 min', exact: true })
        .waitFor();
    await screenshot(page, 'shifts-approve-asked');
    await asking.getByRole('button', { name: 'Approve 2 shifts' }).click();
    await page.getByText(/^Worked time approved on 2 shifts: /).waitFor();
    await bar.waitFor({ state: 'detached' });
    for (const { job } of toApprove)
      expect(await manager.call('GET', `jobs/${job.id}`)).toMatchObject({ progress: 'approved' });

    await page.reload();
    for (const { job } of toApprove) await row(job.title).getByText('Approved', { exact: true }).waitFor();
    await screenshot(page, 'shifts-approved');
  }, 240_000);

  it('exports the shifts the list selects as a CSV the browser downloads itself, from a signed link', async () => {
    const [from, to] = [localDate(new Date()), localDate(new Date(Date.now() + 30 * 86_400_000))];
    await page.goto(
      `${baseUrl}/jobs/list?filter=${encodeURIComponent(JSON.stringify({ status: 'vacant', dateRange: 'custom', dateFrom: from, dateTo: to }))}`,
    );
    const shown = page.getByText(/^\d+[–-]\d+ of \d+$/);
    await shown.waitFor();
    const [range, of] = (await shown.textContent())!.split(' of ');
    const [onScreen, total] = [Number(range.split(/[–-]/)[1]), Number(of)];
    // More than the page on screen: the export is the list's every shift, not the page.
    expect(total).toBeGreaterThan(onScreen);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.url()).toMatch(/\/api\/v3\/list-export-files\/[\w-]+\.csv\?signature=/);
    expect(download.suggestedFilename()).toMatch(/^shifts-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs.readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toMatch(/^Shift id,Date,Start,End,/);
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((l) => l.split(',')[1] >= from && l.split(',')[1] <= to)).toBe(true);
  });
});
