/**
 * Chart Reports (/reports, issue 15): a care location's charts for a period as the API answers them, each chart's
 * figures as a table behind its disclosure button and as a CSV.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dayLabel } from '../../domain/dateLabels';
import { presetRange } from '../../domain/reports';
import { localDate } from '../../domain/time';
import { permissionName } from '../../domain/permissions';
import { apiAs, choose, renderApp, signIn } from './helpers';

const GENERAL = 'Northfield General Hospital';

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('Chart Reports', () => {
  it("charts a care location's period with each chart's figures as a table and a CSV", async () => {
    const user = userEvent.setup();
    const api = await apiAs('trustadmin');
    const general = (await api.call('GET', 'care-locations?$limit=50')).data.find(
      (p: { name: string }) => p.name === GENERAL,
    );
    const lastMonth = presetRange('lastMonth', localDate(new Date()));
    const expected = await api.call(
      'GET',
      `chart-reports?careLocationId=${general.id}&startDate=${lastMonth.startDate}&endDate=${lastMonth.endDate}`,
    );
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:chart'),
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    await signIn('trustadmin');
    renderApp('/reports');
    await choose(user, /^Care location/, GENERAL);
    await choose(user, /^Period/, 'Last Month');

    // Fill: the summary adds the days up; the table holds every day of the month.
    const sum = (key: string) => expected.fill.reduce((n: number, d: Record<string, number>) => n + d[key], 0);
    const [posted, filled, cancelled] = ['posted', 'filled', 'cancelled'].map(sum);
    expect(filled).toBeGreaterThan(0);
    const fill = await screen.findByRole('region', { name: 'Fill rate and time to fill' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(fill).toHaveTextContent(
        `${posted} posted, ${filled} filled, ${cancelled} cancelled: ${((filled / (posted - cancelled)) * 100).toFixed(1)}% filled of those not cancelled`,
      ),
    );
    await user.click(within(fill).getByRole('button', { name: 'Show the figures' }));
    const rows = within(within(fill).getByRole('table', { name: 'Fill rate and time to fill' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(expected.fill.length);
    const busiest = expected.fill.reduce((a: any, b: any) => (b.posted > a.posted ? b : a));
    const row = rows[expected.fill.indexOf(busiest)];
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      dayLabel(busiest.date),
      String(busiest.posted),
      String(busiest.filled),
      String(busiest.cancelled),
      busiest.fillRate === null ? '' : `${(busiest.fillRate * 100).toFixed(1)}%`,
      busiest.medianHoursToFill === null ? '' : String(busiest.medianHoursToFill),
    ]);

    // Departments and reasons: their tables, row by row.
    const departments = screen.getByRole('region', { name: 'Shifts by department, day and night' });
    await user.click(within(departments).getByRole('button', { name: 'Show the figures' }));
    expect(
      within(within(departments).getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(expected.departments.map((d: any) => `${d.department}${d.day}${d.night}`));
    const reasons = screen.getByRole('region', { name: 'Cancellations by reason' });
    expect(reasons).toHaveTextContent(`${expected.reasons.reduce((n: number, r: any) => n + r.count, 0)} cancellation`);

    // The uplift spend as CSV: a line a day.
    const uplifts = screen.getByRole('region', { name: 'Uplift spend' });
    await user.click(within(uplifts).getByRole('button', { name: 'Download CSV: Uplift spend' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await textOf(blobs[0])).split('\r\n');
    expect(lines[0]).toBe('Date,Approved uplifts,Extra cost (GBP)');
    expect(lines.slice(1)).toEqual(expected.uplifts.map((d: any) => `${d.date},${d.approved},${d.spend.toFixed(2)}`));
  }, 60_000);

  it('is refused to a manager, naming the permission missing', async () => {
    await signIn('bankofficer');
    renderApp('/reports');
    expect(await screen.findByText('Access denied', {}, { timeout: 10_000 })).toBeInTheDocument();
    // In words, never the code (issue 52.16).
    expect(screen.getAllByText(new RegExp(permissionName('VIEW_CHART_REPORTS'))).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/VIEW_CHART_REPORTS/)).toEqual([]);
  }, 30_000);
});
