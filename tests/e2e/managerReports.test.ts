/**
 * Shift Reports in Chromium (issue 15): a manager asks for the shift fill of last month, watches it made (the progress
 * pushed and polled until Ready), downloads the workbook and the CSV; the workbook is opened with exceljs and its rows
 * checked against the report's definition and the request's row count.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { lastTwelveMonths, MANAGER_REPORTS, presetRange } from '../../domain/reports';
import { localDate } from '../../domain/time';
import { openBrowser, screenshot } from './browser';
import { signIn } from './shellSupport';
import { apiSession, type ApiSession } from './shiftsApi';

const baseUrl = inject('baseUrl');
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let manager: ApiSession;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(20_000);
  manager = await apiSession(baseUrl, 'opsmanager@bankshift.test');
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, 'manager-reports-failed');
});
afterAll(() => browser?.close());

describe('Shift Reports', () => {
  it('makes the shift fill of last month in the background and downloads it as a workbook and a CSV', async () => {
    await signIn(page, baseUrl, 'opsmanager@bankshift.test');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('menuitem', { name: 'Shift Reports' }).click();
    await page.waitForURL(/\/manager-reports$/);
    const form = page.getByRole('form', { name: 'Ask for a report' });
    const lastMonth = presetRange('lastMonth', localDate(new Date()));
    await expect.poll(() => form.getByText(`${lastMonth.startDate} – ${lastMonth.endDate}`).count()).toBe(1);
    await form.getByRole('button', { name: 'Make the report' }).click();

    const row = page.getByRole('region', { name: 'Your reports' }).getByRole('row').filter({ hasText: 'Shift fill' });
    await expect.poll(() => row.getByText(/^Ready: \d+ rows?$/).count(), { timeout: 30_000 }).toBe(1);
    await screenshot(page, 'manager-reports');
    const [request] = (await manager.call('GET', 'report-visualization-requests')).data;
    expect(request).toMatchObject({ reportType: 'ManagerReport2', status: 'COMPLETED', progress: 100, ...lastMonth });
    // Last month's demo shifts: a row for each department and day with shifts.
    expect(request.rowCount).toBeGreaterThan(0);
    await expect.poll(() => row.getByText(`Ready: ${request.rowCount} rows`).count()).toBe(1);

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download Shift fill as XLSX' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe(`${request.fileName}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await xlsx.path())!);
    const sheet = book.worksheets[0];
    const values = sheet.getSheetValues().slice(1) as unknown[][];
    expect(values[0].slice(1)).toEqual(MANAGER_REPORTS.ManagerReport2.columns.map((c) => c.header));
    const rows = values.slice(1);
    expect(rows).toHaveLength(request.rowCount);
    for (const [, date, department, posted, filled, unfilled, cancelled] of rows) {
      const day = (date instanceof Date ? date.toISOString() : String(date)).slice(0, 10);
      expect(day >= lastMonth.startDate && day <= lastMonth.endDate, day).toBe(true);
      expect(typeof department).toBe('string');
      // Every shift posted is filled, unfilled or cancelled.
      expect(Number(filled) + Number(unfilled) + Number(cancelled)).toBe(Number(posted));
    }

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download Shift fill as CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`${request.fileName}.csv`);
    const lines = fs
      .readFileSync((await csv.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(request.rowCount + 1);
    expect(lines[0]).toContain('Shifts posted');
  });

  it('shows the cancellations of last month from the Reports menu, with a link to each shift', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('menuitem', { name: 'Cancellation Reports' }).click();
    await page.waitForURL(/\/cancellation-reports$/);
    await page.getByRole('combobox', { name: 'Care location' }).click();
    await page.getByRole('option', { name: 'Northfield General Hospital' }).click();
    const place = (
      await manager.call('GET', `care-locations?name=${encodeURIComponent('Northfield General Hospital')}`)
    ).data[0];
    const lastMonth = presetRange('lastMonth', localDate(new Date()));
    const expected = await manager.call(
      'GET',
      `cancellation-reports?careLocationId=${place.id}&startDate=${lastMonth.startDate}&endDate=${lastMonth.endDate}`,
    );
    const heading = `${expected.total} cancellation${expected.total === 1 ? '' : 's'}`;
    await page.getByRole('heading', { name: heading }).waitFor();
    await screenshot(page, 'cancellation-reports');
    const first = page
      .getByRole('region', { name: heading })
      .getByRole('link', { name: `#${expected.data[0].shiftId}` });
    await first.click();
    await page.waitForURL(new RegExp(`/jobs/${expected.data[0].shiftId}/details$`));
  });

  it("shows a care location's learning journey over the last twelve months from the Reports menu, and exports it", async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('menuitem', { name: 'Learning Journey' }).click();
    await page.waitForURL(/\/learning\/journey\/report$/);
    await page.getByRole('combobox', { name: 'Care location' }).click();
    await page.getByRole('option', { name: 'Northfield General Hospital' }).click();
    const place = (
      await manager.call('GET', `care-locations?name=${encodeURIComponent('Northfield General Hospital')}`)
    ).data[0];
    const year = lastTwelveMonths(localDate(new Date()));
    const expected = await manager.call(
      'GET',
      `learning-journey-reports?careLocationId=${place.id}&startDate=${year.startDate}&endDate=${year.endDate}`,
    );
    const months = page.getByRole('region', { name: 'Learning by month', exact: true });
    await months.getByText(new RegExp(`^Nurses: ${expected.total}\\. `)).waitFor();
    await expect.poll(() => months.locator('svg rect').count()).toBeGreaterThan(3);
    const nurses = page.getByRole('region', { name: "The nurses' journeys", exact: true });
    await expect.poll(() => nurses.getByRole('row').count()).toBe(Math.min(25, expected.total) + 1);
    await nurses.getByRole('rowheader', { name: expected.data[0].nurse }).waitFor();
    await screenshot(page, 'learning-journey');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export every nurse as CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(
      `Learning journey Northfield General Hospital ${year.startDate} to ${year.endDate}.csv`,
    );
    const lines = fs
      .readFileSync((await csv.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Nurse,Shifts worked,Shifts offering a learning opportunity,Learning opportunities,Skills gained',
    );
    expect(lines).toHaveLength(expected.total + 1);
  });

  it("charts a care location's last month for a trust administrator, each chart's figures a click away", async () => {
    // Whoever an earlier test left signed in is forgotten.
    await page.goto(baseUrl);
    await page.evaluate(() => localStorage.clear());
    await signIn(page, baseUrl, 'trustadmin@bankshift.test');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('menuitem', { name: 'Chart Reports' }).click();
    await page.waitForURL(/\/reports$/);
    await page.getByRole('combobox', { name: 'Care location' }).click();
    await page.getByRole('option', { name: 'Northfield General Hospital' }).click();
    const admin = await apiSession(baseUrl, 'trustadmin@bankshift.test');
    const place = (await admin.call('GET', `care-locations?name=${encodeURIComponent('Northfield General Hospital')}`))
      .data[0];
    const lastMonth = presetRange('lastMonth', localDate(new Date()));
    const expected = await admin.call(
      'GET',
      `chart-reports?careLocationId=${place.id}&startDate=${lastMonth.startDate}&endDate=${lastMonth.endDate}`,
    );
    const posted = expected.fill.reduce((n: number, d: { posted: number }) => n + d.posted, 0);
    const fill = page.getByRole('region', { name: 'Fill rate and time to fill', exact: true });
    await fill.getByText(new RegExp(`^${posted} posted, `)).waitFor();
    // Each chart drawn: a surface with its series (the uplift spend only when some was approved).
    const approved = expected.uplifts.reduce((n: number, d: { approved: number }) => n + d.approved, 0);
    for (const name of [
      'Fill rate and time to fill',
      'Shifts by department, day and night',
      'Cancellations by reason',
      ...(approved ? ['Uplift spend'] : []),
    ]) {
      await expect
        .poll(() => page.getByRole('region', { name, exact: true }).locator('svg path, svg rect').count(), {
          message: name,
        })
        .toBeGreaterThan(3);
    }
    if (!approved)
      await page
        .getByRole('region', { name: 'Uplift spend', exact: true })
        .getByText('No uplift was approved for shifts in this period.')
        .waitFor();
    await fill.getByRole('button', { name: 'Show the figures' }).click();
    await expect.poll(() => fill.getByRole('table').getByRole('row').count()).toBe(expected.fill.length + 1);
    await screenshot(page, 'chart-reports');
    await page.getByRole('region', { name: 'Uplift spend', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'chart-reports-lower');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      fill.getByRole('button', { name: 'Download CSV: Fill rate and time to fill' }).click(),
    ]);
    const lines = fs
      .readFileSync((await csv.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Date,Posted,Filled,Cancelled,Fill rate,Median hours to fill');
    expect(lines).toHaveLength(expected.fill.length + 1);
  });
});
